import { PASSWORD_MIN_LENGTH } from "@app/contracts";
import { hash, verify } from "@node-rs/argon2";
import { AppError } from "../http/app-error";
import { commonPasswords } from "./common-passwords";

// OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane) raised to 3 passes.
// `algorithm: 2` is Algorithm.Argon2id (a const enum that isolated modules cannot read).
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 3, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

/** A real argon2id hash of a random string, verified for unknown users so timing does not tell. */
let dummyHash: Promise<string> | null = null;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash === null) {
    dummyHash ??= hashPassword(crypto.randomUUID());
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}

/** Rejects passwords that are short or among the most common ones (DESIGN §5). */
export async function assertAcceptablePassword(password: string, field = "new_password1"): Promise<void> {
  if (password.length < PASSWORD_MIN_LENGTH) {
    throw AppError.field(field, "password_too_short", { min: PASSWORD_MIN_LENGTH });
  }
  if ((await commonPasswords()).has(password.toLowerCase())) {
    throw AppError.field(field, "password_too_common");
  }
}

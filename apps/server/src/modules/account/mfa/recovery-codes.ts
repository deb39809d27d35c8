import { randomInt } from "node:crypto";
import { MFA_RECOVERY_CODE_COUNT } from "@app/contracts";
import { hashPassword, verifyPassword } from "../../../platform/auth/passwords";

// Letters and digits a person cannot misread on paper (no 0/o, 1/l/i).
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
const half = () => Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");

/** Ten new codes (`xxxxx-xxxxx`, about 49 bits each) and their argon2id hashes, in the same order. */
export async function newRecoveryCodes(): Promise<{ codes: string[]; hashes: string[] }> {
  const codes = Array.from({ length: MFA_RECOVERY_CODE_COUNT }, () => `${half()}-${half()}`);
  return { codes, hashes: await Promise.all(codes.map(hashPassword)) };
}

/** Which of the stored codes this one is, if any (each hash is salted: every one is tried). */
export async function matchingRecoveryCode<T extends { code_hash: string }>(
  stored: T[],
  code: string,
): Promise<T | null> {
  for (const candidate of stored) {
    if (await verifyPassword(candidate.code_hash, code)) return candidate;
  }
  return null;
}

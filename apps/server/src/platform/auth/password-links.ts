import { createHash, randomBytes } from "node:crypto";
import type { Database } from "../../db/client";
import { passwordResetTokens } from "./identity.table";

/** The password hash of an account whose owner has not chosen a password yet: nothing verifies. */
export const NO_PASSWORD = "!no-password";

/**
 * A single-use link to choose a password (`/auth/password/reset/confirm?token=…`): only the
 * token's SHA-256 is kept. A forgotten password and an invitation use the same page.
 */
export async function issuePasswordLink(
  db: Database,
  publicUrl: string,
  userId: number,
  purpose: "reset" | "invite",
  ttlMs: number,
  now = Date.now(),
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(passwordResetTokens).values({
    user_id: userId,
    token_hash: createHash("sha256").update(token).digest("hex"),
    purpose,
    expires_at: new Date(now + ttlMs),
  });
  const link = new URL("/auth/password/reset/confirm", publicUrl);
  link.searchParams.set("token", token);
  return link.toString();
}

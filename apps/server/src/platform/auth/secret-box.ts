import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/** What a box seals: each purpose has a key of its own, derived from the one server secret. */
export interface SealingPurpose {
  salt: string;
  info: string;
}

/** The two-factor secrets at rest (issue 35): the key their sealed values were written with. */
export const TOTP_SECRETS: SealingPurpose = { salt: "contratti-mfa", info: "totp-secret" };

/**
 * Seals a value (AES-256-GCM) with a key derived from the server's own secret: the two-factor
 * secrets at rest, where a leaked database dump or backup alone does not give anyone's codes,
 * and the remote signing sessions (issue 46), which any instance can open and nobody can read.
 */
export function createSecretBox(serverSecret: string, purpose: SealingPurpose = TOTP_SECRETS) {
  const key = Buffer.from(hkdfSync("sha256", serverSecret, purpose.salt, purpose.info, 32));
  return {
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const sealed = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString("base64url")).join(".");
    },
    open(sealed: string): string {
      const [iv, tag, body] = sealed.split(".").map((part) => Buffer.from(part, "base64url"));
      if (!iv || !tag || !body) throw new Error("not a sealed secret");
      const decipher = createDecipheriv("aes-256-gcm", key, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8");
    },
  };
}

export type SecretBox = ReturnType<typeof createSecretBox>;

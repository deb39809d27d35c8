import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/**
 * Seals the two-factor secrets at rest (AES-256-GCM) with a key derived from the server's own
 * secret: a leaked database dump or backup alone does not give anyone's codes.
 */
export function createSecretBox(serverSecret: string) {
  const key = Buffer.from(hkdfSync("sha256", serverSecret, "contratti-mfa", "totp-secret", 32));
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

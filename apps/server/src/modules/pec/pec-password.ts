import { createSecretBox, type SealingPurpose } from "../../platform/auth/secret-box";

/**
 * The PEC mailboxes' passwords at rest (issue 47): AES-256-GCM with a key derived from SECRET_KEY
 * by HKDF for this purpose alone, so a copy of the database does not open anyone's mailbox. The
 * version says which key sealed a row: a new SECRET_KEY cannot open the old rows, and their
 * owners enter the password again (apps/server/README.md, "Rotating SECRET_KEY").
 */
export const PEC_PASSWORD_KEY_VERSION = 1;
const PEC_PASSWORDS: SealingPurpose = { salt: "contratti-pec", info: "pec-mailbox-password-v1" };

export function createPecPasswordBox(serverSecret: string) {
  const box = createSecretBox(serverSecret, PEC_PASSWORDS);
  return {
    version: PEC_PASSWORD_KEY_VERSION,
    seal: (password: string) => box.seal(password),
    /** Null when the row was sealed with another key (SECRET_KEY changed): ask for it again. */
    open(sealed: string, version: number): string | null {
      if (version !== PEC_PASSWORD_KEY_VERSION) return null;
      try {
        return box.open(sealed);
      } catch {
        return null;
      }
    },
  };
}
export type PecPasswordBox = ReturnType<typeof createPecPasswordBox>;

import { sql } from "drizzle-orm";
import { users } from "../platform/auth/identity.table";
import { issuePasswordLink, NO_PASSWORD } from "../platform/auth/password-links";
import type { Database } from "./client";

export class EditorAccountError extends Error {}

const USERNAME = /^[\w.@+-]{3,150}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * An editor account with no password yet, and the single-use link (valid `ttlHours`) on which its
 * owner chooses one: how an operator opens the back office of an empty production database
 * (`npm run user:create-editor`, deploy/README.md). The link is never e-mailed: it is printed.
 */
export async function createEditorAccount(
  db: Database,
  publicUrl: string,
  input: { username: string; email: string; ttlHours: number },
): Promise<{ id: number; link: string }> {
  if (!USERNAME.test(input.username))
    throw new EditorAccountError("username: 3 to 150 letters, digits or . @ + - _");
  if (!EMAIL.test(input.email)) throw new EditorAccountError("email: not an e-mail address");
  return db.transaction(async (tx) => {
    const inTx = tx as unknown as Database;
    const [taken] = await inTx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = lower(${input.username})`);
    if (taken) throw new EditorAccountError(`username: «${input.username}» is taken`);
    const [created] = await inTx
      .insert(users)
      .values({
        username: input.username,
        email: input.email.toLowerCase(),
        password_hash: NO_PASSWORD,
        is_editor: true,
      })
      .returning({ id: users.id });
    const id = (created as { id: number }).id;
    return { id, link: await issuePasswordLink(inTx, publicUrl, id, "invite", input.ttlHours * 3_600_000) };
  });
}

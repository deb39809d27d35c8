import { eq } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { remoteSignPreferences } from "../signature.table";

/** The credential a customer last signed with (issue 46 §1.2): provider and id, never a secret. */
export function createRemoteSignPreferenceRepository(db: Database) {
  return {
    async of(userId: number) {
      const [row] = await db
        .select({
          provider: remoteSignPreferences.provider,
          credential_id: remoteSignPreferences.credential_id,
        })
        .from(remoteSignPreferences)
        .where(eq(remoteSignPreferences.user_id, userId));
      return row ?? null;
    },
    async remember(userId: number, provider: string, credentialId: string) {
      const values = { provider, credential_id: credentialId, updated_at: new Date() };
      await db
        .insert(remoteSignPreferences)
        .values({ user_id: userId, ...values })
        .onConflictDoUpdate({ target: remoteSignPreferences.user_id, set: values });
    },
  };
}

import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { mfaChallenges, mfaRecoveryCodes, userMfa } from "../../../platform/auth/mfa.table";

async function replaceRecoveryCodes(within: Database, userId: number, codeHashes: string[]) {
  await within.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.user_id, userId));
  await within
    .insert(mfaRecoveryCodes)
    .values(codeHashes.map((code_hash) => ({ user_id: userId, code_hash })));
}

/** The two-factor rows of the users (issue 35): secrets, recovery codes, sign-ins half done. */
export function createMfaRepository(db: Database) {
  return {
    async find(userId: number) {
      const [row] = await db.select().from(userMfa).where(eq(userMfa.user_id, userId));
      return row ?? null;
    },
    /** Keeps a new secret waiting for its first code, replacing any earlier one not confirmed. */
    async setPending(userId: number, sealedSecret: string) {
      await db
        .insert(userMfa)
        .values({ user_id: userId, pending_secret: sealedSecret })
        .onConflictDoUpdate({ target: userMfa.user_id, set: { pending_secret: sealedSecret } });
    },
    /**
     * Turns the waiting secret on with its fresh recovery codes, in the caller's transaction. False
     * when another call turned it on first.
     */
    async enable(within: Database, userId: number, step: number, codeHashes: string[], now: Date) {
      const [row] = await within
        .update(userMfa)
        .set({ secret: userMfa.pending_secret, pending_secret: null, enabled_at: now, last_step: step })
        .where(and(eq(userMfa.user_id, userId), isNull(userMfa.secret)))
        .returning({ user_id: userMfa.user_id });
      if (!row) return false;
      await replaceRecoveryCodes(within, userId, codeHashes);
      return true;
    },
    /** New recovery codes in place of all the old ones, used or not, in the caller's transaction. */
    replaceRecoveryCodes,
    /** Forgets the user's two-factor entirely, in the caller's transaction. */
    async disable(within: Database, userId: number) {
      await within.delete(userMfa).where(eq(userMfa.user_id, userId));
      await within.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.user_id, userId));
      await within.delete(mfaChallenges).where(eq(mfaChallenges.user_id, userId));
    },
    /** Spends a step: true once for each step, so the same code never signs in twice. */
    async useStep(userId: number, step: number) {
      const rows = await db
        .update(userMfa)
        .set({ last_step: step })
        .where(and(eq(userMfa.user_id, userId), or(isNull(userMfa.last_step), lt(userMfa.last_step, step))))
        .returning({ user_id: userMfa.user_id });
      return rows.length === 1;
    },
    /** How many of the user's recovery codes are still unused. */
    async countUnusedRecoveryCodes(userId: number) {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(mfaRecoveryCodes)
        .where(and(eq(mfaRecoveryCodes.user_id, userId), isNull(mfaRecoveryCodes.used_at)));
      return row?.count ?? 0;
    },
    unusedRecoveryCodes(userId: number) {
      return db
        .select({ id: mfaRecoveryCodes.id, code_hash: mfaRecoveryCodes.code_hash })
        .from(mfaRecoveryCodes)
        .where(and(eq(mfaRecoveryCodes.user_id, userId), isNull(mfaRecoveryCodes.used_at)));
    },
    /** Spends a recovery code: true only for the call that spent it. */
    async useRecoveryCode(id: number, now: Date) {
      const rows = await db
        .update(mfaRecoveryCodes)
        .set({ used_at: now })
        .where(and(eq(mfaRecoveryCodes.id, id), isNull(mfaRecoveryCodes.used_at)))
        .returning({ id: mfaRecoveryCodes.id });
      return rows.length === 1;
    },
    async insertChallenge(row: typeof mfaChallenges.$inferInsert) {
      await db.insert(mfaChallenges).values(row);
    },
    /** A challenge still open: not used, not expired, not worn out by wrong codes. */
    async openChallenge(tokenHash: string, now: Date, maxFailures: number) {
      const [row] = await db
        .select()
        .from(mfaChallenges)
        .where(
          and(
            eq(mfaChallenges.token_hash, tokenHash),
            isNull(mfaChallenges.used_at),
            gt(mfaChallenges.expires_at, now),
            lt(mfaChallenges.failures, maxFailures),
          ),
        );
      return row ?? null;
    },
    async countFailure(id: number) {
      await db
        .update(mfaChallenges)
        .set({ failures: sql`${mfaChallenges.failures} + 1` })
        .where(eq(mfaChallenges.id, id));
    },
    /** Closes a challenge: true only for the call that closed it. */
    async closeChallenge(id: number, now: Date) {
      const rows = await db
        .update(mfaChallenges)
        .set({ used_at: now })
        .where(and(eq(mfaChallenges.id, id), isNull(mfaChallenges.used_at)))
        .returning({ id: mfaChallenges.id });
      return rows.length === 1;
    },
  };
}

export type MfaRepository = ReturnType<typeof createMfaRepository>;

import { and, count, desc, eq, gt, isNull } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { agreements } from "../../agreements/agreement.table";
import { agreementSignInvites } from "../signature.table";

/** The invitations to sign (issue 46), reached by their owner's agreement or by the token's hash. */
export function createSignInviteRepository(db: Database) {
  return {
    async insert(row: typeof agreementSignInvites.$inferInsert) {
      const [created] = await db.insert(agreementSignInvites).values(row).returning();
      return created as typeof agreementSignInvites.$inferSelect;
    },
    listOf(agreementId: number) {
      return db
        .select()
        .from(agreementSignInvites)
        .where(eq(agreementSignInvites.agreement_id, agreementId))
        .orderBy(desc(agreementSignInvites.id));
    },
    /** The contract's invitations still open: neither revoked nor expired. */
    async countOpen(agreementId: number, now: Date) {
      const [row] = await db
        .select({ open: count() })
        .from(agreementSignInvites)
        .where(
          and(
            eq(agreementSignInvites.agreement_id, agreementId),
            isNull(agreementSignInvites.revoked_at),
            gt(agreementSignInvites.expires_at, now),
          ),
        );
      return row?.open ?? 0;
    },
    /** The invitation, when its agreement is the owner's: null for anyone else's (404). */
    async owned(ownerId: number, inviteId: number) {
      const [row] = await db
        .select({ invite: agreementSignInvites })
        .from(agreementSignInvites)
        .innerJoin(agreements, eq(agreements.id, agreementSignInvites.agreement_id))
        .where(and(eq(agreementSignInvites.id, inviteId), eq(agreements.owner_id, ownerId)));
      return row?.invite ?? null;
    },
    /** The live invitation of this token's hash: not revoked, not expired. */
    async live(tokenHash: string, now: Date) {
      const [row] = await db
        .select()
        .from(agreementSignInvites)
        .where(
          and(
            eq(agreementSignInvites.token_hash, tokenHash),
            isNull(agreementSignInvites.revoked_at),
            gt(agreementSignInvites.expires_at, now),
          ),
        );
      return row ?? null;
    },
    async revoke(inviteId: number) {
      await db
        .update(agreementSignInvites)
        .set({ revoked_at: new Date() })
        .where(and(eq(agreementSignInvites.id, inviteId), isNull(agreementSignInvites.revoked_at)));
    },
    /** Reopening the contract revokes every invitation still open (issue 46 §1.5). */
    async revokeAllOf(agreementId: number) {
      const rows = await db
        .update(agreementSignInvites)
        .set({ revoked_at: new Date() })
        .where(
          and(eq(agreementSignInvites.agreement_id, agreementId), isNull(agreementSignInvites.revoked_at)),
        )
        .returning({ id: agreementSignInvites.id });
      return rows.length;
    },
  };
}

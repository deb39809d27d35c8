import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { companyMembers } from "../profile/licence.table";
import { type PecSettingsRow, pecSettings } from "./pec.table";

/** Whose settings: a person's own, or a firm's. */
export type PecOwner = { userId: number } | { companyId: number };

const whereOwner = (owner: PecOwner) =>
  "userId" in owner ? eq(pecSettings.user_id, owner.userId) : eq(pecSettings.company_id, owner.companyId);

export type PecSettingsWrite = Partial<Pick<PecSettingsRow, "imap_uidvalidity" | "imap_last_uid">> &
  Pick<
    PecSettingsRow,
    | "address"
    | "smtp_host"
    | "smtp_port"
    | "smtp_security"
    | "imap_host"
    | "imap_port"
    | "imap_security"
    | "username"
    | "password_sealed"
    | "password_key_version"
    | "verified_at"
    | "updated_by"
  >;

export function createPecSettingsRepository(db: Database) {
  return {
    async find(owner: PecOwner): Promise<PecSettingsRow | null> {
      const [row] = await db.select().from(pecSettings).where(whereOwner(owner));
      return row ?? null;
    },
    async byId(id: number): Promise<PecSettingsRow | null> {
      const [row] = await db.select().from(pecSettings).where(eq(pecSettings.id, id));
      return row ?? null;
    },
    /** The caller's firm and their role in it, read from the profile's table. */
    async membership(userId: number) {
      const [row] = await db.select().from(companyMembers).where(eq(companyMembers.user_id, userId));
      return row ?? null;
    },
    async upsert(owner: PecOwner, values: PecSettingsWrite): Promise<PecSettingsRow> {
      const current = await this.find(owner);
      if (current) {
        const [row] = await db
          .update(pecSettings)
          .set({ ...values, updated_at: new Date() })
          .where(eq(pecSettings.id, current.id))
          .returning();
        return row as PecSettingsRow;
      }
      const [row] = await db
        .insert(pecSettings)
        .values({
          ...values,
          ...("userId" in owner ? { user_id: owner.userId } : { company_id: owner.companyId }),
        })
        .returning();
      return row as PecSettingsRow;
    },
    async markVerified(id: number, at: Date) {
      await db.update(pecSettings).set({ verified_at: at }).where(eq(pecSettings.id, id));
    },
    /** Every mailbox whose connection test passed: those the receipts are read from. */
    async verifiedIds(): Promise<number[]> {
      const rows = await db
        .select({ id: pecSettings.id })
        .from(pecSettings)
        .where(isNotNull(pecSettings.verified_at));
      return rows.map((row) => row.id);
    },
    async saveCursor(id: number, uidvalidity: string, lastUid: number) {
      await db
        .update(pecSettings)
        .set({
          imap_uidvalidity: uidvalidity,
          imap_last_uid: lastUid,
          poll_failures: 0,
          poll_error: null,
          polled_at: new Date(),
        })
        .where(eq(pecSettings.id, id));
    },
    /** One more failed poll; answers how many in a row. */
    async pollFailed(id: number, error: string): Promise<number> {
      const [row] = await db
        .update(pecSettings)
        .set({ poll_failures: sql`${pecSettings.poll_failures} + 1`, poll_error: error.slice(0, 500) })
        .where(and(eq(pecSettings.id, id)))
        .returning({ failures: pecSettings.poll_failures });
      return row?.failures ?? 1;
    },
  };
}
export type PecSettingsRepository = ReturnType<typeof createPecSettingsRepository>;

import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { sessions, users } from "./identity.table";
import { mfaEnabledSql } from "./mfa.table";

/** A new session row, on the database or transaction given (sign-in inserts it under the seat lock). */
export async function insertSession(db: Database, row: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(row);
}

/**
 * Revokes every live session of a user but `keepId` (the caller's own, when it stays), on the
 * database or transaction given; returns the revoked ids.
 */
export async function revokeSessionsOf(db: Database, userId: number, now: Date, keepId?: string) {
  const live = and(eq(sessions.user_id, userId), isNull(sessions.revoked_at));
  const condition = keepId ? and(live, ne(sessions.id, keepId)) : live;
  const rows = await db
    .update(sessions)
    .set({ revoked_at: now })
    .where(condition)
    .returning({ id: sessions.id });
  return rows.map((r) => r.id);
}

export function createSessionRepository(db: Database) {
  // Prepared once: this query runs on every authenticated request.
  const activeSession = db
    .select({
      id: sessions.id,
      expires_at: sessions.expires_at,
      remember_me: sessions.remember_me,
      user_id: users.id,
      username: users.username,
      email: users.email,
      first_name: users.first_name,
      last_name: users.last_name,
      is_customer: users.is_customer,
      is_editor: users.is_editor,
      is_demo: users.is_demo,
      crmid: users.crmid,
      mfa_enabled: mfaEnabledSql(users.id),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(
      and(
        eq(sessions.id, sql.placeholder("id")),
        isNull(sessions.revoked_at),
        gt(sessions.expires_at, sql.placeholder("now")),
        eq(users.is_active, true),
      ),
    )
    .prepare("active_session");

  return {
    insert: (row: typeof sessions.$inferInsert) => insertSession(db, row),
    /** The session with its user, if it is live (not revoked, not expired, user active). */
    async findActive(id: string, now: Date) {
      const [row] = await activeSession.execute({ id, now: now.toISOString() });
      return row ?? null;
    },
    /** A session's own row, live or not (what a rotation copies). */
    async row(id: string) {
      const [row] = await db.select().from(sessions).where(eq(sessions.id, id));
      return row ?? null;
    },
    async revoke(id: string, now: Date) {
      await db.update(sessions).set({ revoked_at: now }).where(eq(sessions.id, id));
    },
    revokeAllForUser: (userId: number, now: Date, keepId?: string) =>
      revokeSessionsOf(db, userId, now, keepId),
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
export type ActiveSession = NonNullable<Awaited<ReturnType<SessionRepository["findActive"]>>>;

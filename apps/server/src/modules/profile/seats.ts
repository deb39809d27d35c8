import { and, eq, gte, lte, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { displayName } from "../../platform/auth/display-name";
import { users } from "../../platform/auth/identity.table";
import { AppError } from "../../platform/http/app-error";
import { createFirmRepository } from "./firm.repository";
import { licences } from "./licence.table";
import { romeToday } from "./profile.mappers";

/** The seats of a firm's licences in force today (active, within their dates). */
export async function seatsInForce(db: Database, companyId: number, now = new Date()): Promise<number> {
  const today = romeToday(now);
  const rows = await db
    .select({ seats: licences.seats })
    .from(licences)
    .where(
      and(
        eq(licences.company_id, companyId),
        eq(licences.status, "active"),
        lte(licences.valid_from, today),
        gte(licences.valid_to, today),
      ),
    );
  return rows.reduce((sum, row) => sum + row.seats, 0);
}

/** First key of the seat rule's advisory locks (the second is the firm's id). */
const SEAT_LOCK = 16;

/**
 * The seat rule (issue 16): the people of a firm signed in at once never outnumber the seats of
 * its licences in force. A person already signed in may sign in again (one seat per person);
 * a new one beyond the seats is refused, told who may free a seat. A firm with no licence in
 * force has nothing to share: its people sign in and find its modules locked.
 */
export function createSeatCheck(db: Database) {
  async function assertSeat(tx: Database, userId: number, companyId: number, now: Date): Promise<void> {
    const firms = createFirmRepository(tx);
    const seats = await seatsInForce(tx, companyId, now);
    if (seats === 0) return;
    const members = await firms.members(companyId);
    const live = await firms.liveSessions(
      members.map((m) => m.id),
      now,
    );
    if ((live.get(userId) ?? 0) > 0) return;
    const holders = [...live.values()].filter((n) => n > 0).length;
    if (holders < seats) return;
    const administrators = members.filter((m) => m.role === "administrator").map((m) => m.id);
    const names = await tx
      .select({ first_name: users.first_name, last_name: users.last_name, username: users.username })
      .from(users)
      .where(eq(users.id, administrators[0] ?? 0));
    const admin = names[0] ? displayName(names[0]) : "";
    throw new AppError(403, [{ key: "licence_seats_full", params: { seats, administrator: admin } }]);
  }

  return {
    /**
     * Runs `start` (the new session's insert and its event) if the person may take a seat, in one
     * transaction holding the firm's advisory lock: two people signing in at the same moment for
     * the last seat are checked one after the other, and the second sees the first one's session.
     */
    async admit<T>(userId: number, now: Date, start: (within: Database) => Promise<T>): Promise<T> {
      const membership = await createFirmRepository(db).membership(userId);
      return db.transaction(async (tx) => {
        const within = tx as unknown as Database;
        // No firm, no seats to count: the session is still started in one transaction.
        if (!membership) return start(within);
        await within.execute(sql`select pg_advisory_xact_lock(${SEAT_LOCK}, ${membership.company_id}::int)`);
        await assertSeat(within, userId, membership.company_id, now);
        return start(within);
      });
    },
  };
}

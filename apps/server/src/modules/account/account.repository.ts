import { and, count, eq, gt, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { loginFailures, passwordResetTokens, users } from "../../platform/auth/identity.table";

export function createAccountRepository(db: Database) {
  return {
    async findUserByUsername(username: string) {
      const [row] = await db
        .select()
        .from(users)
        .where(eq(sql`lower(${users.username})`, username.toLowerCase()));
      return row ?? null;
    },
    async findUserById(id: number) {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row ?? null;
    },
    /** Active users with this e-mail (an address may be shared by several accounts). */
    findActiveUsersByEmail(email: string) {
      return db
        .select()
        .from(users)
        .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), eq(users.is_active, true)));
    },
    async updatePassword(userId: number, passwordHash: string) {
      await db
        .update(users)
        .set({ password_hash: passwordHash, updated_at: new Date() })
        .where(eq(users.id, userId));
    },
    async countFailures(since: Date, by: { username: string } | { ip: string }) {
      const condition =
        "username" in by ? eq(loginFailures.username, by.username) : eq(loginFailures.ip, by.ip);
      const [row] = await db
        .select({ n: count() })
        .from(loginFailures)
        .where(and(condition, gt(loginFailures.at, since)));
      return row?.n ?? 0;
    },
    async recordFailure(username: string, ip: string) {
      await db.insert(loginFailures).values({ username, ip });
    },
    async clearFailures(username: string) {
      await db.delete(loginFailures).where(eq(loginFailures.username, username));
    },
    async insertResetToken(row: typeof passwordResetTokens.$inferInsert) {
      await db.insert(passwordResetTokens).values(row);
    },
    /** Marks a live token used and returns its user, atomically: a link works once. */
    async consumeResetToken(tokenHash: string, now: Date) {
      const [row] = await db
        .update(passwordResetTokens)
        .set({ used_at: now })
        .where(
          and(
            eq(passwordResetTokens.token_hash, tokenHash),
            isNull(passwordResetTokens.used_at),
            gt(passwordResetTokens.expires_at, now),
          ),
        )
        .returning({ user_id: passwordResetTokens.user_id });
      return row?.user_id ?? null;
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;

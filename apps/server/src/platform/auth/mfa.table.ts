import { type SQL, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { users } from "./identity.table";

/**
 * A user's two-factor sign-in (issue 35, RFC 6238). The secrets are sealed with a key derived from
 * the server's secret (secret-box.ts): a copy of the database alone does not give the codes.
 */
export const userMfa = pgTable("user_mfa", {
  user_id: bigint("user_id", { mode: "number" })
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** The secret in use; null until a first code confirms the one being set up. */
  secret: text("secret"),
  /** The secret of a set-up not yet confirmed by a code (`mfa/setup/` → `mfa/enable/`). */
  pending_secret: text("pending_secret"),
  enabled_at: timestamp("enabled_at", { withTimezone: true }),
  /** The last 30-second step a code was accepted for: a code is never accepted twice. */
  last_step: bigint("last_step", { mode: "number" }),
});

/** Single-use recovery codes, stored as argon2id hashes only. */
export const mfaRecoveryCodes = pgTable(
  "mfa_recovery_codes",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    user_id: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    code_hash: text("code_hash").notNull(),
    used_at: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("mfa_recovery_codes_user_idx").on(t.user_id)],
);

/**
 * The second step of a sign-in: what the password proved, waiting for a code. Only the SHA-256
 * of its token is stored; it is bound to the user and to the door they came in by.
 */
export const mfaChallenges = pgTable(
  "mfa_challenges",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    token_hash: text("token_hash").notNull().unique(),
    user_id: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    area: text("area", { enum: ["customer", "editor"] }).notNull(),
    remember_me: boolean("remember_me").notNull(),
    failures: integer("failures").notNull().default(0),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
    used_at: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("mfa_challenges_user_idx").on(t.user_id)],
);

/** Whether the user in `userId` has two-factor on: what the session and the people lists show. */
export const mfaEnabledSql = (userId: AnyPgColumn): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${userMfa} where ${userMfa.user_id} = ${userId} and ${userMfa.secret} is not null)`;

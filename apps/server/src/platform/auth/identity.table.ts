import { sql } from "drizzle-orm";
import { bigint, boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

const timestamps = {
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable(
  "users",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    username: text("username").notNull(),
    email: text("email").notNull().default(""),
    first_name: text("first_name").notNull().default(""),
    last_name: text("last_name").notNull().default(""),
    password_hash: text("password_hash").notNull(),
    is_customer: boolean("is_customer").notNull().default(false),
    is_editor: boolean("is_editor").notNull().default(false),
    is_demo: boolean("is_demo").notNull().default(false),
    is_active: boolean("is_active").notNull().default(true),
    crmid: text("crmid"),
    language: text("language").notNull().default("it"),
    phone: text("phone").notNull().default(""),
    ...timestamps,
  },
  (t) => [
    // Usernames are unique whatever their case: "Mario" and "mario" are one account.
    uniqueIndex("users_username_lower_key").on(sql`lower(${t.username})`),
    index("users_email_lower_idx").on(sql`lower(${t.email})`),
  ],
);

/** One row per sign-in: the token only names it, so logout and expiry are decided here. */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey(),
    user_id: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    remember_me: boolean("remember_me").notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
    revoked_at: timestamp("revoked_at", { withTimezone: true }),
    user_agent: text("user_agent"),
    ip: text("ip"),
  },
  (t) => [index("sessions_user_idx").on(t.user_id)],
);

/** Failed sign-ins, counted per IP and per username to rate-limit guessing. */
export const loginFailures = pgTable(
  "login_failures",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    username: text("username").notNull(),
    ip: text("ip").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("login_failures_username_idx").on(t.username, t.at),
    index("login_failures_ip_idx").on(t.ip, t.at),
  ],
);

/** Single-use password-reset links: only the SHA-256 of the token is stored. */
export const passwordResetTokens = pgTable("password_reset_tokens", {
  id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
  user_id: bigint("user_id", { mode: "number" })
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  token_hash: text("token_hash").notNull().unique(),
  /** `reset`: a forgotten password; `invite`: an invited person's first password. */
  purpose: text("purpose", { enum: ["reset", "invite"] })
    .notNull()
    .default("reset"),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
  used_at: timestamp("used_at", { withTimezone: true }),
});

export type UserRow = typeof users.$inferSelect;

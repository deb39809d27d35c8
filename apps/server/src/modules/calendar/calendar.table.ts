import type { Module } from "@app/contracts";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "../../platform/auth/identity.table";
import { agreements } from "../agreements/agreement.table";

/**
 * An editors' agenda (issue 17): webinars, the legal deadlines of the year. A `published` one
 * shows, read-only, in the calendars and feeds of the customers whose subscription opens one of
 * its modules; an `internal` one stays in the back office.
 */
export const agendas = pgTable("agendas", {
  id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
  name: text("name").notNull(),
  colour: text("colour").notNull().default("#1c7ed6"),
  description: text("description").notNull().default(""),
  visibility: text("visibility", { enum: ["internal", "published"] })
    .notNull()
    .default("internal"),
  modules: text("modules").array().$type<Module[]>().notNull().default(sql`'{}'::text[]`),
  seed_key: text("seed_key"),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An appointment: a customer's own (`owner_id`) or an agenda's (`agenda_id`), never both.
 * `[start_at, end_at)` is half-open, as iCalendar's DTEND; an all-day one runs from a Rome
 * midnight to another. `uid` stays the same across edits, so calendar programs update the event.
 */
export const appointments = pgTable(
  "appointments",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    uid: uuid("uid").notNull().defaultRandom(),
    owner_id: bigint("owner_id", { mode: "number" }).references(() => users.id, { onDelete: "cascade" }),
    agenda_id: bigint("agenda_id", { mode: "number" }).references(() => agendas.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    place: text("place").notNull().default(""),
    start_at: timestamp("start_at", { withTimezone: true }).notNull(),
    end_at: timestamp("end_at", { withTimezone: true }).notNull(),
    all_day: boolean("all_day").notNull().default(false),
    /** Minutes before the start to remind the owner; null for none. */
    reminder: integer("reminder"),
    agreement_id: bigint("agreement_id", { mode: "number" }).references(() => agreements.id, {
      onDelete: "set null",
    }),
    /** The agreement's date field this deadline follows (issue 17, step 3), or null. */
    deadline_field: text("deadline_field"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("appointments_uid_key").on(t.uid),
    index("appointments_owner_start_idx").on(t.owner_id, t.start_at),
    index("appointments_agenda_start_idx").on(t.agenda_id, t.start_at),
    index("appointments_agreement_idx").on(t.agreement_id),
    check("appointments_end_after_start", sql`${t.end_at} > ${t.start_at}`),
    check("appointments_one_holder", sql`num_nonnulls(${t.owner_id}, ${t.agenda_id}) = 1`),
  ],
);
export type AppointmentRow = typeof appointments.$inferSelect;

/** A user's private iCalendar subscription: only the token's SHA-256 is kept. */
export const calendarFeeds = pgTable("calendar_feeds", {
  user_id: bigint("user_id", { mode: "number" })
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  token_hash: text("token_hash").notNull().unique(),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

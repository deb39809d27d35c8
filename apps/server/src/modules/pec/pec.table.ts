import type { PecMessageStatus, PecReceiptType, PecRecipientState, PecSecurity } from "@app/contracts";
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
} from "drizzle-orm/pg-core";
import { bytes } from "../../db/column-types";
import { users } from "../../platform/auth/identity.table";
import { agreements } from "../agreements/agreement.table";
import { companies } from "../profile/licence.table";

/**
 * A PEC mailbox the product sends from and reads receipts back from (issue 47): a firm's (set by
 * its administrator) or a person's own, one each. The password is sealed (AES-256-GCM, a key
 * derived from SECRET_KEY for this purpose, `password_key_version` says which); `verified_at`
 * is cleared whenever the server, the user or the password change. The IMAP cursor and the
 * poll's failures live here too, so any instance takes the poll up where another left it.
 */
export const pecSettings = pgTable(
  "pec_settings",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    company_id: bigint("company_id", { mode: "number" }).references(() => companies.id, {
      onDelete: "cascade",
    }),
    user_id: bigint("user_id", { mode: "number" }).references(() => users.id, { onDelete: "cascade" }),
    address: text("address").notNull(),
    smtp_host: text("smtp_host").notNull(),
    smtp_port: integer("smtp_port").notNull(),
    smtp_security: text("smtp_security").$type<PecSecurity>().notNull(),
    imap_host: text("imap_host").notNull(),
    imap_port: integer("imap_port").notNull(),
    imap_security: text("imap_security").$type<PecSecurity>().notNull(),
    username: text("username").notNull(),
    password_sealed: text("password_sealed").notNull(),
    password_key_version: integer("password_key_version").notNull().default(1),
    verified_at: timestamp("verified_at", { withTimezone: true }),
    imap_uidvalidity: text("imap_uidvalidity"),
    imap_last_uid: bigint("imap_last_uid", { mode: "number" }).notNull().default(0),
    poll_failures: integer("poll_failures").notNull().default(0),
    poll_error: text("poll_error"),
    polled_at: timestamp("polled_at", { withTimezone: true }),
    updated_by: bigint("updated_by", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("pec_settings_company_key").on(t.company_id),
    uniqueIndex("pec_settings_user_key").on(t.user_id),
    check("pec_settings_one_owner", sql`(${t.company_id} is null) <> (${t.user_id} is null)`),
  ],
);
export type PecSettingsRow = typeof pecSettings.$inferSelect;

/**
 * A message sent by PEC from an agreement: the outbox row, written with the request's audit
 * event and the sending job in one transaction. `raw` is the whole message as built before it
 * left, Message-ID included, so what the job sends and what the receipts refer to are the same.
 */
export const pecMessages = pgTable(
  "pec_messages",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    agreement_id: bigint("agreement_id", { mode: "number" })
      .notNull()
      .references(() => agreements.id, { onDelete: "cascade" }),
    sender_id: bigint("sender_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    settings_id: bigint("settings_id", { mode: "number" })
      .notNull()
      .references(() => pecSettings.id, { onDelete: "cascade" }),
    message_id: text("message_id").notNull().unique(),
    subject: text("subject").notNull(),
    from_address: text("from_address").notNull(),
    attachment_name: text("attachment_name").notNull(),
    raw: bytes("raw").notNull(),
    status: text("status").$type<PecMessageStatus>().notNull().default("in_coda"),
    /** A server message key (`pec_send_failed`…) with its words' parameters in `error_detail`. */
    error_key: text("error_key"),
    error_detail: text("error_detail"),
    /** Set before the SMTP call: found set without `sent_at`, the job never sends again. */
    attempt_started_at: timestamp("attempt_started_at", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sent_at: timestamp("sent_at", { withTimezone: true }),
    /** All recipients delivered: the sender was told once. */
    all_delivered_notified: boolean("all_delivered_notified").notNull().default(false),
  },
  (t) => [
    index("pec_messages_agreement_idx").on(t.agreement_id, t.id),
    index("pec_messages_settings_idx").on(t.settings_id),
    index("pec_messages_sender_idx").on(t.sender_id),
  ],
);
export type PecMessageRow = typeof pecMessages.$inferSelect;

/** Each recipient of a message and where it has got to, recomputed from all its receipts. */
export const pecRecipients = pgTable(
  "pec_recipients",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    pec_message_id: bigint("pec_message_id", { mode: "number" })
      .notNull()
      .references(() => pecMessages.id, { onDelete: "cascade" }),
    address: text("address").notNull(),
    state: text("state").$type<PecRecipientState>().notNull().default("inviata"),
    reason: text("reason"),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("pec_recipients_message_address_key").on(t.pec_message_id, t.address)],
);
export type PecRecipientRow = typeof pecRecipients.$inferSelect;

/**
 * A receipt read from a mailbox, exactly as read (the legal evidence). One matching none of this
 * mailbox's messages, or unreadable, is kept aside (`pec_message_id` null) with its problem; an
 * unsigned or badly signed one is kept with `valid` false. The SHA-256 makes reading it twice a no-op.
 */
export const pecReceipts = pgTable(
  "pec_receipts",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    settings_id: bigint("settings_id", { mode: "number" })
      .notNull()
      .references(() => pecSettings.id, { onDelete: "cascade" }),
    pec_message_id: bigint("pec_message_id", { mode: "number" }).references(() => pecMessages.id, {
      onDelete: "cascade",
    }),
    type: text("type").$type<PecReceiptType>(),
    valid: boolean("valid").notNull().default(false),
    /** `unsigned`, `bad_signature`, `untrusted`, `foreign`, `malformed`; null when valid. */
    problem: text("problem"),
    /** The provider's time (daticert.xml), else when it was read. */
    received_at: timestamp("received_at", { withTimezone: true }).notNull(),
    provider_message_id: text("provider_message_id"),
    reference_message_id: text("reference_message_id"),
    /** The recipients daticert.xml lists (an acceptance: all of them). */
    recipients: text("recipients").array().notNull().default(sql`'{}'::text[]`),
    /** The one mailbox a delivery (or failed delivery) receipt is about. */
    delivered_to: text("delivered_to"),
    error_reason: text("error_reason"),
    raw: bytes("raw").notNull(),
    sha256: text("sha256").notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("pec_receipts_settings_sha256_key").on(t.settings_id, t.sha256),
    index("pec_receipts_message_idx").on(t.pec_message_id),
  ],
);
export type PecReceiptRow = typeof pecReceipts.$inferSelect;

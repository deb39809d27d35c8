import type { AgreementValues, BulkFormat, BulkJobState } from "@app/contracts";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { bytes } from "../../db/column-types";
import { users } from "../../platform/auth/identity.table";
import { agreements } from "../agreements/agreement.table";
import { templates } from "../catalogue/template.table";

/** A cell of the uploaded sheet as it was read, kept for `errori.xlsx`. */
export type StoredCell = string | number | boolean | null;

/**
 * A batch of agreements drafted from one spreadsheet or from address-book contacts (issue 48).
 * The rows are parsed and checked when the batch is created and kept in `bulk_job_rows`, so the
 * job never reads the file again; the ZIP is kept for `BULK_ZIP_DAYS` (in `bulk_job_archive_parts`,
 * `zip` being the whole ZIP of batches finished before the parts), then emptied.
 */
export const bulkJobs = pgTable(
  "bulk_jobs",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    owner_id: bigint("owner_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The template VERSION the agreements are drafted on (the current one when created). */
    template_id: bigint("template_id", { mode: "number" })
      .notNull()
      .references(() => templates.id, { onDelete: "restrict" }),
    template_title: text("template_title").notNull(),
    source: text("source", { enum: ["spreadsheet", "contacts"] }).notNull(),
    format: text("format").$type<BulkFormat>().notNull(),
    state: text("state").$type<BulkJobState>().notNull().default("queued"),
    /** Asked to stop: the job ends after the chunk in hand. */
    cancel_requested: boolean("cancel_requested").notNull().default(false),
    total: integer("total").notNull(),
    processed: integer("processed").notNull().default(0),
    drafted: integer("drafted").notNull().default(0),
    failed: integer("failed").notNull().default(0),
    /** The `Idempotency-Key` header: the same key twice answers the same batch. */
    idempotency_key: text("idempotency_key"),
    /** The sheet's two header rows (labels, keys), for `errori.xlsx`. */
    headers: jsonb("headers").$type<{ labels: string[]; keys: string[] }>().notNull(),
    /** The language the documents' messages and file names are written in (the owner's). */
    language: text("language").notNull().default("it"),
    /** The whole ZIP, as batches finished before `bulk_job_archive_parts` kept it: read, never written. */
    zip: bytes("zip"),
    /** The archive written by the runner that ended the batch: its parts in `bulk_job_archive_parts`. */
    archive: text("archive"),
    /** The archive's size in bytes (the download's Content-Length). */
    archive_bytes: integer("archive_bytes"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finished_at: timestamp("finished_at", { withTimezone: true }),
    expires_at: timestamp("expires_at", { withTimezone: true }),
  },
  (t) => [
    index("bulk_jobs_owner_idx").on(t.owner_id, t.id),
    uniqueIndex("bulk_jobs_idempotency_idx")
      .on(t.owner_id, t.idempotency_key)
      .where(sql`${t.idempotency_key} is not null`),
  ],
);
/** A batch as it is read: never with the whole ZIP of a batch finished before the parts. */
export type BulkJobRow = Omit<typeof bulkJobs.$inferSelect, "zip">;

export const BULK_ROW_STATUSES = ["pending", "drafted", "done", "failed", "cancelled"] as const;
export type BulkRowStatus = (typeof BULK_ROW_STATUSES)[number];

/**
 * One row of a batch: `pending` until its agreement is drafted (`drafted`, in the transaction
 * that inserts the agreement: a restart never drafts it twice), `done` once its documents are
 * written, `failed` with its error. The documents wait here until the ZIP is written.
 */
export const bulkJobRows = pgTable(
  "bulk_job_rows",
  {
    job_id: bigint("job_id", { mode: "number" })
      .notNull()
      .references(() => bulkJobs.id, { onDelete: "cascade" }),
    /** The spreadsheet's row number (or the contact's position, from 1). */
    row_number: integer("row_number").notNull(),
    status: text("status").$type<BulkRowStatus>().notNull(),
    title: text("title").notNull(),
    email: text("email"),
    values: jsonb("values").$type<AgreementValues>().notNull(),
    parties: jsonb("parties").$type<Record<string, number | null>>().notNull().default({}),
    party_snapshots: jsonb("party_snapshots")
      .$type<Record<string, Record<string, string>>>()
      .notNull()
      .default({}),
    /** The row's cells as uploaded, for `errori.xlsx`. */
    cells: jsonb("cells").$type<StoredCell[]>().notNull().default([]),
    /** The batch's tag on the agreement: the agreements module stays unaware of batches. */
    agreement_id: bigint("agreement_id", { mode: "number" }).references(() => agreements.id, {
      onDelete: "set null",
    }),
    error: text("error"),
    /** When its documents were sent to the row's `email`: never twice. */
    mailed_at: timestamp("mailed_at", { withTimezone: true }),
    pdf: bytes("pdf"),
    docx: bytes("docx"),
  },
  (t) => [
    uniqueIndex("bulk_job_rows_pk").on(t.job_id, t.row_number),
    index("bulk_job_rows_agreement_idx").on(t.agreement_id),
  ],
);
export type BulkJobRowRow = typeof bulkJobRows.$inferSelect;

/**
 * A batch's ZIP in parts of at most `ARCHIVE_PART_BYTES`, written as the ZIP is and read one by
 * one as it is downloaded: a whole ZIP of megabytes through the connection holds the server's
 * event loop for tens of milliseconds, every other user's call with it (issue 48's budget).
 * `archive` names one runner's writing: a second runner's, or one a crash left half written, is
 * never the batch's and is deleted when the batch ends.
 */
export const bulkJobArchiveParts = pgTable(
  "bulk_job_archive_parts",
  {
    job_id: bigint("job_id", { mode: "number" })
      .notNull()
      .references(() => bulkJobs.id, { onDelete: "cascade" }),
    archive: text("archive").notNull(),
    part: integer("part").notNull(),
    bytes: bytes("bytes").notNull(),
  },
  (t) => [uniqueIndex("bulk_job_archive_parts_pk").on(t.job_id, t.archive, t.part)],
);

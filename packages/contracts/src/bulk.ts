import { z } from "zod";
import { agreementValuesSchema } from "./agreement";

/**
 * Bulk drafting (issue 48): one agreement per spreadsheet row, or per address-book contact,
 * drafted by a job that writes a ZIP of the documents with a manifest and the failed rows.
 */

/** Published limits of a bulk file: rows after the two header rows, and its size. */
export const BULK_MAX_ROWS = 500;
export const BULK_MAX_BYTES = 5 * 1024 * 1024;
/** How long a batch's ZIP is kept for download. */
export const BULK_ZIP_DAYS = 7;
/** The reserved columns before the template's questions. */
export const BULK_TITLE_COLUMN = "titolo";
export const BULK_EMAIL_COLUMN = "email";

export const BULK_FORMATS = ["pdf", "docx", "both"] as const;
export const bulkFormatSchema = z.enum(BULK_FORMATS);
export type BulkFormat = z.infer<typeof bulkFormatSchema>;

export const BULK_JOB_STATES = ["queued", "running", "completed", "partial", "failed", "cancelled"] as const;
export const bulkJobStateSchema = z.enum(BULK_JOB_STATES);
export type BulkJobState = z.infer<typeof bulkJobStateSchema>;

/** One problem of a row: its spreadsheet row number, its column ("C · Canone mensile") and key. */
export const bulkRowErrorSchema = z.object({
  row: z.number().int(),
  /** The column's letter and header, e.g. `D · Data di inizio`; empty for a whole-row problem. */
  column: z.string(),
  /** The value's key as the second header row names it (`conduttori.1.nome`), or the group's. */
  key: z.string(),
  message: z.string(),
});
export type BulkRowError = z.infer<typeof bulkRowErrorSchema>;

/** `bulk/check/`: how many data rows, how many would be drafted, and every problem. */
export const bulkCheckResultSchema = z.object({
  rows: z.number().int(),
  valid: z.number().int(),
  errors: z.array(bulkRowErrorSchema),
});
export type BulkCheckResult = z.infer<typeof bulkCheckResultSchema>;

export const bulkJobCreatedSchema = z.object({ job_id: z.number().int() });
export type BulkJobCreated = z.infer<typeof bulkJobCreatedSchema>;

export const bulkJobCountsSchema = z.object({
  drafted: z.number().int(),
  failed: z.number().int(),
  /** Rows a cancel left undrafted. */
  cancelled: z.number().int(),
  /** Rows still to draft (none once the batch has ended). */
  pending: z.number().int(),
});

/** An agreement a batch drafted: its title as it is now, and the row it came from. */
export const bulkDraftedAgreementSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The spreadsheet's row number, or the contact's position (from 1). */
  row: z.number().int(),
});
export type BulkDraftedAgreement = z.infer<typeof bulkDraftedAgreementSchema>;

/** A batch as `bulk/list/` and `bulk/retrieve/{id}/` show it. */
export const bulkJobSchema = z.object({
  id: z.number().int(),
  template: z.number().int(),
  template_title: z.string(),
  source: z.enum(["spreadsheet", "contacts"]),
  format: bulkFormatSchema,
  state: bulkJobStateSchema,
  total: z.number().int(),
  processed: z.number().int(),
  counts: bulkJobCountsSchema,
  /** The agreements drafted so far, in row order (one deleted since is left out). */
  agreements: z.array(bulkDraftedAgreementSchema),
  /** The ZIP is there to download (until `expires_at`). */
  download_ready: z.boolean(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  expires_at: z.string().nullable(),
});
export type BulkJob = z.infer<typeof bulkJobSchema>;
export const bulkJobListSchema = z.object({ results: z.array(bulkJobSchema) });

/** `bulk/create-from-contacts/`: one agreement per contact, the party filled from it. */
export const bulkFromContactsBodySchema = z.object({
  template: z.number().int().positive(),
  /** The party role each contact fills, as "Scegli dalla rubrica" does. */
  party: z.string().regex(/^[a-z][a-z0-9_]{0,63}$/),
  contacts: z.array(z.number().int().positive()).min(1).max(BULK_MAX_ROWS),
  /** The other answers, the same for every agreement. */
  values: agreementValuesSchema.default({}),
  format: bulkFormatSchema.default("pdf"),
  /** Send each contact its document at its e-mail address once the batch is done (never by default). */
  send_email: z.boolean().default(false),
});
export type BulkFromContactsBody = z.infer<typeof bulkFromContactsBodySchema>;

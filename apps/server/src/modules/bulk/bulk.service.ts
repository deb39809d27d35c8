import type { Readable } from "node:stream";
import type {
  BulkCheckResult,
  BulkFormat,
  BulkFromContactsBody,
  BulkJob,
  BulkJobCreated,
  TemplateDetail,
} from "@app/contracts";
import type { Database } from "../../db/client";
import type { Viewer } from "../../platform/auth/viewer";
import { AppError } from "../../platform/http/app-error";
import type { MessageKey } from "../../platform/i18n/messages";
import { jobQueue } from "../../platform/jobs/job-queue";
import {
  type SpreadsheetReader,
  SpreadsheetRefused,
  spreadsheetKind,
} from "../../platform/spreadsheet/spreadsheet-reading";
import type { CatalogueService } from "../catalogue";
import { toBulkJob } from "./bulk.mapper";
import { createBulkRepository } from "./bulk.repository";
import type { bulkJobRows } from "./bulk.table";
import { contactRows } from "./bulk-contacts";
import { bulkModelXlsx } from "./bulk-model";
import { type PlannedRow, planSheet } from "./bulk-sheet";
import type { BulkUpload } from "./bulk-upload";

/** The job kind of a batch's chunks (`bulk-runner.ts`). */
export const BULK_JOB = "bulk-draft";
export const bulkChunkKey = (jobId: number, chunk: number) => `bulk:${jobId}:${chunk}`;

const REFUSALS: Record<SpreadsheetRefused["reason"], MessageKey> = {
  type: "bulk_file_type",
  too_complex: "bulk_file_too_complex",
  unreadable: "bulk_file_unreadable",
};

/** A planned row as the batch keeps it: failed already when the check found a problem. */
const rowOf = (jobId: number, row: PlannedRow): typeof bulkJobRows.$inferInsert => ({
  job_id: jobId,
  row_number: row.row,
  status: row.errors.length > 0 ? "failed" : "pending",
  title: row.title,
  email: row.email,
  values: row.values,
  cells: row.cells,
  error:
    row.errors.length > 0 ? row.errors.map((e) => `${e.column || e.key}: ${e.message}`).join("; ") : null,
});

/**
 * Bulk drafting (issue 48): the model, the check, and the batches a job drafts. A batch is
 * saved with its rows, parsed and checked, and its first chunk's job in one transaction: the
 * job exists exactly when the batch does, and the file is never read again.
 */
export function createBulkService(db: Database, catalogue: CatalogueService, reader: SpreadsheetReader) {
  const repository = createBulkRepository(db);

  async function sheetOf(bytes: Buffer) {
    try {
      if (!spreadsheetKind(bytes)) throw new SpreadsheetRefused("type");
      return await reader.read(bytes);
    } catch (error) {
      if (!(error instanceof SpreadsheetRefused)) throw error;
      throw AppError.badRequest(REFUSALS[error.reason]);
    }
  }

  async function plan(viewer: Viewer, upload: BulkUpload) {
    // The licence first: a locked template is refused before its file is read (403).
    const template = await catalogue.getTemplate(viewer, upload.template);
    return { template, plan: await planSheet(await sheetOf(upload.bytes), template, viewer.language) };
  }

  /** Saves the batch and schedules its first chunk; the same key answers the batch it made. */
  async function start(
    viewer: Viewer,
    template: TemplateDetail,
    batch: {
      source: "spreadsheet" | "contacts";
      format: BulkFormat;
      key: string | null;
      headers: { labels: string[]; keys: string[] };
      rows: (jobId: number) => (typeof bulkJobRows.$inferInsert)[];
    },
  ): Promise<BulkJobCreated> {
    if (batch.key) {
      const existing = await repository.byKey(viewer.userId, batch.key);
      if (existing !== null) return { job_id: existing };
    }
    const id = await db.transaction(async (tx) => {
      const inTx = createBulkRepository(tx as unknown as Database);
      const jobId = await inTx.insertJob({
        owner_id: viewer.userId,
        template_id: template.id,
        template_title: template.title,
        source: batch.source,
        format: batch.format,
        total: 0,
        idempotency_key: batch.key,
        headers: batch.headers,
        language: viewer.language,
      });
      // Another request with the same key saved its batch first: this one is that one.
      if (jobId === null) return null;
      const rows = batch.rows(jobId);
      await inTx.insertRows(rows);
      await inTx.recount(jobId, { total: rows.length });
      await jobQueue.scheduleOnce(tx as unknown as Database, {
        kind: BULK_JOB,
        key: bulkChunkKey(jobId, 0),
        payload: { job: jobId },
        runAt: new Date(),
      });
      return jobId;
    });
    if (id !== null) return { job_id: id };
    const existing = batch.key ? await repository.byKey(viewer.userId, batch.key) : null;
    if (existing === null) throw new AppError(409, [{ key: "operation_error" }]);
    return { job_id: existing };
  }

  async function owned(viewer: Viewer, id: number) {
    const row = await repository.findByOwner(viewer.userId, id);
    if (!row) throw AppError.notFound();
    return row;
  }

  /** An archive's parts in order, each read when the one before has been sent. */
  async function* archiveParts(jobId: number, archive: string): AsyncGenerator<Buffer> {
    for (let part = 0; ; part++) {
      const bytes = await repository.archivePart(jobId, archive, part);
      if (!bytes) return;
      yield bytes;
    }
  }

  return {
    async model(viewer: Viewer, templateId: number): Promise<{ title: string; file: Readable }> {
      const template = await catalogue.getTemplate(viewer, templateId);
      return { title: template.title, file: bulkModelXlsx(template, viewer.language) };
    },

    /** Every row checked, nothing written. */
    async check(viewer: Viewer, upload: BulkUpload): Promise<BulkCheckResult> {
      const { plan: planned } = await plan(viewer, upload);
      return {
        rows: planned.rows.length,
        valid: planned.rows.filter((r) => r.errors.length === 0).length,
        errors: planned.rows.flatMap((r) => r.errors),
      };
    },

    async create(viewer: Viewer, upload: BulkUpload, key: string | null): Promise<BulkJobCreated> {
      if (key) {
        const existing = await repository.byKey(viewer.userId, key);
        if (existing !== null) return { job_id: existing };
      }
      const { template, plan: planned } = await plan(viewer, upload);
      if (!planned.rows.some((r) => r.errors.length === 0)) throw AppError.badRequest("bulk_no_valid_rows");
      return start(viewer, template, {
        source: "spreadsheet",
        format: upload.format,
        key,
        headers: planned.headers,
        rows: (jobId) => planned.rows.map((row) => rowOf(jobId, row)),
      });
    },

    /** §3 "Per ogni contatto": one agreement per contact, the party filled from it. */
    async createFromContacts(
      viewer: Viewer,
      body: BulkFromContactsBody,
      key: string | null,
    ): Promise<BulkJobCreated> {
      if (key) {
        const existing = await repository.byKey(viewer.userId, key);
        if (existing !== null) return { job_id: existing };
      }
      const template = await catalogue.getTemplate(viewer, body.template);
      const rows = await contactRows(db, viewer, template, body);
      return start(viewer, template, {
        source: "contacts",
        format: body.format,
        key,
        headers: { labels: [], keys: [] },
        rows: (jobId) => rows.map((row) => ({ ...row, job_id: jobId })),
      });
    },

    async list(viewer: Viewer): Promise<{ results: BulkJob[] }> {
      const rows = await repository.listByOwner(viewer.userId);
      const drafted = await repository.draftedAgreements(rows.map((r) => r.id));
      return { results: rows.map((row) => toBulkJob(row, drafted.get(row.id) ?? [])) };
    },

    async retrieve(viewer: Viewer, id: number): Promise<BulkJob> {
      const row = await owned(viewer, id);
      return toBulkJob(row, (await repository.draftedAgreements([id])).get(id) ?? []);
    },

    /** Stops the batch after the chunk in hand (the job ends it and writes what was drafted). */
    async cancel(viewer: Viewer, id: number): Promise<BulkJob> {
      const row = await owned(viewer, id);
      if (row.finished_at !== null) throw new AppError(409, [{ key: "bulk_job_finished" }]);
      await repository.requestCancel(viewer.userId, id);
      return this.retrieve(viewer, id);
    },

    /** The batch's ZIP: its size and its parts, read one at a time as they are sent. */
    async download(
      viewer: Viewer,
      id: number,
    ): Promise<{ title: string; bytes: number; parts: AsyncIterable<Buffer> | Buffer[] }> {
      const row = await owned(viewer, id);
      if (row.archive !== null)
        return {
          title: row.template_title,
          bytes: row.archive_bytes ?? 0,
          parts: archiveParts(id, row.archive),
        };
      const zip = await repository.legacyZipOf(viewer.userId, id);
      if (!zip) throw new AppError(404, [{ key: "bulk_zip_missing" }]);
      return { title: row.template_title, bytes: zip.length, parts: [zip] };
    },
  };
}
export type BulkService = ReturnType<typeof createBulkService>;

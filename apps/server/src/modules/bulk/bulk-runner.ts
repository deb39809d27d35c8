import { randomUUID } from "node:crypto";
import { BULK_ZIP_DAYS, type DownloadFormat, type Language, type TemplateDetail } from "@app/contracts";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { createAudit } from "../../platform/audit/audit";
import { displayName } from "../../platform/auth/display-name";
import { users } from "../../platform/auth/identity.table";
import type { AppContext } from "../../platform/http/app-context";
import { AppError } from "../../platform/http/app-error";
import { translate } from "../../platform/i18n/translate";
import type { JobRow } from "../../platform/jobs/job.table";
import { jobQueue } from "../../platform/jobs/job-queue";
import type { JobHandler } from "../../platform/jobs/job-runner";
import { rendererFor } from "../../platform/rendering/document-rendering";
import { draftAgreement } from "../agreements";
import { createCatalogueService } from "../catalogue";
import { createAgreementDocumentService } from "../documents";
import { createBulkRepository } from "./bulk.repository";
import { BULK_JOB, bulkChunkKey } from "./bulk.service";
import type { BulkJobRow, BulkJobRowRow } from "./bulk.table";
import { bulkArchive, type RowFilesReader } from "./bulk-archive";
import { mailDocuments } from "./bulk-mail";

/** Rows drafted per run of the job: a chunk, then the job schedules the next one. */
export const BULK_CHUNK_ROWS = 10;
/** The job that empties a batch's ZIP once its days are over. */
export const BULK_EXPIRY_JOB = "bulk-zip-expiry";

const FORMATS: Record<BulkJobRow["format"], DownloadFormat[]> = {
  pdf: ["pdf"],
  docx: ["docx"],
  both: ["pdf", "docx"],
};

/** An error as the row keeps it: an AppError's message in the batch's language. */
function errorText(error: unknown, language: Language): string {
  if (error instanceof AppError) {
    const field = Object.values(error.fieldErrors ?? {}).flat()[0];
    const first = error.nonFieldErrors[0] ?? field;
    if (first) return translate(language, first.key, first.params ?? {});
  }
  return translate(language, "operation_error");
}

/**
 * The bulk job (issue 48): one run drafts a chunk of rows and reschedules itself. Each row's
 * agreement is inserted in the transaction that marks the row `drafted`, and a row moves on only
 * from the status it was read in: a chunk run again after a crash (its lease ran out) or by a
 * second instance finds the row drafted and only writes its documents. The last chunk writes the
 * ZIP, ends the batch and rings the bell; a cancel is seen between chunks.
 */
export function createBulkHandler(ctx: AppContext, options: { chunkRows?: number } = {}): JobHandler {
  const chunkRows = options.chunkRows ?? BULK_CHUNK_ROWS;
  const catalogue = createCatalogueService(ctx.db);
  const documents = createAgreementDocumentService({
    ...ctx,
    audit: createAudit(ctx.db),
    renderer: rendererFor(ctx),
  });
  const repository = createBulkRepository(ctx.db);

  async function draftRow(batch: BulkJobRow, template: TemplateDetail, row: BulkJobRowRow) {
    const language = batch.language === "en" ? "en" : "it";
    try {
      return await ctx.db.transaction(async (tx) => {
        const inTx = tx as unknown as Database;
        const agreementId = await draftAgreement(inTx, batch.owner_id, template, {
          title: row.title,
          values: row.values,
          parties: row.parties,
          party_snapshots: row.party_snapshots,
        });
        const moved = await createBulkRepository(inTx).setRow(batch.id, row.row_number, "pending", {
          status: "drafted",
          agreement_id: agreementId,
        });
        // Another runner drafted it meanwhile: this agreement is undone with the transaction.
        if (!moved) throw new RowTaken();
        return agreementId;
      });
    } catch (error) {
      if (error instanceof RowTaken) return null;
      if (!(error instanceof AppError)) throw error;
      await repository.setRow(batch.id, row.row_number, "pending", {
        status: "failed",
        error: errorText(error, language),
      });
      return null;
    }
  }

  async function writeDocuments(
    batch: BulkJobRow,
    template: TemplateDetail,
    agreementId: number,
    rowNumber: number,
    author: string,
  ) {
    const files: { pdf?: Buffer; docx?: Buffer } = {};
    for (const format of FORMATS[batch.format]) {
      const document = await documents.render(batch.owner_id, agreementId, format, author, template);
      files[format as "pdf" | "docx"] = document.content;
    }
    await repository.setRow(batch.id, rowNumber, "drafted", { status: "done", ...files });
  }

  const filesOf =
    (batch: BulkJobRow): RowFilesReader =>
    (rowNumbers) =>
      repository.filesOf(batch.id, rowNumbers);

  async function finish(batch: BulkJobRow, done: (tx: Database) => Promise<void>) {
    if (batch.cancel_requested) await repository.cancelPending(batch.id);
    await repository.recount(batch.id);
    const counted = (await repository.find(batch.id)) ?? batch;
    // The mails first: a row not sent says so in the manifest.
    const [owner] = await ctx.db.select().from(users).where(eq(users.id, batch.owner_id));
    if (owner) {
      const sender = { id: owner.id, name: displayName(owner), email: owner.email };
      const deps = {
        db: ctx.db,
        outbox: ctx.outbox,
        maxPerHour: ctx.config.SENDMAIL_MAX_PER_HOUR,
      };
      await mailDocuments(deps, batch, await repository.rowsOf(batch.id), filesOf(batch), sender);
    }
    // Named for this runner: a second one's archive, or one a crash cut short, is not the batch's.
    const archive = randomUUID();
    const archiveBytes = await bulkArchive(
      counted,
      await repository.rowsOf(batch.id),
      filesOf(batch),
      (part, bytes) => repository.writeArchivePart(batch.id, archive, part, bytes),
    );
    const state = batch.cancel_requested
      ? "cancelled"
      : counted.drafted === 0
        ? "failed"
        : counted.failed > 0
          ? "partial"
          : "completed";
    const expiresAt = new Date(Date.now() + BULK_ZIP_DAYS * 86_400_000);
    await ctx.db.transaction(async (tx) => {
      const inTx = tx as unknown as Database;
      const inTxRows = createBulkRepository(inTx);
      const ended = await inTxRows.finishJob(batch.id, {
        state,
        archive,
        archive_bytes: archiveBytes,
        finished_at: new Date(),
        expires_at: expiresAt,
      });
      // Another runner ended it meanwhile: its ZIP and its bell stand, this one's parts go.
      if (!ended) {
        await inTxRows.dropArchivesBut(batch.id, (await inTxRows.find(batch.id))?.archive ?? null);
        return done(inTx);
      }
      await inTxRows.dropArchivesBut(batch.id, archive);
      await inTxRows.dropFiles(batch.id);
      await ctx.events.emit(
        "bulk.finished",
        {
          ownerId: batch.owner_id,
          jobId: batch.id,
          templateId: batch.template_id,
          template: batch.template_title,
          drafted: counted.drafted,
          failed: counted.failed,
        },
        inTx,
      );
      await jobQueue.scheduleOnce(inTx, {
        kind: BULK_EXPIRY_JOB,
        key: `bulk-expiry:${batch.id}`,
        payload: { job: batch.id },
        runAt: expiresAt,
      });
      await done(inTx);
    });
  }

  return async (job: JobRow, done) => {
    const jobId = Number(job.payload.job);
    const batch = await repository.find(jobId);
    if (!batch || batch.finished_at !== null) return;
    if (batch.state === "queued") await repository.recount(jobId, { state: "running" });
    if (batch.cancel_requested) return finish(batch, done);
    const language: Language = batch.language === "en" ? "en" : "it";
    const viewer = { userId: batch.owner_id, isEditor: false, language };
    const [owner] = await ctx.db.select().from(users).where(eq(users.id, batch.owner_id));
    const author = owner ? displayName(owner) : "";
    let template: TemplateDetail;
    try {
      // The licence is read again each chunk: a template locked meanwhile drafts no more rows.
      template = await catalogue.getTemplateVersion(viewer, batch.template_id);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      for (const row of await repository.nextRows(jobId, batch.total))
        if (row.status === "pending")
          await repository.setRow(jobId, row.row_number, "pending", {
            status: "failed",
            error: errorText(error, language),
          });
      return finish(batch, done);
    }
    for (const row of await repository.nextRows(jobId, chunkRows)) {
      const agreementId = row.status === "drafted" ? row.agreement_id : await draftRow(batch, template, row);
      if (agreementId !== null) await writeDocuments(batch, template, agreementId, row.row_number, author);
    }
    await repository.recount(jobId);
    if ((await repository.nextRows(jobId, 1)).length === 0) return finish(batch, done);
    const chunk = Number(job.key?.split(":")[2] ?? 0) + 1;
    await ctx.db.transaction(async (tx) => {
      const inTx = tx as unknown as Database;
      await jobQueue.scheduleOnce(inTx, {
        kind: BULK_JOB,
        key: bulkChunkKey(jobId, chunk),
        payload: { job: jobId },
        runAt: new Date(),
      });
      await done(inTx);
    });
  };
}

class RowTaken extends Error {}

/** Empties a batch's ZIP once its days are over: the agreements stay. */
export function createBulkExpiryHandler(ctx: Pick<AppContext, "db">): JobHandler {
  return async (job) => {
    await createBulkRepository(ctx.db).expire(Number(job.payload.job));
  };
}

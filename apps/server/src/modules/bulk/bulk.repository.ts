import type { BulkDraftedAgreement } from "@app/contracts";
import { and, asc, desc, eq, getTableColumns, inArray, isNull, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { agreements } from "../agreements/agreement.table";
import {
  type BulkJobRow,
  type BulkJobRowRow,
  type BulkRowStatus,
  bulkJobArchiveParts,
  bulkJobRows,
  bulkJobs,
} from "./bulk.table";

/** What `list/` and `retrieve/` show: the batch without its ZIP's bytes. */
const summary = {
  id: bulkJobs.id,
  owner_id: bulkJobs.owner_id,
  template_id: bulkJobs.template_id,
  template_title: bulkJobs.template_title,
  source: bulkJobs.source,
  format: bulkJobs.format,
  state: bulkJobs.state,
  cancel_requested: bulkJobs.cancel_requested,
  total: bulkJobs.total,
  processed: bulkJobs.processed,
  drafted: bulkJobs.drafted,
  failed: bulkJobs.failed,
  language: bulkJobs.language,
  /** The kept archive's name and size: the download reads its parts with the row it checked. */
  archive: bulkJobs.archive,
  archive_bytes: bulkJobs.archive_bytes,
  has_zip: sql<boolean>`(${bulkJobs.archive} is not null or ${bulkJobs.zip} is not null)`.as("has_zip"),
  created_at: bulkJobs.created_at,
  finished_at: bulkJobs.finished_at,
  expires_at: bulkJobs.expires_at,
};
export type BulkJobSummary = Omit<BulkJobRow, "headers" | "idempotency_key"> & { has_zip: boolean };

/** A batch without the whole ZIP of the batches finished before the parts (`legacyZipOf`). */
const { zip: _zip, ...jobWithoutZip } = getTableColumns(bulkJobs);

/** A batch's row without its documents: a batch's documents are never all read at once. */
const { pdf: _pdf, docx: _docx, ...rowWithoutFiles } = getTableColumns(bulkJobRows);
export type BulkRowWithoutFiles = Omit<BulkJobRowRow, "pdf" | "docx">;
export type BulkRowFiles = Pick<BulkJobRowRow, "pdf" | "docx">;

/** The batches' queries, always scoped to the owner where a customer asks. */
export function createBulkRepository(db: Database) {
  return {
    async byKey(ownerId: number, key: string): Promise<number | null> {
      const [row] = await db
        .select({ id: bulkJobs.id })
        .from(bulkJobs)
        .where(and(eq(bulkJobs.owner_id, ownerId), eq(bulkJobs.idempotency_key, key)));
      return row?.id ?? null;
    },
    async insertJob(job: typeof bulkJobs.$inferInsert): Promise<number | null> {
      const [row] = await db
        .insert(bulkJobs)
        .values(job)
        .onConflictDoNothing()
        .returning({ id: bulkJobs.id });
      return row?.id ?? null;
    },
    async insertRows(rows: (typeof bulkJobRows.$inferInsert)[]) {
      for (let i = 0; i < rows.length; i += 100) await db.insert(bulkJobRows).values(rows.slice(i, i + 100));
    },
    async listByOwner(ownerId: number): Promise<BulkJobSummary[]> {
      return db
        .select(summary)
        .from(bulkJobs)
        .where(eq(bulkJobs.owner_id, ownerId))
        .orderBy(desc(bulkJobs.id))
        .limit(100);
    },
    async findByOwner(ownerId: number, id: number): Promise<BulkJobSummary | null> {
      const [row] = await db
        .select(summary)
        .from(bulkJobs)
        .where(and(eq(bulkJobs.owner_id, ownerId), eq(bulkJobs.id, id)));
      return row ?? null;
    },
    async find(id: number): Promise<BulkJobRow | null> {
      const [row] = await db.select(jobWithoutZip).from(bulkJobs).where(eq(bulkJobs.id, id));
      return row ?? null;
    },
    /** The whole ZIP of a batch finished before the parts (kept its 7 days, then emptied). */
    async legacyZipOf(ownerId: number, id: number): Promise<Buffer | null> {
      const [row] = await db
        .select({ zip: bulkJobs.zip })
        .from(bulkJobs)
        .where(and(eq(bulkJobs.owner_id, ownerId), eq(bulkJobs.id, id)));
      return row?.zip ?? null;
    },
    async writeArchivePart(jobId: number, archive: string, part: number, bytes: Buffer) {
      await db.insert(bulkJobArchiveParts).values({ job_id: jobId, archive, part, bytes });
    },
    /** One part of an archive; null past its last. */
    async archivePart(jobId: number, archive: string, part: number): Promise<Buffer | null> {
      const [row] = await db
        .select({ bytes: bulkJobArchiveParts.bytes })
        .from(bulkJobArchiveParts)
        .where(
          and(
            eq(bulkJobArchiveParts.job_id, jobId),
            eq(bulkJobArchiveParts.archive, archive),
            eq(bulkJobArchiveParts.part, part),
          ),
        );
      return row?.bytes ?? null;
    },
    /** The parts of every archive of the batch but `keep` (a second runner's, a crashed one's). */
    async dropArchivesBut(jobId: number, keep: string | null) {
      await db
        .delete(bulkJobArchiveParts)
        .where(
          keep === null
            ? eq(bulkJobArchiveParts.job_id, jobId)
            : and(eq(bulkJobArchiveParts.job_id, jobId), ne(bulkJobArchiveParts.archive, keep)),
        );
    },
    /**
     * The agreements drafted so far, by job, in row order, with their titles as they are now
     * (renamed since: the new title). One query for any number of batches; an agreement deleted
     * since has no row left to join (its `agreement_id` was set null) and is left out.
     */
    async draftedAgreements(jobIds: number[]): Promise<Map<number, BulkDraftedAgreement[]>> {
      const map = new Map<number, BulkDraftedAgreement[]>();
      if (jobIds.length === 0) return map;
      const rows = await db
        .select({
          job: bulkJobRows.job_id,
          id: agreements.id,
          title: agreements.title,
          row: bulkJobRows.row_number,
        })
        .from(bulkJobRows)
        .innerJoin(agreements, eq(agreements.id, bulkJobRows.agreement_id))
        .where(inArray(bulkJobRows.job_id, jobIds))
        .orderBy(asc(bulkJobRows.job_id), asc(bulkJobRows.row_number));
      for (const { job, ...agreement } of rows) {
        const list = map.get(job);
        if (list) list.push(agreement);
        else map.set(job, [agreement]);
      }
      return map;
    },
    async requestCancel(ownerId: number, id: number) {
      await db
        .update(bulkJobs)
        .set({ cancel_requested: true })
        .where(and(eq(bulkJobs.owner_id, ownerId), eq(bulkJobs.id, id)));
    },
    /** The next rows to work on: those not yet drafted, or drafted and not yet written. */
    nextRows(jobId: number, size: number) {
      return db
        .select()
        .from(bulkJobRows)
        .where(and(eq(bulkJobRows.job_id, jobId), inArray(bulkJobRows.status, ["pending", "drafted"])))
        .orderBy(asc(bulkJobRows.row_number))
        .limit(size);
    },
    /** Every row of a batch without its documents: those are read a few rows at a time (`filesOf`). */
    rowsOf(jobId: number): Promise<BulkRowWithoutFiles[]> {
      return db
        .select(rowWithoutFiles)
        .from(bulkJobRows)
        .where(eq(bulkJobRows.job_id, jobId))
        .orderBy(asc(bulkJobRows.row_number));
    },
    /** The documents of some rows of a batch, by row number. */
    async filesOf(jobId: number, rowNumbers: number[]): Promise<Map<number, BulkRowFiles>> {
      if (rowNumbers.length === 0) return new Map();
      const found = await db
        .select({ row_number: bulkJobRows.row_number, pdf: bulkJobRows.pdf, docx: bulkJobRows.docx })
        .from(bulkJobRows)
        .where(and(eq(bulkJobRows.job_id, jobId), inArray(bulkJobRows.row_number, rowNumbers)));
      return new Map(found.map(({ row_number, ...files }) => [row_number, files]));
    },
    /** Moves a row on only from the status it was read in: a second runner's write loses. */
    async setRow(
      jobId: number,
      row: number,
      from: BulkRowStatus,
      set: Partial<typeof bulkJobRows.$inferInsert>,
    ): Promise<boolean> {
      const updated = await db
        .update(bulkJobRows)
        .set(set)
        .where(
          and(eq(bulkJobRows.job_id, jobId), eq(bulkJobRows.row_number, row), eq(bulkJobRows.status, from)),
        )
        .returning({ row: bulkJobRows.row_number });
      return updated.length > 0;
    },
    async cancelPending(jobId: number) {
      await db
        .update(bulkJobRows)
        .set({ status: "cancelled" })
        .where(and(eq(bulkJobRows.job_id, jobId), eq(bulkJobRows.status, "pending")));
    },
    /** The counts recomputed from the rows: whatever ran twice, they say what is. */
    async recount(jobId: number, set: Partial<typeof bulkJobs.$inferInsert> = {}) {
      await db
        .update(bulkJobs)
        .set({
          processed: sql`(select count(*) from ${bulkJobRows} where job_id = ${jobId} and status in ('done', 'failed'))`,
          drafted: sql`(select count(*) from ${bulkJobRows} where job_id = ${jobId} and status = 'done')`,
          failed: sql`(select count(*) from ${bulkJobRows} where job_id = ${jobId} and status = 'failed')`,
          ...set,
        })
        .where(eq(bulkJobs.id, jobId));
    },
    /** Ends the batch once: a second runner finishing it too changes nothing and is told so. */
    async finishJob(jobId: number, set: Partial<typeof bulkJobs.$inferInsert>): Promise<boolean> {
      const ended = await db
        .update(bulkJobs)
        .set(set)
        .where(and(eq(bulkJobs.id, jobId), isNull(bulkJobs.finished_at)))
        .returning({ id: bulkJobs.id });
      return ended.length > 0;
    },
    async dropFiles(jobId: number) {
      await db.update(bulkJobRows).set({ pdf: null, docx: null }).where(eq(bulkJobRows.job_id, jobId));
    },
    /**
     * The ZIP's days are over: it goes, and so do the rows' answers and cells as uploaded
     * (personal data kept only for the ZIP and `errori.xlsx`). The rows' links to their agreements
     * and their errors stay, for `retrieve/`.
     */
    async expire(jobId: number) {
      await db.transaction(async (tx) => {
        await tx
          .update(bulkJobs)
          .set({ zip: null, archive: null, archive_bytes: null })
          .where(eq(bulkJobs.id, jobId));
        await tx.delete(bulkJobArchiveParts).where(eq(bulkJobArchiveParts.job_id, jobId));
        await tx
          .update(bulkJobRows)
          .set({ values: {}, cells: [], email: null, parties: {}, party_snapshots: {} })
          .where(eq(bulkJobRows.job_id, jobId));
      });
    },
  };
}

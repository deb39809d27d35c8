import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { createAudit } from "../../platform/audit/audit";
import { CONTENT_TYPES } from "../../platform/http/content-disposition";
import { translate } from "../../platform/i18n/translate";
import type { MailOutbox } from "../../platform/mail/mail-outbox";
import type { BulkRowWithoutFiles } from "./bulk.repository";
import { type BulkJobRow, bulkJobRows } from "./bulk.table";
import { documentBaseName, type RowFilesReader } from "./bulk-archive";

interface MailDeps {
  db: Database;
  outbox: MailOutbox;
  /** The same hourly limit as a single `sendmail/` (a batch is no way around it). */
  maxPerHour: number;
}

/**
 * §1 `email`: each drafted row that names an address is sent its documents once the batch is
 * done, in the batch's language, the owner's address to reply to; recorded in the audit trail
 * as `agreement.sendmail`, and counted against the owner's hourly limit as those are. Each row's
 * e-mail is queued in the outbox with its event and its mark, in one transaction (issue 49 §5),
 * so a batch finished again after a restart queues nothing twice; a row not queued (the limit
 * reached) says so in its error, which the manifest shows. The outbox says whether each went.
 */
export async function mailDocuments(
  { db, outbox, maxPerHour }: MailDeps,
  batch: BulkJobRow,
  rows: BulkRowWithoutFiles[],
  filesOf: RowFilesReader,
  owner: { id: number; name: string; email: string },
) {
  const language = batch.language === "en" ? "en" : "it";
  const audit = createAudit(db);
  const mark = (within: Database, row: BulkRowWithoutFiles, set: Partial<typeof bulkJobRows.$inferInsert>) =>
    within
      .update(bulkJobRows)
      .set(set)
      .where(and(eq(bulkJobRows.job_id, batch.id), eq(bulkJobRows.row_number, row.row_number)));
  for (const row of rows) {
    if (row.status !== "done" || !row.email || row.mailed_at) continue;
    const since = new Date(Date.now() - 3_600_000);
    if ((await audit.countSince(owner.id, "agreement.sendmail", since)) >= maxPerHour) {
      await mark(db, row, {
        error: translate(language, "bulk_mail_limited", { email: row.email, max: maxPerHour }),
      });
      continue;
    }
    const base = documentBaseName(row, batch.template_title);
    // One row's documents at a time: the batch's are never all in memory (DESIGN §11).
    const files = (await filesOf([row.row_number])).get(row.row_number);
    const attachments = (["pdf", "docx"] as const).flatMap((format) => {
      const content = files?.[format];
      return content ? [{ filename: `${base}.${format}`, content, contentType: CONTENT_TYPES[format] }] : [];
    });
    await db.transaction(async (tx) => {
      const within = tx as unknown as Database;
      const mail = await outbox.queue(
        within,
        {
          to: row.email as string,
          subject: translate(language, "bulk_mail_subject", { title: row.title }),
          text: translate(language, "bulk_mail_text", { title: row.title, owner: owner.name }),
          ...(owner.email ? { replyTo: owner.email } : {}),
          attachments,
        },
        { type: "agreement", id: row.agreement_id as number, userId: owner.id },
      );
      await mark(within, row, { mailed_at: new Date() });
      await createAudit(within).record({
        actorId: owner.id,
        action: "agreement.sendmail",
        subjectType: "agreement",
        subjectId: row.agreement_id,
        data: { to: row.email, format: batch.format, bulk_job: batch.id, mail_id: mail },
        ip: null,
      });
    });
  }
  outbox.wake();
}

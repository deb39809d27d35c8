import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { CONTENT_TYPES } from "../../platform/http/content-disposition";
import { translate } from "../../platform/i18n/translate";
import type { Mailer } from "../../platform/mail/mailer";
import { type BulkJobRow, type BulkJobRowRow, bulkJobRows } from "./bulk.table";
import { documentBaseName } from "./bulk-archive";

/**
 * §1 `email`: each drafted row that names an address is sent its documents once the batch is
 * done, in the batch's language, the owner's address to reply to. A row is marked when sent, so a
 * batch finished again after a restart sends nothing twice; a refused address is logged and the
 * row stays drafted (the ZIP holds its documents all the same).
 */
export async function mailDocuments(
  db: Database,
  mailer: Mailer,
  batch: BulkJobRow,
  rows: BulkJobRowRow[],
  owner: { name: string; email: string },
  log: { warn(object: object, message: string): void },
) {
  const language = batch.language === "en" ? "en" : "it";
  for (const row of rows) {
    if (row.status !== "done" || !row.email || row.mailed_at) continue;
    const base = documentBaseName(row, batch.template_title);
    const attachments = (["pdf", "docx"] as const).flatMap((format) => {
      const content = row[format];
      return content ? [{ filename: `${base}.${format}`, content, contentType: CONTENT_TYPES[format] }] : [];
    });
    try {
      await mailer.send({
        to: row.email,
        subject: translate(language, "bulk_mail_subject", { title: row.title }),
        text: translate(language, "bulk_mail_text", { title: row.title, owner: owner.name }),
        ...(owner.email ? { replyTo: owner.email } : {}),
        attachments,
      });
    } catch (error) {
      log.warn({ err: error, job: batch.id, row: row.row_number }, "bulk document not sent");
      continue;
    }
    await db
      .update(bulkJobRows)
      .set({ mailed_at: new Date() })
      .where(and(eq(bulkJobRows.job_id, batch.id), eq(bulkJobRows.row_number, row.row_number)));
  }
}

import type { AgreementSendmailBody, DownloadFormat, Language, TemplateDetail } from "@app/contracts";
import { agreementContext, prospettoHtml } from "@app/documents";
import type { Config } from "../../config/config.schema";
import type { Database } from "../../db/client";
import { type Audit, createAudit } from "../../platform/audit/audit";
import { AppError } from "../../platform/http/app-error";
import { CONTENT_TYPES, safeFileName } from "../../platform/http/content-disposition";
import { translate } from "../../platform/i18n/translate";
import type { MailOutbox } from "../../platform/mail/mail-outbox";
import type { DocumentRenderer } from "../../platform/rendering/document-rendering";
import { createAgreementReader } from "../agreements";
import { createCatalogueService } from "../catalogue";

export interface RenderedDocument {
  title: string;
  format: DownloadFormat;
  contentType: string;
  content: Buffer;
}

/** What a document needs of its template version: its text, questions and parties. */
export type TemplateVersionText = Pick<TemplateDetail, "id" | "body" | "fields" | "parties">;

interface DocumentDeps {
  db: Database;
  config: Config;
  outbox: MailOutbox;
  audit: Audit;
  renderer: DocumentRenderer;
}

/**
 * The agreement as a document: its customised text, or its template version's, with its values
 * (DESIGN §7 pipeline). Only the owner can render, download or send it.
 */
export function createAgreementDocumentService({ db, config, outbox, audit, renderer }: DocumentDeps) {
  const agreements = createAgreementReader(db);
  const catalogue = createCatalogueService(db);

  /**
   * `version`: the agreement's template version when the caller holds it already, used only if it
   * is the agreement's. A batch renders a hundred agreements of one version: read again for each,
   * it was a statement, its text and its questions parsed again per document (issue 48).
   */
  async function render(
    ownerId: number,
    id: number,
    format: DownloadFormat,
    author: string,
    version?: TemplateVersionText,
  ): Promise<RenderedDocument> {
    const agreement = await agreements.findByOwner(ownerId, id);
    if (!agreement) throw AppError.notFound();
    const template =
      agreement.template_id === null
        ? null
        : version?.id === agreement.template_id
          ? version
          : await catalogue.findTemplateVersion(agreement.template_id);
    const html = agreement.customized_body ?? template?.body ?? "";
    const ctx = agreementContext({
      fields: template?.fields ?? [],
      parties: template?.parties ?? [],
      values: agreement.values,
      language: agreement.template_language === "en" ? "en" : "it",
      title: agreement.title,
      author,
      // Dated by its last change: downloading and e-mailing the same agreement give the same file.
      date: agreement.date_last_modify,
    });
    const content = await renderer.render({ format, html, ctx });
    return { title: agreement.title, format, contentType: CONTENT_TYPES[format], content };
  }

  /** The prospetto of a calculation the agreement keeps, as it was made (issue 14). */
  async function renderProspetto(
    ownerId: number,
    id: number,
    calculatorId: number,
    format: DownloadFormat,
  ): Promise<RenderedDocument> {
    const agreement = await agreements.findByOwner(ownerId, id);
    if (!agreement) throw AppError.notFound();
    const kept = agreement.calculations[String(calculatorId)];
    if (!kept) throw new AppError(404, [{ key: "agreement_calculation_missing" }]);
    const language: Language = agreement.template_language === "en" ? "en" : "it";
    const on = new Date(kept.calculated_at);
    const html = prospettoHtml({ ...kept, language, on });
    const title = `${kept.calculator.code ?? kept.calculator.title} ${kept.calculated_at.slice(0, 10)}`;
    const content = await renderer.render({
      format,
      html,
      ctx: { fields: [], values: {}, language, title: kept.calculator.title, date: on },
    });
    return { title, format, contentType: CONTENT_TYPES[format], content };
  }

  return {
    render,
    renderProspetto,

    /**
     * Sends the document as an attachment. Limited per user and hour. The message is queued in
     * the outbox with the event that records it (who, when, to whom, which agreement, which
     * message), in one transaction: no e-mail without its record, no record without its e-mail.
     * The job queue sends it; the outbox says whether it went (issue 49 §5).
     */
    async send(
      sender: { userId: number; name: string; email: string },
      id: number,
      body: AgreementSendmailBody,
      language: Language,
    ) {
      const since = new Date(Date.now() - 3_600_000);
      if (
        (await audit.countSince(sender.userId, "agreement.sendmail", since)) >= config.SENDMAIL_MAX_PER_HOUR
      ) {
        throw AppError.tooManyRequests("email_rate_limited", {}, 600);
      }
      const document = await render(sender.userId, id, body.attachment_extension, sender.name);
      const prospetti = await Promise.all(
        [...new Set(body.prospetti)].map((calculator) =>
          renderProspetto(sender.userId, id, calculator, body.attachment_extension),
        ),
      );
      const file = `${safeFileName(document.title)}.${document.format}`;
      const note = translate(language, "email_attachment_note", { file });
      const attachments = [document, ...prospetti].map((attached) => ({
        filename: `${safeFileName(attached.title)}.${attached.format}`,
        content: attached.content,
        contentType: attached.contentType,
      }));
      const mail = await db.transaction(async (tx) => {
        const within = tx as unknown as Database;
        const queued = await outbox.queue(
          within,
          {
            to: body.to_email,
            subject: body.subject,
            text: body.message_email ? `${body.message_email}\n\n${note}` : note,
            ...(sender.email ? { replyTo: sender.email } : {}),
            attachments,
          },
          { type: "agreement", id, userId: sender.userId },
        );
        await createAudit(within).record({
          actorId: sender.userId,
          action: "agreement.sendmail",
          subjectType: "agreement",
          subjectId: id,
          data: {
            to: body.to_email,
            format: body.attachment_extension,
            prospetti: body.prospetti,
            mail_id: queued,
          },
        });
        return queued;
      });
      outbox.wake();
      // The spec's «E-mail inviata correttamente» once the server has it; a mail server that
      // refuses it for good is said at once, as before the outbox; one that is slow or answers
      // «try later» leaves it on its way, retried by the queue.
      const status = await outbox.outcome(db, mail, config.SENDMAIL_WAIT_SECONDS * 1000);
      if (status === "failed") throw new AppError(503, [{ key: "email_failed" }]);
      return status === "sent" ? "email_sent" : "email_queued";
    },
  };
}

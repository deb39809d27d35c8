import { randomUUID } from "node:crypto";
import type { AgreementSendPecBody, Language, PecSendResult } from "@app/contracts";
import type { Config } from "../../config/config.schema";
import type { Database } from "../../db/client";
import { createAudit } from "../../platform/audit/audit";
import { AppError } from "../../platform/http/app-error";
import { translate } from "../../platform/i18n/translate";
import { loadMailComposer } from "../../platform/mail/nodemailer";
import { createAgreementReader } from "../agreements";
import { pecAttachment, type RenderAgreement } from "./pec-attachment";
import { pecJobs } from "./pec-jobs";
import { createPecMessageRepository } from "./pec-message.repository";
import type { PecSettingsService } from "./pec-settings.service";

interface Deps {
  db: Database;
  config: Config;
  settings: PecSettingsService;
  render: RenderAgreement;
}

/** The domain of an address, for the Message-ID (`<uuid@domain>`, RFC 5322 §3.6.4). */
const domainOf = (address: string) => address.slice(address.lastIndexOf("@") + 1).toLowerCase();

/**
 * Sending an agreement by PEC (issue 47 §2). The request only builds the whole message and puts
 * it in the outbox, with its Message-ID, its recipients, the audit event and the sending job,
 * in one transaction; the job sends those very bytes (pec-send.job.ts). Nothing leaves inside
 * the request, and a crash anywhere neither loses the record nor sends twice.
 */
export function createPecSendService({ db, config, settings, render }: Deps) {
  const agreements = createAgreementReader(db);
  const audit = createAudit(db);

  return {
    async send(
      sender: { userId: number; name: string; language: Language },
      id: number,
      body: AgreementSendPecBody,
    ): Promise<PecSendResult> {
      const agreement = await agreements.findByOwner(sender.userId, id);
      if (!agreement) throw AppError.notFound();
      // The e-mails' limit, PEC included: one family of messages a person sends in an hour.
      const since = new Date(Date.now() - 3_600_000);
      const sent =
        (await audit.countSince(sender.userId, "agreement.sendmail", since)) +
        (await audit.countSince(sender.userId, "agreement.sendpec", since));
      if (sent >= config.SENDMAIL_MAX_PER_HOUR) throw AppError.tooManyRequests("email_rate_limited", {}, 600);
      const viewer = { userId: sender.userId, isEditor: false, language: sender.language };
      const { row } = await settings.resolve(viewer, undefined);
      if (!row) throw new AppError(409, [{ key: "pec_not_configured" }]);
      if (!row.verified_at) throw new AppError(409, [{ key: "pec_not_verified" }]);
      const attachment = await pecAttachment(
        db,
        render,
        { id, title: agreement.title, ownerId: sender.userId, author: sender.name },
        body,
      );
      const to = [...new Set(body.to_email.map((address) => address.trim().toLowerCase()))];
      const messageId = `<${randomUUID()}@${domainOf(row.address)}>`;
      const note = translate(sender.language, "email_attachment_note", { file: attachment.filename });
      const MailComposer = await loadMailComposer();
      const built = await new MailComposer({
        from: row.address,
        to,
        subject: body.subject,
        messageId,
        date: new Date(),
        text: body.message_email ? `${body.message_email}\n\n${note}` : note,
        attachments: [attachment],
      })
        .compile()
        .build();
      // On the wire every line ends in CRLF (RFC 5321 §2.3.8): stored so, the bytes kept are the
      // bytes sent, and the receipts' copy of the message matches the evidence kept here.
      const raw = Buffer.from(built.toString("latin1").replace(/\r?\n/g, "\r\n"), "latin1");
      return db.transaction(async (tx) => {
        const inTx = tx as unknown as Database;
        const { message, recipients } = await createPecMessageRepository(inTx).insert(
          {
            agreement_id: id,
            sender_id: sender.userId,
            settings_id: row.id,
            message_id: messageId,
            subject: body.subject,
            from_address: row.address,
            attachment_name: attachment.filename,
            raw,
          },
          to,
        );
        await createAudit(inTx).record({
          actorId: sender.userId,
          action: "agreement.sendpec",
          subjectType: "agreement",
          subjectId: id,
          data: {
            to,
            message_id: messageId,
            from: row.address,
            attachment: body.signed_copy !== undefined ? "signed_copy" : (body.attachment_extension ?? "pdf"),
            signed_copy: body.signed_copy ?? null,
          },
        });
        await pecJobs.send(inTx, message.id);
        return {
          id: message.id,
          message_id: messageId,
          recipients: recipients.map((r) => ({ address: r.address, state: r.state })),
        };
      });
    },
  };
}

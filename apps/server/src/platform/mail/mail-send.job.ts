import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";
import type { JobHandler } from "../jobs/job-runner";
import type { MailOutbox } from "./mail-outbox";
import { type MailOutboxRow, mailOutbox } from "./mail-outbox.table";
import type { Mailer, MailMessage } from "./mailer";

/** Attempts before a message that keeps failing for a while is given up (1+2+4+8+16 minutes apart). */
export const MAIL_MAX_ATTEMPTS = 6;

/**
 * A refusal that another attempt will not change: a 5xx reply of the SMTP server (RFC 5321
 * §4.2.1). A 4xx reply, a refused or dropped connection, a time-out are worth another try.
 */
export function isPermanentRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown })?.responseCode;
  if (typeof code === "number") return code >= 500 && code < 600;
  return /^5\d\d\b/.test(String((error as Error)?.message ?? ""));
}

/**
 * What a finished message no longer keeps: its body may hold a capability (a password or signing
 * link) and its attachments a document, so only who, what subject and when outlive the sending.
 */
const forgotten = (row: MailOutboxRow) => ({
  text: "",
  html: null,
  attachments: row.attachments.map(({ filename, contentType }) => ({ filename, contentType, content: "" })),
});

const reason = (error: unknown) => String((error as Error)?.message ?? error).slice(0, 1000);

const messageOf = (row: MailOutboxRow): MailMessage => ({
  // One recipient as one address, as the use cases give it.
  to: row.recipients.length === 1 ? (row.recipients[0] as string) : row.recipients,
  subject: row.subject,
  text: row.text,
  messageId: row.message_id,
  ...(row.html ? { html: row.html } : {}),
  ...(row.reply_to ? { replyTo: row.reply_to } : {}),
  ...(row.attachments.length > 0
    ? {
        attachments: row.attachments.map((attached) => ({
          filename: attached.filename,
          content: Buffer.from(attached.content, "base64"),
          ...(attached.contentType ? { contentType: attached.contentType } : {}),
        })),
      }
    : {}),
});

/**
 * Sends one message of the outbox (issue 49 §5), once:
 * 1. the attempt is written and committed (`sending`) before the SMTP call;
 * 2. the server's answer is written with the job's "done" in one transaction: `sent` (the
 *    attachments' bytes dropped), or `failed` on a 5xx or after `MAIL_MAX_ATTEMPTS` (with what
 *    its module undoes, `outbox.onGivenUp`); a temporary
 *    failure puts it back to `pending` and the runner tries again with its back-off.
 *
 * A message found `sending` is an attempt whose end nobody saw (the instance died during the SMTP
 * call, and its lease ran out). Plain SMTP cannot tell whether the server took it: it is sent
 * again, with the same Message-ID, and the warning logged. A copy the recipient may get twice,
 * recognisable as the same message, is better than a document the user believes sent that never
 * went. A message committed but never attempted is plainly `pending`, and goes once.
 */
export function createMailSendHandler(
  db: Database,
  mailer: Mailer,
  outbox: Pick<MailOutbox, "givenUp">,
  log: FastifyBaseLogger,
): JobHandler {
  const setRow = (within: Database, id: number, values: Partial<MailOutboxRow>) =>
    within.update(mailOutbox).set(values).where(eq(mailOutbox.id, id));

  async function beginAttempt(id: number): Promise<MailOutboxRow | null> {
    return db.transaction(async (tx) => {
      const [row] = await tx.select().from(mailOutbox).where(eq(mailOutbox.id, id)).for("update");
      if (!row || row.status === "sent" || row.status === "failed") return null;
      if (row.status === "sending")
        log.warn(
          { mail: id, messageId: row.message_id, attempts: row.attempts },
          "e-mail attempt ended unseen: sent again with the same Message-ID",
        );
      const attempt = { status: "sending" as const, attempts: row.attempts + 1, attempted_at: new Date() };
      await setRow(tx as unknown as Database, id, attempt);
      return { ...row, ...attempt };
    });
  }

  return async (job, done) => {
    const id = Number(job.payload.mail);
    const row = await beginAttempt(id);
    if (!row) return;
    try {
      await mailer.send(messageOf(row));
    } catch (error) {
      const giveUp = isPermanentRefusal(error) || row.attempts >= MAIL_MAX_ATTEMPTS;
      if (!giveUp) {
        await setRow(db, id, { status: "pending", last_error: reason(error) });
        throw error;
      }
      await db.transaction(async (tx) => {
        const within = tx as unknown as Database;
        await setRow(within, id, {
          status: "failed",
          ...forgotten(row),
          last_error: reason(error),
          finished_at: new Date(),
        });
        await outbox.givenUp(within, { type: row.about_type, id: row.about_id });
        await done(within);
      });
      log.error({ mail: id, messageId: row.message_id, attempts: row.attempts }, "e-mail given up");
      return;
    }
    await db.transaction(async (tx) => {
      const within = tx as unknown as Database;
      await setRow(within, id, {
        status: "sent",
        ...forgotten(row),
        last_error: null,
        finished_at: new Date(),
      });
      await done(within);
    });
  };
}

import { Readable } from "node:stream";
import type { Config } from "../../config/config.schema";
import type { Database } from "../../db/client";
import type { AppContext } from "../../platform/http/app-context";
import type { JobHandler } from "../../platform/jobs/job-runner";
import { loadNodemailer } from "../../platform/mail/nodemailer";
import { failureOf, smtpOptions } from "./pec-connection";
import { pecJobs } from "./pec-jobs";
import { createPecMessageRepository } from "./pec-message.repository";
import type { PecPasswordBox } from "./pec-password";
import { createPecSettingsRepository } from "./pec-settings.repository";

/** Attempts before a message is given up as not sent (the runner waits 1, 2, 4 minutes between). */
export const PEC_SEND_ATTEMPTS = 4;

/** How long a recipient waits for its receipts after the message left (or the uncertain attempt began). */
export const receiptDeadline = (config: Pick<Config, "PEC_RECEIPT_TIMEOUT_HOURS">, from: Date) =>
  new Date(from.getTime() + config.PEC_RECEIPT_TIMEOUT_HOURS * 3_600_000);

/** A refusal no retry changes (5xx: the server said no to this message, these recipients or this login). */
const isPermanent = (error: unknown) => {
  const code = (error as { responseCode?: number }).responseCode;
  return (typeof code === "number" && code >= 500) || (error as { code?: string }).code === "EAUTH";
};

/**
 * Sends one outbox message (issue 47 §2): exactly the bytes stored by the request, through the
 * sender's own PEC SMTP server. The attempt is recorded (committed) before the SMTP call; a job
 * that finds an attempt begun and never recorded as sent (the instance died between the two)
 * never sends again: the message waits, uncertain, for the receipts to decide (an acceptance
 * marks it sent; none by the deadline, not sent).
 */
export function createPecSendHandler(
  ctx: Pick<AppContext, "db" | "config" | "log">,
  box: PecPasswordBox,
): JobHandler {
  return async (job, done) => {
    const messages = createPecMessageRepository(ctx.db);
    const id = Number(job.payload.message);
    const message = await messages.byId(id);
    if (message?.status !== "in_coda") return;
    /** Sent or not, nobody knows: never sent again; an acceptance, or the deadline, decides. */
    const leaveUncertain = async (attemptedAt: Date) => {
      await ctx.db.transaction(async (tx) => {
        const inTx = tx as unknown as Database;
        await createPecMessageRepository(inTx).update(id, { error_key: "pec_send_uncertain" });
        await pecJobs.timeout(inTx, id, receiptDeadline(ctx.config, attemptedAt));
        await done(inTx);
      });
      ctx.log.warn({ pecMessage: id }, "PEC sending uncertain: not sent again, the receipts decide");
    };
    if (message.attempt_started_at && !message.sent_at) {
      await leaveUncertain(message.attempt_started_at);
      return;
    }
    const settings = await createPecSettingsRepository(ctx.db).byId(message.settings_id);
    const password = settings ? box.open(settings.password_sealed, settings.password_key_version) : null;
    if (!settings || password === null) {
      await messages.update(id, { status: "non_inviato", error_key: "pec_password_unreadable" });
      return;
    }
    if (!(await messages.startAttempt(id))) return;
    const recipients = (await messages.recipientsOf([id])).map((r) => r.address);
    const nodemailer = await loadNodemailer();
    const transport = nodemailer.createTransport(
      smtpOptions({ ...settings, password }, ctx.config.PEC_TIMEOUT_SECONDS * 1000),
    );
    // Whether the whole message went to the server: a connection lost after that, with no reply,
    // may have come after the server took it (it signs and scans before answering).
    let handedOver = false;
    const body = Readable.from([message.raw]);
    body.on("end", () => {
      handedOver = true;
    });
    try {
      await transport.sendMail({ envelope: { from: message.from_address, to: recipients }, raw: body });
    } catch (error) {
      if (handedOver && typeof (error as { responseCode?: number }).responseCode !== "number") {
        await leaveUncertain(new Date());
        return;
      }
      const detail = String((error as Error)?.message ?? error);
      await messages.attemptFailed(id, detail);
      if (isPermanent(error) || job.attempts >= PEC_SEND_ATTEMPTS) {
        const failure = failureOf(error);
        await messages.update(id, {
          status: "non_inviato",
          error_key: failure === "pec_server_error" ? "pec_send_failed" : failure,
        });
        ctx.log.warn({ pecMessage: id, err: error }, "PEC not sent");
        return;
      }
      // The runner tries again later (1, 2, 4 minutes).
      throw error;
    } finally {
      transport.close();
    }
    const sentAt = new Date();
    await ctx.db.transaction(async (tx) => {
      const inTx = tx as unknown as Database;
      await createPecMessageRepository(inTx).update(id, {
        status: "inviato",
        sent_at: sentAt,
        error_key: null,
      });
      await pecJobs.timeout(inTx, id, receiptDeadline(ctx.config, sentAt));
      await done(inTx);
    });
  };
}

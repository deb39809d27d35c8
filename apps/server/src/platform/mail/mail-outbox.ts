import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { jobQueue } from "../jobs/job-queue";
import { type MailStatus, mailOutbox } from "./mail-outbox.table";
import type { MailMessage } from "./mailer";

/** The job that sends one queued e-mail (`mail-send.job.ts`). */
export const MAIL_SEND_JOB = "mail-send";

/** What a message is about, so a screen can show whether it went (e.g. an agreement). */
export interface MailAbout {
  type: string;
  id: number;
  /** The account it is sent for (its sender, or the person it is addressed to): erased with it. */
  userId: number | null;
}

/** What a module does, in the transaction that marks it failed, when a message about its record is given up. */
export type MailGivenUp = (tx: Database, aboutId: number) => Promise<void>;

/** The domain of the sender's address, for Message-IDs that say whose they are. */
function messageIdDomain(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  return address.split("@")[1]?.trim() || "localhost";
}

/**
 * The e-mail outbox (issue 49 §5): a use case queues its messages with `queue(tx, …)` in its own
 * transaction, beside the event that records them, so a message exists exactly when its record
 * does; the job queue sends it (`mail-send.job.ts`). After the transaction has committed, `wake()`
 * has this instance's runner send it now rather than at its next poll.
 */
export function createMailOutbox(from: string) {
  const domain = messageIdDomain(from);
  const wakeListeners: (() => void)[] = [];
  const givenUpHandlers = new Map<string, MailGivenUp>();
  return {
    /** Writes the message and its sending job; resolves to the outbox row's id. */
    async queue(db: Database, message: MailMessage, about: MailAbout): Promise<number> {
      const [row] = await db
        .insert(mailOutbox)
        .values({
          message_id: `<${randomUUID()}@${domain}>`,
          recipients: [message.to].flat(),
          reply_to: message.replyTo ?? null,
          subject: message.subject,
          text: message.text,
          html: message.html ?? null,
          attachments: (message.attachments ?? []).map((attached) => ({
            filename: attached.filename,
            ...(attached.contentType ? { contentType: attached.contentType } : {}),
            content: attached.content.toString("base64"),
          })),
          about_type: about.type,
          about_id: about.id,
          user_id: about.userId,
        })
        .returning({ id: mailOutbox.id });
      const id = (row as { id: number }).id;
      await jobQueue.schedule(db, {
        kind: MAIL_SEND_JOB,
        key: `mail:${id}`,
        payload: { mail: id },
        runAt: new Date(),
      });
      return id;
    },
    /**
     * The message's status once it is sent or given up, or as it stands after `waitMs`: a user
     * who presses «Invia» is told it went (or did not) when the server knows within that time,
     * whichever instance's runner sent it, and that it is on its way otherwise.
     */
    async outcome(db: Database, id: number, waitMs: number): Promise<MailStatus> {
      const deadline = Date.now() + waitMs;
      for (let pause = 25; ; pause = Math.min(pause * 2, 250)) {
        const [row] = await db
          .select({ status: mailOutbox.status })
          .from(mailOutbox)
          .where(eq(mailOutbox.id, id));
        const status = row?.status ?? "failed";
        if (status === "sent" || status === "failed" || Date.now() >= deadline) return status;
        await sleep(Math.min(pause, Math.max(0, deadline - Date.now())));
      }
    },
    /** Call once the transaction that queued mail has committed. */
    wake() {
      for (const listener of wakeListeners) listener();
    },
    /** The composition root hands the runner's wake here (`app-jobs.ts`). */
    onWake(listener: () => void) {
      wakeListeners.push(listener);
    },
    /**
     * Lets a module undo what a message nobody will receive leaves behind (an invitation to sign
     * whose link never arrived is revoked), in the transaction that marks it failed.
     */
    onGivenUp(aboutType: string, handler: MailGivenUp) {
      givenUpHandlers.set(aboutType, handler);
    },
    /** Runs the module's handler for a message given up (`mail-send.job.ts`). */
    async givenUp(tx: Database, about: { type: string | null; id: number | null }) {
      if (about.type === null || about.id === null) return;
      await givenUpHandlers.get(about.type)?.(tx, about.id);
    },
  };
}

export type MailOutbox = ReturnType<typeof createMailOutbox>;

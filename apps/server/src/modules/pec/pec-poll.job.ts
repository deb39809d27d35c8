import { ImapFlow } from "imapflow";
import type { Config } from "../../config/config.schema";
import type { Database } from "../../db/client";
import type { AppContext } from "../../platform/http/app-context";
import type { JobHandler } from "../../platform/jobs/job-runner";
import type { PecSettingsRow } from "./pec.table";
import { imapOptions, type PecServer } from "./pec-connection";
import { pecJobs } from "./pec-jobs";
import type { PecPasswordBox } from "./pec-password";
import type { PecReceiptsService } from "./pec-receipts.service";
import { createPecSettingsRepository } from "./pec-settings.repository";

/** A receipt is a few hundred kilobytes; a larger message is no receipt to read (issue 47 §3). */
export const PEC_RECEIPT_MAX_BYTES = 30 * 1024 * 1024;
const MAX_BACKOFF_MS = 30 * 60_000;

/** Waits after `failures` failed polls in a row: the interval, doubled each time, at most 30 minutes. */
export const pollDelayMs = (config: Pick<Config, "PEC_POLL_SECONDS">, failures: number) =>
  Math.min(MAX_BACKOFF_MS, config.PEC_POLL_SECONDS * 1000 * 2 ** Math.min(failures, 16));

/**
 * Reads the mailbox's new messages once: those after the cursor (all again when UIDVALIDITY
 * changed; the receipts' SHA-256 makes that harmless), the ones carrying `X-Ricevuta` and no
 * larger than the limit, each handed to the receipts service. Answers the new cursor.
 */
export async function readMailbox(
  settings: PecSettingsRow,
  server: PecServer,
  receipts: PecReceiptsService,
  timeoutMs: number,
): Promise<{ uidvalidity: string; lastUid: number; stored: number }> {
  const client = new ImapFlow(imapOptions(server, timeoutMs));
  client.on("error", () => {});
  await client.connect();
  let stored = 0;
  try {
    const lock = await client.getMailboxLock("INBOX");
    try {
      const mailbox = client.mailbox;
      const uidvalidity = mailbox ? String(mailbox.uidValidity) : "";
      const last = uidvalidity === settings.imap_uidvalidity ? settings.imap_last_uid : 0;
      const wanted: number[] = [];
      let highest = last;
      if (mailbox && mailbox.exists > 0) {
        for await (const message of client.fetch(
          `${last + 1}:*`,
          { uid: true, size: true, headers: ["x-ricevuta"] },
          { uid: true },
        )) {
          // `n:*` answers the last message even when it is older than n (RFC 3501 §6.4.8).
          if (message.uid <= last) continue;
          highest = Math.max(highest, message.uid);
          const isReceipt = /^x-ricevuta:/im.test(message.headers?.toString("utf8") ?? "");
          if (isReceipt && (message.size ?? 0) <= PEC_RECEIPT_MAX_BYTES) wanted.push(message.uid);
        }
      }
      for (const uid of wanted) {
        const message = await client.fetchOne(String(uid), { source: true }, { uid: true });
        const source = message ? message.source : undefined;
        if (!source) continue;
        if ((await receipts.ingest(settings.id, source)) === "stored") stored += 1;
      }
      return { uidvalidity, lastUid: highest, stored };
    } finally {
      lock.release();
    }
  } finally {
    await client.logout().catch(() => client.close());
  }
}

/**
 * One poll of one mailbox (`pec-poll:{settingsId}`), which puts the next on the queue in the
 * same row: every PEC_POLL_SECONDS, or later and later after failures (at most 30 minutes). The
 * queue's lease makes one instance poll a mailbox at a time. A mailbox no longer verified (its
 * settings changed) stops being polled until its connection test passes again.
 */
export function createPecPollHandler(
  ctx: Pick<AppContext, "db" | "config" | "log">,
  box: PecPasswordBox,
  receipts: PecReceiptsService,
): JobHandler {
  return async (job, done) => {
    const id = Number(job.payload.settings);
    const repository = createPecSettingsRepository(ctx.db);
    const settings = await repository.byId(id);
    if (!settings?.verified_at) return;
    const password = box.open(settings.password_sealed, settings.password_key_version);
    let delay = ctx.config.PEC_POLL_SECONDS * 1000;
    if (password === null) {
      delay = pollDelayMs(ctx.config, await repository.pollFailed(id, "password unreadable"));
    } else {
      try {
        const cursor = await readMailbox(
          settings,
          { ...settings, password },
          receipts,
          ctx.config.PEC_TIMEOUT_SECONDS * 1000,
        );
        await repository.saveCursor(id, cursor.uidvalidity, cursor.lastUid);
      } catch (error) {
        const failures = await repository.pollFailed(id, String((error as Error)?.message ?? error));
        delay = pollDelayMs(ctx.config, failures);
        ctx.log.warn({ pecSettings: id, failures, err: error }, "PEC mailbox poll failed");
      }
    }
    await ctx.db.transaction(async (tx) => {
      const inTx = tx as unknown as Database;
      await done(inTx);
      await pecJobs.pollAt(inTx, id, new Date(Date.now() + delay));
    });
  };
}

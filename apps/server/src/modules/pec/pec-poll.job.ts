import type { Config } from "../../config/config.schema";
import type { Database } from "../../db/client";
import type { AppContext } from "../../platform/http/app-context";
import type { JobHandler } from "../../platform/jobs/job-runner";
import { loadImapFlow } from "./imapflow";
import type { PecSettingsRow } from "./pec.table";
import { failureOf, imapOptions, type PecServer } from "./pec-connection";
import { pecJobs } from "./pec-jobs";
import { mailboxRefused } from "./pec-mailbox-refused";
import { createPecMessageRepository } from "./pec-message.repository";
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
 * Reads the mailbox's new messages once: those after the cursor, or, with no cursor (a mailbox
 * read for the first time, or whose UIDVALIDITY changed), those that arrived since `since` only:
 * the firm's earlier correspondence is none of the product's business. Of these, the ones
 * carrying `X-Ricevuta` and no larger than the limit go to the receipts service, one by one; one
 * that cannot be read is kept aside as unreadable rather than stopping the mailbox. Answers the
 * new cursor.
 */
export async function readMailbox(
  settings: PecSettingsRow,
  server: PecServer,
  receipts: PecReceiptsService,
  timeoutMs: number,
  since: Date,
): Promise<{ uidvalidity: string; lastUid: number; stored: number }> {
  const ImapFlow = await loadImapFlow();
  const client = new ImapFlow(imapOptions(server, timeoutMs));
  client.on("error", () => {});
  await client.connect();
  let stored = 0;
  try {
    const lock = await client.getMailboxLock("INBOX");
    try {
      const mailbox = client.mailbox;
      const uidvalidity = mailbox ? String(mailbox.uidValidity) : "";
      const cursor = uidvalidity === settings.imap_uidvalidity ? settings.imap_last_uid : null;
      const wanted: number[] = [];
      let highest = cursor ?? (mailbox ? Number(mailbox.uidNext) - 1 : 0);
      let range: string | null = null;
      if (mailbox && mailbox.exists > 0) {
        if (cursor !== null) range = `${cursor + 1}:*`;
        else {
          // SINCE counts whole days (RFC 3501 §6.4.4): the arrival time sorts within the day.
          const found = await client.search({ since }, { uid: true });
          range = found && found.length > 0 ? found.join(",") : null;
        }
      }
      if (range)
        for await (const message of client.fetch(
          range,
          { uid: true, size: true, internalDate: true, headers: ["x-ricevuta"] },
          { uid: true },
        )) {
          // `n:*` answers the last message even when it is older than n (RFC 3501 §6.4.8).
          if (cursor !== null && message.uid <= cursor) continue;
          highest = Math.max(highest, message.uid);
          if (cursor === null && message.internalDate && new Date(message.internalDate) < since) continue;
          const isReceipt = /^x-ricevuta:/im.test(message.headers?.toString("utf8") ?? "");
          if (isReceipt && (message.size ?? 0) <= PEC_RECEIPT_MAX_BYTES) wanted.push(message.uid);
        }
      for (const uid of wanted) {
        const message = await client.fetchOne(String(uid), { source: true }, { uid: true });
        const source = message ? message.source : undefined;
        if (!source) continue;
        if ((await receipts.ingestOrKeepAside(settings.id, source)) === "stored") stored += 1;
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
 * Where a mailbox with no cursor is read from: ten minutes before it was verified, or before the
 * oldest message sent through it, whichever is earlier (a receipt may come before the first poll).
 */
async function firstReadSince(db: Database, settings: PecSettingsRow): Promise<Date> {
  const oldest = await createPecMessageRepository(db).oldestOf(settings.id);
  const from = Math.min(
    settings.verified_at?.getTime() ?? Date.now(),
    oldest?.getTime() ?? Number.POSITIVE_INFINITY,
  );
  return new Date(from - 10 * 60_000);
}

/**
 * One poll of one mailbox (`pec-poll:{settingsId}`), which puts the next on the queue in the
 * same row: every PEC_POLL_SECONDS, or later and later after failures (at most 30 minutes). The
 * queue's lease makes one instance poll a mailbox at a time. A mailbox no longer verified (its
 * settings changed) stops being polled until its connection test passes again.
 */
export function createPecPollHandler(
  ctx: Pick<AppContext, "db" | "config" | "log" | "outbox">,
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
          await firstReadSince(ctx.db, settings),
        );
        await repository.saveCursor(id, cursor.uidvalidity, cursor.lastUid);
      } catch (error) {
        if (failureOf(error) === "pec_auth_refused") {
          await mailboxRefused(ctx, settings);
          ctx.log.warn({ pecSettings: id }, "PEC mailbox refused its password: no longer read");
          await ctx.db.transaction((tx) => done(tx as unknown as Database));
          return;
        }
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

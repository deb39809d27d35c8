import type { ImapFlow } from "imapflow";
import type { AppContext } from "../../platform/http/app-context";
import { loadImapFlow } from "./imapflow";
import type { PecSettingsRow } from "./pec.table";
import { imapOptions } from "./pec-connection";
import { pecJobs } from "./pec-jobs";
import type { PecPasswordBox } from "./pec-password";
import { createPecSettingsRepository } from "./pec-settings.repository";

const MAX_RETRY_MS = 30 * 60_000;
/** RFC 2177 §3: a client re-issues IDLE at least every 29 minutes, or the server may drop it. */
const IDLE_RENEW_MS = 25 * 60_000;

interface Watch {
  /** The settings it was opened with: a change (a new test, a new password) opens a new one. */
  version: string;
  client: ImapFlow | null;
  stopped: boolean;
  failures: number;
  retry: NodeJS.Timeout | null;
}

/**
 * IMAP IDLE where the mailbox's server offers it (issue 47 §3): this instance keeps one
 * connection per verified mailbox waiting in IDLE; when a message arrives (EXISTS), the mailbox's
 * poll is brought forward to now and the runner woken. Reading stays the queue's job, so one
 * instance reads a mailbox at a time; the poll every PEC_POLL_SECONDS remains for a server
 * without IDLE, and for a connection that dropped until it is opened again (with back-off).
 * Which mailboxes to watch is read again every PEC_POLL_SECONDS.
 */
export function createPecIdleWatch(
  ctx: Pick<AppContext, "db" | "config" | "log">,
  box: PecPasswordBox,
  wake: () => void,
) {
  const watches = new Map<number, Watch>();
  const timeoutMs = ctx.config.PEC_TIMEOUT_SECONDS * 1000;
  let timer: NodeJS.Timeout | null = null;
  let closed = false;

  const versionOf = (row: PecSettingsRow) => `${row.verified_at?.toISOString()}|${row.password_key_version}`;

  function stop(watch: Watch) {
    watch.stopped = true;
    if (watch.retry) clearTimeout(watch.retry);
    watch.client?.close();
    watch.client = null;
  }

  async function announce(id: number) {
    try {
      if (await pecJobs.pollSooner(ctx.db, id)) wake();
    } catch (error) {
      ctx.log.warn({ pecSettings: id, err: error }, "PEC poll could not be brought forward");
    }
  }

  async function open(id: number, row: PecSettingsRow, watch: Watch): Promise<void> {
    // Loaded before the checks below, so that a watch stopped meanwhile is still seen stopped.
    const ImapFlowClient = await loadImapFlow();
    const password = box.open(row.password_sealed, row.password_key_version);
    if (password === null || watch.stopped) return;
    const client = new ImapFlowClient({
      ...imapOptions({ ...row, password }, timeoutMs),
      disableAutoIdle: false,
      maxIdleTime: IDLE_RENEW_MS,
      ...({ socketTimeout: IDLE_RENEW_MS + 5 * 60_000 } as object),
    });
    client.on("error", (error: unknown) => ctx.log.debug({ pecSettings: id, err: error }, "PEC IDLE error"));
    client.on("exists", (change: { count: number; prevCount: number }) => {
      if (change.count > change.prevCount) void announce(id);
    });
    client.on("close", () => {
      if (watch.stopped || closed || watch.client !== client) return;
      watch.client = null;
      again(id, row, watch);
    });
    watch.client = client;
    try {
      await client.connect();
      if (!client.capabilities.has("IDLE")) {
        // The poll every PEC_POLL_SECONDS serves this server; nothing to hold open.
        watch.stopped = true;
        await client.logout().catch(() => client.close());
        return;
      }
      await client.mailboxOpen("INBOX");
      watch.failures = 0;
      // What arrived while the connection was down is read now.
      await announce(id);
      void client.idle().catch(() => {});
    } catch (error) {
      ctx.log.info({ pecSettings: id, err: error }, "PEC IDLE connection failed");
      client.close();
    }
  }

  /** Opens the connection again after a back-off: 5 s, doubled each failure, at most 30 minutes. */
  function again(id: number, row: PecSettingsRow, watch: Watch) {
    if (watch.stopped || closed) return;
    watch.failures += 1;
    const delay = Math.min(MAX_RETRY_MS, 5_000 * 2 ** Math.min(watch.failures, 16));
    watch.retry = setTimeout(() => {
      watch.retry = null;
      void open(id, row, watch);
    }, delay);
    watch.retry.unref();
  }

  /** Watches every verified mailbox with its current settings, and no other. */
  async function refresh(): Promise<void> {
    const repository = createPecSettingsRepository(ctx.db);
    const ids = new Set(await repository.verifiedIds());
    for (const [id, watch] of watches)
      if (!ids.has(id)) {
        stop(watch);
        watches.delete(id);
      }
    for (const id of ids) {
      const row = await repository.byId(id);
      if (!row?.verified_at || closed) continue;
      const current = watches.get(id);
      if (current?.version === versionOf(row)) continue;
      if (current) stop(current);
      const watch: Watch = {
        version: versionOf(row),
        client: null,
        stopped: false,
        failures: 0,
        retry: null,
      };
      watches.set(id, watch);
      void open(id, row, watch);
    }
  }

  return {
    start() {
      closed = false;
      const tick = () =>
        void refresh().catch((error) => ctx.log.warn({ err: error }, "PEC IDLE refresh failed"));
      tick();
      timer = setInterval(tick, ctx.config.PEC_POLL_SECONDS * 1000);
      timer.unref();
    },
    refresh,
    /** The mailboxes held in IDLE now: for the tests and the operator's metrics. */
    watching: () => [...watches].filter(([, watch]) => watch.client?.idling).map(([id]) => id),
    stop() {
      closed = true;
      if (timer) clearInterval(timer);
      for (const watch of watches.values()) stop(watch);
      watches.clear();
    },
  };
}
export type PecIdleWatch = ReturnType<typeof createPecIdleWatch>;

import { eq } from "drizzle-orm";
import { ImapFlow } from "imapflow";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { resolveSecret } from "../../platform/auth/secret";
import { jobs } from "../../platform/jobs/job.table";
import { until } from "../../test/server-processes";
import { fx, loadDovecot, PEC_ADDRESS, PEC_PASSWORD, pecSuite, S, settingsBody } from "./pec-fixture";
import { createPecIdleWatch, type PecIdleWatch } from "./pec-idle-watch";
import { createPecPasswordBox } from "./pec-password";

const available = (await loadDovecot()).dovecotAvailable();

/** A message into the firm's mailbox, as its provider delivers a receipt. */
async function deliver() {
  const imap = new ImapFlow({
    host: fx.dovecot.host,
    port: fx.dovecot.imapPort,
    secure: false,
    auth: { user: PEC_ADDRESS, pass: PEC_PASSWORD },
    logger: false,
  });
  await imap.connect();
  await imap.append("INBOX", Buffer.from(`Subject: prova\r\nX-Ricevuta: accettazione\r\n\r\nciao\r\n`));
  await imap.logout();
}

// Issue 47 §3: "IDLE where offered". Dovecot offers it: a message arriving brings the mailbox's
// poll forward from its next PEC_POLL_SECONDS to now, and wakes the runner.
describe.skipIf(!available)("the PEC mailbox watched by IMAP IDLE (issue 47 §3)", () => {
  pecSuite();
  let settingsId: number;
  let watch: PecIdleWatch | null = null;
  let wakes = 0;
  const pollJob = async () =>
    (
      await fx.t.database.db
        .select()
        .from(jobs)
        .where(eq(jobs.key, `pec-poll:${settingsId}`))
    )[0];
  const later = () =>
    fx.t.database.db
      .update(jobs)
      .set({ run_at: new Date(Date.now() + 3_600_000), locked_until: null })
      .where(eq(jobs.key, `pec-poll:${settingsId}`));

  beforeAll(async () => {
    await fx.t.call("PUT", `${S}/`, fx.mario, settingsBody(fx.smtp.port, fx.dovecot.imapPort));
    const tested = await fx.t.call("POST", `${S}/test/`, fx.mario, {});
    expect(tested.body.imap.ok).toBe(true);
    // The verified mailbox's one poll job names it.
    const rows = await fx.t.database.db.select().from(jobs);
    settingsId = Number(rows.find((row) => row.key?.startsWith("pec-poll:"))?.payload.settings);
  });
  afterEach(() => watch?.stop());

  async function watching() {
    const box = createPecPasswordBox(resolveSecret(fx.t.config));
    watch = createPecIdleWatch({ db: fx.t.database.db, config: fx.t.config, log: fx.t.app.log }, box, () => {
      wakes += 1;
    });
    await watch.refresh();
    await until(async () => watch?.watching().includes(settingsId) ?? false, 10_000, "IDLE");
    // Opening reads what came while nobody watched: from here on, only new messages count.
    await later();
    wakes = 0;
  }

  it("brings the poll forward and wakes the runner when a message arrives", async () => {
    await watching();
    await deliver();
    await until(async () => wakes > 0, 10_000, "the runner woken");
    expect((await pollJob())?.run_at.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it("leaves a poll running on an instance alone: a second reader would read the mailbox at once", async () => {
    await watching();
    await fx.t.database.db
      .update(jobs)
      .set({ locked_until: new Date(Date.now() + 60_000) })
      .where(eq(jobs.key, `pec-poll:${settingsId}`));
    await deliver();
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(wakes).toBe(0);
    expect((await pollJob())?.run_at.getTime()).toBeGreaterThan(Date.now() + 3_000_000);
  });

  it("lets go of a mailbox whose settings changed, until its connection test passes again", async () => {
    await watching();
    const changed = await fx.t.call("PUT", `${S}/`, fx.mario, {
      ...settingsBody(fx.smtp.port, fx.dovecot.imapPort),
      password: "un'altra",
    });
    expect(changed.status).toBe(200);
    await watch?.refresh();
    expect(watch?.watching()).toEqual([]);
  });
});

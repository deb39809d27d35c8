import { chmodSync, mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs } from "../../platform/jobs/job.table";
import { customerTemplate } from "../../test/customer-templates";
import { sampleValues } from "../../test/sample-values";
import { createTestApp, type TestApp } from "../../test/test-app";
import { A, loadDovecot, S } from "./pec-fixture";

const available = (await loadDovecot()).dovecotAvailable();

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });

/**
 * Demo mode starts the fake PEC provider in the server's process (issue 47 §4): a demo mailbox
 * set up in the profile passes the connection test, and a contract sent from it to a mailbox of
 * the provider's domain and to another gets, read back by IMAP, a delivery and a failed delivery,
 * both signed by the sandbox's authority, which the server trusts.
 */
describe.skipIf(!available)("demo mode's PEC sandbox (issue 47 §4)", () => {
  let t: TestApp;
  let smtpPort: number;
  let imapPort: number;
  beforeAll(async () => {
    [smtpPort, imapPort] = [await freePort(), await freePort()];
    // Dovecot's mail processes run as another user: the data folder must let them through.
    const dataDir = mkdtempSync(join(tmpdir(), "contratti-pec-demo-"));
    chmodSync(dataDir, 0o755);
    t = await createTestApp(
      {
        PEC_SANDBOX: true,
        DEMO_MODE: true,
        DATA_DIR: dataDir,
        PEC_SANDBOX_SMTP_PORT: smtpPort,
        PEC_SANDBOX_IMAP_PORT: imapPort,
      },
      { demoCatalogue: true },
    );
  }, 180_000);
  afterAll(() => t?.close());

  it("delivers to its own domain and says why not to another, with receipts the server trusts", async () => {
    const mario = await t.login("demo-customer");
    const settings = {
      address: "studio.rossi@pec-prova.test",
      smtp_host: "127.0.0.1",
      smtp_port: smtpPort,
      smtp_security: "none",
      imap_host: "127.0.0.1",
      imap_port: imapPort,
      imap_security: "none",
      username: "studio.rossi@pec-prova.test",
      password: "pec-prova-rossi",
    };
    expect((await t.call("PUT", `${S}/`, mario, settings)).status).toBe(200);
    const tested = await t.call("POST", `${S}/test/`, mario, {});
    expect(tested.body).toMatchObject({ smtp: { ok: true }, imap: { ok: true } });
    const lease = await customerTemplate(t, mario, /uso abitativo/);
    const created = await t.call("POST", `${A}/create/`, mario, {
      title: "Locazione Forlì",
      template: lease.id,
      values: sampleValues(lease.fields),
    });
    const id = created.body.id as number;
    const sent = await t.call("POST", `${A}/send-pec/${id}/`, mario, {
      to_email: ["laura.ferrari@pec-prova.test", "ufficio@altro-gestore.test"],
      subject: "Contratto di locazione",
    });
    expect(sent.status).toBe(202);
    let recipients: { address: string; state: string; reason: string | null }[] = [];
    for (let round = 0; round < 40; round += 1) {
      await t.database.db
        .update(jobs)
        .set({ run_at: new Date(0) })
        .where(like(jobs.key, "pec-poll:%"));
      await t.app.jobs.runDue();
      recipients = (await t.call("GET", `${A}/pec-messages/list/${id}/`, mario)).body.results[0].recipients;
      if (recipients.every((r) => ["consegnata", "mancata_consegna"].includes(r.state))) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(recipients.map((r) => [r.address, r.state])).toEqual([
      ["laura.ferrari@pec-prova.test", "consegnata"],
      ["ufficio@altro-gestore.test", "mancata_consegna"],
    ]);
    expect(recipients[1]?.reason).toBeTruthy();
  }, 60_000);
});

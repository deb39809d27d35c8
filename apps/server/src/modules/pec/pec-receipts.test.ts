import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildReceipt, type OriginalMessage, type PecProvider } from "@app/pec";
import { makeFixtureProvider } from "@app/pec/testing";
import { eq, isNull, like } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { ImapFlow } from "imapflow";
import { beforeAll, describe, expect, it } from "vitest";
import { jobs } from "../../platform/jobs/job.table";
import { authHeader } from "../../test/test-app";
import { notifications } from "../notifications/notification.table";
import { pecMessages, pecReceipts, pecSettings } from "./pec.table";
import {
  A,
  contract,
  fx,
  loadDovecot,
  PEC_ADDRESS,
  PEC_PASSWORD,
  pecSuite,
  S,
  settingsBody,
} from "./pec-fixture";

const available = (await loadDovecot()).dovecotAvailable();
const LAURA = "laura.ferrari@pec-prova.test";
const UFFICIO = "ufficio@altro-gestore.test";

/** Puts messages into the firm's PEC mailbox, as its provider does (arrived at `at`, else now). */
async function deliverAt(at: Date | undefined, ...messages: Uint8Array[]) {
  const imap = new ImapFlow({
    host: fx.dovecot.host,
    port: fx.dovecot.imapPort,
    secure: false,
    auth: { user: PEC_ADDRESS, pass: PEC_PASSWORD },
    logger: false,
  });
  await imap.connect();
  for (const message of messages) await imap.append("INBOX", Buffer.from(message), [], at);
  await imap.logout();
}
const deliver = (...messages: Uint8Array[]) => deliverAt(undefined, ...messages);

/** Reads the mailbox now, as its recurring job does. */
async function poll() {
  await fx.t.database.db
    .update(jobs)
    .set({ run_at: new Date(0) })
    .where(like(jobs.key, "pec-poll:%"));
  await fx.t.app.jobs.runDue();
}

describe.skipIf(!available)("the receipts read back from the PEC mailbox (issue 47 §3)", () => {
  let provider: PecProvider;
  let stranger: PecProvider;
  pecSuite(async () => {
    const own = await makeFixtureProvider();
    provider = own.provider;
    stranger = (await makeFixtureProvider("Gestore sconosciuto", "pec-altro.test")).provider;
    const trust = mkdtempSync(join(tmpdir(), "pec-trust-"));
    writeFileSync(join(trust, "gestore.pem"), own.authority.certificatePem);
    return { SIGNATURE_TRUST_LIST: trust };
  });

  let original: OriginalMessage;
  let agreement: number;
  beforeAll(async () => {
    await fx.t.call("PUT", `${S}/`, fx.mario, settingsBody(fx.smtp.port, fx.dovecot.imapPort));
    expect((await fx.t.call("POST", `${S}/test/`, fx.mario, {})).body.imap.ok).toBe(true);
    agreement = await contract();
    const sent = await fx.t.call("POST", `${A}/send-pec/${agreement}/`, fx.mario, {
      to_email: [LAURA, UFFICIO],
      subject: "Contratto di locazione",
    });
    expect(sent.status).toBe(202);
    await fx.t.app.jobs.runDue();
    original = {
      messageId: sent.body.message_id,
      subject: "Contratto di locazione",
      sender: PEC_ADDRESS,
      recipients: [
        { address: LAURA, kind: "certificato" },
        { address: UFFICIO, kind: "esterno" },
      ],
    };
  });

  const receipt = (type: Parameters<typeof buildReceipt>[0]["type"], more: object = {}) =>
    buildReceipt({ type, provider, original, at: new Date(), ...more });

  it("moves each recipient by its signed receipts, and keeps every receipt byte for byte", async () => {
    const accettazione = await receipt("accettazione");
    const consegna = await receipt("avvenuta-consegna", { deliveredTo: LAURA });
    const errore = await receipt("errore-consegna", {
      deliveredTo: UFFICIO,
      error: "no-dest",
      errorReason: "5.1.1 - Destinatario sconosciuto",
    });
    await deliver(consegna, accettazione, errore, consegna);
    await poll();
    const list = await fx.t.call("GET", `${A}/pec-messages/list/${agreement}/`, fx.mario);
    const [message] = list.body.results;
    expect(message.status).toBe("inviato");
    const laura = message.recipients.find((r: { address: string }) => r.address === LAURA);
    const ufficio = message.recipients.find((r: { address: string }) => r.address === UFFICIO);
    expect(laura).toMatchObject({ state: "consegnata", reason: null });
    expect(ufficio).toMatchObject({ state: "mancata_consegna", reason: "5.1.1 - Destinatario sconosciuto" });
    // The duplicated delivery receipt is kept once.
    expect(laura.receipts.map((r: { type: string }) => r.type).sort()).toEqual([
      "accettazione",
      "avvenuta-consegna",
    ]);
    expect(laura.receipts.every((r: { valid: boolean }) => r.valid)).toBe(true);

    const id = laura.receipts.find((r: { type: string }) => r.type === "avvenuta-consegna").id;
    const download = await fx.t.app.inject({
      method: "GET",
      url: `${A}/pec-receipt/download/${id}/`,
      headers: authHeader(fx.mario),
    });
    expect(download.headers["content-type"]).toBe("message/rfc822");
    expect(download.rawPayload.equals(Buffer.from(consegna))).toBe(true);
    expect((await fx.t.call("GET", `${A}/pec-receipt/download/${id}/`, fx.giulia)).status).toBe(404);

    // The sender is told of the failed delivery, once.
    const notices = await fx.t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.kind, "pec_delivery"));
    expect(notices).toHaveLength(1);
    expect(notices[0]?.title).toContain(UFFICIO);
    // «I miei dati» holds the sending, each recipient's outcome and the receipts; never the password.
    const exported = await fx.t.app.inject({
      method: "GET",
      url: "/api/account/customer/my-data/export/",
      headers: authHeader(fx.mario),
    });
    const dati = strFromU8(unzipSync(new Uint8Array(exported.rawPayload))["dati.json"] as Uint8Array);
    expect(dati).not.toContain(PEC_PASSWORD);
    const json = JSON.parse(dati);
    expect(json.pec_messages[0].recipients).toEqual([
      { address: LAURA, state: "consegnata", reason: null },
      { address: UFFICIO, state: "mancata_consegna", reason: "5.1.1 - Destinatario sconosciuto" },
    ]);
    expect(json.pec_receipts.map((r: { type: string }) => r.type).sort()).toEqual([
      "accettazione",
      "avvenuta-consegna",
      "errore-consegna",
    ]);
    const mails = fx.t.sentMail.filter((mail) => String(mail.subject).includes(UFFICIO));
    expect(mails.map((mail) => mail.to)).toEqual(["mario.rossi@studio-rossi.example"]);
  });

  it("keeps aside foreign and malformed receipts, and shows an unsigned one as not valid, changing no state", async () => {
    const before = (await fx.t.call("GET", `${A}/pec-messages/list/${agreement}/`, fx.mario)).body;
    const foreign = await buildReceipt({
      type: "avvenuta-consegna",
      provider,
      original: { ...original, messageId: "<altro-messaggio@pec-prova.test>" },
      at: new Date(),
      deliveredTo: UFFICIO,
    });
    const unsigned = await buildReceipt({
      type: "avvenuta-consegna",
      provider: { ...provider, key: null },
      original,
      at: new Date(),
      deliveredTo: UFFICIO,
    });
    const untrusted = await buildReceipt({
      type: "avvenuta-consegna",
      provider: stranger,
      original,
      at: new Date(),
      deliveredTo: UFFICIO,
    });
    const malformed = await receipt("accettazione", {
      daticertOverride: "<postacert><intestazione></postacert>",
    });
    const ordinary = Buffer.from(
      `From: a@pec-prova.test\r\nTo: ${PEC_ADDRESS}\r\nSubject: Ciao\r\n\r\nNiente.\r\n`,
    );
    await deliver(foreign, unsigned, untrusted, malformed, ordinary);
    await poll();
    await poll();
    const after = (await fx.t.call("GET", `${A}/pec-messages/list/${agreement}/`, fx.mario)).body;
    const states = (body: typeof before) =>
      body.results[0].recipients.map((r: { address: string; state: string }) => [r.address, r.state]);
    expect(states(after)).toEqual(states(before));
    const ufficio = after.results[0].recipients.find((r: { address: string }) => r.address === UFFICIO);
    const invalid = ufficio.receipts.filter((r: { valid: boolean }) => !r.valid);
    expect(invalid).toHaveLength(2);
    expect(invalid.map((r: { problem: string }) => r.problem).sort()).toEqual([
      "La ricevuta è firmata da un gestore non riconosciuto come attendibile",
      "Ricevuta non firmata: non ha valore di prova",
    ]);
    const aside = await fx.t.database.db.select().from(pecReceipts).where(isNull(pecReceipts.pec_message_id));
    expect(aside.map((r) => r.problem).sort()).toEqual(["foreign", "malformed"]);
  });
  it("marks an uncertain sending sent when its acceptance arrives, and never sends it again", async () => {
    const id = await contract();
    const sent = await fx.t.call("POST", `${A}/send-pec/${id}/`, fx.mario, {
      to_email: [LAURA],
      subject: "Contratto incerto",
    });
    // As if the instance died after the SMTP call, before recording it.
    await fx.t.database.db
      .update(pecMessages)
      .set({ attempt_started_at: new Date() })
      .where(eq(pecMessages.id, sent.body.id));
    const before = fx.smtp.received.length;
    await fx.t.app.jobs.runDue();
    const uncertain = {
      ...original,
      messageId: sent.body.message_id,
      recipients: [{ address: LAURA, kind: "certificato" as const }],
    };
    await deliver(
      await buildReceipt({ type: "accettazione", provider, original: uncertain, at: new Date() }),
    );
    await poll();
    const [message] = (await fx.t.call("GET", `${A}/pec-messages/list/${id}/`, fx.mario)).body.results;
    expect(message).toMatchObject({ status: "inviato", error: null });
    expect(message.recipients[0].state).toBe("accettata");
    expect(fx.smtp.received.length).toBe(before);

    // Delivered to its only recipient: the sender is told once, whatever comes again.
    const consegna = await buildReceipt({
      type: "avvenuta-consegna",
      provider,
      original: uncertain,
      at: new Date(),
      deliveredTo: LAURA,
    });
    await deliver(consegna);
    await poll();
    await deliver(consegna);
    await poll();
    const delivered = await fx.t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.title, "PEC consegnata a tutti i destinatari"));
    expect(delivered).toHaveLength(1);
    expect(delivered[0]?.text).toContain(LAURA);
  });

  it("reads a mailbox with no cursor from its verification on: the firm's earlier mail is none of its business", async () => {
    const old = await receipt("presa-in-carico", { deliveredTo: LAURA });
    const fresh = await receipt("preavviso-errore-consegna", { deliveredTo: UFFICIO });
    await deliverAt(new Date(Date.now() - 3 * 86_400_000), old);
    await deliverAt(undefined, fresh);
    // As a mailbox read for the first time: no cursor, verified a minute ago.
    await fx.t.database.db
      .update(pecSettings)
      .set({ imap_uidvalidity: null, imap_last_uid: 0, verified_at: new Date(Date.now() - 60_000) });
    await poll();
    const types = (await fx.t.database.db.select().from(pecReceipts)).map((row) => row.type);
    expect(types).toContain("preavviso-errore-consegna");
    expect(types).not.toContain("presa-in-carico");
  });
});

// The fake provider end to end: nodemailer sends through its SMTP server, imapflow reads the
// receipts back from Dovecot, parseReceipt reads and verifies them against the sandbox authority.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type ParsedReceipt, parseReceipt } from "@app/pec";
import { loadTrustStore, type TrustStore } from "@app/signatures";
import { ImapFlow } from "imapflow";
import nodemailer, { type SendMailOptions } from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DovecotServer, dovecotAvailable, startDovecot } from "./dovecot";
import { type PecSandbox, startPecSandbox } from "./sandbox";

const available = dovecotAvailable();
if (!available)
  console.warn("Dovecot is not installed (apt-get install dovecot-imapd): the PEC sandbox tests are skipped");

const DOMAIN = "pec-prova.test";
let dovecot: DovecotServer;
let sandbox: PecSandbox;
let trust: TrustStore;
let sender: string;
let recipient: string;

async function inbox(address: string, password: string): Promise<Buffer[]> {
  const client = new ImapFlow({
    host: sandbox.imapHost,
    port: sandbox.imapPort,
    secure: false,
    auth: { user: address, pass: password },
    logger: false,
  });
  await client.connect();
  try {
    const lock = await client.getMailboxLock("INBOX");
    try {
      const messages: Buffer[] = [];
      const status = await client.status("INBOX", { messages: true });
      if (status === false || !status.messages) return messages;
      for await (const message of client.fetch("1:*", { source: true }))
        if (message.source) messages.push(message.source);
      return messages;
    } finally {
      lock.release();
    }
  } finally {
    await client.logout();
  }
}

function send(user: string, pass: string, message: SendMailOptions) {
  const transport = nodemailer.createTransport({
    host: sandbox.smtpHost,
    port: sandbox.smtpPort,
    secure: false,
    ignoreTLS: true,
    auth: { user, pass },
  });
  return transport.sendMail(message).finally(() => transport.close());
}

async function receipts(address: string, password: string): Promise<ParsedReceipt[]> {
  const parsed: ParsedReceipt[] = [];
  for (const raw of await inbox(address, password)) {
    const result = await parseReceipt(new Uint8Array(raw), { trust });
    if (result.kind === "receipt") parsed.push(result.receipt);
  }
  return parsed;
}

describe.skipIf(!available)("the PEC sandbox", () => {
  beforeAll(async () => {
    dovecot = await startDovecot({ users: [] });
    sandbox = await startPecSandbox({ domain: DOMAIN, dovecot });
    sender = await sandbox.addMailbox("studio.rossi", "segreta-rossi");
    recipient = await sandbox.addMailbox("laura.ferrari", "segreta-ferrari");
    const dir = mkdtempSync(join(tmpdir(), "pec-trust-"));
    writeFileSync(join(dir, "sandbox.pem"), sandbox.authorityCertificatePem);
    trust = loadTrustStore(dir);
    rmSync(dir, { recursive: true, force: true });
  });
  afterAll(async () => {
    await sandbox?.stop();
    await dovecot?.stop();
  });

  it("accepts, delivers on its own domain, fails elsewhere: each receipt signed and valid", async () => {
    const info = await send(sender, "segreta-rossi", {
      from: sender,
      to: [recipient, "mario.bianchi@altro-gestore.test", "nessuno@pec-prova.test"],
      subject: "Contratto di locazione",
      text: "In allegato la proposta.",
      attachments: [{ filename: "contratto.pdf", content: Buffer.from("%PDF-1.7 prova") }],
    });
    const messageId = info.messageId.replace(/^<|>$/g, "");
    const got = await receipts(sender, "segreta-rossi");
    expect(got.map((item) => item.type).sort()).toEqual([
      "accettazione",
      "avvenuta-consegna",
      "errore-consegna",
      "errore-consegna",
    ]);
    for (const item of got) {
      expect(item.signature).toMatchObject({ valid: true, problem: null });
      expect(item.referenceMessageId).toBe(messageId);
      expect(item.originalMessageId).toBe(messageId);
    }
    expect(got.find((item) => item.type === "avvenuta-consegna")?.deliveredTo).toBe(recipient);
    const failures = Object.fromEntries(
      got
        .filter((item) => item.type === "errore-consegna")
        .map((item) => [item.deliveredTo, item.errorReason]),
    );
    expect(failures).toEqual({
      "mario.bianchi@altro-gestore.test": "5.1.2 - Dominio non gestito dal gestore",
      "nessuno@pec-prova.test": "5.1.1 - Destinatario sconosciuto",
    });
    const accepted = got.find((item) => item.type === "accettazione");
    expect(accepted?.recipients).toContainEqual({ address: recipient, kind: "certificato" });
    expect(accepted?.recipients).toContainEqual({
      address: "mario.bianchi@altro-gestore.test",
      kind: "esterno",
    });
  });

  it("puts the transport envelope, with the original inside, into the recipient's mailbox", async () => {
    const [envelope] = await inbox(recipient, "segreta-ferrari");
    const text = envelope?.toString("latin1") ?? "";
    expect(text).toMatch(/^X-Trasporto: posta-certificata/m);
    expect(text).toMatch(/^Subject: POSTA CERTIFICATA: Contratto di locazione/m);
    expect(text).toContain("postacert.eml");
    expect(await parseReceipt(new Uint8Array(envelope ?? []), { trust })).toEqual({ kind: "not_a_receipt" });
  });

  it("refuses a message whose From is not the mailbox logged in, with a signed non-accettazione", async () => {
    await sandbox.addMailbox("altro.studio", "segreta-altro");
    await send("altro.studio@pec-prova.test", "segreta-altro", {
      from: sender,
      to: recipient,
      subject: "Falso mittente",
      text: "x",
    });
    const got = await receipts("altro.studio@pec-prova.test", "segreta-altro");
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({
      type: "non-accettazione",
      error: "altro",
      errorReason: "Il mittente del messaggio non corrisponde alla casella autenticata",
      signature: { valid: true },
    });
  });

  it("refuses a wrong password", async () => {
    await expect(
      send(sender, "sbagliata", { from: sender, to: recipient, subject: "x", text: "x" }),
    ).rejects.toThrow();
  });
});

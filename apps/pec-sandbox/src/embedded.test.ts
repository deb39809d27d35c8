// Demo mode's sandbox: the demo mailboxes, a free port each, and the same authority and mail
// after a restart on the same data folder.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ImapFlow } from "imapflow";
import nodemailer from "nodemailer";
import { afterAll, describe, expect, it } from "vitest";
import { dovecotAvailable } from "./dovecot";
import { startEmbeddedPecSandbox } from "./embedded";

const dataDir = mkdtempSync(join(tmpdir(), "pec-embedded-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const start = () =>
  startEmbeddedPecSandbox({ dataDir, smtpPort: 0, imapPort: 0, logger: { info: () => {} } });

describe.skipIf(!dovecotAvailable())("the embedded PEC sandbox", () => {
  it("keeps its authority and its mail across a restart", async () => {
    const first = await start();
    const [rossi, ferrari] = first.mailboxes;
    if (!rossi || !ferrari) throw new Error("no demo mailboxes");
    const authority = readFileSync(first.authorityCertificateFile, "utf8");
    try {
      const transport = nodemailer.createTransport({
        host: first.smtpHost,
        port: first.smtpPort,
        secure: false,
        ignoreTLS: true,
        auth: { user: rossi.address, pass: rossi.password },
      });
      await transport.sendMail({ from: rossi.address, to: ferrari.address, subject: "Prova", text: "x" });
      transport.close();
    } finally {
      await first.close();
    }

    const second = await start();
    try {
      expect(readFileSync(second.authorityCertificateFile, "utf8")).toBe(authority);
      const imap = new ImapFlow({
        host: second.imapHost,
        port: second.imapPort,
        secure: false,
        auth: { user: rossi.address, pass: rossi.password },
        logger: false,
      });
      await imap.connect();
      const status = await imap.status("INBOX", { messages: true });
      await imap.logout();
      // The acceptance and the delivery receipt, still there.
      if (status === false) throw new Error("STATUS answered nothing");
      expect(status.messages).toBe(2);
    } finally {
      await second.close();
    }
  });
});

import { ImapFlow } from "imapflow";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DovecotServer, dovecotAvailable, startDovecot } from "./dovecot";

const available = dovecotAvailable();
if (!available)
  console.warn("Dovecot is not installed (apt-get install dovecot-imapd): its tests are skipped");

const client = (server: DovecotServer, user: string, pass: string) =>
  new ImapFlow({
    host: server.host,
    port: server.imapPort,
    secure: false,
    auth: { user, pass },
    logger: false,
  });

describe.skipIf(!available)("a throw-away Dovecot", () => {
  let server: DovecotServer;
  beforeAll(async () => {
    server = await startDovecot({ users: [{ address: "studio@pec-prova.test", password: "segreta-1" }] });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("logs a user in, keeps an appended message and gives it back byte for byte", async () => {
    const raw =
      "From: a@pec-prova.test\r\nTo: studio@pec-prova.test\r\nSubject: Prova\r\nMessage-ID: <prova-1@pec-prova.test>\r\n\r\nTesto della prova.\r\n";
    const imap = client(server, "studio@pec-prova.test", "segreta-1");
    await imap.connect();
    try {
      expect(imap.capabilities.has("IDLE")).toBe(true);
      const appended = await imap.append("INBOX", raw);
      if (!appended) throw new Error("APPEND answered nothing");
      expect(appended.uid).toBeGreaterThan(0);
      const lock = await imap.getMailboxLock("INBOX");
      try {
        const message = await imap.fetchOne("*", { source: true, envelope: true });
        if (!message) throw new Error("no message fetched");
        expect(message.envelope?.messageId).toBe("<prova-1@pec-prova.test>");
        expect(message.source?.toString("utf8")).toBe(raw);
      } finally {
        lock.release();
      }
    } finally {
      await imap.logout();
    }
  });

  it("refuses a wrong password", async () => {
    const imap = client(server, "studio@pec-prova.test", "sbagliata");
    await expect(imap.connect()).rejects.toThrow();
  });

  it("lets a user added later log in", async () => {
    await server.addUser("laura.ferrari@pec-prova.test", "segreta-2");
    const imap = client(server, "laura.ferrari@pec-prova.test", "segreta-2");
    await imap.connect();
    const status = await imap.status("INBOX", { messages: true });
    if (!status) throw new Error("STATUS answered nothing");
    expect(status.messages).toBe(0);
    await imap.logout();
  });

  it("refuses a password that would break its users file", async () => {
    await expect(server.addUser("x@pec-prova.test", "a:b")).rejects.toThrow(/password/);
  });
});

describe.skipIf(!available)("stopping", () => {
  it("stops the server and removes its folder", async () => {
    const server = await startDovecot({ users: [] });
    const { existsSync } = await import("node:fs");
    expect(existsSync(server.dir)).toBe(true);
    await server.stop();
    expect(existsSync(server.dir)).toBe(false);
    const imap = client(server, "x@pec-prova.test", "x");
    await expect(imap.connect()).rejects.toThrow();
  });
});

describe.skipIf(!available || process.getuid?.() !== 0)("as root", () => {
  it("says plainly when the mail user cannot reach its folder", async () => {
    const { mkdtempSync, rmSync } = await import("node:fs");
    const { tmpdir } = await import("node:os");
    const { join } = await import("node:path");
    const parent = mkdtempSync(join(tmpdir(), "pec-closed-")); // 0700
    try {
      await expect(startDovecot({ users: [], dir: join(parent, "dovecot") })).rejects.toThrow(
        /does not let other users through/,
      );
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  });
});

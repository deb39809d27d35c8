import { describe, expect, it } from "vitest";
import { fx, loadDovecot, pecSuite, S, settingsBody } from "./pec-fixture";
import { isLocalHost } from "./pec-network-policy";

const available = (await loadDovecot()).dovecotAvailable();

describe("which hosts are local", () => {
  it("names loopback, private, link-local and unique-local addresses, and names resolving to them", async () => {
    for (const host of [
      "127.0.0.1",
      "10.1.2.3",
      "192.168.0.10",
      "169.254.169.254",
      "[::1]",
      "fd00::1",
      "localhost",
    ])
      expect(await isLocalHost(host), host).toBe(true);
    expect(await isLocalHost("93.184.215.14")).toBe(false);
    expect(await isLocalHost("host.invalid")).toBe(false);
  });
});

// The review of issue 47: the connection test connects where a customer says. In production it
// reaches public servers only, over TLS, and at most 10 times in 10 minutes per customer.
describe.skipIf(!available)("the PEC mailbox's servers in production (PEC_ALLOW_LOCAL_SERVERS off)", () => {
  pecSuite(async () => ({ PEC_ALLOW_LOCAL_SERVERS: false }));

  it("refuses a plain connection, which would send the password in clear", async () => {
    const plain = await fx.t.call("PUT", `${S}/`, fx.mario, settingsBody(fx.smtp.port, fx.dovecot.imapPort));
    expect(plain.status).toBe(400);
    expect(JSON.stringify(plain.body)).toContain("password viaggerebbe in chiaro");
  });

  it("never connects to an address of the internal network, and tests at most 10 times in 10 minutes", async () => {
    const saved = await fx.t.call("PUT", `${S}/`, fx.mario, {
      ...settingsBody(fx.smtp.port, fx.dovecot.imapPort),
      smtp_security: "ssl",
      imap_security: "ssl",
    });
    expect(saved.status).toBe(200);
    const before = fx.smtp.received.length;
    const tested = await fx.t.call("POST", `${S}/test/`, fx.mario, {});
    expect(tested.body).toEqual({
      smtp: { ok: false, message: expect.stringContaining("rete interna") },
      imap: { ok: false, message: expect.stringContaining("rete interna") },
    });
    expect(fx.smtp.received.length).toBe(before);
    for (let i = 1; i < 10; i++)
      expect((await fx.t.call("POST", `${S}/test/`, fx.mario, {})).status).toBe(200);
    const eleventh = await fx.t.call("POST", `${S}/test/`, fx.mario, {});
    expect(eleventh.status).toBe(429);
    expect(JSON.stringify(eleventh.body)).toContain("Troppe prove di connessione");
  });
});

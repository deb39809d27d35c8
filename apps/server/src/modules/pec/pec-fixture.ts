import type { AddressInfo } from "node:net";
import type { TemplateDetail } from "@app/contracts";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, expect } from "vitest";
import type { Config } from "../../config/config.schema";
import { customerTemplate } from "../../test/customer-templates";
import { sampleValues } from "../../test/sample-values";
import { createTestApp, type TestApp } from "../../test/test-app";

// Dovecot (apps/pec-sandbox) loaded by a specifier in a variable: the sandbox is its own app with
// its own tsconfig, which the server's type-check must not follow. Its shape, as used here:
const DOVECOT_MODULE = "@app/pec-sandbox/dovecot";
export interface Dovecot {
  host: string;
  imapPort: number;
  addUser(address: string, password: string): Promise<void>;
  stop(): Promise<void>;
}
interface DovecotModule {
  dovecotAvailable(): boolean;
  startDovecot(options: { users: { address: string; password: string }[] }): Promise<Dovecot>;
}
export const loadDovecot = () => import(DOVECOT_MODULE) as Promise<DovecotModule>;

export const A = "/api/agreement/customer/agreement";
export const S = "/api/profile/customer/pec-settings";
export const PEC_ADDRESS = "studio@pec-prova.test";
export const PEC_PASSWORD = "segreta-pec-1";

/** A real SMTP server that asks for a login (the PEC provider's own), keeping what it receives. */
export async function startAuthSmtp(users: Record<string, string>) {
  const received: { from: string; to: string[]; raw: Buffer }[] = [];
  const server = new SMTPServer({
    authMethods: ["PLAIN", "LOGIN"],
    allowInsecureAuth: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username && users[auth.username] === auth.password) callback(null, { user: auth.username });
      else callback(new Error("Invalid username or password"));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The settings body for a mailbox on these servers. */
export const settingsBody = (smtpPort: number, imapPort: number, password: string | null = PEC_PASSWORD) => ({
  address: PEC_ADDRESS,
  smtp_host: "127.0.0.1",
  smtp_port: smtpPort,
  smtp_security: "none",
  imap_host: "127.0.0.1",
  imap_port: imapPort,
  imap_security: "none",
  username: PEC_ADDRESS,
  ...(password === null ? {} : { password }),
});

export const fx = {} as {
  t: TestApp;
  dovecot: Dovecot;
  smtp: Awaited<ReturnType<typeof startAuthSmtp>>;
  mario: string;
  giulia: string;
  paolo: string;
  lease: TemplateDetail;
};

/** Each test file's app on the demo catalogue (firms included), a Dovecot and an SMTP server. */
export function pecSuite(prepare: () => Promise<Partial<Config>> = async () => ({})): void {
  beforeAll(async () => {
    const { startDovecot } = await loadDovecot();
    fx.dovecot = await startDovecot({ users: [{ address: PEC_ADDRESS, password: PEC_PASSWORD }] });
    fx.smtp = await startAuthSmtp({ [PEC_ADDRESS]: PEC_PASSWORD });
    fx.t = await createTestApp({ PEC_TIMEOUT_SECONDS: 3, ...(await prepare()) }, { demoCatalogue: true });
    [fx.mario, fx.giulia, fx.paolo] = await fx.t.loginAll(
      "demo-customer",
      "demo-customer-2",
      "demo-colleague",
    );
    fx.lease = await customerTemplate(fx.t, fx.mario, /uso abitativo/);
  }, 120_000);
  afterAll(async () => {
    await fx.t?.close();
    await fx.smtp?.close();
    await fx.dovecot?.stop();
  });
}

/** A contract of Mario's, complete. */
export async function contract(token = fx.mario) {
  const created = await fx.t.call("POST", `${A}/create/`, token, {
    title: "Locazione Forlì",
    template: fx.lease.id,
    values: sampleValues(fx.lease.fields),
  });
  expect(created.status).toBe(201);
  return created.body.id as number;
}

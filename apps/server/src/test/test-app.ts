import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { isAuditAction } from "@app/contracts";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app";
import type { Config } from "../config/config.schema";
import { loadConfig } from "../config/load-config";
import { type DatabaseHandle, openPostgres } from "../db/client";
import { DEMO_PASSWORD } from "../db/seed/demo-accounts";
import type { SignedCopyVerifier } from "../modules/signatures";
import { auditEvents } from "../platform/audit/audit.table";
import { users } from "../platform/auth/identity.table";
import { resolveSecret } from "../platform/auth/secret";
import { createSessionRepository } from "../platform/auth/session.repository";
import { createSessionService } from "../platform/auth/session.service";
import { createSessionCache } from "../platform/auth/session-cache";
import { createTokenSigner } from "../platform/auth/token-signer";
import { MAIL_SEND_JOB } from "../platform/mail/mail-outbox";
import type { Mailer, MailMessage } from "../platform/mail/mailer";
import { openSeededTestDatabase } from "./test-database";

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  /** Messages sent through the default in-memory mailer. */
  sentMail: MailMessage[];
  /**
   * Sends the outbox's due e-mails now, as the runner would within a second of the commit in
   * production (the tests' runner does not poll); every request does it before answering.
   */
  deliverMail(): Promise<MailMessage[]>;
  /** Signs in through the customer login (editors: the editor login) and returns the token. */
  login(username: string, options?: { rememberMe?: boolean }): Promise<string>;
  /** Signs each user in, in parallel: `const [mario, giulia] = await t.loginAll("demo-customer", …)`. */
  loginAll<const N extends readonly string[]>(...usernames: N): Promise<{ -readonly [K in keyof N]: string }>;
  /**
   * One call as `token`'s user, with `headers` more (a string: the Accept-Language): its status
   * and its JSON body (null when empty).
   */
  call(
    method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
    url: string,
    token: string,
    payload?: object,
    headers?: Record<string, string> | string,
    // biome-ignore lint/suspicious/noExplicitAny: a test reads any field of any answer, as response.json() lets it
  ): Promise<{ status: number; body: any }>;
  /**
   * A session for a user no login admits (neither role): what a user keeps whose roles are
   * taken away while signed in. Started directly, as no door of the API opens for them.
   */
  sessionWithoutLogin(username: string): Promise<string>;
  /**
   * A second instance of the app on the same PostgreSQL database (its own connection pool), as a
   * second server behind a load balancer would be; its mail goes where the first one's goes (the
   * SMTP peer, or `sentMail`). Null on PGlite.
   */
  secondInstance(): Promise<FastifyInstance | null>;
  close(): Promise<void>;
}

/**
 * A fully built app on a fresh database with the demo accounts, for `app.inject` tests.
 * Pass config overrides to test limits; `realMailer` uses the configured SMTP/eml mailer;
 * `demoCatalogue` also loads the demo subscriptions and catalogue.
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  options: {
    realMailer?: boolean;
    demoCatalogue?: boolean;
    signedCopyVerifier?: SignedCopyVerifier;
    /** A database the test made and seeded itself (a cluster of its own), closed with the app. */
    database?: DatabaseHandle & { url?: string };
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), "contratti-test-"));
  const config = loadConfig(
    {},
    {
      NODE_ENV: "test",
      DATA_DIR: dataDir,
      LOG_LEVEL: "silent",
      WEB_DIST_DIR: join(dataDir, "no-web"),
      // No background polling: a test runs due jobs itself with `app.jobs.runDue()`.
      JOBS_POLL_SECONDS: 0,
      // The verification thread starts by compiling the engine's TypeScript (tsx): seconds on a
      // loaded machine, which the built server never spends. A file's own limit is tested in
      // platform/signatures with a limit of its own.
      SIGNATURE_VERIFY_TIMEOUT_SECONDS: 120,
      // The CSC sandbox of demo mode starts only where a test asks (demo-sandbox.test.ts): its
      // keys take seconds to make.
      CSC_SANDBOX: false,
      // Nor the PEC sandbox (issue 47): its Dovecot and keys only where a test asks.
      PEC_SANDBOX: false,
      ...overrides,
    },
  );
  // The demo catalogue only where a test reads it: most tests need just the accounts.
  const database =
    options.database ?? (await openSeededTestDatabase(options.demoCatalogue ? "catalogue" : "accounts"));
  const sentMail: MailMessage[] = [];
  const memoryMailer: Mailer = {
    async send(message) {
      // Refused as a mail server refuses a domain that cannot exist (RFC 2606): the tests of a
      // failed sending write to an address at `.invalid`.
      if ([message.to].flat().some((address) => String(address).endsWith(".invalid")))
        throw new Error("550 no such domain");
      sentMail.push(message);
    },
    close() {},
  };
  const app = await buildApp({
    config,
    database,
    logger: false,
    ...(options.realMailer ? {} : { mailer: memoryMailer }),
    ...(options.signedCopyVerifier ? { signedCopyVerifier: options.signedCopyVerifier } : {}),
  });
  // One delivery at a time: a test that asks waits for the one under way, then runs what is due.
  let delivering: Promise<unknown> = Promise.resolve();
  // The test's own runs of due jobs, counted: a mail a job queues is theirs to send (they count
  // its job), not the wake's.
  const runDue = app.jobs.runDue;
  let jobsRunning = 0;
  app.jobs.runDue = async (only) => {
    jobsRunning++;
    try {
      return await runDue(only);
    } finally {
      jobsRunning--;
    }
  };
  const deliverMail = async () => {
    delivering = delivering.then(() => runDue([MAIL_SEND_JOB]));
    await delivering;
    return sentMail;
  };
  // A wake sends the queued mail at once, as the runner's wake does in production (where a use
  // case may wait for it: sendmail's answer says whether it went), and an answer whose request
  // queued mail leaves once that mail has gone, so a test reads the mail right after it. The use
  // case has committed by then. A wake within the test's own `runDue` sends nothing by itself:
  // that run sends it, as it counts its job. A database a test made unreachable fails the test's
  // own next step, not this one.
  let queued = false;
  app.outbox.onWake(() => {
    queued = true;
    if (jobsRunning === 0) void deliverMail().catch(() => undefined);
  });
  app.addHook("onSend", async (_request, _reply, payload) => {
    if (!queued) return payload;
    queued = false;
    await delivering.catch(() => undefined);
    return payload;
  });
  await app.ready();
  const login = async (username: string, { rememberMe = false } = {}) => {
    const response = await app.inject({
      method: "POST",
      url: username.includes("editor") ? "/api-token-auth/login/" : "/api/account/customer/login/",
      payload: { username, password: DEMO_PASSWORD, rememberMe },
    });
    if (response.statusCode !== 200)
      throw new Error(`login ${username}: ${response.statusCode} ${response.body}`);
    return response.json().token as string;
  };
  return {
    app,
    database,
    config,
    sentMail,
    deliverMail,
    login,
    loginAll(...usernames) {
      return Promise.all(usernames.map((username) => login(username))) as never;
    },
    async call(method, url, token, payload, headers) {
      const response = await app.inject({
        method,
        url,
        payload,
        headers: {
          ...authHeader(token),
          ...(typeof headers === "string" ? { "accept-language": headers } : headers),
        },
      });
      return { status: response.statusCode, body: response.body ? response.json() : null };
    },
    async sessionWithoutLogin(username) {
      const [user] = await database.db.select().from(users).where(eq(users.username, username));
      if (!user) throw new Error(`no user ${username}`);
      const sessions = createSessionService({
        config,
        repository: createSessionRepository(database.db),
        signer: createTokenSigner(resolveSecret(config)),
        cache: await createSessionCache(database, 0),
      });
      return sessions.start({ user, rememberMe: false });
    },
    async secondInstance() {
      if (!database.url) return null;
      const handle = await openPostgres(database.url, 5);
      const second = await buildApp({
        config,
        database: handle,
        logger: false,
        ...(options.realMailer ? {} : { mailer: memoryMailer }),
      });
      second.addHook("onClose", () => handle.close());
      await second.ready();
      return second;
    },
    async close() {
      await expectKnownAuditActions(database);
      await app.close();
      await database.close();
    },
  };
}

/**
 * Fails the test file whose calls recorded an action the trail's list lacks: the editors' filter
 * offers that list (`AUDIT_ACTIONS`), so an action outside it could never be picked there. A
 * database the test left unreadable (a fault injected) is not this check's to judge.
 */
async function expectKnownAuditActions(database: DatabaseHandle) {
  let actions: string[];
  try {
    actions = (await database.db.selectDistinct({ action: auditEvents.action }).from(auditEvents)).map(
      (row) => row.action,
    );
  } catch {
    return;
  }
  const unknown = actions.filter((action) => !isAuditAction(action));
  if (unknown.length > 0)
    throw new Error(
      `Audit actions recorded but missing from AUDIT_ACTIONS (packages/contracts/src/audit.ts): ${unknown.join(", ")}`,
    );
}

export const authHeader = (token: string) => ({ authorization: `JWT ${token}` });

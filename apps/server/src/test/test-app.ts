import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app";
import type { Config } from "../config/config.schema";
import { loadConfig } from "../config/load-config";
import { type DatabaseHandle, openPostgres } from "../db/client";
import { DEMO_PASSWORD, seedDemoAccounts } from "../db/seed/demo-accounts";
import { seedDemoData } from "../db/seed/seed";
import { users } from "../platform/auth/identity.table";
import { resolveSecret } from "../platform/auth/secret";
import { createSessionRepository } from "../platform/auth/session.repository";
import { createSessionService } from "../platform/auth/session.service";
import { createSessionCache } from "../platform/auth/session-cache";
import { createTokenSigner } from "../platform/auth/token-signer";
import type { Mailer, MailMessage } from "../platform/mail/mailer";
import { openTestDatabase } from "./test-database";

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  /** Messages sent through the default in-memory mailer. */
  sentMail: MailMessage[];
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
  options: { realMailer?: boolean; demoCatalogue?: boolean } = {},
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
      ...overrides,
    },
  );
  const database = await openTestDatabase();
  await database.migrate();
  // The demo catalogue only where a test reads it: most tests need just the accounts.
  if (options.demoCatalogue) await seedDemoData(database.db);
  else await seedDemoAccounts(database.db);
  const sentMail: MailMessage[] = [];
  const memoryMailer: Mailer = {
    async send(message) {
      sentMail.push(message);
    },
    close() {},
  };
  const app = await buildApp({
    config,
    database,
    logger: false,
    ...(options.realMailer ? {} : { mailer: memoryMailer }),
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
      await app.close();
      await database.close();
    },
  };
}

export const authHeader = (token: string) => ({ authorization: `JWT ${token}` });

import { eq } from "drizzle-orm";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authHeader, createTestApp, type TestApp } from "../../test/test-app";
import { users } from "./identity.table";
import { resolveSecret } from "./secret";
import { createSessionRepository } from "./session.repository";
import { createSessionService } from "./session.service";
import { createSessionCache } from "./session-cache";
import { createTokenSigner } from "./token-signer";

let t: TestApp;
let sessions: ReturnType<typeof createSessionService>;
let customerId: number;

beforeAll(async () => {
  // No cache here: these tests change rows behind the services' back and expect the effect.
  t = await createTestApp({ SESSION_IDLE_MINUTES: 30, SESSION_CACHE_SECONDS: 0 });
  // The same service the app uses, on the same database and secret.
  sessions = createSessionService({
    config: t.config,
    repository: createSessionRepository(t.database.db),
    signer: createTokenSigner(resolveSecret(t.config)),
    cache: await createSessionCache(t.database, 0),
  });
  const [row] = await t.database.db.select().from(users).where(eq(users.username, "demo-customer"));
  customerId = row?.id ?? 0;
});
afterAll(() => t.close());

const me = (token: string) =>
  t.app.inject({ method: "GET", url: "/api/account/me/", headers: authHeader(token) });
const user = () => ({ id: customerId, is_customer: true, is_editor: false });

describe("sessions", () => {
  it("does not renew a fresh token", async () => {
    const response = await me(await t.login("demo-customer"));
    expect(response.statusCode).toBe(200);
    expect(response.headers.token).toBeUndefined();
  });

  it("renews a token close to expiry through the `token` header, and the new one works", async () => {
    const twentyMinutesAgo = new Date(Date.now() - 20 * 60_000);
    const old = await sessions.start({ user: user(), rememberMe: false, now: twentyMinutesAgo });
    const response = await me(old);
    expect(response.statusCode).toBe(200);
    const renewed = response.headers.token as string;
    expect(renewed).toBeTruthy();
    expect(renewed).not.toBe(old);
    expect((await me(renewed)).statusCode).toBe(200);
  });

  it("refuses a token whose idle time has run out", async () => {
    const anHourAgo = new Date(Date.now() - 60 * 60_000);
    expect(
      (await me(await sessions.start({ user: user(), rememberMe: false, now: anHourAgo }))).statusCode,
    ).toBe(401);
  });

  it("keeps a remember-me session for a day, and not longer", async () => {
    const twentyHoursAgo = new Date(Date.now() - 20 * 3_600_000);
    expect(
      (await me(await sessions.start({ user: user(), rememberMe: true, now: twentyHoursAgo }))).statusCode,
    ).toBe(200);
    const twoDaysAgo = new Date(Date.now() - 48 * 3_600_000);
    expect(
      (await me(await sessions.start({ user: user(), rememberMe: true, now: twoDaysAgo }))).statusCode,
    ).toBe(401);
  });

  it("refuses tokens signed with another key or another algorithm", async () => {
    const foreign = await new SignJWT({ sid: "x", roles: ["customer"] })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(String(customerId))
      .setIssuer("contratti-online")
      .setAudience("contratti-online-web")
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode("another-secret-another-secret-another-secret"));
    expect((await me(foreign)).statusCode).toBe(401);
    const [header, payload] = (await t.login("demo-customer")).split(".");
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString("base64url")}.${payload}.`;
    expect(header).toBeTruthy();
    expect((await me(unsigned)).statusCode).toBe(401);
  });

  it("ends every session of a disabled account at once", async () => {
    const token = await t.login("demo-customer-2");
    await t.database.db.update(users).set({ is_active: false }).where(eq(users.username, "demo-customer-2"));
    expect((await me(token)).statusCode).toBe(401);
    await t.database.db.update(users).set({ is_active: true }).where(eq(users.username, "demo-customer-2"));
  });
});

import { randomUUID } from "node:crypto";
import { setTimeout as delay } from "node:timers/promises";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client";
import { sessions, users } from "../../platform/auth/identity.table";
import { signIn, signOut } from "../../test/customer-sign-in";
import { createTestApp, type TestApp } from "../../test/test-app";
import { createSeatCheck } from "./seats";

// The seat rule (issue 16): a licence's seats count the people signed in across instances.
let t: TestApp;
let editor: string;
const P = "/api/profile/customer";
const E = "/api/profile/editor";

beforeAll(async () => {
  t = await createTestApp({}, { demoCatalogue: true });
  editor = await t.login("demo-editor");
});
afterAll(() => t.close());

const call = (...args: Parameters<TestApp["call"]>) => t.call(...args);
const login = (username: string, password?: string) => signIn(t, username, password);
const logout = (token: string) => signOut(t, token);

describe("the seat rule", () => {
  it("refuses a second person on a one-seat licence, lets the same person in again, and frees the seat on logout", async () => {
    const first = await login("demo-seat-1");
    expect(first.statusCode).toBe(200);
    const second = await login("demo-seat-2");
    expect(second.statusCode).toBe(403);
    expect(second.json().non_field_errors[0]).toBe(
      "Every seat of your firm's licence is in use (1 of 1): to sign in, ask a colleague to sign out, or ask your firm's administrator (Anna Neri) to free a seat or buy more.",
    );
    const again = await login("demo-seat-1");
    expect(again.statusCode).toBe(200);
    await logout(first.json().token);
    expect((await login("demo-seat-2")).statusCode).toBe(403);
    await logout(again.json().token);
    const freed = await login("demo-seat-2");
    expect(freed.statusCode).toBe(200);
    await logout(freed.json().token);
  });

  it("admits only one of two people who sign in at the same moment for the last seat", async () => {
    const seats = createSeatCheck(t.database.db);
    const ids = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.username, ["demo-seat-1", "demo-seat-2"]));
    const now = new Date();
    // A sign-in whose session row lands a while after its check: the window two people race in.
    const slowStart = (userId: number) => async (within: Database) => {
      await delay(100);
      const id = randomUUID();
      await within.insert(sessions).values({
        id,
        user_id: userId,
        remember_me: false,
        created_at: now,
        expires_at: new Date(now.getTime() + 3_600_000),
      });
      return id;
    };
    const outcomes = await Promise.allSettled(ids.map(({ id }) => seats.admit(id, now, slowStart(id))));
    expect(outcomes.map((o) => o.status).sort()).toEqual(["fulfilled", "rejected"]);
    const rejected = outcomes.find((o) => o.status === "rejected") as PromiseRejectedResult;
    expect(rejected.reason.statusCode).toBe(403);
    const admitted = outcomes.find((o) => o.status === "fulfilled") as PromiseFulfilledResult<string>;
    await t.database.db
      .update(sessions)
      .set({ revoked_at: new Date() })
      .where(eq(sessions.id, admitted.value));
  });

  it("ends a disabled person's sessions at once, which frees their seat", async () => {
    const member = (await login("demo-seat-2")).json().token;
    const admin = await login("demo-seat-1");
    expect(admin.statusCode).toBe(403);
    // The administrator is refused too while the colleague holds the only seat: an editor ends it.
    const people = (await call("GET", `${E}/profile/list/?filter__username=demo-seat-2`, editor)).body
      .results;
    await call("PUT", `${E}/profile/partial-update/${people[0].id}/`, editor, { is_active: false });
    const now = await login("demo-seat-1");
    expect(now.statusCode).toBe(200);
    const token = now.json().token;
    expect((await call("GET", "/api/account/me/", member)).status).toBe(401);
    await call("PUT", `${E}/profile/partial-update/${people[0].id}/`, editor, { is_active: true });
    const sub = (await call("GET", `${P}/subscription/`, token)).body;
    expect(sub.seats).toEqual({ used: 1, total: 1 });
    expect(sub.holders.map((h: { username: string }) => h.username)).toEqual(["demo-seat-1"]);
    // What the modules open, by title: the firm holds the civil-commercial module only.
    expect(sub.opens.map((o: { module: string }) => o.module)).toEqual(["civil_commercial"]);
    const titles = sub.opens[0].templates.map((x: { title: string }) => x.title);
    expect(titles.length).toBeGreaterThan(0);
    expect(titles).toEqual([...titles].sort((a: string, b: string) => a.localeCompare(b)));
    expect(sub.opens[0].calculators.length).toBeGreaterThan(0);
    const colleague = (await login("demo-seat-2")).statusCode;
    expect(colleague).toBe(403);
    await logout(token);
  });

  it("lets the firm's administrator end a colleague's sessions, and no one else's", async () => {
    const paolo = await t.login("demo-colleague");
    const giulia = await t.login("demo-customer-2");
    const mario = await t.login("demo-customer");
    const colleague = (await call("GET", `${P}/profile/list/?filter__username=demo-colleague`, giulia)).body
      .results[0];
    expect(colleague.live_sessions).toBeGreaterThan(0);
    expect((await call("POST", `${P}/profile/end-sessions/${colleague.id}/`, mario)).status).toBe(404);
    expect((await call("POST", `${P}/profile/end-sessions/${colleague.id}/`, paolo)).status).toBe(403);
    expect((await call("GET", "/api/account/me/", paolo)).status).toBe(200);
    expect((await call("POST", `${P}/profile/end-sessions/${colleague.id}/`, giulia)).status).toBe(200);
    expect((await call("GET", "/api/account/me/", paolo)).status).toBe(401);
  });

  it("ends the administrator's sessions on other devices from their own row, not the one they act from", async () => {
    const elsewhere = await t.login("demo-customer-2");
    const giulia = await t.login("demo-customer-2");
    const self = (await call("GET", `${P}/profile/list/?filter__username=demo-customer-2`, giulia)).body
      .results[0];
    expect((await call("POST", `${P}/profile/end-sessions/${self.id}/`, giulia)).status).toBe(200);
    expect((await call("GET", "/api/account/me/", giulia)).status).toBe(200);
    expect((await call("GET", "/api/account/me/", elsewhere)).status).toBe(401);
  });

  it("locks the modules of an expired licence at once, while sign-in still works", async () => {
    const mario = await t.login("demo-customer");
    const licence = (await call("GET", `${P}/licence/list/`, mario)).body.results[0];
    const open = async () =>
      (
        await call("GET", "/api/agreement/customer/template/list/?no_page=no_page", mario)
      ).body.results.filter((r: { locked: boolean }) => !r.locked).length;
    expect(await open()).toBeGreaterThan(0);
    await call("PATCH", `${E}/licence/set-status/${licence.id}/`, editor, { status: "expired" });
    expect(await open()).toBe(0);
    expect((await login("demo-customer")).statusCode).toBe(200);
    await call("PATCH", `${E}/licence/set-status/${licence.id}/`, editor, { status: "active" });
    expect(await open()).toBeGreaterThan(0);
  });
});

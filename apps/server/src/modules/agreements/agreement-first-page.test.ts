import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../platform/auth/identity.table";
import { listPageCaches } from "../../platform/list/page-caches";
import { authHeader, createTestApp, type TestApp } from "../../test/test-app";
import { agreementListVersions, agreements } from "./agreement.table";

// Decision 0024: an instance keeps each customer's first page of the agreement list under the
// version of their agreements and the catalogue's. Every change must show on the next call,
// whichever path or instance made it.
let t: TestApp;
let mario: string;
let owner: number;
let template: number;

const A = "/api/agreement/customer/agreement";
const firstPage = async (app = t.app) =>
  (await app.inject({ method: "GET", url: `${A}/list/?per_page=10`, headers: authHeader(mario) })).json();
const titles = async () => (await firstPage()).results.map((r: { title: string }) => r.title);

beforeAll(async () => {
  t = await createTestApp({}, { demoCatalogue: true });
  mario = await t.login("demo-customer");
  const templates = await t.app.inject({
    method: "GET",
    url: "/api/agreement/customer/template/list/?per_page=1",
    headers: authHeader(mario),
  });
  template = templates.json().results[0].id;
  owner = (await t.database.db.select().from(users).where(eq(users.username, "demo-customer")))[0]?.id ?? 0;
});
afterAll(() => t.close());

const call = (method: "POST" | "PUT" | "DELETE", url: string, body?: object) =>
  t.app.inject({ method, url, headers: authHeader(mario), ...(body ? { payload: body } : {}) });

describe("the agreement list's kept first page", () => {
  it("shows every change the customer commits on the next call: create, rename, delete", async () => {
    const before = await firstPage();
    const created = await call("POST", `${A}/create/`, { title: "Comodato del box", template, values: {} });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    const afterCreate = await firstPage();
    expect(afterCreate.count).toBe(before.count + 1);
    expect(afterCreate.results[0].title).toBe("Comodato del box");
    expect(await firstPage()).toEqual(afterCreate);

    expect(
      (await call("PUT", `${A}/partial-update/${id}/`, { title: "Comodato del posto auto" })).statusCode,
    ).toBe(200);
    expect((await titles())[0]).toBe("Comodato del posto auto");

    expect((await call("DELETE", `${A}/destroy/${id}/`)).statusCode).toBe(204);
    expect(await firstPage()).toEqual(before);
  });

  it("is the general path's page, to the byte, when no page is kept (LIST_PAGE_CACHE=off)", async () => {
    for (const title of ["Locazione via Po", "Locazione via Roma", "Comodato del box"])
      expect((await call("POST", `${A}/create/`, { title, template, values: {} })).statusCode).toBe(201);
    const text = async (url: string) =>
      (await t.app.inject({ method: "GET", url, headers: authHeader(mario) })).body;
    // The kept path's statement (read afresh: the first call under a new version), then the
    // general path's, which answers when nothing is kept; the page of 1 as the navbar asks it.
    try {
      for (const perPage of [10, 1]) {
        listPageCaches.set(true);
        const kept = await text(`${A}/list/?per_page=${perPage}`);
        listPageCaches.set(false);
        const general = await text(`${A}/list/?per_page=${perPage}`);
        expect(general).toBe(kept);
        const page = JSON.parse(general);
        expect(page.count).toBeGreaterThanOrEqual(3);
        expect(page.results.length).toBe(Math.min(perPage, page.count));
      }
    } finally {
      listPageCaches.set(true);
    }
  });

  it("shows a change written outside the service's calls, by any statement on the table", async () => {
    const created = (
      await call("POST", `${A}/create/`, { title: "Locazione di via Po", template, values: {} })
    ).json();
    expect((await titles())[0]).toBe("Locazione di via Po");
    await t.database.db
      .update(agreements)
      .set({ title: "Locazione di via Roma" })
      .where(eq(agreements.id, created.id));
    expect((await titles())[0]).toBe("Locazione di via Roma");
  });

  it("moves the version once per transaction, however many rows it changed", async () => {
    const version = async () =>
      (
        await t.database.db
          .select()
          .from(agreementListVersions)
          .where(eq(agreementListVersions.owner_id, owner))
      )[0]?.version ?? 0;
    const start = await version();
    await t.database.db.transaction(async (tx) => {
      await tx.insert(agreements).values([
        { owner_id: owner, title: "Primo" },
        { owner_id: owner, title: "Secondo" },
      ]);
      await tx.update(agreements).set({ status: "ready" }).where(eq(agreements.title, "Primo"));
    });
    expect(await version()).toBe(start + 1);
    expect((await titles()).slice(0, 2).sort()).toEqual(["Primo", "Secondo"]);
  });

  it("lets an account with agreements be deleted, and forgets its version", async () => {
    const [doomed] = await t.database.db
      .insert(users)
      .values({
        username: "da-cancellare",
        email: "da-cancellare@example.it",
        first_name: "A",
        last_name: "B",
        password_hash: "-",
      })
      .returning({ id: users.id });
    const id = doomed?.id ?? 0;
    await t.database.db.insert(agreements).values({ owner_id: id, title: "Bozza" });
    expect(
      await t.database.db.select().from(agreementListVersions).where(eq(agreementListVersions.owner_id, id)),
    ).toHaveLength(1);
    await t.database.db.delete(users).where(eq(users.id, id));
    expect(
      await t.database.db.select().from(agreementListVersions).where(eq(agreementListVersions.owner_id, id)),
    ).toHaveLength(0);
  });

  it("shows on one instance a change committed through another (skipped on PGlite)", async () => {
    const second = await t.secondInstance();
    if (!second) return;
    try {
      const kept = await firstPage();
      const created = await second.inject({
        method: "POST",
        url: `${A}/create/`,
        headers: authHeader(mario),
        payload: { title: "Appalto dalla seconda istanza", template, values: {} },
      });
      expect(created.statusCode).toBe(201);
      const now = await firstPage();
      expect(now.count).toBe(kept.count + 1);
      expect(now.results[0].title).toBe("Appalto dalla seconda istanza");
    } finally {
      await second.close();
    }
  });
});

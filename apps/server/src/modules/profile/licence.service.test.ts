import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../platform/auth/identity.table";
import { authHeader, createTestApp, type TestApp } from "../../test/test-app";
import { findOpenModules } from "./licence.service";
import { companyMembers, licences } from "./licence.table";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { demoCatalogue: true });
});
afterAll(() => t.close());

describe("the modules a subscription opens", () => {
  it("closes a licence at Rome's midnight after its last day, whatever the server's zone", async () => {
    const editor = await t.login("demo-editor");
    const [mario] = await t.database.db.select().from(users).where(eq(users.username, "demo-customer"));
    const list = await t.app.inject({
      method: "GET",
      url: "/api/profile/editor/licence/list/?no_page=no_page",
      headers: authHeader(editor),
    });
    const licence = list
      .json()
      .results.find((l: { company_name: string }) => l.company_name === "Studio Legale Rossi");
    await t.app.inject({
      method: "PUT",
      url: `/api/profile/editor/licence/partial-update/${licence.id}/`,
      headers: authHeader(editor),
      payload: { valid_from: "2026-01-01", valid_to: "2026-06-30" },
    });
    const id = mario?.id as number;
    // 23:30 in Rome on its last day: still open.
    expect([...(await findOpenModules(t.database.db, id, new Date("2026-06-30T21:30:00Z")))]).toEqual([
      "civil_commercial",
    ]);
    // 00:30 in Rome on 1 July, still 30 June in UTC: closed.
    expect([...(await findOpenModules(t.database.db, id, new Date("2026-06-30T22:30:00Z")))]).toEqual([]);
  });

  it("opens the union of the firm's live licences that day, and nothing to a user without a firm", async () => {
    const db = t.database.db;
    const [giulia] = await db.select().from(users).where(eq(users.username, "demo-customer"));
    const id = giulia?.id as number;
    const [member] = await db.select().from(companyMembers).where(eq(companyMembers.user_id, id));
    const firm = member?.company_id as number;
    await db.delete(licences).where(eq(licences.company_id, firm));
    const licence = (
      name: string,
      modules: ("civil_commercial" | "work")[],
      status: "active" | "suspended" | "expired",
      to = "2026-12-31",
    ) => ({ company_id: firm, name, modules, status, valid_from: "2026-01-01", valid_to: to });
    await db.insert(licences).values([
      licence("Civile", ["civil_commercial"], "active", "2099-12-31"),
      // The same module again, from a second live licence: listed, not doubled in effect.
      licence("Completa", ["civil_commercial", "work"], "active", "2026-09-30"),
      licence("Lavoro sospesa", ["work"], "suspended"),
      licence("Scaduta", ["work"], "expired"),
    ]);
    const open = (day: string) =>
      findOpenModules(db, id, new Date(`${day}T10:00:00Z`)).then((set) => [...set].sort());
    expect(await open("2026-06-15")).toEqual(["civil_commercial", "work"]);
    // Past the complete licence's last day only the civil one is live; the suspended opens nothing.
    expect(await open("2026-10-01")).toEqual(["civil_commercial"]);
    expect(await open("2100-01-01")).toEqual([]);
    // The catalogue's list locks what the day's licences do not open, whatever a second licence adds.
    const customer = await t.login("demo-customer");
    const page = await t.app.inject({
      method: "GET",
      url: "/api/agreement/customer/template/list/?no_page=no_page",
      headers: authHeader(customer),
    });
    const locks = new Set(
      page.json().results.map((r: { module: string; locked: boolean }) => `${r.module}:${r.locked}`),
    );
    expect(locks.has("civil_commercial:false")).toBe(true);
    expect(locks.has("civil_commercial:true")).toBe(false);
    // The complete licence ended on 30 September: work templates are locked today.
    expect(locks.has("work:false")).toBe(false);
    // A user with no firm has no subscription.
    await db.delete(companyMembers).where(eq(companyMembers.user_id, id));
    expect(await open("2026-06-15")).toEqual([]);
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../platform/auth/identity.table";
import { authHeader, createTestApp, type TestApp } from "../../test/test-app";
import { findOpenModules } from "./licence.service";

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
});

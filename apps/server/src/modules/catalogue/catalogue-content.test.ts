import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authHeader, createTestApp, type TestApp } from "../../test/test-app";

// The demo catalogue as customers meet it.
let t: TestApp;
let civilOnly: string;
let complete: string;

beforeAll(async () => {
  t = await createTestApp({}, { demoCatalogue: true });
  [civilOnly, complete] = await t.loginAll("demo-customer", "demo-customer-2");
});
afterAll(() => t.close());

const titles = async (text: string, token = complete) => {
  const url = `/api/agreement/customer/template/list/?no_page=no_page&free_filter__=${encodeURIComponent(text)}`;
  const response = await t.app.inject({ method: "GET", url, headers: authHeader(token) });
  expect(response.statusCode).toBe(200);
  return response.json().results as { title: string; module: string; locked: boolean }[];
};

describe("searching the demo catalogue", () => {
  it("'affitto' finds the residential lease first", async () => {
    const results = await titles("affitto");
    expect(results[0]?.title).toMatch(/locazione ad uso abitativo/i);
  });

  it("'contratti di lavoro' finds employment templates", async () => {
    const results = await titles("contratti di lavoro");
    expect(results.length).toBeGreaterThanOrEqual(3);
    expect(results.filter((r) => r.module === "work").length).toBeGreaterThanOrEqual(3);
  });

  it("finds «4+4» in the one lease that says it, and ranks a title match above a body match (issue 44)", async () => {
    const fourPlusFour = "Contratto di locazione ad uso abitativo a canone libero (4+4)";
    expect((await titles("4+4")).map((r) => r.title)).toEqual([fourPlusFour]);
    expect((await titles("4 + 4")).map((r) => r.title)).toEqual([fourPlusFour]);
    // The 3+2 lease by its title, then the 4+4 lease whose text compares it with the 3+2.
    const threePlusTwo = (await titles("3+2")).map((r) => r.title);
    expect(threePlusTwo[0]).toBe("Contratto di locazione abitativa a canone concordato (3+2)");
    expect(threePlusTwo).toContain(fourPlusFour);
  });

  it("ignores accents and finds while typing", async () => {
    expect((await titles("licenziamento")).map((r) => r.title).join()).toMatch(/licenziamento/i);
    expect((await titles("licenziam")).map((r) => r.title).join()).toMatch(/licenziamento/i);
    expect((await titles("comodàto")).map((r) => r.title).join()).toMatch(/comodato/i);
  });

  it("shows the other module's templates locked to a single-module subscriber", async () => {
    const results = await titles("assunzione", civilOnly);
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((r) => r.module !== "work" || r.locked)).toBe(true);
  });
});

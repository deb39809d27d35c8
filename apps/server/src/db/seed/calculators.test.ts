import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authHeader, createTestApp, type TestApp } from "../../test/test-app";
import { seedDemoData } from "./seed";

// The demo calculators: drafts linked to the demo templates, loaded once.
let t: TestApp;
let editor: string;
let customer: string;

beforeAll(async () => {
  t = await createTestApp({}, { demoCatalogue: true });
  [editor, customer] = await Promise.all([t.login("demo-editor"), t.login("demo-customer-2")]);
});
afterAll(() => t.close());

async function get(url: string, token: string) {
  const response = await t.app.inject({ method: "GET", url, headers: authHeader(token) });
  expect(response.statusCode, url).toBe(200);
  return response.json();
}

async function templateId(title: string) {
  const list = await get(
    `/api/agreement/editor/template/list/?filter__title=${encodeURIComponent(title)}`,
    editor,
  );
  return list.results[0].id as number;
}

describe("demo calculators", () => {
  it("are offered beside the lease and the permanent hiring, in order; those with a definition published", async () => {
    const lease = await templateId("canone libero (4+4)");
    const links = await get(
      `/api/agreement/editor/template-with-calculator/list/?filter__template=${lease}`,
      editor,
    );
    expect(links.results.map((r: { calculator_title: string }) => r.calculator_title)).toEqual([
      "Aggiornamento ISTAT del canone di locazione",
      "Interessi legali (art. 1284 c.c.)",
      "Scadenze del contratto di locazione (L. 431/1998 e L. 392/1978)",
    ]);
    expect(links.results.map((r: { calculator_status: string }) => r.calculator_status)).toEqual([
      "public",
      "public",
      "public",
    ]);
    const hiring = await templateId("tempo indeterminato");
    const work = await get(
      `/api/agreement/editor/template-with-calculator/list/?filter__template=${hiring}`,
      editor,
    );
    // The TFR is published; the notice period is still a draft.
    expect(work.results.map((r: { calculator_status: string }) => r.calculator_status)).toEqual([
      "public",
      "draft",
    ]);
    expect(work.results[0].calculator_title).toBe("Trattamento di fine rapporto (art. 2120 c.c.)");
  });

  it("are shown to customers once published, never as drafts", async () => {
    const links = await get(
      "/api/agreement/customer/template-with-calculator/list/?no_page=no_page",
      customer,
    );
    expect(new Set(links.results.map((r: { calculator_title: string }) => r.calculator_title))).toEqual(
      new Set([
        "Aggiornamento ISTAT del canone di locazione",
        "Interessi legali (art. 1284 c.c.)",
        "Interessi moratori nelle transazioni commerciali (D.Lgs. 231/2002)",
        "Rivalutazione monetaria ISTAT e interessi legali su crediti",
        "Scadenze del contratto di locazione (L. 431/1998 e L. 392/1978)",
        "Trattamento di fine rapporto (art. 2120 c.c.)",
      ]),
    );
  });

  it("are found by the calculator wizard: subjects, then the calculator, every leaf a public calculator", async () => {
    const roots = await get("/api/calculator/customer/wizard/root-nodes-list/", customer);
    expect(roots.results.map((n: { title: string }) => n.title)).toEqual([
      "Interessi",
      "Locazioni",
      "Lavoro",
    ]);
    const [interessi] = roots.results;
    const below = await get(
      `/api/calculator/customer/wizard/${interessi.id}/descendant-nodes-list/`,
      customer,
    );
    expect(
      below.results.map((n: { title: string; templates: { title: string; locked: boolean }[] }) => [
        n.title,
        n.templates.map((c) => [c.title, c.locked]),
      ]),
    ).toEqual([
      [
        "Interessi legali (somme dovute tra privati, restituzioni, risarcimenti)",
        [["Interessi legali (art. 1284 c.c.)", false]],
      ],
      [
        "Interessi di mora (transazioni commerciali)",
        [["Interessi moratori nelle transazioni commerciali (D.Lgs. 231/2002)", false]],
      ],
      [
        "Rivalutazione monetaria e interessi (risarcimenti e altri crediti di valore)",
        [["Rivalutazione monetaria ISTAT e interessi legali su crediti", false]],
      ],
    ]);
    const all = await get("/api/calculator/customer/wizard/list/?no_page=no_page&exclude__id=", customer);
    const leaves = all.results.filter((n: { is_leaf: boolean }) => n.is_leaf);
    expect(leaves.every((n: { templates: unknown[] }) => n.templates.length > 0)).toBe(true);
    const english = await t.app.inject({
      method: "GET",
      url: "/api/calculator/customer/wizard/root-nodes-list/",
      headers: { ...authHeader(customer), "accept-language": "en" },
    });
    expect(english.json().results.map((n: { title: string }) => n.title)).toEqual([
      "Interest",
      "Leases",
      "Employment",
    ]);
  });

  it("answer a bad value beside its field, for customers and for the editors trying them (issue 31)", async () => {
    const calculators = await get("/api/calculator/editor/template/list/?no_page=no_page", editor);
    const idOf = (code: string) =>
      calculators.results.find((c: { code: string | null }) => c.code === code)?.id as number;
    const evaluate = (side: "customer" | "editor", code: string, values: Record<string, unknown>) =>
      t.app.inject({
        method: "PUT",
        url: `/api/calculator/${side}/template/evaluate/${idOf(code)}/`,
        headers: { ...authHeader(side === "editor" ? editor : customer), "accept-language": "it" },
        payload: { values },
      });
    const reversed = { capitale: "1000", data_inizio: "2024-03-01", data_fine: "2024-02-01" };
    for (const side of ["customer", "editor"] as const)
      for (const code of ["interessi-legali", "interessi-moratori", "rivalutazione-interessi"]) {
        const response = await evaluate(side, code, reversed);
        expect(response.statusCode, `${side} ${code}`).toBe(400);
        expect(response.json(), `${side} ${code}`).toEqual({
          status_code: 400,
          data_fine: ["La data finale precede quella iniziale"],
        });
      }
    const years = await evaluate("customer", "tfr", {
      retribuzioni: [
        { anno: 2023, retribuzione: "20000" },
        { anno: 2025, retribuzione: "20000" },
      ],
      data_cessazione: "2025-07-20",
    });
    expect(years.json()).toEqual({
      status_code: 400,
      retribuzioni: [
        "Retribuzioni annue utili ai fini del TFR: gli anni devono susseguirsi senza salti e l'ultimo deve essere quello della cessazione",
      ],
    });
  });

  it("are loaded once", async () => {
    const calculators = await get("/api/calculator/editor/template/list/?no_page=no_page", editor);
    expect(calculators.count).toBeGreaterThanOrEqual(5);
    const wizard = await get("/api/calculator/editor/wizard/list/?no_page=no_page", editor);
    expect((await seedDemoData(t.database.db)).calculators).toBe(0);
    expect((await get("/api/calculator/editor/wizard/list/?no_page=no_page", editor)).count).toBe(
      wizard.count,
    );
    expect((await get("/api/calculator/editor/template/list/", editor)).count).toBe(calculators.count);
  });
});

import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents } from "../../platform/audit/audit.table";
import { seedFixtureCalculators, setCalculatorStatus } from "../../test/calculator-fixture";
import { C, E, type EditorTestContext, setUpEditorTest } from "../../test/editor-test-support";

// `template-with-calculator` (spec §7): customers read links of public templates to public
// calculators; editors write them through the generic resource.
let ctx: EditorTestContext;
let calc: Record<string, number>;
const ids: Record<string, number> = {};
const CUSTOMER = `${C}/template-with-calculator`;
const EDITOR = `${E}/template-with-calculator`;

beforeAll(async () => {
  ctx = await setUpEditorTest();
  // `interessi` stays a draft: customers must never see it.
  calc = await seedFixtureCalculators(ctx.t.database.db, ["canone", "tfr", "rivalutazione"]);
  const list = (await ctx.call("GET", `${E}/template/list/?no_page=no_page`, ctx.editor)).body.results;
  for (const row of list as { id: number; title: string }[]) ids[row.title] = row.id;
});
afterAll(() => ctx.t.close());

const locazione = () => ids["Contratto di locazione ad uso abitativo"] as number;
const transitoria = () => ids["Locazione transitoria"] as number;
const indeterminato = () => ids["Assunzione a tempo indeterminato"] as number;

describe("customer template-with-calculator", () => {
  it("lists a template's links to public calculators only, with the calculator's title and language", async () => {
    const { status, body } = await ctx.call(
      "GET",
      `${CUSTOMER}/list/?filter__template=${locazione()}`,
      ctx.giulia,
    );
    expect(status).toBe(200);
    expect(body).toEqual({
      results: [
        {
          id: expect.any(Number),
          template: locazione(),
          calculator: calc.canone,
          calculator_title: "Aggiornamento ISTAT del canone di locazione",
          calculator_language: "it",
          position: 0,
          mapping: {},
        },
      ],
      per_page: 10,
      count: 1,
    });
    // Its only calculator is a draft.
    const none = await ctx.call("GET", `${CUSTOMER}/list/?filter__template=${transitoria()}`, ctx.giulia);
    expect(none.body).toMatchObject({ results: [], count: 0 });
  });

  it("lists every visible link without a filter, whole with no_page, in the asked order", async () => {
    const all = await ctx.call("GET", `${CUSTOMER}/list/?no_page=no_page`, ctx.mario);
    expect(all.body.results.map((r: { calculator: number }) => r.calculator).sort()).toEqual(
      [calc.canone, calc.tfr].sort(),
    );
    expect(all.body.count).toBe(2);
    const ordered = await ctx.call("GET", `${CUSTOMER}/list/?order_by__=-template`, ctx.mario);
    expect(ordered.body.results.map((r: { template: number }) => r.template)).toEqual(
      [locazione(), indeterminato()].sort((a, b) => b - a),
    );
    const refused = await ctx.call("GET", `${CUSTOMER}/list/?order_by__=calculator_title`, ctx.mario);
    expect(refused.status).toBe(400);
    expect(refused.body.order_by__).toEqual(["Ordering not allowed: calculator_title"]);
    const badFilter = await ctx.call("GET", `${CUSTOMER}/list/?filter__template=abc`, ctx.mario);
    expect(badFilter.status).toBe(400);
  });

  it("retrieves a visible link and answers 404 for a draft calculator's", async () => {
    const editorRows = (await ctx.call("GET", `${EDITOR}/list/?filter__template=${locazione()}`, ctx.editor))
      .body.results as { id: number; calculator: number }[];
    const visible = editorRows.find((r) => r.calculator === calc.canone);
    const hidden = editorRows.find((r) => r.calculator === calc.interessi);
    const shown = await ctx.call("GET", `${CUSTOMER}/retrieve/${visible?.id}/`, ctx.giulia);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ calculator: calc.canone, template: locazione() });
    expect(shown.body).not.toHaveProperty("calculator_status");
    expect((await ctx.call("GET", `${CUSTOMER}/retrieve/${hidden?.id}/`, ctx.giulia)).status).toBe(404);
    expect((await ctx.call("GET", `${CUSTOMER}/retrieve/999999/`, ctx.giulia)).status).toBe(404);
  });

  it("shows a calculator's links once it is published, and hides them again when withdrawn", async () => {
    const url = `${CUSTOMER}/list/?filter__template=${transitoria()}`;
    await setCalculatorStatus(ctx.t.database.db, calc.interessi as number, "public");
    expect((await ctx.call("GET", url, ctx.giulia)).body.count).toBe(1);
    await setCalculatorStatus(ctx.t.database.db, calc.interessi as number, "draft");
    expect((await ctx.call("GET", url, ctx.giulia)).body.count).toBe(0);
  });

  it("has no write calls for customers, and its calls are for customers only", async () => {
    const write = await ctx.call("POST", `${CUSTOMER}/create/`, ctx.giulia, {
      template: locazione(),
      calculator: calc.rivalutazione,
    });
    expect(write.status).toBe(404);
    const editorOnCustomer = await ctx.call("GET", `${CUSTOMER}/list/`, ctx.editor);
    expect(editorOnCustomer.status).toBe(403);
    expect(editorOnCustomer.body).toMatchObject({ status_code: 403, non_field_errors: [expect.any(String)] });
    for (const [method, url] of [
      ["GET", `${EDITOR}/list/`],
      ["POST", `${EDITOR}/create/`],
      ["PUT", `${EDITOR}/partial-update/1/`],
      ["DELETE", `${EDITOR}/destroy/1/`],
    ] as const) {
      expect((await ctx.call(method, url, ctx.giulia, {})).status, `${method} ${url}`).toBe(403);
    }
  });
});

describe("editor template-with-calculator", () => {
  let linkId: number;

  it("lists links whatever the calculator's status, with that status", async () => {
    const { body } = await ctx.call("GET", `${EDITOR}/list/?filter__template=${locazione()}`, ctx.editor);
    expect(body.results).toEqual([
      expect.objectContaining({ calculator: calc.canone, position: 0, calculator_status: "public" }),
      expect.objectContaining({ calculator: calc.interessi, position: 1, calculator_status: "draft" }),
    ]);
    expect(body.count).toBe(2);
    // A page of one still counts every link the filters keep (the count reads the links alone).
    const first = await ctx.call("GET", `${EDITOR}/list/?per_page=1`, ctx.editor);
    const whole = await ctx.call("GET", `${EDITOR}/list/?no_page=no_page`, ctx.editor);
    expect(first.body.results).toHaveLength(1);
    expect(first.body.count).toBe(whole.body.results.length);
  });

  it("creates a link after the template's others, and records it", async () => {
    const { status, body } = await ctx.call("POST", `${EDITOR}/create/`, ctx.editor, {
      template: locazione(),
      calculator: calc.rivalutazione,
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      template: locazione(),
      calculator: calc.rivalutazione,
      calculator_title: "Rivalutazione monetaria (indici ISTAT FOI)",
      calculator_status: "public",
      position: 2,
    });
    linkId = body.id;
    const [event] = await ctx.t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, "template.calculator_link"), eq(auditEvents.subject_id, locazione())),
      );
    expect(event?.data).toMatchObject({ link: linkId, calculator: calc.rivalutazione, position: 2 });
    const customer = await ctx.call("GET", `${CUSTOMER}/list/?filter__template=${locazione()}`, ctx.giulia);
    expect(customer.body.results.map((r: { calculator: number }) => r.calculator)).toEqual([
      calc.canone,
      calc.rivalutazione,
    ]);
  });

  it("refuses a pair already linked, and ids that do not exist, as field errors", async () => {
    const duplicate = await ctx.call(
      "POST",
      `${EDITOR}/create/`,
      ctx.editor,
      { template: locazione(), calculator: calc.canone },
      "it",
    );
    expect(duplicate.status).toBe(400);
    expect(duplicate.body).toEqual({
      status_code: 400,
      calculator: [
        "Il calcolatore «Aggiornamento ISTAT del canone di locazione» è già collegato a questo modello",
      ],
    });
    const unknown = await ctx.call("POST", `${EDITOR}/create/`, ctx.editor, {
      template: 999999,
      calculator: 888888,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({
      status_code: 400,
      template: ["No such template: 999999"],
      calculator: ["No such calculator: 888888"],
    });
    const malformed = await ctx.call("POST", `${EDITOR}/create/`, ctx.editor, { template: "x", extra: 1 });
    expect(malformed.status).toBe(400);
    expect(malformed.body.status_code).toBe(400);
  });

  it("links a pair once when two editors link it at the same time", async () => {
    const body = { template: indeterminato(), calculator: calc.rivalutazione };
    const answers = await Promise.all([
      ctx.call("POST", `${EDITOR}/create/`, ctx.editor, body),
      ctx.call("POST", `${EDITOR}/create/`, ctx.editor, body),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 400]);
    expect(answers.find((a) => a.status === 400)?.body.calculator[0]).toMatch(/already linked/);
    const created = answers.find((a) => a.status === 201)?.body.id;
    expect((await ctx.call("DELETE", `${EDITOR}/destroy/${created}/`, ctx.editor)).status).toBe(204);
  });

  it("moves a link and refuses to turn it into a duplicate", async () => {
    const moved = await ctx.call("PUT", `${EDITOR}/partial-update/${linkId}/`, ctx.editor, { position: 0 });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ id: linkId, position: 0, calculator: calc.rivalutazione });
    const ordered = await ctx.call(
      "GET",
      `${EDITOR}/list/?filter__template=${locazione()}&order_by__=position`,
      ctx.editor,
    );
    // The others move down: positions never tie.
    expect(
      ordered.body.results.map((r: { calculator: number; position: number }) => [r.calculator, r.position]),
    ).toEqual([
      [calc.rivalutazione, 0],
      [calc.canone, 1],
      [calc.interessi, 2],
    ]);
    const clash = await ctx.call("PUT", `${EDITOR}/partial-update/${linkId}/`, ctx.editor, {
      calculator: calc.interessi,
    });
    expect(clash.status).toBe(400);
    expect(clash.body.calculator[0]).toMatch(/already linked/);
    expect(
      (await ctx.call("PUT", `${EDITOR}/partial-update/999999/`, ctx.editor, { position: 1 })).status,
    ).toBe(404);
  });

  it("moves a link to another template, after that template's calculators", async () => {
    const moved = await ctx.call("PUT", `${EDITOR}/partial-update/${linkId}/`, ctx.editor, {
      template: transitoria(),
    });
    expect(moved.body).toMatchObject({ template: transitoria(), position: 1 });
    const left = await ctx.call("GET", `${EDITOR}/list/?filter__template=${locazione()}`, ctx.editor);
    expect(left.body.results.map((r: { position: number }) => r.position)).toEqual([0, 1]);
    const back = await ctx.call("PUT", `${EDITOR}/partial-update/${linkId}/`, ctx.editor, {
      template: locazione(),
      position: 2,
    });
    expect(back.body).toMatchObject({ template: locazione(), position: 2 });
  });

  it("retrieves and destroys a link", async () => {
    const shown = await ctx.call("GET", `${EDITOR}/retrieve/${linkId}/`, ctx.editor);
    expect(shown.body).toMatchObject({ id: linkId, calculator_status: "public" });
    const gone = await ctx.call("DELETE", `${EDITOR}/destroy/${linkId}/`, ctx.editor);
    expect(gone.status).toBe(204);
    expect((await ctx.call("GET", `${EDITOR}/retrieve/${linkId}/`, ctx.editor)).status).toBe(404);
    expect((await ctx.call("DELETE", `${EDITOR}/destroy/${linkId}/`, ctx.editor)).status).toBe(404);
    const left = await ctx.call("GET", `${EDITOR}/list/?filter__template=${locazione()}`, ctx.editor);
    expect(left.body.results.map((r: { position: number }) => r.position)).toEqual([0, 1]);
    const events = await ctx.t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "template.calculator_unlink"));
    expect(events.map((e) => e.data)).toContainEqual({ link: linkId, calculator: calc.rivalutazione });
  });
});

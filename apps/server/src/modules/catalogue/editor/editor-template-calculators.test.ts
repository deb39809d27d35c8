import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents } from "../../../platform/audit/audit.table";
import { seedFixtureCalculators } from "../../../test/calculator-fixture";
import {
  C,
  E,
  type EditorTestContext,
  setUpEditorTest,
  templatePayload,
} from "../../../test/editor-test-support";

// The template screen's `calculators` (issue 7): saved in the link table, copied to new versions.
let ctx: EditorTestContext;
let calc: Record<string, number>;
let locazione: number;
const T = `${E}/template`;
const customerLinks = async (templateId: number) =>
  (
    await ctx.call("GET", `${C}/template-with-calculator/list/?filter__template=${templateId}`, ctx.giulia)
  ).body.results.map((r: { calculator: number }) => r.calculator);

beforeAll(async () => {
  ctx = await setUpEditorTest();
  calc = await seedFixtureCalculators(ctx.t.database.db, ["canone", "tfr", "rivalutazione"]);
  const list = await ctx.call("GET", `${T}/list/?filter__title=uso abitativo`, ctx.editor);
  locazione = list.body.results[0].id;
});
afterAll(() => ctx.t.close());

describe("template calculators", () => {
  it("come with the detail, in their order", async () => {
    const { body } = await ctx.call("GET", `${T}/retrieve/${locazione}/`, ctx.editor);
    expect(body.calculators).toEqual([calc.canone, calc.interessi]);
  });

  it("are listed by calculator for the editors, each naming its template version", async () => {
    const { body } = await ctx.call(
      "GET",
      `${E}/template-with-calculator/list/?no_page=no_page&filter__calculator=${calc.canone}`,
      ctx.editor,
    );
    expect(body.results).toEqual([
      expect.objectContaining({
        template: locazione,
        calculator: calc.canone,
        template_title: expect.stringContaining("uso abitativo"),
        template_version: 1,
        template_status: "public",
      }),
    ]);
  });

  it("are replaced by a partial update, in the order sent, and audited", async () => {
    const { status, body } = await ctx.call("PUT", `${T}/partial-update/${locazione}/`, ctx.editor, {
      calculators: [calc.rivalutazione, calc.canone, calc.rivalutazione],
    });
    expect(status).toBe(200);
    expect(body.calculators).toEqual([calc.rivalutazione, calc.canone]);
    expect(await customerLinks(locazione)).toEqual([calc.rivalutazione, calc.canone]);
    const events = await ctx.t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "template.update"));
    expect(events.at(-1)?.data).toMatchObject({
      changed: ["calculators"],
      calculators: [calc.rivalutazione, calc.canone, calc.rivalutazione],
    });
    // A write that does not send them leaves them alone.
    const untouched = await ctx.call("PUT", `${T}/partial-update/${locazione}/`, ctx.editor, {
      keywords: ["casa"],
    });
    expect(untouched.body.calculators).toEqual([calc.rivalutazione, calc.canone]);
  });

  it("refuses calculators that do not exist, and changes nothing", async () => {
    const { status, body } = await ctx.call("PUT", `${T}/partial-update/${locazione}/`, ctx.editor, {
      title: "Mai salvato",
      calculators: [calc.canone, 999999],
    });
    expect(status).toBe(400);
    expect(body).toEqual({ status_code: 400, calculators: ["No such calculator: 999999"] });
    const detail = await ctx.call("GET", `${T}/retrieve/${locazione}/`, ctx.editor);
    expect(detail.body).toMatchObject({
      title: "Contratto di locazione ad uso abitativo",
      calculators: [calc.rivalutazione, calc.canone],
    });
  });

  it("are copied by create-new-version, which may change them, without touching the source", async () => {
    const copy = await ctx.call("POST", `${T}/create-new-version/${locazione}/`, ctx.editor, {});
    expect(copy.status).toBe(201);
    expect(copy.body.calculators).toEqual([calc.rivalutazione, calc.canone]);
    // The draft's links are not the customers': they still see version 1's.
    expect(await customerLinks(copy.body.id)).toEqual([]);
    const changed = await ctx.call("POST", `${T}/create-new-version/${locazione}/`, ctx.editor, {
      calculators: [calc.tfr],
    });
    expect(changed.body.calculators).toEqual([calc.tfr]);
    const source = await ctx.call("GET", `${T}/retrieve/${locazione}/`, ctx.editor);
    expect(source.body.calculators).toEqual([calc.rivalutazione, calc.canone]);
    // Published, the new version's links are what customers get.
    await ctx.call("PATCH", `${T}/set-status/${copy.body.id}/`, ctx.editor, { status: "public" });
    expect(await customerLinks(copy.body.id)).toEqual([calc.rivalutazione, calc.canone]);
    expect(await customerLinks(locazione)).toEqual([]);
  });

  it("are set by create, and go with a deleted version", async () => {
    const created = await ctx.call(
      "POST",
      `${T}/create/`,
      ctx.editor,
      templatePayload({ calculators: [calc.tfr, calc.canone] }),
    );
    expect(created.status).toBe(201);
    expect(created.body.calculators).toEqual([calc.tfr, calc.canone]);
    expect((await ctx.call("DELETE", `${T}/destroy/${created.body.id}/`, ctx.editor)).status).toBe(200);
    const links = await ctx.call(
      "GET",
      `${E}/template-with-calculator/list/?filter__template=${created.body.id}`,
      ctx.editor,
    );
    expect(links.body.count).toBe(0);
  });
});

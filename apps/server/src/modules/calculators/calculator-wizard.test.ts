import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents } from "../../platform/audit/audit.table";
import { seedFixtureCalculators, setCalculatorStatus } from "../../test/calculator-fixture";
import { type EditorTestContext, setUpEditorTest } from "../../test/editor-test-support";

// The calculator wizard (issue 14): the contract wizard's tree code, its leaves ending on
// calculators. Editors build it under /api/calculator/editor/wizard; customers walk it under
// /api/calculator/customer/wizard and meet public calculators only, locked ones flagged.
let ctx: EditorTestContext;
let calc: Record<"canone" | "interessi" | "tfr" | "rivalutazione", number>;
const EW = "/api/calculator/editor/wizard";
const CW = "/api/calculator/customer/wizard";
// biome-ignore lint/suspicious/noExplicitAny: test bodies are read loosely
type Node = any;

const create = (payload: object, language = "it") =>
  ctx.call("POST", `${EW}/create/`, ctx.editor, payload, language);
const titles = (body: { results: Node[] }) => body.results.map((n: Node) => n.title);

let root: Node;
let interessi: Node;
let locazioni: Node;

beforeAll(async () => {
  ctx = await setUpEditorTest();
  // canone and tfr public (tfr: module work, outside Mario's subscription); interessi a draft.
  calc = (await seedFixtureCalculators(ctx.t.database.db, ["canone", "tfr"])) as typeof calc;
  root = (await create({ title_it: "Calcoli legali", title_en: "Legal calculations" })).body;
  interessi = (
    await create({
      parent: root.id,
      title_it: "Interessi",
      title_en: "Interest",
      templates: [calc.interessi, calc.tfr],
    })
  ).body;
  locazioni = (
    await create({
      parent: root.id,
      title_it: "Locazioni",
      title_en: "",
      question_it: "Che cosa calcoli?",
      templates: [calc.canone],
    })
  ).body;
});
afterAll(() => ctx.t.close());

describe("editor calculator wizard", () => {
  it("creates roots and children whose leaves end on calculators, with an audit event", async () => {
    expect(root).toMatchObject({ parent: null, tree_id: root.id, level: 0, is_leaf: true, templates: [] });
    expect(interessi).toMatchObject({ parent: root.id, tree_id: root.id, level: 1, position: 0 });
    // Calculators are not versioned: each answers its own id as family, version 1.
    expect(interessi.templates).toEqual([
      {
        id: calc.interessi,
        family_id: calc.interessi,
        version: 1,
        title: "Interessi legali (art. 1284 c.c.)",
        language: "it",
        status: "draft",
      },
      {
        id: calc.tfr,
        family_id: calc.tfr,
        version: 1,
        title: "Trattamento di fine rapporto (art. 2120 c.c.)",
        language: "it",
        status: "public",
      },
    ]);
    expect(locazioni).toMatchObject({ title_en: "Locazioni", question_it: "Che cosa calcoli?", position: 1 });
    const audit = await ctx.t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.subject_id, interessi.id));
    expect(audit.map((a) => a.action)).toContain("calculator_wizard.create");
  });

  it("retrieves, edits and relinks a node", async () => {
    const updated = await ctx.call("PUT", `${EW}/partial-update/${locazioni.id}/`, ctx.editor, {
      title_en: "Leases",
      templates: [calc.canone, calc.rivalutazione],
    });
    expect(updated.status).toBe(200);
    expect(updated.body.title).toBe("Leases");
    expect(updated.body.templates.map((r: Node) => r.id)).toEqual([calc.canone, calc.rivalutazione]);
    const again = await ctx.call("GET", `${EW}/retrieve/${locazioni.id}/`, ctx.editor);
    expect(again.body).toEqual(updated.body);
  });

  it("lists the whole tree with exclude__id, and the leaves under a node", async () => {
    const all = await ctx.call("GET", `${EW}/list/?no_page=no_page&exclude__id=`, ctx.editor);
    expect(all.status).toBe(200);
    expect(titles(all.body)).toEqual(["Legal calculations", "Interest", "Leases"]);
    const without = await ctx.call(
      "GET",
      `${EW}/list/?no_page=no_page&exclude__id=${interessi.id}`,
      ctx.editor,
    );
    expect(titles(without.body)).toEqual(["Legal calculations", "Leases"]);
    const leaves = await ctx.call("GET", `${EW}/${root.id}/leaf-list/?no_page=no_page`, ctx.editor);
    expect(leaves.status).toBe(200);
    expect(leaves.body.results.map((n: Node) => n.id)).toEqual([interessi.id, locazioni.id]);
    // A leaf's own subtree is itself.
    const self = await ctx.call("GET", `${EW}/${interessi.id}/leaf-list/?no_page=no_page`, ctx.editor);
    expect(self.body.results.map((n: Node) => n.id)).toEqual([interessi.id]);
    expect((await ctx.call("GET", `${EW}/999999/leaf-list/?no_page=no_page`, ctx.editor)).status).toBe(404);
  });

  it("refuses bad input with field errors, never a 500", async () => {
    const unknown = await create({ parent: root.id, title_it: "X", templates: [999999] }, "en");
    expect(unknown.status).toBe(400);
    expect(unknown.body.templates).toEqual(["No such calculator: 999999"]);
    const notLeaf = await ctx.call(
      "PUT",
      `${EW}/partial-update/${root.id}/`,
      ctx.editor,
      { templates: [calc.canone] },
      "en",
    );
    expect(notLeaf.status).toBe(400);
    expect(notLeaf.body.templates[0]).toMatch(/calculators are linked to the last steps/);
    const underLinked = await create({ parent: interessi.id, title_it: "Sotto" }, "en");
    expect(underLinked.status).toBe(409);
    expect(underLinked.body.non_field_errors[0]).toMatch(/linked to calculators/);
    for (const body of [
      {},
      { title_it: "" },
      { title_it: "X", parent: "a" },
      { title_it: "X", templates: [-1] },
    ]) {
      const response = await create(body, "en");
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect((await create({ title_it: "X", parent: 999999 }, "en")).body.parent).toBeDefined();
    expect((await ctx.call("GET", `${EW}/list/?exclude__id=abc`, ctx.editor)).status).toBe(400);
    expect((await ctx.call("GET", `${EW}/retrieve/999999/`, ctx.editor)).status).toBe(404);
  });

  it("deletes a leaf with its links, but not a node with children", async () => {
    const extra = (await create({ parent: root.id, title_it: "Da eliminare", templates: [calc.canone] }))
      .body;
    expect((await ctx.call("DELETE", `${EW}/destroy/${root.id}/`, ctx.editor)).status).toBe(409);
    expect((await ctx.call("DELETE", `${EW}/destroy/${extra.id}/`, ctx.editor)).status).toBe(204);
    expect((await ctx.call("GET", `${EW}/retrieve/${extra.id}/`, ctx.editor)).status).toBe(404);
    expect((await ctx.call("DELETE", `${EW}/destroy/${extra.id}/`, ctx.editor)).status).toBe(404);
  });

  it("is for editors only", async () => {
    expect((await ctx.call("GET", `${EW}/list/`, ctx.mario)).status).toBe(403);
    expect((await ctx.call("POST", `${EW}/create/`, ctx.mario, { title_it: "X" })).status).toBe(403);
    expect((await ctx.call("GET", `${EW}/list/`, null)).status).toBe(401);
  });
});

describe("customer calculator wizard", () => {
  it("walks roots, children and descendants, showing public calculators only", async () => {
    const roots = await ctx.call("GET", `${CW}/root-nodes-list/`, ctx.mario);
    expect(roots.status).toBe(200);
    expect(titles(roots.body)).toEqual(["Legal calculations"]);
    const children = await ctx.call("GET", `${CW}/${root.id}/children-nodes-list/`, ctx.mario);
    expect(titles(children.body)).toEqual(["Interest", "Leases"]);
    const descendants = await ctx.call(
      "GET",
      `${CW}/${root.id}/descendant-nodes-list/`,
      ctx.mario,
      undefined,
      "it",
    );
    expect(descendants.status).toBe(200);
    const byId = new Map(descendants.body.results.map((n: Node) => [n.id, n]));
    expect([...byId.keys()]).toEqual([interessi.id, locazioni.id]);
    // The draft "interessi" and "rivalutazione" are left out; tfr (module work) is locked for Mario.
    expect((byId.get(interessi.id) as Node).templates).toEqual([
      { id: calc.tfr, title: "Trattamento di fine rapporto (art. 2120 c.c.)", language: "it", locked: true },
    ]);
    expect((byId.get(locazioni.id) as Node).templates).toEqual([
      {
        id: calc.canone,
        title: "Aggiornamento ISTAT del canone di locazione",
        language: "it",
        locked: false,
      },
    ]);
    expect((byId.get(locazioni.id) as Node).question).toBe("Che cosa calcoli?");
  });

  it("opens every module to a customer who subscribes to it, and follows publication", async () => {
    const giulia = await ctx.call("GET", `${CW}/${root.id}/descendant-nodes-list/`, ctx.giulia);
    const leaf = giulia.body.results.find((n: Node) => n.id === interessi.id);
    expect(leaf.templates.map((r: Node) => [r.id, r.locked])).toEqual([[calc.tfr, false]]);
    await setCalculatorStatus(ctx.t.database.db, calc.interessi, "public");
    const after = await ctx.call("GET", `${CW}/${interessi.id}/descendant-nodes-list/`, ctx.giulia);
    expect(after.body.results).toEqual([]);
    const list = await ctx.call("GET", `${CW}/list/?no_page=no_page&exclude__id=${root.id}`, ctx.giulia);
    expect(
      list.body.results.find((n: Node) => n.id === interessi.id).templates.map((r: Node) => r.id),
    ).toEqual([calc.interessi, calc.tfr]);
    await setCalculatorStatus(ctx.t.database.db, calc.interessi, "draft");
  });

  it("answers 404 for an unknown node and 400 for a bad id or query", async () => {
    expect((await ctx.call("GET", `${CW}/999999/descendant-nodes-list/`, ctx.mario)).status).toBe(404);
    expect((await ctx.call("GET", `${CW}/999999/children-nodes-list/`, ctx.mario)).status).toBe(404);
    expect((await ctx.call("GET", `${CW}/abc/descendant-nodes-list/`, ctx.mario)).status).toBe(400);
    expect((await ctx.call("GET", `${CW}/list/?exclude__id=x`, ctx.mario)).status).toBe(400);
  });

  it("is for customers only", async () => {
    expect((await ctx.call("GET", `${CW}/root-nodes-list/`, ctx.editor)).status).toBe(403);
    expect((await ctx.call("GET", `${CW}/root-nodes-list/`, null)).status).toBe(401);
  });
});

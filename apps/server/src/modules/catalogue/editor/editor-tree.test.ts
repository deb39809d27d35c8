import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditEvents } from "../../../platform/audit/audit.table";
import { C, E, editorSuite, templatePayload } from "../../../test/editor-test-support";
import { categories } from "../template.table";

const ctx = editorSuite();
const CAT = `${E}/category`;
const WIZ = `${E}/wizard`;

const createCategory = (payload: object, language = "en") =>
  ctx.call("POST", `${CAT}/create/`, ctx.editor, payload, language);
const childTitles = async (parentId: number) =>
  (await ctx.call("GET", `${CAT}/list/?no_page=no_page`, ctx.editor)).body.results
    .filter((n: { parent: number | null }) => n.parent === parentId)
    .map((n: { title: string; position: number }) => `${n.position}:${n.title}`);

describe("access", () => {
  it("refuses customers (403) and anonymous callers (401) on every tree write", async () => {
    for (const base of [CAT, WIZ]) {
      for (const [method, url] of [
        ["POST", `${base}/create/`],
        ["GET", `${base}/retrieve/1/`],
        ["PUT", `${base}/partial-update/1/`],
        ["PATCH", `${base}/set-status/1/`],
        ["PATCH", `${base}/move/1/`],
        ["DELETE", `${base}/destroy/1/`],
      ] as const) {
        expect((await ctx.call(method, url, ctx.giulia, {})).status, url).toBe(403);
        expect((await ctx.call(method, url, null, {})).status, url).toBe(401);
      }
    }
  });
});

describe("category tree", () => {
  // biome-ignore lint/suspicious/noExplicitAny: test bodies are read loosely
  let root: any;

  it("creates a root after the existing ones, and children below it with consistent tree data", async () => {
    const created = await createCategory({ title_it: "Contratti societari", title_en: "" });
    expect(created.status).toBe(201);
    root = created.body;
    expect(root).toMatchObject({
      parent: null,
      tree_id: root.id,
      level: 0,
      status: 1,
      is_leaf: true,
      title: "Contratti societari",
      title_en: "Contratti societari",
      templates: [],
    });
    const roots = (await ctx.call("GET", `${CAT}/root-nodes-list/?no_page=no_page`, ctx.editor)).body.results;
    expect(roots.at(-1).id).toBe(root.id);
    const child = (await createCategory({ parent: root.id, title_it: "Cessioni", title_en: "Transfers" }))
      .body;
    const grandChild = (await createCategory({ parent: child.id, title_it: "Quote", title_en: "Shares" }))
      .body;
    expect(child).toMatchObject({
      parent: root.id,
      tree_id: root.id,
      level: 1,
      position: 0,
      title: "Transfers",
    });
    expect(grandChild).toMatchObject({ parent: child.id, tree_id: root.id, level: 2, position: 0 });
    const rows = await ctx.t.database.db
      .select({ id: categories.id, path: categories.path })
      .from(categories)
      .where(inArray(categories.id, [child.id, grandChild.id]));
    expect(rows.find((r) => r.id === grandChild.id)?.path).toBe(`/${root.id}/${child.id}/${grandChild.id}/`);
    expect((await ctx.call("GET", `${CAT}/retrieve/${root.id}/`, ctx.editor)).body.is_leaf).toBe(false);
    // The customers' tree shows the new branch.
    const below = await ctx.call(
      "GET",
      `${C}/category/${root.id}/descendant-nodes-list/?no_page=no_page`,
      ctx.mario,
    );
    expect(below.body.results.map((n: { id: number }) => n.id)).toEqual([child.id, grandChild.id]);
  });

  it("validates: title required, parent must exist", async () => {
    const missing = await createCategory({ title_it: " " });
    expect(missing).toMatchObject({
      status: 400,
      body: { title_it: ["The Italian title field is required"] },
    });
    const orphan = await createCategory({ parent: 999999, title_it: "X" }, "it");
    expect(orphan).toMatchObject({ status: 400, body: { parent: ["L'elemento padre indicato non esiste"] } });
  });

  it("edits titles and disables a node (status 0), shown disabled to customers", async () => {
    const updated = await ctx.call("PUT", `${CAT}/partial-update/${root.id}/`, ctx.editor, {
      title_en: "Company contracts",
    });
    expect(updated.body).toMatchObject({ title: "Company contracts", title_it: "Contratti societari" });
    const disabled = await ctx.call("PATCH", `${CAT}/set-status/${root.id}/`, ctx.editor, { status: 0 });
    expect(disabled.body.status).toBe(0);
    const roots = (await ctx.call("GET", `${C}/category/root-nodes-list/?no_page=no_page`, ctx.mario)).body
      .results;
    expect(roots.find((n: { id: number }) => n.id === root.id).status).toBe(0);
    expect((await ctx.call("PATCH", `${CAT}/set-status/${root.id}/`, ctx.editor, { status: 2 })).status).toBe(
      400,
    );
    await ctx.call("PATCH", `${CAT}/set-status/${root.id}/`, ctx.editor, { status: 1 });
  });

  it("reorders siblings", async () => {
    const parent = (await createCategory({ title_it: "Ordine" })).body;
    for (const title of ["A", "B", "C"]) await createCategory({ parent: parent.id, title_it: title });
    expect(await childTitles(parent.id)).toEqual(["0:A", "1:B", "2:C"]);
    const ids = (await ctx.call("GET", `${CAT}/list/?no_page=no_page`, ctx.editor)).body.results
      .filter((n: { parent: number }) => n.parent === parent.id)
      .map((n: { id: number }) => n.id);
    const moved = await ctx.call("PATCH", `${CAT}/move/${ids[2]}/`, ctx.editor, { position: 0 });
    expect(moved.body.position).toBe(0);
    expect(await childTitles(parent.id)).toEqual(["0:C", "1:A", "2:B"]);
    await ctx.call("PATCH", `${CAT}/move/${ids[2]}/`, ctx.editor, { position: 99 });
    expect(await childTitles(parent.id)).toEqual(["0:A", "1:B", "2:C"]);
    // Deleting the middle one closes the gap.
    expect((await ctx.call("DELETE", `${CAT}/destroy/${ids[1]}/`, ctx.editor)).status).toBe(204);
    expect(await childTitles(parent.id)).toEqual(["0:A", "1:C"]);
  });

  it("refuses to delete a node with children, or one that would leave templates without a category", async () => {
    const hasChildren = await ctx.call("DELETE", `${CAT}/destroy/${root.id}/`, ctx.editor);
    expect(hasChildren.status).toBe(409);
    expect(hasChildren.body.non_field_errors[0]).toMatch(
      /^Cannot delete “Company contracts”: it contains other items/,
    );

    const leaf = (await createCategory({ parent: root.id, title_it: "Patti parasociali" })).body;
    const other = (await createCategory({ parent: root.id, title_it: "Altro" })).body;
    const template = (
      await ctx.call("POST", `${E}/template/create/`, ctx.editor, templatePayload({ categories: [leaf.id] }))
    ).body;
    const refused = await ctx.call("DELETE", `${CAT}/destroy/${leaf.id}/`, ctx.editor, undefined, "it");
    expect(refused.status).toBe(409);
    expect(refused.body.non_field_errors).toEqual([
      `Impossibile eliminare «Patti parasociali»: questi modelli resterebbero senza categoria: «${template.title}» (v1). Assegnali prima a un'altra categoria`,
    ]);
    expect((await ctx.call("GET", `${CAT}/retrieve/${leaf.id}/`, ctx.editor)).body.templates).toMatchObject([
      { id: template.id, status: "draft", version: 1 },
    ]);
    await ctx.call("PUT", `${E}/template/partial-update/${template.id}/`, ctx.editor, {
      categories: [leaf.id, other.id],
    });
    expect((await ctx.call("DELETE", `${CAT}/destroy/${leaf.id}/`, ctx.editor)).status).toBe(204);
    expect(
      (await ctx.call("GET", `${E}/template/retrieve/${template.id}/`, ctx.editor)).body.categories,
    ).toEqual([other.id]);
    expect((await ctx.call("GET", `${CAT}/retrieve/${leaf.id}/`, ctx.editor)).status).toBe(404);
  });

  it("records each write in the audit trail", async () => {
    const events = await ctx.t.database.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.subject_id, root.id));
    expect(events.map((e) => e.action)).toEqual(
      expect.arrayContaining(["category.create", "category.update", "category.set_status"]),
    );
  });
});

describe("wizard tree", () => {
  it("links templates to leaves only, with questions in both languages", async () => {
    const root = (
      await ctx.call("POST", `${WIZ}/create/`, ctx.editor, {
        title_it: "Società",
        question_it: "Cosa devi fare?",
        question_en: "What do you need to do?",
      })
    ).body;
    expect(root).toMatchObject({
      level: 0,
      question_it: "Cosa devi fare?",
      question_en: "What do you need to do?",
    });
    const templateId = (
      await ctx.call("GET", `${E}/template/list/?filter__status=public&per_page=10`, ctx.editor)
    ).body.results[0].id;
    const leaf = await ctx.call("POST", `${WIZ}/create/`, ctx.editor, {
      parent: root.id,
      title_it: "Cedere quote",
      templates: [templateId],
    });
    expect(leaf.status).toBe(201);
    expect(leaf.body.templates.map((x: { id: number }) => x.id)).toEqual([templateId]);
    const customerLeaf = (await ctx.call("GET", `${C}/wizard/${root.id}/children-nodes-list/`, ctx.giulia))
      .body.results[0];
    expect(customerLeaf.templates.map((x: { id: number }) => x.id)).toEqual([templateId]);

    const notLeaf = await ctx.call("PUT", `${WIZ}/partial-update/${root.id}/`, ctx.editor, {
      templates: [templateId],
    });
    expect(notLeaf.status).toBe(400);
    expect(notLeaf.body.templates[0]).toMatch(/has sub-steps/);
    const underLinked = await ctx.call("POST", `${WIZ}/create/`, ctx.editor, {
      parent: leaf.body.id,
      title_it: "Troppo",
    });
    expect(underLinked.status).toBe(409);
    expect(underLinked.body.non_field_errors[0]).toMatch(/is linked to templates/);
    const unknown = await ctx.call("PUT", `${WIZ}/partial-update/${leaf.body.id}/`, ctx.editor, {
      templates: [999999],
    });
    expect(unknown.body).toMatchObject({ status_code: 400, templates: ["No such template: 999999"] });

    const cleared = await ctx.call("PUT", `${WIZ}/partial-update/${leaf.body.id}/`, ctx.editor, {
      templates: [],
      question_en: "",
    });
    expect(cleared.body).toMatchObject({ templates: [], question_en: null });
    expect((await ctx.call("DELETE", `${WIZ}/destroy/${root.id}/`, ctx.editor)).status).toBe(409);
    expect((await ctx.call("DELETE", `${WIZ}/destroy/${leaf.body.id}/`, ctx.editor)).status).toBe(204);
    expect((await ctx.call("DELETE", `${WIZ}/destroy/${root.id}/`, ctx.editor)).status).toBe(204);
  });
});

import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  C,
  E,
  type EditorTestContext,
  setUpEditorTest,
  templatePayload,
} from "../../../test/editor-test-support";
import { sampleValues } from "../../../test/sample-values";
import { templates } from "../template.table";

let ctx: EditorTestContext;
const T = `${E}/template`;
// biome-ignore lint/suspicious/noExplicitAny: test bodies are read loosely
let v1: any;
let agreementId: number;

const customerTitles = async (token: string) =>
  (await ctx.call("GET", `${C}/template/list/?no_page=no_page`, token)).body.results.map(
    (r: { id: number; title: string }) => `${r.id}:${r.title}`,
  );

beforeAll(async () => {
  ctx = await setUpEditorTest();
  const list = (await ctx.call("GET", `${T}/list/?filter__title=uso abitativo`, ctx.editor)).body.results;
  v1 = (await ctx.call("GET", `${T}/retrieve/${list[0].id}/`, ctx.editor)).body;
  const created = await ctx.call("POST", `${C}/agreement/create/`, ctx.mario, {
    title: "Locazione via Roma",
    template: v1.id,
    values: sampleValues(v1.fields),
  });
  agreementId = created.body.id;
});
afterAll(() => ctx.t.close());

describe("versions", () => {
  // biome-ignore lint/suspicious/noExplicitAny: test bodies are read loosely
  let v2: any;

  it("create-new-version copies a template into the family's next version, as a draft", async () => {
    const { status, body } = await ctx.call("POST", `${T}/create-new-version/${v1.id}/`, ctx.editor, {
      title: "Contratto di locazione ad uso abitativo (canone libero)",
      keywords: ["zanzibar"],
    });
    expect(status).toBe(201);
    v2 = body;
    expect(body).toMatchObject({
      family_id: v1.family_id,
      version: 2,
      status: "draft",
      body: v1.body,
      fields: v1.fields,
      categories: v1.categories,
      wizards: v1.wizards,
      agreements_count: 0,
      versions: [
        { id: body.id, version: 2, status: "draft" },
        { id: v1.id, version: 1, status: "public" },
      ],
    });
    expect(body.id).not.toBe(v1.id);
    // Customers still see version 1 only.
    expect(await customerTitles(ctx.giulia)).toContain(`${v1.id}:${v1.title}`);
    expect((await ctx.call("GET", `${C}/template/retrieve/${v2.id}/`, ctx.giulia)).status).toBe(404);
  });

  it("freezes the content of a version customers used, but not its placement", async () => {
    expect(v1.content_locked).toBe(false);
    const locked = await ctx.call("PUT", `${T}/partial-update/${v1.id}/`, ctx.editor, {
      body: "<p>Testo nuovo</p>",
    });
    expect(locked.status).toBe(409);
    expect(locked.body.non_field_errors[0]).toMatch(/^Contracts have been made from this version \(1\)/);
    const placement = await ctx.call("PUT", `${T}/partial-update/${v1.id}/`, ctx.editor, {
      keywords: [...v1.keywords, "affittare"],
      body: v1.body,
      fields: v1.fields,
    });
    expect(placement.status).toBe(200);
    expect(placement.body).toMatchObject({ content_locked: true, agreements_count: 1 });
  });

  it("refuses to publish a version whose text cites undefined fields", async () => {
    const body = `${v2.body}<p>{{field::canone_mensile}}</p>`;
    // Saving such a text is refused since issue 32; a version stored before then may hold one.
    const saved = await ctx.call("PUT", `${T}/partial-update/${v2.id}/`, ctx.editor, { body });
    expect(saved.status).toBe(400);
    expect(saved.body.body[0]).toMatch(/\{\{field::canone_mensile\}\}/);
    await ctx.t.database.db.update(templates).set({ body }).where(eq(templates.id, v2.id));
    const refused = await ctx.call("PATCH", `${T}/set-status/${v2.id}/`, ctx.editor, { status: "public" });
    expect(refused.status).toBe(409);
    expect(refused.body.non_field_errors).toEqual([
      "Cannot publish: the text cites undefined fields (canone_mensile)",
    ]);
  });

  it("publishing a version makes it the one customers see and archives the previous one", async () => {
    const fields = [
      ...v2.fields,
      { slug: "Canone Mensile", label: "Canone mensile", type: "currency", required: true },
    ];
    expect((await ctx.call("PUT", `${T}/partial-update/${v2.id}/`, ctx.editor, { fields })).status).toBe(200);
    const { status, body } = await ctx.call("PATCH", `${T}/set-status/${v2.id}/`, ctx.editor, {
      status: "public",
    });
    expect(status).toBe(200);
    expect(body.status).toBe("public");
    expect(body.versions).toEqual([
      { id: v2.id, version: 2, status: "public" },
      { id: v1.id, version: 1, status: "archived" },
    ]);
    const titles = await customerTitles(ctx.giulia);
    expect(titles).toContain(`${v2.id}:Contratto di locazione ad uso abitativo (canone libero)`);
    expect(titles).not.toContain(`${v1.id}:${v1.title}`);
    expect((await ctx.call("GET", `${C}/template/retrieve/${v1.id}/`, ctx.giulia)).status).toBe(404);
    // The new version is searchable (the trigger filled its search vector) and in the wizard.
    const found = await ctx.call(
      "GET",
      `${C}/template/list/?no_page=no_page&free_filter__=zanzibar`,
      ctx.giulia,
    );
    expect(found.body.results.map((r: { id: number }) => r.id)).toEqual([v2.id]);
    const leaves = (await ctx.call("GET", `${C}/wizard/list/?no_page=no_page`, ctx.giulia)).body.results;
    const leaf = leaves.find((w: { id: number }) => w.id === v1.wizards[0]);
    expect(leaf.templates.map((x: { id: number }) => x.id)).toEqual([v2.id]);
  });

  it("keeps exactly one public version per family, whichever is published", async () => {
    await ctx.call("PATCH", `${T}/set-status/${v1.id}/`, ctx.editor, { status: "public" });
    const publics = await ctx.t.database.db
      .select({ id: templates.id })
      .from(templates)
      .where(and(eq(templates.family_id, v1.family_id), eq(templates.status, "public")));
    expect(publics).toEqual([{ id: v1.id }]);
    await ctx.call("PATCH", `${T}/set-status/${v2.id}/`, ctx.editor, { status: "public" });
  });

  it("create-new-version needs no body, and answers 404 for an unknown template", async () => {
    const v3 = await ctx.call("POST", `${T}/create-new-version/${v2.id}/`, ctx.editor);
    expect(v3).toMatchObject({ status: 201, body: { version: 3, status: "draft", title: v2.title } });
    expect((await ctx.call("POST", `${T}/create-new-version/999999/`, ctx.editor)).status).toBe(404);
    expect((await ctx.call("DELETE", `${T}/destroy/${v3.body.id}/`, ctx.editor)).body.archived).toBe(false);
  });
});

describe("an agreement keeps its version", () => {
  it("still opens, with the template version it was made from", async () => {
    const agreement = await ctx.call("GET", `${C}/agreement/retrieve/${agreementId}/`, ctx.mario);
    expect(agreement.body).toMatchObject({ template: v1.id, is_valid: true });
    const { status, body } = await ctx.call("GET", `${C}/agreement/${agreementId}/template/`, ctx.mario);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: v1.id,
      status: "archived",
      version: 1,
      body: v1.body,
      fields: v1.fields,
    });
    const download = await ctx.call(
      "GET",
      `${C}/agreement/download/${agreementId}/?downloadFormat=docx`,
      ctx.mario,
    );
    expect(download.status).toBe(200);
  });

  it("is the owner's only", async () => {
    expect((await ctx.call("GET", `${C}/agreement/${agreementId}/template/`, ctx.giulia)).status).toBe(404);
    expect((await ctx.call("GET", `${C}/agreement/${agreementId}/template/`, ctx.editor)).status).toBe(403);
    expect((await ctx.call("GET", `${C}/agreement/${agreementId}/template/`, null)).status).toBe(401);
  });

  it("a used version is archived instead of deleted; an unused one is deleted", async () => {
    const used = await ctx.call("DELETE", `${T}/destroy/${v1.id}/`, ctx.editor);
    expect(used.status).toBe(200);
    expect(used.body).toEqual({
      archived: true,
      detail: "Contracts have been made from this template (1): it has been archived instead of deleted",
    });
    expect((await ctx.call("GET", `${T}/retrieve/${v1.id}/`, ctx.editor)).body.status).toBe("archived");
    expect((await ctx.call("GET", `${C}/agreement/${agreementId}/template/`, ctx.mario)).status).toBe(200);

    const draft = (await ctx.call("POST", `${T}/create/`, ctx.editor, templatePayload())).body;
    const unused = await ctx.call("DELETE", `${T}/destroy/${draft.id}/`, ctx.editor, undefined, "it");
    expect(unused.body).toEqual({ archived: false, detail: "Dati eliminati correttamente" });
    expect((await ctx.call("GET", `${T}/retrieve/${draft.id}/`, ctx.editor)).status).toBe(404);
  });

  it("a template created public is searchable at once", async () => {
    const created = await ctx.call(
      "POST",
      `${T}/create/`,
      ctx.editor,
      templatePayload({ status: "public", title: "Comodato di quadricicli" }),
    );
    expect(created.body.status).toBe("public");
    const found = await ctx.call(
      "GET",
      `${C}/template/list/?no_page=no_page&free_filter__=quadricicli`,
      ctx.mario,
    );
    expect(found.body.results.map((r: { id: number }) => r.id)).toEqual([created.body.id]);
  });
});

import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { C, E, type EditorTestContext, setUpEditorTest } from "../../test/editor-test-support";
import { sqlRows } from "../../test/sql-rows";

// The category a template's lists show (issue 49 §4): kept beside the template by triggers
// (migration 0043), whoever writes the links or the categories. Customers see the deepest
// enabled category, editors the deepest of any status.
let ctx: EditorTestContext;
let template: { id: number; title: string };
let shallow: { id: number; title: string };
let deep: { id: number; title: string };

const rows = <T>(statement: SQL) => sqlRows<T>(ctx.t.database.db, statement);

beforeAll(async () => {
  ctx = await setUpEditorTest({ LIST_PAGE_CACHE: "off" });
  const list = await ctx.call("GET", `${C}/template/list/?per_page=100`, ctx.mario, undefined, "it");
  template = list.body.results.find((row: { locked: boolean }) => !row.locked);
  // Two enabled categories of one tree, at different depths.
  const found = await rows<{ id: number; title: string }>(sql`
    (select id::int, title_it as title from categories where status = 1 and level = 0 order by id limit 1)
    union all
    (select id::int, title_it as title from categories where status = 1 and level = 2 order by id limit 1)`);
  if (!found[0] || !found[1]) throw new Error("the fixture catalogue has no category two levels down");
  [shallow, deep] = [found[0], found[1]];
  await ctx.t.database.db.execute(sql`delete from template_categories where template_id = ${template.id}`);
  await ctx.t.database.db.execute(sql`insert into template_categories (template_id, category_id)
    values (${template.id}, ${shallow.id}), (${template.id}, ${deep.id})`);
});
afterAll(() => ctx.t.close());

/** The category title each list and the detail show for the template. */
async function shown() {
  const customerList = await ctx.call("GET", `${C}/template/list/?per_page=100`, ctx.mario, undefined, "it");
  const detail = await ctx.call("GET", `${C}/template/retrieve/${template.id}/`, ctx.mario, undefined, "it");
  const search = await ctx.call(
    "GET",
    `${C}/template/list/?per_page=100&free_filter__=${encodeURIComponent(template.title)}`,
    ctx.mario,
    undefined,
    "it",
  );
  const editorList = await ctx.call("GET", `${E}/template/list/?per_page=100`, ctx.editor, undefined, "it");
  const titleIn = (body: { results: { id: number; category_title: string | null }[] }) =>
    body.results.find((row) => row.id === template.id)?.category_title;
  return {
    customer: titleIn(customerList.body),
    detail: detail.body.category_title,
    search: titleIn(search.body),
    editor: titleIn(editorList.body),
  };
}

describe("the category a template is shown under", () => {
  it("is the deepest of its categories, in every list and the detail", async () => {
    const title = deep.title;
    expect(await shown()).toEqual({ customer: title, detail: title, search: title, editor: title });
  });

  it("follows a category switched off, moved or renamed, and a link removed", async () => {
    await ctx.t.database.db.execute(sql`update categories set status = 0 where id = ${deep.id}`);
    // The customers see the enabled one; the editors still see where it is filed.
    expect(await shown()).toMatchObject({
      customer: shallow.title,
      detail: shallow.title,
      editor: deep.title,
    });

    await ctx.t.database.db.execute(sql`update categories set status = 1 where id = ${deep.id}`);
    await ctx.t.database.db.execute(sql`update categories set title_it = 'Rinominata' where id = ${deep.id}`);
    expect(await shown()).toMatchObject({ customer: "Rinominata", editor: "Rinominata" });

    // Moved above the other (its level only: the trigger reads what the tree's move writes).
    await ctx.t.database.db.execute(sql`update categories set level = -1 where id = ${deep.id}`);
    expect(await shown()).toMatchObject({ customer: shallow.title, editor: shallow.title });
    await ctx.t.database.db.execute(sql`update categories set level = 2 where id = ${deep.id}`);

    await ctx.t.database.db.execute(
      sql`delete from template_categories where template_id = ${template.id} and category_id = ${deep.id}`,
    );
    expect(await shown()).toMatchObject({ customer: shallow.title, editor: shallow.title });

    await ctx.t.database.db.execute(sql`delete from template_categories where template_id = ${template.id}`);
    expect(await shown()).toEqual({ customer: null, detail: null, search: null, editor: null });
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import { E, editorSuite, seedEditorAgreements } from "../../../test/editor-test-support";

// Every customer's agreements for the editors: the list, its filters and orders.
const ctx = editorSuite();
const A = `${E}/agreement`;

beforeAll(async () => {
  await seedEditorAgreements(ctx);
});

describe("agreement list (editor)", () => {
  it("lists every customer's agreements with their owner and template version", async () => {
    const { status, body } = await ctx.call("GET", `${A}/list/?per_page=10`, ctx.editor);
    expect(status).toBe(200);
    expect(body).toMatchObject({ count: 12, per_page: 10 });
    expect(body.results).toHaveLength(10);
    expect(body.results[0]).toMatchObject({
      title: "Contratto 12",
      owner_username: "demo-customer",
      owner_name: "Mario Rossi",
      template_version: 1,
      is_valid: true,
      status: "draft",
    });
    const page2 = await ctx.call("GET", `${A}/list/?per_page=10&page=2`, ctx.editor);
    expect(page2.body.results.map((r: { title: string }) => r.title)).toEqual([
      "Contratto 02",
      "Contratto 01 «Forlì»",
    ]);
  });

  it("pages by the owner's columns as the whole list orders them (issue 49 §4: rows found again by key)", async () => {
    // The owner read by the order, a filter or the search, or not at all (the count and the
    // keys then read the contracts alone): each page as the whole list has it.
    for (const query of [
      "order_by__=-owner_username",
      "order_by__=owner_username&filter__owner_username=demo",
      "filter__owner_username=demo-customer-2",
      "free_filter__=customer-2",
      "order_by__=title",
      "filter__is_valid=true",
    ]) {
      const whole = (await ctx.call("GET", `${A}/list/?no_page=no_page&${query}`, ctx.editor)).body;
      expect(whole.count, query).toBeGreaterThan(3);
      const pages = [];
      for (let page = 1; page <= Math.ceil(whole.count / 3); page++) {
        const { body } = await ctx.call("GET", `${A}/list/?per_page=3&page=${page}&${query}`, ctx.editor);
        expect(body.count).toBe(whole.count);
        pages.push(...body.results);
      }
      expect(pages).toEqual(whole.results);
    }
  });

  it("filters and orders as asked, and refuses what is not allowed", async () => {
    const mine = await ctx.call(
      "GET",
      `${A}/list/?filter__owner_username=demo-customer-2&filter__is_valid=true&order_by__=title&per_page=25`,
      ctx.editor,
    );
    expect(mine.body.results.map((r: { title: string }) => r.title)).toEqual([
      "Contratto 02",
      "Contratto 04",
      "Contratto 08",
      "Contratto 10",
    ]);
    const search = await ctx.call("GET", `${A}/list/?free_filter__=forl`, ctx.editor);
    expect(search.body.count).toBe(1);
    const recent = await ctx.call(
      "GET",
      `${A}/list/?filter__date_create__gt=2000-01-01&order_by__=-id`,
      ctx.editor,
    );
    expect(recent.body.count).toBe(12);
    expect((await ctx.call("GET", `${A}/list/?filter__values=x`, ctx.editor)).status).toBe(400);
    expect((await ctx.call("GET", `${A}/list/?per_page=0`, ctx.editor)).status).toBe(400);
  });

  it("is for editors only", async () => {
    for (const url of [`${A}/list/`, `${A}/export/`]) {
      expect((await ctx.call("GET", url, ctx.mario)).status).toBe(403);
      expect((await ctx.call("GET", url, null)).status).toBe(401);
    }
  });
});

import { describe, expect, it } from "vitest";
import { codecOf } from "../../../components/resource-list-page";
import { listQuery } from "../../../lib/list-codec";
import { changeList } from "../../../lib/list-url";
import { templateList } from "./template-list-page";

const codec = codecOf(templateList);
const DEFAULTS = codec.defaults;
const query = (params: typeof DEFAULTS) => listQuery(params, templateList.filters);

describe("editor template list params", () => {
  it("defaults to the latest changes, ten to a page, with a plain URL", () => {
    expect(codec.read(new URLSearchParams())).toEqual(DEFAULTS);
    expect(codec.write(DEFAULTS).toString()).toBe("");
    expect(query(DEFAULTS)).toEqual({ per_page: 10, page: 1, order_by__: "-updated_at" });
  });

  it("round-trips every filter and drops unknown values", () => {
    const params = {
      ...DEFAULTS,
      page: 2,
      perPage: 50 as const,
      order: "title" as const,
      descending: false,
      title: "locazione",
      language: "en",
      status: "public",
      module: "work",
      category: "12",
    };
    expect(codec.read(codec.write(params))).toEqual(params);
    expect(codec.read(new URLSearchParams("status=gone&module=x&category=abc&language=fr"))).toEqual(
      DEFAULTS,
    );
  });

  it("sends the server's filter names and resets the page on a new filter", () => {
    const params = changeList({ ...DEFAULTS, page: 3 }, { category: "4", title: " aff " });
    expect(params.page).toBe(1);
    expect(query(params)).toEqual({
      per_page: 10,
      page: 1,
      order_by__: "-updated_at",
      filter__title: "aff",
      filter__category: "4",
    });
  });
});

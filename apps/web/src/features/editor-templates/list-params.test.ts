import { describe, expect, it } from "vitest";
import {
  DEFAULT_TEMPLATE_PARAMS,
  readTemplateParams,
  templateListQuery,
  updateTemplateParams,
  writeTemplateParams,
} from "./list-params";

describe("editor template list params", () => {
  it("defaults to the latest changes, ten to a page, with a plain URL", () => {
    expect(readTemplateParams(new URLSearchParams())).toEqual(DEFAULT_TEMPLATE_PARAMS);
    expect(writeTemplateParams(DEFAULT_TEMPLATE_PARAMS).toString()).toBe("");
    expect(templateListQuery(DEFAULT_TEMPLATE_PARAMS)).toEqual({
      per_page: 10,
      page: 1,
      order_by__: "-updated_at",
    });
  });

  it("round-trips every filter and drops unknown values", () => {
    const params = {
      ...DEFAULT_TEMPLATE_PARAMS,
      page: 2,
      perPage: 50 as const,
      order: "title" as const,
      descending: false,
      title: "locazione",
      language: "en" as const,
      status: "public" as const,
      module: "work" as const,
      category: "12",
    };
    expect(readTemplateParams(writeTemplateParams(params))).toEqual(params);
    expect(readTemplateParams(new URLSearchParams("status=gone&module=x&category=abc&language=fr"))).toEqual(
      DEFAULT_TEMPLATE_PARAMS,
    );
  });

  it("sends the server's filter names and resets the page on a new filter", () => {
    const params = updateTemplateParams(
      { ...DEFAULT_TEMPLATE_PARAMS, page: 3 },
      { category: "4", title: " aff " },
    );
    expect(params.page).toBe(1);
    expect(templateListQuery(params)).toEqual({
      per_page: 10,
      page: 1,
      order_by__: "-updated_at",
      filter__title: "aff",
      filter__category: "4",
    });
  });
});

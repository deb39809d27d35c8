import { describe, expect, it } from "vitest";
import { DEFAULT_PARAMS, readListParams, toApiQuery, updateListParams, writeListParams } from "./list-params";

describe("agreement list params", () => {
  it("defaults to the newest changes first, ten to a page", () => {
    expect(readListParams(new URLSearchParams())).toEqual(DEFAULT_PARAMS);
    expect(toApiQuery(DEFAULT_PARAMS)).toEqual({ per_page: 10, page: 1, order_by__: "-date_last_modify" });
    expect(writeListParams(DEFAULT_PARAMS).toString()).toBe("");
  });

  it("round-trips through the URL and ignores what it does not know", () => {
    const params = {
      ...DEFAULT_PARAMS,
      page: 3,
      perPage: 25 as const,
      order: "title" as const,
      descending: false,
      title: "locazione",
      valid: "false" as const,
      from: "2026-01-01",
    };
    expect(readListParams(writeListParams(params))).toEqual(params);
    const junk = readListParams(
      new URLSearchParams("page=-2&per_page=7&order=-password&valid=maybe&status=x&from=ieri"),
    );
    expect(junk).toEqual(DEFAULT_PARAMS);
  });

  it("filters by any of the four statuses (spec §4: Draft, Ready, Public, Completed)", () => {
    for (const status of ["draft", "ready", "public", "completed"] as const) {
      const params = readListParams(new URLSearchParams(`status=${status}`));
      expect(params.status).toBe(status);
      expect(toApiQuery(params).filter__status).toBe(status);
    }
  });

  it("goes back to page 1 when a filter, the page size or the order changes, not when the page does", () => {
    const onPage4 = { ...DEFAULT_PARAMS, page: 4 };
    expect(updateListParams(onPage4, { title: "x" }).page).toBe(1);
    expect(updateListParams(onPage4, { perPage: 50 }).page).toBe(1);
    expect(updateListParams(onPage4, { order: "title", descending: false }).page).toBe(1);
    expect(updateListParams(onPage4, { page: 5 }).page).toBe(5);
  });

  it("builds the spec's filters, the order with '-' for descending and an inclusive date range", () => {
    const query = toApiQuery({
      ...DEFAULT_PARAMS,
      order: "template_title",
      descending: false,
      title: " affitto ",
      template: "Locazione",
      valid: "true",
      status: "ready",
      from: "2026-02-01",
      to: "2026-02-28",
    });
    expect(query).toEqual({
      per_page: 10,
      page: 1,
      order_by__: "template_title",
      filter__title: "affitto",
      filter__template_title: "Locazione",
      filter__is_valid: "true",
      filter__status: "ready",
      filter__date_last_modify__gte: "2026-02-01",
      filter__date_last_modify__lt: "2026-03-01",
    });
  });
});

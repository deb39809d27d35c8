import { describe, expect, it } from "vitest";
import { AppError } from "../http/app-error";
import { readListParams } from "./list-params";

const fieldOf = (fn: () => unknown): string[] => {
  try {
    fn();
  } catch (error) {
    if (error instanceof AppError) return Object.keys(error.fieldErrors);
    throw error;
  }
  throw new Error("no error thrown");
};

describe("the spec's list parameters", () => {
  it("reads the spec's literal calls: an empty parameter is an absent one", () => {
    expect(readListParams({ no_page: "no_page", exclude__id: "" })).toMatchObject({
      noPage: true,
      excludeIds: [],
      page: 1,
    });
    expect(readListParams({ per_page: "6", page: "" })).toMatchObject({ perPage: 6, page: 1, noPage: false });
    expect(readListParams({ order_by__: "", free_filter__: "  ", filter__title: "" })).toMatchObject({
      orderBy: undefined,
      freeText: undefined,
      filters: [],
    });
  });

  it("takes any whole page size from 1 to 100", () => {
    for (const size of ["1", "4", "6", "37", "100"]) {
      expect(readListParams({ per_page: size }).perPage).toBe(Number(size));
    }
    for (const size of ["0", "101", "-5", "2.5", "1e2", "0x10", "ten", "99999999999999999999"]) {
      expect(
        fieldOf(() => readListParams({ per_page: size })),
        size,
      ).toEqual(["per_page"]);
    }
  });

  it("refuses pages and ids that are not whole positive numbers, naming the parameter", () => {
    for (const page of ["0", "-1", "1.5", "abc", "1e3"]) {
      expect(
        fieldOf(() => readListParams({ page })),
        page,
      ).toEqual(["page"]);
    }
    expect(readListParams({ exclude__id: "3,5" }).excludeIds).toEqual([3, 5]);
    for (const ids of ["3,", "a", "0", "-2", "9".repeat(20)]) {
      expect(
        fieldOf(() => readListParams({ exclude__id: ids })),
        ids,
      ).toEqual(["exclude__id"]);
    }
  });

  it("splits filters into field and operator and keeps other parameters apart", () => {
    const params = readListParams({
      filter__title: "lease",
      filter__date_create__gt: "2026-01-01",
      level: "0",
    });
    expect(params.filters).toEqual([
      { key: "filter__title", field: "title", op: "eq", value: "lease" },
      { key: "filter__date_create__gt", field: "date_create", op: "gt", value: "2026-01-01" },
    ]);
    expect(params.other).toEqual({ level: "0" });
    expect(fieldOf(() => readListParams({ filter__a__gt__x: "1" }))).toEqual(["filter__a__gt__x"]);
    expect(fieldOf(() => readListParams({ filter__: "1" }))).toEqual(["filter__"]);
  });

  it("takes the last of a repeated parameter", () => {
    expect(readListParams({ page: ["2", "3"] }).page).toBe(3);
  });
});

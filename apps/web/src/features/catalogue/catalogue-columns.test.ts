import { describe, expect, it } from "vitest";
import { catalogueColumnCount, responsiveColumns } from "./catalogue-columns";

describe("catalogueColumnCount", () => {
  it("uses three columns when there are enough groups", () => {
    expect(catalogueColumnCount(3)).toBe(3);
    expect(catalogueColumnCount(9)).toBe(3);
  });

  it("never leaves an empty column and never goes below one", () => {
    expect(catalogueColumnCount(2)).toBe(2);
    expect(catalogueColumnCount(1)).toBe(1);
    expect(catalogueColumnCount(0)).toBe(1);
  });
});

describe("responsiveColumns", () => {
  it("is one column on phones, up to two on tablets and three on desktops", () => {
    expect(responsiveColumns(7)).toEqual({ base: 1, sm: 2, md: 3 });
    expect(responsiveColumns(1)).toEqual({ base: 1, sm: 1, md: 1 });
  });
});

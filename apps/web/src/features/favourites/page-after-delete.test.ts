import { describe, expect, it } from "vitest";
import { pageAfterDelete } from "./page-after-delete";

describe("pageAfterDelete (spec §4 favourites rule)", () => {
  it("reloads from page 1 when fewer items than the page size remain", () => {
    expect(pageAfterDelete(2, 6, 6)).toBe(1);
    expect(pageAfterDelete(1, 3, 6)).toBe(1);
    expect(pageAfterDelete(1, 1, 6)).toBe(1);
  });

  it("stays on the page while enough items remain", () => {
    expect(pageAfterDelete(2, 14, 6)).toBe(2);
    expect(pageAfterDelete(1, 7, 6)).toBe(1);
  });

  it("moves back to the new last page when the current one empties", () => {
    expect(pageAfterDelete(3, 13, 6)).toBe(2);
  });
});

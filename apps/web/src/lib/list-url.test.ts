import { describe, expect, it } from "vitest";
import { changeList, orderBy, type Paging, readPaging, toggleOrder, writePaging } from "./list-url";

const ORDERS = ["title", "updated_at"] as const;
const DEFAULTS: Paging<(typeof ORDERS)[number]> = {
  page: 1,
  perPage: 10,
  order: "updated_at",
  descending: true,
};

describe("list url", () => {
  it("reads defaults from an empty or unknown query", () => {
    expect(readPaging(new URLSearchParams(), ORDERS, DEFAULTS)).toEqual(DEFAULTS);
    expect(readPaging(new URLSearchParams("page=0&per_page=7&order=-secret"), ORDERS, DEFAULTS)).toEqual(
      DEFAULTS,
    );
  });

  it("round-trips and leaves the defaults out of the URL", () => {
    const search = new URLSearchParams();
    writePaging(search, DEFAULTS, DEFAULTS);
    expect(search.toString()).toBe("");
    const paging = { page: 3, perPage: 50 as const, order: "title" as const, descending: false };
    writePaging(search, paging, DEFAULTS);
    expect(search.toString()).toBe("page=3&per_page=50&order=title");
    expect(readPaging(search, ORDERS, DEFAULTS)).toEqual(paging);
    expect(orderBy(paging)).toBe("title");
    expect(orderBy(DEFAULTS)).toBe("-updated_at");
  });

  it("goes back to page 1 unless only the page changes", () => {
    const onPage4 = { ...DEFAULTS, page: 4 };
    expect(changeList(onPage4, { page: 5 }).page).toBe(5);
    expect(changeList(onPage4, { perPage: 25 }).page).toBe(1);
    expect(changeList(onPage4, { order: "title" }).page).toBe(1);
  });

  it("flips the direction on the same column and starts a new one ascending", () => {
    expect(toggleOrder({ order: "title", descending: false }, "title")).toEqual({
      order: "title",
      descending: true,
    });
    expect(toggleOrder({ order: "title", descending: true }, "updated_at", ["updated_at"])).toEqual({
      order: "updated_at",
      descending: true,
    });
    expect(toggleOrder({ order: "updated_at", descending: true }, "title")).toEqual({
      order: "title",
      descending: false,
    });
  });
});

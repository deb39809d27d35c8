import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { pageBound } from "./run-list";

describe("pageBound", () => {
  const dialect = new PgDialect();
  it("writes a page bound into the text, not as a parameter", () => {
    const query = dialect.sqlToQuery(pageBound(20));
    expect(query).toEqual({ sql: "20", params: [] });
  });
  it("refuses anything but a non-negative whole number, so nothing else reaches the text", () => {
    for (const value of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60])
      expect(() => pageBound(value)).toThrow(/not a page bound/);
  });
});

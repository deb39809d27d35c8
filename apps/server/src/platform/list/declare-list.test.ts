import { asc, desc, ilike, or, type SQL, sql } from "drizzle-orm";
import { boolean, integer, PgDialect, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { declareList } from "./declare-list";
import { containsPattern, type ListSpec, parseListQuery } from "./list-query";

const notes = pgTable("notes", {
  id: integer("id").notNull(),
  title: text("title").notNull(),
  body: text("body").notNull(),
  owner_id: integer("owner_id").notNull(),
  done: boolean("done").notNull(),
  due_at: timestamp("due_at", { withTimezone: true }).notNull(),
});

/** The same allow-list written out by hand, as lists were before declareList. */
const byHand: ListSpec = {
  defaultPageSize: 7,
  orderable: { title: notes.title, due: notes.due_at },
  defaultOrder: [desc(notes.due_at), asc(notes.id)],
  filterable: {
    title: { column: notes.title, type: "text" },
    owner: { column: notes.owner_id, type: "number" },
    done: { column: notes.done, type: "boolean" },
    due_at: { column: notes.due_at, type: "date" },
  },
  freeText: (term, bind) =>
    or(
      ilike(notes.title, bind(containsPattern(term))),
      ilike(notes.body, bind(containsPattern(term))),
    ) as SQL,
  tieBreaker: notes.id,
};

const declared = declareList(notes, {
  pageSize: 7,
  orders: { title: "title", due: "due_at" },
  defaultOrder: ["-due_at", "id"],
  filters: { text: ["title"], number: { owner: "owner_id" }, boolean: ["done"], date: ["due_at"] },
  search: ["title", "body"],
});

const dialect = new PgDialect();
const text_ = (spec: ListSpec, query: Record<string, string | undefined>) => {
  const parsed = parseListQuery(query, spec);
  const order = dialect.sqlToQuery(sql.join(parsed.orderBy, sql`, `));
  const where = parsed.where ? dialect.sqlToQuery(parsed.where) : null;
  return { order, where, limit: parsed.limit, perPage: parsed.perPage, bound: parsed.bound?.key };
};

describe("a list declared by column names", () => {
  it.each([
    {},
    { order_by__: "-due" },
    { order_by__: "title", filter__owner: "4", filter__done: "true" },
    { filter__title: "rent", filter__due_at__gte: "2026-01-01", free_filter__: "lease 50%" },
  ])("reads %o exactly as the list written by hand", (query) => {
    expect(text_(declared, query)).toEqual(text_(byHand, query));
  });

  it("refuses what it does not declare, as any list", () => {
    expect(() => parseListQuery({ order_by__: "body" }, declared)).toThrow();
    expect(() => parseListQuery({ filter__body: "x" }, declared)).toThrow();
  });

  it("names a missing column when it is declared, not when a user asks", () => {
    expect(() => declareList(notes, { orders: ["title"], defaultOrder: ["nothing" as "title"] })).toThrow(
      /no column nothing/,
    );
  });
});

describe("a parsed list query", () => {
  it("builds its search with the values in place only when its `where` is read", () => {
    const terms: string[] = [];
    const spec: ListSpec = {
      ...byHand,
      freeText: (term, bind) => {
        terms.push(term);
        return byHand.freeText?.(term, bind) as SQL;
      },
    };
    const parsed = parseListQuery({ free_filter__: "rent", filter__owner: "4" }, spec);
    // The bound statement's search alone: a compiled list reads nothing else on each call, nor
    // does a kept first page asking whether anything narrows the rows.
    expect(terms).toEqual(["rent"]);
    expect(parsed.narrowed).toBe(true);
    expect(terms).toEqual(["rent"]);
    const where = parsed.where;
    expect(terms).toEqual(["rent", "rent"]);
    expect(parsed.where).toBe(where);
    expect(new PgDialect().sqlToQuery(where as SQL).params).toEqual([4, "%rent%", "%rent%"]);
  });

  it("says whether a filter, an excluded id or a search narrows the rows", () => {
    const narrowed = (query: Record<string, string>) => parseListQuery(query, byHand).narrowed;
    expect(narrowed({})).toBe(false);
    expect(narrowed({ order_by__: "title", page: "2", free_filter__: "" })).toBe(false);
    expect(narrowed({ filter__owner: "4" })).toBe(true);
    expect(narrowed({ exclude__id: "9" })).toBe(true);
    expect(narrowed({ free_filter__: "rent" })).toBe(true);
  });
});

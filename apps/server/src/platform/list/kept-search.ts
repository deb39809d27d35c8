import { ilike, or, Placeholder, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { type Bind, containsPattern } from "./list-query";

/**
 * What a kept search text puts between its columns' texts (migrations 0052, 0053): a character
 * no one types. A term that holds it is matched column by column, so none matches across two.
 */
export const KEPT_SEARCH_SEPARATOR = "\u001f";

/**
 * `free_filter__` over columns whose lowered texts the table's trigger keeps in one column
 * (`lower(concat_ws(separator, …))`, issue 49 §4): the term, lowered once by PostgreSQL as ILIKE
 * lowers it, is matched with LIKE, where ILIKE lowered every column of every row on each call
 * (a tenth of a searched address book's time in PostgreSQL). A row written before the column
 * (its backfill not there yet) is matched column by column as before, and so is every row for a
 * term that holds the separator (its kept pattern null): exactly the rows ILIKE finds, always.
 */
export function keptSearchCondition(kept: AnyPgColumn, columns: readonly AnyPgColumn[]) {
  /** The condition by its two placeholders' names: built once, where it was built on every call. */
  const byPlaceholders = new Map<string, SQL>();
  const build = (keptPattern: string | null | Placeholder, pattern: string | Placeholder) =>
    // The sub-select is worked out once per call; lower() on the parameter itself ran on every row.
    sql`(${kept} like (select lower(${keptPattern}::text)) or ((${kept} is null or ${keptPattern}::text is null) and ${or(
      ...columns.map((column) => ilike(column, pattern)),
    )}))`;
  return (term: string, bind: Bind): SQL => {
    // `bind` answers a placeholder in its value's stead for a compiled statement, the value in place otherwise.
    const keptPattern = bind(term.includes(KEPT_SEARCH_SEPARATOR) ? null : containsPattern(term)) as
      | string
      | null
      | Placeholder;
    const pattern = bind(containsPattern(term)) as string | Placeholder;
    if (!(keptPattern instanceof Placeholder && pattern instanceof Placeholder))
      return build(keptPattern, pattern);
    const key = `${keptPattern.name}|${pattern.name}`;
    let condition = byPlaceholders.get(key);
    if (!condition) {
      condition = build(keptPattern, pattern);
      byPlaceholders.set(key, condition);
    }
    return condition;
  };
}

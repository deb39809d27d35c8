import { asc, desc, getTableColumns, ilike, or, type SQL, type Table } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { keptSearchCondition } from "./kept-search";
import { containsPattern, type FilterType, type ListSpec } from "./list-query";

/** A column of `T` by its name. */
export type ColumnName<T extends Table> = keyof T["_"]["columns"] & string;

/** Keys that are the columns' own names, or keys each naming the column it stands for. */
type Named<T extends Table> = readonly ColumnName<T>[] | Readonly<Record<string, ColumnName<T>>>;

/**
 * A list's allow-list said by column names (issue 34): what each list declared by hand, entry by
 * entry, in the same shape as every other list.
 */
export interface ListDeclaration<T extends Table> {
  /** Rows per page when `per_page` is absent. */
  pageSize?: number;
  /** Ordering keys (`order_by__=title`). */
  orders: Named<T>;
  /** The order when none is asked, `-` for descending; end it with the tie-breaker. */
  defaultOrder: readonly (ColumnName<T> | `-${ColumnName<T>}`)[];
  /** `filter__<key>` by the type its value is read as. */
  filters?: Partial<Record<FilterType, Named<T>>>;
  /** Filters that are not a plain column (e.g. "under this category"). */
  customFilters?: ListSpec["customFilters"];
  /**
   * `free_filter__`: the columns that hold the words (anywhere, whatever the case), the same with
   * the column their trigger keeps their lowered texts in (kept-search.ts), or a condition.
   */
  search?:
    | readonly ColumnName<T>[]
    | { kept: ColumnName<T>; columns: readonly ColumnName<T>[] }
    | NonNullable<ListSpec["freeText"]>;
  /** The column that breaks ties so pages never overlap; `id` when absent. */
  tieBreaker?: ColumnName<T>;
}

function entries<T extends Table>(names: Named<T>): [string, ColumnName<T>][] {
  return Array.isArray(names)
    ? names.map((name) => [name, name])
    : Object.entries(names as Record<string, ColumnName<T>>);
}

/** The ListSpec a declaration says, its columns read from `table`. */
export function declareList<T extends Table>(table: T, declaration: ListDeclaration<T>): ListSpec {
  const columns = getTableColumns(table) as Record<string, AnyPgColumn>;
  const column = (name: string): AnyPgColumn => {
    const found = columns[name];
    if (!found) throw new Error(`declareList: no column ${name}`);
    return found;
  };
  const { search } = declaration;
  return {
    defaultPageSize: declaration.pageSize,
    orderable: Object.fromEntries(entries(declaration.orders).map(([key, name]) => [key, column(name)])),
    defaultOrder: declaration.defaultOrder.map((key) =>
      key.startsWith("-") ? desc(column(key.slice(1))) : asc(column(key)),
    ),
    filterable: Object.fromEntries(
      Object.entries(declaration.filters ?? {}).flatMap(([type, names]) =>
        entries(names as Named<T>).map(([key, name]) => [
          key,
          { column: column(name), type: type as FilterType },
        ]),
      ),
    ),
    customFilters: declaration.customFilters,
    freeText: freeTextOf(search, column),
    tieBreaker: column(declaration.tieBreaker ?? "id"),
  };
}

/** The condition a declaration's `search` says (see ListDeclaration). */
function freeTextOf<T extends Table>(
  search: ListDeclaration<T>["search"],
  column: (name: string) => AnyPgColumn,
): ListSpec["freeText"] {
  if (search === undefined || typeof search === "function") return search;
  if ("kept" in search) return keptSearchCondition(column(search.kept), search.columns.map(column));
  return (term, bind) => or(...search.map((name) => ilike(column(name), bind(containsPattern(term))))) as SQL;
}

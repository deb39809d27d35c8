import type jsep from "jsep";
import { Dec } from "./decimal";
import { fail } from "./errors";
import { type CalcFunction, number, text } from "./function-arguments";
import { type CalcValue, RowList } from "./values";

/** The names a row expression reads besides the row's columns: its position, from 1. */
export const ROW_NAMES = ["row_index"] as const;
/** The column of a template's party rows telling a woman (read by `feminine`; `$` keeps it off any slug). */
export const FEMININE_COLUMN = "$feminine";
/** The column of a template's party rows telling a company (read by `company`). */
export const COMPANY_COLUMN = "$company";

/** The functions whose last argument is evaluated once per row, reading that row's columns. */
export const ROW_FUNCTIONS = new Set(["add_column", "sum_rows", "last_row"]);

const rowsOf = (value: CalcValue | undefined, name: string): RowList =>
  value instanceof RowList ? value : fail({ code: "type", name, detail: "rows" });

/** Runs `each` on every row in order, with the row's columns, its index and the row before. */
function eachRow<T>(
  list: RowList,
  expression: jsep.Expression,
  evaluate: Parameters<NonNullable<CalcFunction["lazy"]>>[1],
  each: (value: CalcValue, row: ReadonlyMap<string, CalcValue>) => ReadonlyMap<string, CalcValue> | T,
) {
  let previous: ReadonlyMap<string, CalcValue> | null = null;
  list.rows.forEach((row, index) => {
    const bindings = new Map(row).set("row_index", new Dec(index + 1));
    const result = each(evaluate(expression, bindings, { previous }), row);
    previous = result instanceof Map ? (result as ReadonlyMap<string, CalcValue>) : row;
  });
}

/** The functions over rows: a template's repeating groups, a calculator's tables. */
export const ROW_FUNCTION_TABLE: Record<string, CalcFunction> = {
  /** A template's repeating group: how many items it has (`count(conduttori) > 1`). */
  count: { arity: [1, 1], call: ([rows]) => new Dec(rowsOf(rows, "count").rows.length) },
  /**
   * Whether a repeating party's persons are all women (`feminine(conduttori)`), for the words
   * a role noun's form does not cover ("nata a", "obbligate in solido"); false without items.
   * Inside `{{each::conduttori}}` the group is the one item. The template reads each item's
   * gender into `FEMININE_COLUMN` (packages/documents, logic-scope.ts).
   */
  feminine: {
    arity: [1, 1],
    call: ([rows]) => {
      const list = rowsOf(rows, "feminine").rows;
      return list.length > 0 && list.every((row) => row.get(FEMININE_COLUMN) === true);
    },
  },
  /**
   * Whether a repeating party's items are all companies, by their 11-digit codice fiscale
   * (`company(locatori)`), for the words that differ between a person and a company: «con sede
   * in», not «residente in» (issue 44); false without items. Inside `{{each::locatori}}` the group
   * is the one item.
   */
  company: {
    arity: [1, 1],
    call: ([rows]) => {
      const list = rowsOf(rows, "company").rows;
      return list.length > 0 && list.every((row) => row.get(COMPANY_COLUMN) === true);
    },
  },
  /**
   * The rows with one more column, computed row by row like a spreadsheet's: the expression reads
   * the row's columns, `row_index`, and `prev_row(column, first)` for the row before.
   */
  add_column: {
    arity: [3, 3],
    call: () => fail({ code: "syntax" }),
    lazy: ([rows, column, expression], evaluate) => {
      const list = rowsOf(evaluate(rows as jsep.Expression), "add_column");
      const name = text(evaluate(column as jsep.Expression), "add_column");
      const out: Map<string, CalcValue>[] = [];
      eachRow(list, expression as jsep.Expression, evaluate, (value, row) => {
        const next = new Map(row).set(name, value);
        out.push(next);
        return next;
      });
      return new RowList(out);
    },
  },
  /** The sum over the rows of an expression of each row's columns. */
  sum_rows: {
    arity: [2, 2],
    call: () => fail({ code: "syntax" }),
    lazy: ([rows, expression], evaluate) => {
      let total = new Dec(0);
      eachRow(
        rowsOf(evaluate(rows as jsep.Expression), "sum_rows"),
        expression as jsep.Expression,
        evaluate,
        (value) => {
          total = total.plus(number(value, "sum_rows"));
        },
      );
      return total;
    },
  },
  /** An expression of the last row's columns (the fund at the end, the year of the last row). */
  last_row: {
    arity: [2, 2],
    call: () => fail({ code: "syntax" }),
    lazy: ([rows, expression], evaluate) => {
      let last: CalcValue | undefined;
      const list = rowsOf(evaluate(rows as jsep.Expression), "last_row");
      if (list.rows.length === 0) return fail({ code: "type", name: "last_row", detail: "rows" });
      eachRow(list, expression as jsep.Expression, evaluate, (value) => {
        last = value;
      });
      return last as CalcValue;
    },
  },
  count_rows: { arity: [1, 1], call: ([rows]) => new Dec(rowsOf(rows, "count_rows").rows.length) },
  /** A column of the row before, or `first` at the first row: `prev_row(fondo, fondo_iniziale)`. */
  prev_row: {
    arity: [2, 2],
    call: () => fail({ code: "syntax" }),
    lazy: ([column, first], evaluate, scope) => {
      if (column?.type !== "Identifier") return fail({ code: "type", name: "prev_row", detail: "a column" });
      if (!scope.row) return fail({ code: "type", name: "prev_row", detail: "add_column(…)" });
      if (!scope.row.previous) return evaluate(first as jsep.Expression);
      const name = (column as jsep.Identifier).name;
      const value = scope.row.previous.get(name);
      return value === undefined ? fail({ code: "unknown_name", name }) : value;
    },
  },
};

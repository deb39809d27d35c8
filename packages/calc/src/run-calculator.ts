// Running a calculator (docs/decisions/0012): the typed inputs read and checked, the steps and
// outputs evaluated in order, each error put beside the field the user must change.
import { Day, Month } from "./dates";
import { Dec } from "./decimal";
import {
  type CalcInput,
  type CalcOutput,
  type CalcStep,
  type CalculatorDefinition,
  rowNamesOf,
} from "./definition";
import type { CalcError } from "./errors";
import { evaluate } from "./evaluation";
import type { Scope } from "./functions";
import { type CompiledExpression, compile } from "./language";
import { type DatedSeries, type SeriesPoint, seriesPoints } from "./series";
import { type CalcValue, PeriodList, RowList, toWire } from "./values";

/**
 * Where an error of a formula shows: beside the optional input it needs and was not given;
 * beside the input its step checks; beside the inputs the failing argument was computed from
 * (a reversed period's end, a day before a series starts); else in the formula's place.
 */
function errorKeys(
  formula: { slug: string; input?: string },
  outcome: { error: CalcError; inputs?: string[] },
  inputSlugs: ReadonlySet<string>,
): string[] {
  const { code, name } = outcome.error;
  if (code === "required" && name && inputSlugs.has(name)) return [name];
  if (formula.input) return [formula.input];
  return outcome.inputs?.length ? outcome.inputs : [formula.slug];
}

/** The inputs each input, column and formula is computed from, for `errorKeys`. */
function originsOf(definition: CalculatorDefinition): Map<string, readonly string[]> {
  const origins = new Map<string, readonly string[]>();
  for (const input of definition.inputs) {
    origins.set(input.slug, [input.slug]);
    // A row's cell comes from its table.
    for (const column of input.columns ?? [])
      if (!origins.has(column.slug)) origins.set(column.slug, [input.slug]);
  }
  return origins;
}

/** A `rows` input: every row's cells read as the columns say; the first bad one names its row. */
function readRows(input: CalcInput, raw: unknown): RowList | CalcError | undefined {
  const empty = raw === undefined || raw === null || (Array.isArray(raw) && raw.length === 0);
  if (empty) return input.required ? { code: "required", name: input.slug } : undefined;
  if (!Array.isArray(raw)) return { code: "invalid_value", name: input.slug };
  const rows: Map<string, CalcValue>[] = [];
  for (const [index, cells] of raw.entries()) {
    const row = new Map<string, CalcValue>();
    for (const column of input.columns ?? []) {
      const given = typeof cells === "object" && cells !== null && Object.hasOwn(cells, column.slug);
      const read = readInput(column, given ? (cells as Record<string, unknown>)[column.slug] : undefined);
      if (read !== undefined && read !== null && typeof read === "object" && "code" in read)
        return { code: "invalid_row", name: input.slug, detail: String(index + 1) };
      if (read !== undefined && read !== null) row.set(column.slug, read);
    }
    rows.push(row);
  }
  return new RowList(rows);
}

type Readable = Pick<CalcInput, "slug" | "type" | "required" | "min" | "max"> &
  Partial<Pick<CalcInput, "default" | "options" | "columns">>;

function readInput(input: Readable, raw: unknown): CalcValue | CalcError | undefined {
  if (input.type === "rows") return readRows(input as CalcInput, raw);
  const given = raw === undefined || raw === null || raw === "" ? input.default : raw;
  if (given === undefined || given === null || given === "") {
    return input.required ? { code: "required", name: input.slug } : undefined;
  }
  const invalid: CalcError = { code: "invalid_value", name: input.slug };
  let value: CalcValue | null;
  switch (input.type) {
    case "boolean":
      return typeof given === "boolean" ? given : invalid;
    case "select":
      if (typeof given !== "string" || !input.options?.some((option) => option.value === given))
        return { code: "invalid_option", name: input.slug };
      return given;
    case "date":
      value = typeof given === "string" ? Day.parse(given) : null;
      break;
    case "month":
      value = typeof given === "string" ? Month.parse(given) : null;
      break;
    default: {
      // Numbers travel as decimal strings; a JSON number is read from its shortest form.
      const textual = typeof given === "number" ? String(given) : given;
      if (typeof textual !== "string" || !/^-?\d{1,30}(\.\d{1,20})?$/.test(textual.trim())) return invalid;
      value = new Dec(textual.trim());
      if (input.type === "integer" && !value.isInteger()) return invalid;
    }
  }
  if (value === null) return invalid;
  const bound = (limit: string | undefined): CalcValue | null =>
    limit === undefined
      ? null
      : input.type === "date"
        ? Day.parse(limit)
        : input.type === "month"
          ? Month.parse(limit)
          : new Dec(limit);
  const compare = (a: CalcValue, b: CalcValue) =>
    a instanceof Dec ? a.cmp(b as Dec) : (a as Day).compare(b as never);
  const [min, max] = [bound(input.min), bound(input.max)];
  if (min !== null && compare(value, min) < 0)
    return { code: "below_min", name: input.slug, detail: input.min };
  if (max !== null && compare(value, max) > 0)
    return { code: "above_max", name: input.slug, detail: input.max };
  return value;
}

/** One value of a series a result used: the result states it, with where it comes from. */
export interface UsedSeriesValue {
  series: string;
  valid_from: string;
  value: string;
  note: string | null;
}

/** A period of the breakdown table (`rate_periods`): from (excluded), to (included), days, rate. */
export interface BreakdownRow {
  series: string;
  from: string;
  to: string;
  days: number;
  rate: string;
}

export type CalculatorResult =
  | {
      ok: true;
      results: Record<string, string | boolean | null>;
      table: BreakdownRow[];
      /** The breakdown's rows, when the definition has one. */
      rows?: Record<string, string | boolean | null>[];
      used_series: UsedSeriesValue[];
    }
  | { ok: false; errors: Record<string, CalcError> };

/**
 * Runs a calculator on what the customer typed. Bad input comes back as errors keyed by the
 * input's slug, and so does a formula that fails because of an input (a step's refusal, a
 * reversed period, a day a series does not cover: `errorKeys`); one that fails otherwise (a
 * division by zero) is keyed by the formula's slug. Nothing throws.
 */
export function runCalculator(
  definition: CalculatorDefinition,
  raw: Record<string, unknown>,
  series: readonly DatedSeries[],
): CalculatorResult {
  const errors: Record<string, CalcError> = {};
  const values = new Map<string, CalcValue>();
  for (const input of definition.inputs) {
    const read = readInput(input, Object.hasOwn(raw, input.slug) ? raw[input.slug] : undefined);
    if (read === undefined || read === null) continue;
    if (typeof read === "object" && "code" in read) errors[input.slug] = read;
    else values.set(input.slug, read);
  }
  if (Object.keys(errors).length) return { ok: false, errors };

  const origins = originsOf(definition);
  const scope: Scope = {
    values,
    series: new Map(series.map((s): [string, SeriesPoint[]] => [s.slug, seriesPoints(s)])),
    used: new Map(),
    origins,
  };
  const results: Record<string, string | boolean | null> = {};
  const table: BreakdownRow[] = [];
  const inputSlugs = new Set(definition.inputs.map((input) => input.slug));
  const known = new Set(inputSlugs);
  const rowNames = rowNamesOf(definition);
  const failed = new Set<string>();
  const formulas: ((CalcStep & { type: null }) | CalcOutput)[] = [
    ...(definition.steps ?? []).map((step) => ({ ...step, type: null })),
    ...definition.outputs,
  ];
  for (const formula of formulas) {
    const compiled = compile(formula.expression, known, rowNames);
    known.add(formula.slug);
    if (!compiled.ok) {
      errors[formula.slug] = compiled.error;
      failed.add(formula.slug);
      continue;
    }
    origins.set(formula.slug, [
      ...new Set(compiled.expression.names.flatMap((name) => origins.get(name) ?? [])),
    ]);
    // A formula reading one that failed fails too, silently: the first error says why.
    if (compiled.expression.names.some((name) => failed.has(name))) {
      failed.add(formula.slug);
      continue;
    }
    const outcome = evaluate(compiled.expression as CompiledExpression, scope);
    if (!outcome.ok) {
      // An optional input a formula needs after all (the months of a transitional lease), a
      // refusal, a reversed period: the customer changes a field, and the message is beside it.
      // The first error of a field says why; a refusal is said in that field's name.
      const input = "input" in formula ? formula.input : undefined;
      const error = input && !outcome.error.name ? { ...outcome.error, name: input } : outcome.error;
      for (const key of errorKeys({ slug: formula.slug, input }, outcome, inputSlugs)) errors[key] ??= error;
      failed.add(formula.slug);
      continue;
    }
    values.set(formula.slug, outcome.value);
    if (outcome.value instanceof PeriodList) {
      for (const period of outcome.value.periods) {
        table.push({
          series: outcome.value.series,
          from: period.from.toString(),
          to: period.to.toString(),
          days: period.days,
          rate: period.rate.toString(),
        });
      }
    }
    if (formula.type !== null) results[formula.slug] = toWire(outcome.value, formula.type);
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  const used_series = [...scope.used.entries()].flatMap(([slug, points]) =>
    [...points]
      .sort((a, b) => a.from.compare(b.from))
      .map((point) => ({
        series: slug,
        valid_from: point.validFrom,
        value: point.value.toString(),
        note: point.note ?? null,
      })),
  );
  const breakdown = definition.breakdown;
  const listed = breakdown ? values.get(breakdown.rows) : undefined;
  const rows =
    breakdown && listed instanceof RowList
      ? listed.rows.map((row) =>
          Object.fromEntries(
            breakdown.columns.map((column) => [
              column.slug,
              toWire(row.get(column.slug) ?? null, column.type),
            ]),
          ),
        )
      : undefined;
  return { ok: true, results, table, ...(rows ? { rows } : {}), used_series };
}

import { type CalcError, checkDefinition, compile } from "@app/calc";
import type {
  CalculatorCreateBody,
  CalculatorDetail,
  Language,
  Module,
  TemplateStatus,
} from "@app/contracts";
import { canonicalTemplateHtml } from "@app/documents";
import {
  type TableAction,
  type TableState,
  tableFrom,
  tableReducer,
} from "../../../components/editor-table/row-table";
import { type CalcInput, columnsFromText, columnsToText } from "./localised-fields";

export type { CalcInput };
export type CalcStep = CalculatorDetail["steps"][number];
export type CalcOutput = CalculatorDetail["outputs"][number];
export type FormulaList = "steps" | "outputs";
export type RowList = "inputs" | FormulaList;

/** What the authoring screen edits: the metadata and the three tables of the definition. */
export interface CalculatorDraft {
  title: string;
  code: string;
  language: Language;
  module: Module;
  status: TemplateStatus;
  /** The prospetto's text in the rich-text editor's canonical HTML, Italian and English. */
  prospettoIt: string;
  prospettoEn: string;
  /** The breakdown table: which rows step, which of its columns (one per line, like a table input's). */
  breakdownRows: string;
  breakdownColumns: string;
  inputs: TableState<CalcInput>;
  steps: TableState<CalcStep>;
  outputs: TableState<CalcOutput>;
}

export type Metadata = Pick<
  CalculatorDraft,
  | "title"
  | "code"
  | "language"
  | "module"
  | "status"
  | "prospettoIt"
  | "prospettoEn"
  | "breakdownRows"
  | "breakdownColumns"
>;

export type DraftAction =
  | { type: "metadata"; change: Partial<Metadata> }
  | { type: "inputs"; action: TableAction<CalcInput> }
  | { type: "steps"; action: TableAction<CalcStep> }
  | { type: "outputs"; action: TableAction<CalcOutput> }
  | { type: "reset"; draft: CalculatorDraft };

export const NEW_INPUT: CalcInput = { slug: "", label: "", type: "money", required: true };
export const NEW_STEP: CalcStep = { slug: "", expression: "" };
export const NEW_OUTPUT: CalcOutput = { slug: "", label: "", type: "money", expression: "" };

const keyOf = (list: RowList) => (index: number) => `${list}-${index}`;

export function emptyDraft(): CalculatorDraft {
  return {
    title: "",
    code: "",
    language: "it",
    module: "civil_commercial",
    status: "draft",
    prospettoIt: "",
    prospettoEn: "",
    breakdownRows: "",
    breakdownColumns: "",
    inputs: tableFrom([], keyOf("inputs")),
    steps: tableFrom([], keyOf("steps")),
    outputs: tableFrom([], keyOf("outputs")),
  };
}

export function draftFrom(calculator: CalculatorDetail): CalculatorDraft {
  return {
    title: calculator.title,
    code: calculator.code ?? "",
    language: calculator.language,
    module: calculator.module,
    status: calculator.status,
    // As the editor will give it back: the stored text compares equal until it is changed.
    prospettoIt: calculator.prospetto ? canonicalTemplateHtml(calculator.prospetto.it) : "",
    prospettoEn: calculator.prospetto?.en ? canonicalTemplateHtml(calculator.prospetto.en) : "",
    breakdownRows: calculator.breakdown?.rows ?? "",
    breakdownColumns: columnsToText(calculator.breakdown?.columns),
    inputs: tableFrom(calculator.inputs, keyOf("inputs")),
    steps: tableFrom(calculator.steps, keyOf("steps")),
    outputs: tableFrom(calculator.outputs, keyOf("outputs")),
  };
}

export function draftReducer(draft: CalculatorDraft, action: DraftAction): CalculatorDraft {
  switch (action.type) {
    case "metadata":
      return { ...draft, ...action.change };
    case "inputs":
      return { ...draft, inputs: tableReducer(draft.inputs, action.action) };
    case "steps":
      return { ...draft, steps: tableReducer(draft.steps, action.action) };
    case "outputs":
      return { ...draft, outputs: tableReducer(draft.outputs, action.action) };
    case "reset":
      return action.draft;
  }
}

const rowsOf = <T extends { slug: string }>(state: TableState<T>) =>
  state.rows.map((row) => row.data).filter((data) => data.slug !== "");

/** The body of `create/` and `partial-update/{id}/`: the whole definition, in the tables' order. */
export function toBody(draft: CalculatorDraft): CalculatorCreateBody {
  return {
    title: draft.title.trim(),
    code: draft.code.trim(),
    language: draft.language,
    module: draft.module,
    status: draft.status,
    inputs: rowsOf(draft.inputs),
    steps: rowsOf(draft.steps),
    outputs: rowsOf(draft.outputs),
    breakdown: breakdownOf(draft),
    prospetto: isBlankHtml(draft.prospettoIt)
      ? null
      : { it: draft.prospettoIt, ...(isBlankHtml(draft.prospettoEn) ? {} : { en: draft.prospettoEn }) },
  };
}

/** The breakdown as the API takes it: none without a rows step; columns as typed (bad lines left out). */
function breakdownOf(draft: CalculatorDraft): CalculatorCreateBody["breakdown"] {
  const rows = draft.breakdownRows.trim();
  const columns = columnsFromText(draft.breakdownColumns).columns.map(({ slug, label, type }) => ({
    slug,
    label,
    type,
  }));
  return rows && columns.length ? { rows, columns } : null;
}

/** An editor left empty (`<p></p>`): no text, no placeholder. */
function isBlankHtml(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, "")
      .replace(/&nbsp;/g, " ")
      .trim() === ""
  );
}

/**
 * The names a formula of `list` at row `key` may use: every input, and the steps (then outputs)
 * above it, as the calculator evaluates them in order.
 */
export function namesBefore(draft: CalculatorDraft, list: FormulaList, key: string | null): string[] {
  const names = rowsOf(draft.inputs).map((input) => input.slug);
  const lists: FormulaList[] = list === "steps" ? ["steps"] : ["steps", "outputs"];
  for (const current of lists) {
    for (const row of draft[current].rows) {
      if (current === list && row.key === key) return names;
      if (row.data.slug) names.push(row.data.slug);
    }
  }
  return names;
}

/** Checks one expression as the server will: syntax, depth, unknown names, functions and series. */
export function checkExpression(
  expression: string,
  known: readonly string[],
  series?: ReadonlySet<string>,
  /** The columns of the definition's tables, which row expressions read (`rowNamesOf`). */
  rowNames: Iterable<string> = [],
): CalcError | null {
  if (!expression.trim()) return { code: "required", name: "expression" };
  const compiled = compile(expression, known, rowNames);
  if (!compiled.ok) return compiled.error;
  const missing = series && compiled.expression.series.find((slug) => !series.has(slug));
  return missing ? { code: "unknown_series", name: missing } : null;
}

/** Whether a formula calls `valid_if`: its step must then name the input it checks (issue 31). */
export function callsValidIf(expression: string): boolean {
  const compiled = compile(expression, null);
  return compiled.ok && compiled.expression.functions.includes("valid_if");
}

/**
 * The definition's errors as the server would answer them, by row key and property
 * (`{"outputs-1": {expression: …}}`), so each row shows its own before the editor saves.
 */
export function draftErrors(
  draft: CalculatorDraft,
  series?: ReadonlySet<string>,
): Record<string, Record<string, CalcError>> {
  const lists: RowList[] = ["inputs", "steps", "outputs"];
  // checkDefinition names rows by their index among the saved rows (empty slugs left out).
  const keys = Object.fromEntries(
    lists.map((list) => [
      list,
      (draft[list].rows as { key: string; data: { slug: string } }[])
        .filter((row) => row.data.slug !== "")
        .map((row) => row.key),
    ]),
  ) as Record<RowList, string[]>;
  const body = toBody(draft);
  const errors: Record<string, Record<string, CalcError>> = {};
  for (const [path, error] of Object.entries(checkDefinition(body, series))) {
    const [list, index, property] = path.split(".") as [RowList, string, string];
    const key = keys[list]?.[Number(index)];
    if (!key || !property) continue;
    errors[key] = { ...errors[key], [property]: error };
  }
  return errors;
}

/** Server errors (`inputs.0.slug: [...]`) as row key → property → message. */
export function serverRowErrors(
  draft: CalculatorDraft,
  body: Record<string, unknown> | null,
): Record<string, Record<string, string>> {
  const rows: Record<string, Record<string, string>> = {};
  if (!body) return rows;
  for (const [path, messages] of Object.entries(body)) {
    const match = /^(inputs|steps|outputs)\.(\d+)\.([a-z_]+)/.exec(path);
    if (!match) continue;
    const [, list, index, property] = match as unknown as [string, RowList, string, string];
    const saved = (draft[list].rows as { key: string; data: { slug: string } }[]).filter(
      (row) => row.data.slug !== "",
    );
    const key = saved[Number(index)]?.key;
    if (!key) continue;
    rows[key] = { ...rows[key], [property]: Array.isArray(messages) ? messages.join(" ") : String(messages) };
  }
  return rows;
}

import type { CalculatorCreateBody } from "@app/contracts";
import type { CalcError } from "./errors";
import { compile } from "./language";

// The shapes are the API's (packages/contracts): the editors write exactly what is run here.
export type CalcInput = CalculatorCreateBody["inputs"][number];
export type CalcStep = CalculatorCreateBody["steps"][number];
export type CalcOutput = CalculatorCreateBody["outputs"][number];
export type Localised = CalcInput["label"];

/**
 * A calculator is data (issue 14): its inputs, named steps and outputs, each output an
 * expression over the inputs and what came before it. The editors write it; the server checks
 * it when saved and evaluates it when a customer runs it.
 */
export interface CalculatorDefinition {
  inputs: readonly CalcInput[];
  steps?: readonly CalcStep[];
  outputs: readonly CalcOutput[];
  /** A table of a rows step, these columns of each row (the TFR year by year). */
  breakdown?: CalculatorCreateBody["breakdown"];
}

const SLUG = /^[a-z][a-z0-9_]{0,62}$/;

/** The columns row expressions may read: the rows inputs' own and those `add_column` adds. */
export function rowNamesOf(definition: CalculatorDefinition): Set<string> {
  const names = new Set<string>();
  // Rows come only from a table input: without one there is nothing to collect, and evaluating
  // the common calculators need not parse every formula twice.
  if (!definition.inputs.some((input) => input.type === "rows")) return names;
  for (const input of definition.inputs) for (const column of input.columns ?? []) names.add(column.slug);
  for (const formula of [...(definition.steps ?? []), ...definition.outputs]) {
    const compiled = compile(formula.expression, null);
    if (compiled.ok) for (const column of compiled.expression.columns) names.add(column);
  }
  return names;
}

/**
 * Every error of a definition, keyed by where it is (`outputs.1.expression`, `inputs.0.slug`):
 * an expression that does not parse, reads a name not defined before it or calls an unknown
 * function; slugs that are malformed or repeated. Empty when the definition can be saved.
 */
export function checkDefinition(
  definition: CalculatorDefinition,
  /** The series that exist: one the formulas read and that does not exist is refused on save. */
  knownSeries?: ReadonlySet<string>,
): Record<string, CalcError> {
  const errors: Record<string, CalcError> = {};
  const known = new Set<string>();
  const declare = (slug: string, where: string) => {
    if (!SLUG.test(slug)) errors[`${where}.slug`] = { code: "invalid_value", name: slug };
    else if (known.has(slug))
      errors[`${where}.slug`] = { code: "invalid_value", name: slug, detail: "duplicate" };
    known.add(slug);
  };
  definition.inputs.forEach((input, index) => {
    declare(input.slug, `inputs.${index}`);
    if (input.type === "rows" && !input.columns?.length)
      errors[`inputs.${index}.columns`] = { code: "required", name: input.slug };
  });
  const rowNames = rowNamesOf(definition);
  const formulas: [string, { slug: string; expression: string; input?: string }][] = [
    ...(definition.steps ?? []).map((step, index) => [`steps.${index}`, step] as [string, CalcStep]),
    ...definition.outputs.map((output, index) => [`outputs.${index}`, output] as [string, CalcOutput]),
  ];
  if (definition.breakdown) {
    const steps = new Set((definition.steps ?? []).map((step) => step.slug));
    if (!steps.has(definition.breakdown.rows))
      errors["breakdown.rows"] = { code: "unknown_name", name: definition.breakdown.rows };
    definition.breakdown.columns.forEach((column, index) => {
      if (!rowNames.has(column.slug))
        errors[`breakdown.columns.${index}`] = { code: "unknown_name", name: column.slug };
    });
  }
  // Only a date can be a deadline in the calendar (issue 17).
  definition.outputs.forEach((output, index) => {
    if (output.deadline && output.type !== "date")
      errors[`outputs.${index}.deadline`] = {
        code: "condition",
        name: output.slug,
        detail: "solo un risultato di tipo data può essere una scadenza",
        detail_en: "only a date result can be a deadline",
      };
  });
  const inputSlugs = new Set(definition.inputs.map((input) => input.slug));
  for (const [where, formula] of formulas) {
    const compiled = compile(formula.expression, known, rowNames);
    const { input } = formula;
    if (!compiled.ok) errors[`${where}.expression`] = compiled.error;
    else {
      const missing = knownSeries && compiled.expression.series.find((slug) => !knownSeries.has(slug));
      if (missing) errors[`${where}.expression`] = { code: "unknown_series", name: missing };
      // The editors' refusal shows beside a field: the step says which (issue 31).
      else if (compiled.expression.functions.includes("valid_if") && !input)
        errors[where.startsWith("steps.") ? `${where}.input` : `${where}.expression`] = {
          code: "needs_input",
        };
    }
    if (input !== undefined && !inputSlugs.has(input))
      errors[`${where}.input`] = { code: "unknown_name", name: input };
    declare(formula.slug, where);
  }
  return errors;
}

/** The series a definition's formulas read, e.g. to refuse deleting one that is in use. */
export function seriesUsedBy(definition: Pick<CalculatorDefinition, "steps" | "outputs">): string[] {
  const used = new Set<string>();
  for (const formula of [...(definition.steps ?? []), ...definition.outputs]) {
    // Any name passes here: only the series are wanted, the names were checked on save.
    const compiled = compile(formula.expression, null);
    if (compiled.ok) for (const slug of compiled.expression.series) used.add(slug);
  }
  return [...used];
}

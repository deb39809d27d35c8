import { calcMessage, localisedText, runCalculator } from "@app/calc";
import type { CalculatorConstant, CalculatorDetail, CalculatorEvaluation } from "@app/contracts";
import type { ApiValue } from "./values";

/** A calculation run in the browser: the results, or the messages by input and the rest. */
export interface LocalEvaluation {
  evaluation: CalculatorEvaluation | null;
  fields: Record<string, string>;
  other: string[];
}

/**
 * Runs the calculator in the browser on the series the server gave, with the very code the
 * server runs (`packages/calc`): the same figures and the same messages, but on the keystroke
 * rather than after a round trip. Null when it cannot run here (the server then answers).
 */
export function evaluateLocally(
  calculator: Pick<CalculatorDetail, "inputs" | "steps" | "outputs"> &
    Partial<Pick<CalculatorDetail, "breakdown">>,
  values: Record<string, ApiValue>,
  series: readonly CalculatorConstant[],
  language: "it" | "en",
): LocalEvaluation | null {
  let result: ReturnType<typeof runCalculator>;
  try {
    result = runCalculator(calculator, values, series);
  } catch {
    return null;
  }
  if (result.ok) {
    const bySlug = new Map(series.map((constant) => [constant.slug, constant]));
    const used_series = result.used_series.map((used) => ({
      ...used,
      title: bySlug.get(used.series)?.title ?? used.series,
      unit: bySlug.get(used.series)?.unit ?? ("index" as const),
    }));
    return {
      evaluation: {
        results: result.results,
        table: result.table,
        ...(result.rows ? { rows: result.rows } : {}),
        used_series,
      },
      fields: {},
      other: [],
    };
  }
  const inputs = new Set(calculator.inputs.map((input) => input.slug));
  const labelOf = (slug: string | undefined) => {
    const item = [...calculator.inputs, ...calculator.outputs].find((entry) => entry.slug === slug);
    return item ? localisedText(item.label, language) : undefined;
  };
  const fields: Record<string, string> = {};
  const other: string[] = [];
  for (const [key, error] of Object.entries(result.errors)) {
    const message = calcMessage(error, language, labelOf(error.name));
    if (inputs.has(key)) fields[key] = message;
    else other.push(message);
  }
  return { evaluation: null, fields, other };
}

import type { CalculatorDetail } from "@app/contracts";
import { useDebouncedValue } from "@mantine/hooks";
import { useMemo } from "react";
import { serverFormErrors } from "../../../lib/form-errors";
import { type CalculatorSide, useCalculatorSeries, useEvaluation } from "../api/calculator-api";
import { evaluateLocally } from "../model/local-evaluation";
import type { ApiValue } from "../model/values";

/**
 * The results for what is typed. Customers have them on the keystroke: computed in the browser
 * once the calculator's series have arrived (issue 14: within a frame), or by the server's
 * evaluate, a moment after the typing stops, while they load or if they cannot be had. Editors
 * trying a calculator have the server's answer through their own evaluate call (spec §7): what
 * they test is what the server will say, for drafts too.
 */
export function useLiveEvaluation(
  calculator: CalculatorDetail,
  values: Record<string, ApiValue>,
  side: CalculatorSide,
  language: "it" | "en",
) {
  const runnable = !calculator.is_locked;
  const inBrowser = runnable && side === "customer";
  const series = useCalculatorSeries(side, calculator.id, inBrowser);
  const local = useMemo(
    () =>
      inBrowser && series.data ? evaluateLocally(calculator, values, series.data.results, language) : null,
    [inBrowser, calculator, values, series.data, language],
  );
  const [debounced] = useDebouncedValue(values, 250);
  const missingOf = (given: Record<string, ApiValue>) =>
    calculator.inputs.some((input) => input.required && given[input.slug] === undefined);
  const server = useEvaluation(calculator.id, debounced, runnable && !local && !missingOf(debounced), side);
  if (local)
    return {
      data: local.evaluation,
      errors: { fields: local.fields, other: local.other },
      missing: missingOf(values),
      stale: false,
      pending: false,
    };
  return {
    data: server.data && !server.isError ? server.data : null,
    errors: serverFormErrors(
      server.error,
      calculator.inputs.map((input) => input.slug),
    ),
    missing: missingOf(debounced),
    stale: server.isPlaceholderData,
    pending: server.isFetching || (inBrowser && series.isPending),
  };
}

import type { CalculatorListItem, TemplateStatus } from "@app/contracts";

export interface CalculatorOption {
  value: string;
  label: string;
}

/**
 * The linked-calculators selector's options. A calculator customers do not see yet (any status
 * but public) says so in its label, e.g. "Interessi legali (bozza)", so the editor knows the
 * link will show only once the calculator is published.
 */
export function calculatorOptions(
  calculators: readonly Pick<CalculatorListItem, "id" | "title" | "status">[],
  statusLabel: (status: TemplateStatus) => string,
): CalculatorOption[] {
  return calculators.map((calculator) => ({
    value: String(calculator.id),
    label:
      calculator.status === "public"
        ? calculator.title
        : `${calculator.title} (${statusLabel(calculator.status).toLocaleLowerCase()})`,
  }));
}

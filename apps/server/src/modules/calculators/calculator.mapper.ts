import type { CalculatorListItem } from "@app/contracts";
import type { CalculatorTemplateRow } from "./calculator.table";

export function toCalculatorListItem(row: CalculatorTemplateRow): CalculatorListItem {
  return {
    id: row.id,
    title: row.title,
    language: row.language,
    module: row.module,
    status: row.status,
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

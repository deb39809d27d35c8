import type { CalculatorDetail, CalculatorListItem } from "@app/contracts";
import type { CalculatorTemplateRow } from "./calculator.table";

export function toCalculatorListItem(row: CalculatorTemplateRow, isLocked = false): CalculatorListItem {
  return {
    id: row.id,
    title: row.title,
    code: row.code,
    language: row.language,
    module: row.module,
    status: row.status,
    is_locked: isLocked,
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

export function toCalculatorDetail(row: CalculatorTemplateRow, isLocked: boolean): CalculatorDetail {
  return {
    id: row.id,
    title: row.title,
    code: row.code,
    language: row.language,
    module: row.module,
    status: row.status,
    inputs: row.inputs,
    steps: row.steps,
    outputs: row.outputs,
    prospetto: row.prospetto ?? null,
    is_locked: isLocked,
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

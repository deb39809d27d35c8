import type { EditorTemplateCalculator, TemplateCalculator } from "@app/contracts";
import type { CalculatorRef } from "../calculators";
import type { TemplateCalculatorRow } from "./template-calculator.repository";

export function toTemplateCalculator(
  row: TemplateCalculatorRow,
  calculator: CalculatorRef,
): TemplateCalculator {
  return {
    id: row.id,
    template: row.template_id,
    calculator: row.calculator_id,
    calculator_title: calculator.title,
    calculator_language: calculator.language,
    position: row.position,
    mapping: row.mapping,
  };
}

export function toEditorTemplateCalculator(
  row: TemplateCalculatorRow,
  calculator: CalculatorRef,
): EditorTemplateCalculator {
  return { ...toTemplateCalculator(row, calculator), calculator_status: calculator.status };
}

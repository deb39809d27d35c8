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

/** What the editors' link names of its template version. */
export interface TemplateRef {
  title: string;
  version: number;
  status: EditorTemplateCalculator["template_status"];
}

export function toEditorTemplateCalculator(
  row: TemplateCalculatorRow,
  calculator: CalculatorRef,
  template: TemplateRef,
): EditorTemplateCalculator {
  return {
    ...toTemplateCalculator(row, calculator),
    calculator_status: calculator.status,
    template_title: template.title,
    template_version: template.version,
    template_status: template.status,
  };
}

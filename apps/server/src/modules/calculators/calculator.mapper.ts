import type { CalculatorDetail } from "@app/contracts";
import type { CalculatorTemplateRow, PublishedDefinition } from "./calculator.table";

/** The definition as a version freezes it. */
export const definitionOf = (
  row: Pick<CalculatorTemplateRow, "inputs" | "steps" | "outputs" | "prospetto"> & {
    breakdown?: CalculatorTemplateRow["breakdown"];
  },
): PublishedDefinition => ({
  inputs: row.inputs,
  steps: row.steps,
  outputs: row.outputs,
  prospetto: row.prospetto ?? null,
  breakdown: row.breakdown ?? null,
});

/** The calculator as customers meet it: its published version's definition. */
export function publishedView(row: CalculatorTemplateRow): CalculatorTemplateRow {
  return row.published ? { ...row, ...definitionOf(row.published) } : row;
}

export function toCalculatorDetail(
  row: CalculatorTemplateRow,
  isLocked: boolean,
  versions: { version: number; published_at: Date }[] = [],
): CalculatorDetail {
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
    breakdown: row.breakdown ?? null,
    is_locked: isLocked,
    version: row.version,
    published_at: row.published_at ? new Date(row.published_at).toISOString() : null,
    has_unpublished_changes:
      row.published !== null &&
      JSON.stringify(definitionOf(row)) !== JSON.stringify(definitionOf(row.published)),
    versions: versions.map((v) => ({
      version: v.version,
      published_at: new Date(v.published_at).toISOString(),
    })),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

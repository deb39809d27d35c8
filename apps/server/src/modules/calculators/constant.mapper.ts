import type { CalculatorConstant } from "@app/contracts";
import type { CalculatorConstantRow } from "./constant.table";

export const toConstant = (row: CalculatorConstantRow): CalculatorConstant => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  unit: row.unit,
  source: row.source,
  values: row.values,
  updated_at: row.updated_at.toISOString(),
});

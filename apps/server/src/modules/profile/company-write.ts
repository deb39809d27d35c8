import type { CompanyUpdateBody } from "@app/contracts";
import type { companies } from "./licence.table";

/** A company body as table columns: the API's `vat_number` is the table's `vat_code`. */
export function companyWrite(body: CompanyUpdateBody): Partial<typeof companies.$inferInsert> {
  const { vat_number, ...rest } = body;
  return { ...rest, ...(vat_number !== undefined ? { vat_code: vat_number || null } : {}) };
}

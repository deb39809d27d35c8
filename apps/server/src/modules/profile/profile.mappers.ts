import { type Company, type Language, type Licence, type LicenceStatus, PLAN_LABELS } from "@app/contracts";
import { romeDay } from "../../platform/time/rome-time";
import type { companies, licences } from "./licence.table";

type CompanyRow = typeof companies.$inferSelect;
type LicenceRow = typeof licences.$inferSelect;

export function toCompany(row: CompanyRow, membersCount: number): Company {
  return {
    id: row.id,
    name: row.name,
    legal_form: row.legal_form,
    vat_number: row.vat_code ?? "",
    fiscal_code: row.fiscal_code ?? "",
    address: row.address,
    cap: row.cap,
    city: row.city,
    province: row.province,
    pec: row.pec,
    sdi_code: row.sdi_code,
    phone: row.phone,
    email: row.email,
    members_count: membersCount,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** Today in Rome, as licence dates are written. */
export const romeToday = (now = new Date()) => romeDay(now);

/** An active licence past its last day reads as expired, without anyone having to set it. */
export function effectiveStatus(
  row: Pick<LicenceRow, "status" | "valid_to">,
  today = romeToday(),
): LicenceStatus {
  return row.status === "active" && row.valid_to < today ? "expired" : row.status;
}

export function toLicence(row: LicenceRow, companyName: string, language: Language): Licence {
  return {
    id: row.id,
    company: row.company_id,
    company_name: companyName,
    plan: row.plan,
    name: PLAN_LABELS[row.plan][language],
    modules: row.modules,
    seats: row.seats,
    valid_from: row.valid_from,
    valid_to: row.valid_to,
    status: effectiveStatus(row),
    note: row.note,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

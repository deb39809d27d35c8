import type { ContactFieldKind } from "@app/contracts";
import { isValidFiscalCode, isValidPersonalFiscalCode, isValidVatCode } from "./fiscal-codes";
import { isValidCap, isValidProvinceCode, isValidSdiCode } from "./party-identifiers";
import { isValidIsoDate } from "./validate-field";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const PHONE = /^\+?[\d\s./-]{6,20}$/;

/**
 * Whether a contact field's value passes its kind's check (issue 15): the message key of what is
 * wrong, or null. An empty value passes here: whether it may be empty is the field's `required`.
 */
export function contactFieldProblem(kind: ContactFieldKind, raw: string): string | null {
  const value = raw.trim();
  if (value === "") return null;
  const valid: Record<ContactFieldKind, (text: string) => boolean> = {
    text: () => true,
    date: isValidIsoDate,
    email: (text) => EMAIL.test(text),
    pec: (text) => EMAIL.test(text),
    phone: (text) => PHONE.test(text),
    person_fiscal_code: isValidPersonalFiscalCode,
    fiscal_code: isValidFiscalCode,
    vat: isValidVatCode,
    cap: isValidCap,
    province: isValidProvinceCode,
    sdi: isValidSdiCode,
  };
  return valid[kind](value) ? null : `contact_invalid_${kind}`;
}

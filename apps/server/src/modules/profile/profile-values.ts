import type { ContactFieldKind, Language } from "@app/contracts";
import { contactFieldProblem } from "@app/documents";
import { AppError } from "../../platform/http/app-error";
import type { MessageKey } from "../../platform/i18n/messages";

/** How each checked field of a firm or a person is checked: the address book's validators. */
const KINDS: Record<string, ContactFieldKind> = {
  vat_number: "vat",
  fiscal_code: "fiscal_code",
  cap: "cap",
  province: "province",
  pec: "pec",
  sdi_code: "sdi",
  email: "email",
  phone: "phone",
};
/** The fields' names in messages. */
const LABELS: Record<string, { it: string; en: string }> = {
  name: { it: "Denominazione", en: "Name" },
  vat_number: { it: "Partita IVA", en: "VAT number" },
  fiscal_code: { it: "Codice fiscale", en: "Fiscal code" },
  cap: { it: "CAP", en: "Postcode" },
  province: { it: "Provincia", en: "Province" },
  pec: { it: "PEC", en: "PEC" },
  sdi_code: { it: "Codice destinatario SDI", en: "SDI recipient code" },
  email: { it: "E-mail", en: "E-mail" },
  phone: { it: "Telefono", en: "Phone" },
  username: { it: "Nome utente", en: "Username" },
  first_name: { it: "Nome", en: "First name" },
  last_name: { it: "Cognome", en: "Surname" },
};

/** Identifiers as the registers write them. */
const UPPER = new Set(["vat_number", "fiscal_code", "province", "sdi_code"]);

/**
 * Values as saved: trimmed, identifiers upper case without spaces (an `IT` before a VAT number
 * dropped). Refused (400, one message per field, keyed by the field) when a value fails its check
 * or, for `required`, is empty.
 */
export function checkedFields<T extends Record<string, unknown>>(
  body: T,
  language: Language,
  required: readonly string[] = [],
): T {
  const attribute = (field: string) => LABELS[field]?.[language] ?? field;
  const out: Record<string, unknown> = { ...body };
  const errors: Record<string, { key: MessageKey; params?: { attribute: string } }[]> = {};
  for (const [field, raw] of Object.entries(body)) {
    if (typeof raw !== "string") continue;
    let value = raw.trim();
    if (UPPER.has(field)) value = value.toUpperCase().replace(/\s+/g, "");
    if (field === "vat_number") value = value.replace(/^IT/, "");
    out[field] = value;
    const kind = KINDS[field];
    const problem = kind ? contactFieldProblem(kind, value) : null;
    if (problem) errors[field] = [{ key: problem as MessageKey, params: { attribute: attribute(field) } }];
  }
  for (const field of required)
    if (!errors[field] && (typeof out[field] !== "string" || out[field] === ""))
      errors[field] = [{ key: "contact_field_required", params: { attribute: attribute(field) } }];
  if (Object.keys(errors).length) throw new AppError(400, [], errors);
  return out as T;
}

import {
  ADDRESS_BOOK_TYPOLOGY_DEFINITIONS,
  type AddressBookTypology,
  type AddressBookTypologyDefinition,
  type Language,
} from "@app/contracts";
import { contactFieldProblem } from "@app/documents";
import { AppError } from "../../platform/http/app-error";
import type { MessageKey } from "../../platform/i18n/messages";

const definitions = new Map(ADDRESS_BOOK_TYPOLOGY_DEFINITIONS.map((d) => [d.typology, d]));
export const typologyOf = (typology: AddressBookTypology) =>
  definitions.get(typology) as AddressBookTypologyDefinition;

/** Identifiers are kept as the registers write them: upper case, no spaces. */
const UPPER = new Set(["person_fiscal_code", "fiscal_code", "vat", "province", "sdi"]);

/**
 * A contact's values as saved: trimmed, identifiers in upper case, empty ones dropped. Refused
 * (400, keyed `data.<slug>`, in the user's language) when a field does not belong to the
 * typology, a required one is missing or a value fails its check; nothing is saved then.
 */
export function checkedValues(
  typology: AddressBookTypology,
  data: Record<string, string | null | undefined>,
  language: Language,
): Record<string, string> {
  const definition = typologyOf(typology);
  const bySlug = new Map(definition.fields.map((f) => [f.slug, f]));
  const errors: Record<string, { key: MessageKey; params: { attribute: string } }[]> = {};
  const values: Record<string, string> = {};
  for (const [slug, raw] of Object.entries(data)) {
    const field = bySlug.get(slug);
    if (!field) {
      if (raw?.trim())
        errors[`data.${slug}`] = [{ key: "contact_unknown_field", params: { attribute: slug } }];
      continue;
    }
    const text = (raw ?? "").trim();
    if (text === "") continue;
    const value = UPPER.has(field.kind) ? text.toUpperCase().replace(/\s+/g, "") : text;
    const problem = contactFieldProblem(field.kind, value);
    if (problem)
      errors[`data.${slug}`] = [{ key: problem as MessageKey, params: { attribute: field.label[language] } }];
    else values[slug] = value;
  }
  for (const field of definition.fields)
    if (field.required && !(field.slug in values) && !errors[`data.${field.slug}`])
      errors[`data.${field.slug}`] = [
        { key: "contact_field_required", params: { attribute: field.label[language] } },
      ];
  if (Object.keys(errors).length) throw new AppError(400, [], errors);
  return values;
}

/** What is derived from the values on every save: the card's title, its A-Z letter, the identifiers. */
export function derivedColumns(typology: AddressBookTypology, values: Record<string, string>) {
  const definition = typologyOf(typology);
  const title = definition.field_title_slugs
    .map((slug) => values[slug])
    .filter(Boolean)
    .join(" ");
  // "Àlvaro" files under A: the letter without its accent.
  const first = (values[definition.field_key_slug] ?? "").normalize("NFD").charAt(0).toUpperCase();
  return {
    title,
    letter: /^[A-Z]$/.test(first) ? first : "#",
    fiscal_code: values.codice_fiscale ?? null,
    vat_number: values.partita_iva ?? null,
  };
}

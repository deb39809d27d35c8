import {
  type Choice,
  FIELD_TYPES,
  type FieldType,
  LANGUAGES,
  type Language,
  TEMPLATE_STATUSES,
  type TemplateStatus,
} from "@app/contracts";

type Labels<K extends string> = Record<K, { it: string; en: string }>;

const fieldTypeLabels: Labels<FieldType> = {
  text: { it: "Testo breve", en: "Short text" },
  textarea: { it: "Testo lungo", en: "Long text" },
  number: { it: "Numero", en: "Number" },
  currency: { it: "Importo in euro", en: "Amount in euro" },
  percentage: { it: "Percentuale", en: "Percentage" },
  date: { it: "Data", en: "Date" },
  boolean: { it: "Sì/No", en: "Yes/No" },
  select: { it: "Scelta da elenco", en: "Choice from a list" },
  email: { it: "Indirizzo e-mail", en: "E-mail address" },
  phone: { it: "Telefono", en: "Phone" },
  fiscal_code: { it: "Codice fiscale", en: "Italian fiscal code" },
  vat_code: { it: "Partita IVA", en: "VAT number" },
};

const statusLabels: Labels<TemplateStatus> = {
  draft: { it: "Bozza", en: "Draft" },
  ready: { it: "Pronto", en: "Ready" },
  public: { it: "Pubblicato", en: "Public" },
  archived: { it: "Archiviato", en: "Archived" },
};

const languageLabels: Labels<Language> = {
  it: { it: "Italiano", en: "Italian" },
  en: { it: "Inglese", en: "English" },
};

const partyTypologyLabels: Labels<"PF" | "PG" | "any"> = {
  PF: { it: "Persona fisica", en: "Natural person" },
  PG: { it: "Persona giuridica", en: "Legal entity" },
  any: { it: "Persona fisica o giuridica", en: "Natural person or legal entity" },
};

function choices<K extends string>(keys: readonly K[], labels: Labels<K>, language: Language): Choice[] {
  return keys.map((value) => ({ value, label: labels[value][language] }));
}

/** The option lists of the template schema, in the caller's language. */
export const catalogueChoices = {
  fieldTypes: (language: Language) => choices(FIELD_TYPES, fieldTypeLabels, language),
  statuses: (language: Language) => choices(TEMPLATE_STATUSES, statusLabels, language),
  languages: (language: Language) => choices(LANGUAGES, languageLabels, language),
  /** What kind of subject a party of a contract can be (used to bind address-book contacts). */
  partyTypologies: (language: Language) =>
    choices(["PF", "PG", "any"] as const, partyTypologyLabels, language),
};

import { z } from "zod";

/**
 * The address book's kinds of party (issue 15): a natural person, a sole trader, a company, an
 * entity or association. Each has fixed field slugs, so that imports, exports and templates agree.
 */
export const ADDRESS_BOOK_TYPOLOGIES = ["PF", "DI", "SOC", "ENTE"] as const;
export const addressBookTypologySchema = z.enum(ADDRESS_BOOK_TYPOLOGIES);
export type AddressBookTypology = z.infer<typeof addressBookTypologySchema>;

/** How a contact field is checked: the validators of `packages/documents`. */
export const CONTACT_FIELD_KINDS = [
  "text",
  "date",
  "email",
  "pec",
  "phone",
  "person_fiscal_code",
  "fiscal_code",
  "vat",
  "cap",
  "province",
  "sdi",
] as const;
export type ContactFieldKind = (typeof CONTACT_FIELD_KINDS)[number];

export interface ContactFieldDefinition {
  slug: string;
  label: { it: string; en: string };
  kind: ContactFieldKind;
  required: boolean;
}

export interface AddressBookTypologyDefinition {
  typology: AddressBookTypology;
  label: { it: string; en: string };
  /** The field whose first letter files the contact under A-Z. */
  field_key_slug: string;
  /** The fields that make the contact's title on its card, in order. */
  field_title_slugs: string[];
  fields: ContactFieldDefinition[];
}

const field = (
  slug: string,
  it: string,
  en: string,
  kind: ContactFieldKind = "text",
  required = false,
): ContactFieldDefinition => ({ slug, label: { it, en }, kind, required });

/** A seat or a residence, as every kind of party has one. */
const address = (required: boolean) => [
  field("indirizzo", "Indirizzo", "Address", "text", required),
  field("cap", "CAP", "Postcode", "cap", required),
  field("comune", "Comune", "Municipality", "text", required),
  field("provincia", "Provincia", "Province", "province", required),
];
const contacts = [
  field("pec", "PEC", "Certified e-mail (PEC)", "pec"),
  field("email", "E-mail", "E-mail", "email"),
  field("telefono", "Telefono", "Phone", "phone"),
];
const business = [
  field("rea", "Numero REA", "REA number"),
  field("codice_sdi", "Codice destinatario SDI", "SDI recipient code", "sdi"),
];

/** The four kinds, their fields in the order forms, imports and exports show them. */
export const ADDRESS_BOOK_TYPOLOGY_DEFINITIONS: readonly AddressBookTypologyDefinition[] = [
  {
    typology: "PF",
    label: { it: "Persona fisica", en: "Natural person" },
    field_key_slug: "cognome",
    field_title_slugs: ["cognome", "nome"],
    fields: [
      field("nome", "Nome", "First name", "text", true),
      field("cognome", "Cognome", "Surname", "text", true),
      field("codice_fiscale", "Codice fiscale", "Fiscal code", "person_fiscal_code", true),
      field("data_nascita", "Data di nascita", "Date of birth", "date"),
      field("luogo_nascita", "Luogo di nascita", "Place of birth"),
      ...address(false),
      ...contacts,
      field("documento", "Documento di identità", "Identity document"),
    ],
  },
  {
    typology: "DI",
    label: { it: "Ditta individuale", en: "Sole trader" },
    field_key_slug: "denominazione",
    field_title_slugs: ["denominazione"],
    fields: [
      field("denominazione", "Ditta", "Business name", "text", true),
      field("nome", "Nome del titolare", "Owner's first name", "text", true),
      field("cognome", "Cognome del titolare", "Owner's surname", "text", true),
      field(
        "codice_fiscale",
        "Codice fiscale del titolare",
        "Owner's fiscal code",
        "person_fiscal_code",
        true,
      ),
      field("partita_iva", "Partita IVA", "VAT number", "vat", true),
      ...address(true),
      ...business,
      ...contacts,
    ],
  },
  {
    typology: "SOC",
    label: { it: "Società", en: "Company" },
    field_key_slug: "denominazione",
    field_title_slugs: ["denominazione"],
    fields: [
      field("denominazione", "Denominazione o ragione sociale", "Company name", "text", true),
      field("forma_giuridica", "Forma giuridica", "Legal form", "text", true),
      field("partita_iva", "Partita IVA", "VAT number", "vat", true),
      field("codice_fiscale", "Codice fiscale", "Fiscal code", "fiscal_code", true),
      ...address(true),
      ...business,
      field("legale_rappresentante", "Legale rappresentante", "Legal representative"),
      ...contacts,
    ],
  },
  {
    typology: "ENTE",
    label: { it: "Ente o associazione", en: "Entity or association" },
    field_key_slug: "denominazione",
    field_title_slugs: ["denominazione"],
    fields: [
      field("denominazione", "Denominazione", "Name", "text", true),
      field("codice_fiscale", "Codice fiscale", "Fiscal code", "fiscal_code", true),
      field("partita_iva", "Partita IVA", "VAT number", "vat"),
      ...address(true),
      field("legale_rappresentante", "Legale rappresentante", "Legal representative"),
      field("codice_sdi", "Codice destinatario SDI", "SDI recipient code", "sdi"),
      ...contacts,
    ],
  },
];

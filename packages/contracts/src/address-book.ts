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

const contactSlug = z.string().regex(/^[a-z][a-z0-9_]{0,62}$/);
/** A contact's values by field slug; "" or null clears a field. */
const contactDataSchema = z.record(contactSlug, z.string().max(500).nullable());

/** `address-book/create/` (spec §3): the kind of party and its values. */
export const addressBookCreateBodySchema = z.strictObject({
  typology: addressBookTypologySchema,
  data: contactDataSchema,
});
export type AddressBookCreateBody = z.infer<typeof addressBookCreateBodySchema>;

/** `address-book/partial-update/{id}/`: only the fields sent change; `data` keys merge into the contact's. */
export const addressBookUpdateBodySchema = addressBookCreateBodySchema.partial();
export type AddressBookUpdateBody = z.infer<typeof addressBookUpdateBodySchema>;

/** A contact as lists show it: its title (from the title fields) and its A-Z letter. */
export const addressBookContactSchema = z.object({
  id: z.number().int(),
  typology: addressBookTypologySchema,
  data: z.record(z.string(), z.string()),
  title: z.string(),
  /** A to Z, or "#" when the key field does not start with a letter. */
  letter: z.string(),
  date_create: z.string(),
  date_last_modify: z.string(),
});
export type AddressBookContact = z.infer<typeof addressBookContactSchema>;

/** A contact as saved: with the other contacts that share its fiscal code or VAT number (a warning). */
export const addressBookContactDetailSchema = addressBookContactSchema.extend({
  duplicates: z.array(z.object({ id: z.number().int(), title: z.string() })),
});
export type AddressBookContactDetail = z.infer<typeof addressBookContactDetailSchema>;

/** `address-book/typologies-mapping/`: the kinds of party, with their fields. */
export const addressBookTypologiesSchema = z.object({
  results: z.array(
    z.object({
      typology: addressBookTypologySchema,
      label: z.object({ it: z.string(), en: z.string() }),
      field_key_slug: z.string(),
      field_title_slugs: z.array(z.string()),
      fields: z.array(
        z.object({
          slug: z.string(),
          label: z.object({ it: z.string(), en: z.string() }),
          kind: z.enum(CONTACT_FIELD_KINDS),
          required: z.boolean(),
        }),
      ),
    }),
  ),
});

/**
 * The columns of the address book's spreadsheets (issue 15), after the typology column: every
 * field slug of every typology, once, in this order. The export and the import template share
 * them, so an export is a valid import. A field whose label differs by typology ("Ditta",
 * "Denominazione") is headed by the generic label below; the import accepts any of them.
 */
export const ADDRESS_BOOK_COLUMNS: readonly { slug: string; label: { it: string; en: string } }[] = [
  { slug: "denominazione", label: { it: "Denominazione", en: "Name" } },
  { slug: "forma_giuridica", label: { it: "Forma giuridica", en: "Legal form" } },
  { slug: "nome", label: { it: "Nome", en: "First name" } },
  { slug: "cognome", label: { it: "Cognome", en: "Surname" } },
  { slug: "codice_fiscale", label: { it: "Codice fiscale", en: "Fiscal code" } },
  { slug: "partita_iva", label: { it: "Partita IVA", en: "VAT number" } },
  { slug: "data_nascita", label: { it: "Data di nascita", en: "Date of birth" } },
  { slug: "luogo_nascita", label: { it: "Luogo di nascita", en: "Place of birth" } },
  { slug: "indirizzo", label: { it: "Indirizzo", en: "Address" } },
  { slug: "cap", label: { it: "CAP", en: "Postcode" } },
  { slug: "comune", label: { it: "Comune", en: "Municipality" } },
  { slug: "provincia", label: { it: "Provincia", en: "Province" } },
  { slug: "rea", label: { it: "Numero REA", en: "REA number" } },
  { slug: "codice_sdi", label: { it: "Codice destinatario SDI", en: "SDI recipient code" } },
  { slug: "legale_rappresentante", label: { it: "Legale rappresentante", en: "Legal representative" } },
  { slug: "pec", label: { it: "PEC", en: "Certified e-mail (PEC)" } },
  { slug: "email", label: { it: "E-mail", en: "E-mail" } },
  { slug: "telefono", label: { it: "Telefono", en: "Phone" } },
  { slug: "documento", label: { it: "Documento di identità", en: "Identity document" } },
];
export const ADDRESS_BOOK_TYPOLOGY_COLUMN = { it: "Tipologia", en: "Typology" } as const;

/** The largest import (issue 15): the file's bytes and its data rows. */
export const ADDRESS_BOOK_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const ADDRESS_BOOK_IMPORT_MAX_ROWS = 5000;

/** `POST address-book/import/`: what was saved, and each row refused with why. */
export const addressBookImportResultSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  rejected: z.array(
    z.object({
      /** The spreadsheet's row number (the header is row 1). */
      row: z.number().int(),
      /** The column's header as the file has it, or "" when the whole row is refused. */
      column: z.string(),
      message: z.string(),
    }),
  ),
});
export type AddressBookImportResult = z.infer<typeof addressBookImportResultSchema>;

/** `GET file-progress/`: the caller's imports being worked on, or just finished. */
export const fileProgressSchema = z.object({
  results: z.array(
    z.object({
      id: z.string(),
      file_name: z.string(),
      phase: z.enum(["reading", "saving", "done", "failed"]),
      processed: z.number().int(),
      total: z.number().int(),
      percentage: z.number().int(),
    }),
  ),
});
export type FileProgress = z.infer<typeof fileProgressSchema>;

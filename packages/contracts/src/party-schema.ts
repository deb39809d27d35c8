import { z } from "zod";
import { addressBookTypologySchema } from "./address-book";
import type { TemplateParty } from "./template";

/**
 * What a template field of a party can be filled with from an address-book contact (issue 15).
 * Contracts ask for composite values ("Nome e cognome o denominazione", "Residenza o sede"):
 * each attribute says how the contact's fields compose it.
 */
export const PARTY_ATTRIBUTES = [
  "nome",
  "cognome",
  "denominazione",
  "forma_giuridica",
  "codice_fiscale",
  "partita_iva",
  "nascita",
  "data_nascita",
  "luogo_nascita",
  "indirizzo",
  "sede",
  "residenza",
  "email",
  "pec",
  "telefono",
  "rea",
  "codice_sdi",
  "legale_rappresentante",
  "documento",
] as const;
export type PartyAttribute = (typeof PARTY_ATTRIBUTES)[number];
const ATTRIBUTES: ReadonlySet<string> = new Set(PARTY_ATTRIBUTES);

/** The typologies of contact a party role takes: PF people, PG businesses and entities, any. */
export const PARTY_TYPOLOGIES = {
  PF: ["PF"],
  PG: ["DI", "SOC", "ENTE"],
  any: ["PF", "DI", "SOC", "ENTE"],
} as const satisfies Record<TemplateParty["typology"], readonly string[]>;

/**
 * The attribute a template field of a party stands for, by the naming the catalogue follows:
 * `<party>_<attribute>` (`locatore_codice_fiscale`, `datore_sede`); a field of the party's group
 * named otherwise (`employee_email`) by what follows its first underscore. Null: not from a contact.
 */
export function partyFieldAttribute(partySlug: string, fieldSlug: string): PartyAttribute | null {
  const rest = fieldSlug.startsWith(`${partySlug}_`)
    ? fieldSlug.slice(partySlug.length + 1)
    : fieldSlug.slice(fieldSlug.indexOf("_") + 1);
  const attribute = OTHER_NAMES[rest] ?? rest;
  return ATTRIBUTES.has(attribute) ? (attribute as PartyAttribute) : null;
}

/**
 * The attribute an item field of a repeating party stands for (issue 32): the item's slug is the
 * attribute itself (`nome`, `codice_fiscale`, `indirizzo`), or its English name. Null: not from a contact.
 */
export function itemFieldAttribute(itemSlug: string): PartyAttribute | null {
  const attribute = OTHER_NAMES[itemSlug] ?? itemSlug;
  return ATTRIBUTES.has(attribute) ? (attribute as PartyAttribute) : null;
}

/**
 * Other names templates give the same attributes: the English ones (`employee_tax_code`,
 * `employer_registered_office`) and the Italian «Firmatario» (`datore_rappresentante`).
 */
const OTHER_NAMES: Record<string, PartyAttribute> = {
  name: "nome",
  address: "indirizzo",
  registered_office: "sede",
  vat_number: "partita_iva",
  tax_code: "codice_fiscale",
  fiscal_code: "codice_fiscale",
  birth: "nascita",
  representative: "legale_rappresentante",
  signatory: "legale_rappresentante",
  phone: "telefono",
  // The Italian templates' «Firmatario» of a company (`<party>_rappresentante`): the contact's
  // legal representative, as the English ones' `representative` (issue 48: «Per ogni contatto»
  // with companies failed every row on this required field, which no contact filled).
  rappresentante: "legale_rappresentante",
};

/** `template/schema-parties/`: each template's party roles and which fields a contact fills. */
export const templatePartiesSchema = z.object({
  template: z.number().int(),
  /** The template's language: the composed values are written in it. */
  language: z.enum(["it", "en"]),
  parties: z.array(
    z.object({
      slug: z.string(),
      label: z.string(),
      typology: z.enum(["PF", "PG", "any"]),
      /** The address-book typologies the role accepts. */
      typologies: z.array(addressBookTypologySchema),
      /** The field group the role is compiled in. */
      field_set: z.string(),
      /**
       * True for a repeating party (issue 32): its fields are the group's item fields, filled in
       * the item a contact is chosen for (`conduttori.1.nome`).
       */
      repeating: z.boolean().default(false),
      fields: z.array(z.object({ slug: z.string(), label: z.string(), attribute: z.enum(PARTY_ATTRIBUTES) })),
    }),
  ),
});
export type TemplateParties = z.infer<typeof templatePartiesSchema>;
export type TemplatePartyRole = TemplateParties["parties"][number];

export const schemaPartiesResponseSchema = z.object({ results: z.array(templatePartiesSchema) });
export const schemaPartiesQuerySchema = z.object({
  /** One template (version) id; empty or absent: every template open to the caller. */
  template: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().int().positive().optional()),
});

/**
 * What a contact filled in a party's fields when it was chosen (field slug → value): kept with
 * the agreement, so that a later change of the contact shows as such and changes nothing by itself.
 */
export const partySnapshotsSchema = z.record(
  z.string().regex(/^[a-z][a-z0-9_]{0,63}$/),
  z.record(z.string().regex(/^[a-z][a-z0-9_]{0,63}$/), z.string().max(2000)),
);
export type PartySnapshots = z.infer<typeof partySnapshotsSchema>;

import type { TemplateParty } from "@app/contracts";
import type { SeedTemplate } from "../types";

type SeedField = SeedTemplate["fields"][number];
type ItemField = NonNullable<SeedField["fields"]>[number];

/**
 * The catalogue's repeating parties (issue 32): a party of one to several persons or companies
 * (the co-owners who let a flat, the tenants who take it), asked as a list of cards and printed
 * with words that agree with them. The template language's own pieces, written once:
 * `{{each::…}}` over the items, `{{term::…}}` for the role noun, and a verb or a participle that
 * agrees in number (`count(party) > 1`) and in gender (`feminine(party)`).
 */

/** The verb in the singular or the plural, as the party has one item or more: «ha»/«hanno». */
export const verb = (party: string, one: string, more: string) =>
  `{{if::count(${party}) &gt; 1}}${more}{{else}}${one}{{endif}}`;

/**
 * A word that agrees in number and gender with the party (a participle, an adjective):
 * «obbligato», «obbligata», «obbligati», «obbligate». Inside `{{each::party}}` it agrees with
 * the one item.
 */
export function agree(party: string, forms: { m: string; f: string; mp: string; fp: string }): string {
  const gendered = (masculine: string, feminine: string) =>
    `{{if::feminine(${party})}}${feminine}{{else}}${masculine}{{endif}}`;
  return `{{if::count(${party}) &gt; 1}}${gendered(forms.mp, forms.fp)}{{else}}${gendered(forms.m, forms.f)}{{endif}}`;
}

export interface RepeatingPartyOptions {
  /** The party's and the group's slug, a plural noun: `locatori`, `conduttori`. */
  slug: string;
  /** One item, as the cards and the role name it: «Locatore». */
  itemLabel: string;
  /** The group's label and field set: «Locatori». */
  label: string;
  forms: NonNullable<TemplateParty["forms"]>;
  typology: TemplateParty["typology"];
  min: number;
  max: number;
  help: string;
  /** The item fields, by slug (`nome`, `codice_fiscale`, `nascita`, `indirizzo`, `email`). */
  fields: ItemField[];
}

export interface RepeatingPartyPiece {
  party: TemplateParty;
  field: SeedField;
  /**
   * One paragraph per item, naming it (the birth only where given, with «nato»/«nata»), then
   * the defined term: «di seguito, congiuntamente, i Locatori».
   */
  appearance: string;
  /** A signature line per item: «Il Locatore ______ (Mario Rossi)», «La Locatrice …». */
  signatures: string;
}

export function repeatingParty(options: RepeatingPartyOptions): RepeatingPartyPiece {
  const s = options.slug;
  const itemField = (slug: string) => options.fields.find((f) => f.slug === slug);
  // A required detail always prints (a blank until given); an optional one only when given.
  const optional = (slug: string, text: string) => {
    const field = itemField(slug);
    if (!field) return "";
    return field.required ? text : `{{if::not empty(${slug})}}${text}{{endif}}`;
  };
  const born = `{{if::feminine(${s})}}nata{{else}}nato{{endif}} a {{field::${s}.nascita}}`;
  // A person resides, a company has its seat: a party that may be either says which it is
  // from each item's codice fiscale (11 digits: a company), never «residente o con sede in».
  const residence =
    options.typology === "PF"
      ? "residente in"
      : options.typology === "PG"
        ? "con sede in"
        : `{{if::company(${s})}}con sede in{{else}}residente in{{endif}}`;
  const item = [
    `<strong>{{field::${s}.nome}}</strong>`,
    optional("nascita", `, ${born}`),
    `, codice fiscale {{field::${s}.codice_fiscale}}`,
    optional("indirizzo", `, ${residence} {{field::${s}.indirizzo}}`),
    optional("email", `, indirizzo e-mail {{field::${s}.email}}`),
    ",",
  ].join("");
  return {
    party: {
      slug: s,
      label: options.itemLabel,
      typology: options.typology,
      field_set: options.label,
      forms: options.forms,
    },
    field: {
      slug: s,
      label: options.label,
      type: "group",
      help: options.help,
      field_set: options.label,
      min: options.min,
      max: options.max,
      item_label: options.itemLabel,
      fields: options.fields,
    },
    appearance: `<p>{{each::${s}}}${item}{{endeach}}</p><p>di seguito, {{if::count(${s}) &gt; 1}}congiuntamente, {{endif}}{{term::${s}}},</p>`,
    signatures: `<p>{{each::${s}}}{{term::${s}::capital}} ______________________ ({{field::${s}.nome}}){{endeach}}</p>`,
  };
}

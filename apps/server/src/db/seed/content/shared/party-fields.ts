import type { TemplateParty } from "@app/contracts";
import type { SeedTemplate } from "../types";

type SeedField = SeedTemplate["fields"][number];

/**
 * What the Italian (parties.ts) and the English (parties-en.ts) party builders share: the options
 * a template adjusts a party with, and how a party's attributes become its fields and its role.
 * Only the words differ between the two languages.
 */
export interface PartyFieldOptions {
  /** `datore`, `employer`: the prefix of the fields and the role's slug. */
  slug: string;
  /** The defined term of the contract: «Datore di lavoro», “Tenant”. */
  term: string;
  /** Completes the labels in Italian ("del datore di lavoro"), opens them in English ("Employer's"). */
  of: string;
  /** The contact details the contract needs besides the identifiers. */
  contacts?: ("email" | "pec")[];
  /** The field group, by default the defined term. */
  fieldSet?: string;
  /** Help texts by attribute, in place of the general ones. */
  help?: Partial<Record<string, string>>;
  /** Required or optional by attribute, where the contract differs from the general rule. */
  required?: Partial<Record<string, boolean>>;
  /** Labels by attribute, where the contract names a field otherwise. */
  labels?: Partial<Record<string, string>>;
  /** Checks by attribute beyond the field's type (a maximum length, a pattern). */
  validators?: Partial<Record<string, SeedField["validators"]>>;
  /** Attributes the contract does not ask for: a letter may name the worker without a birth date. */
  omit?: string[];
  /** The role's typology where the contract narrows the builder's (a tenant who must be a person). */
  typology?: TemplateParty["typology"];
}

/** An attribute of a party as a builder offers it, before the template's adjustments. */
export interface PartyAttributeField {
  attribute: string;
  label: string;
  type: SeedField["type"];
  help: string;
  required: boolean;
  attributes?: SeedField["attributes"];
}

/** The words of the contact fields a contract may ask besides the identifiers, in one language. */
export type ContactWords = Record<"email" | "pec", { label: string; type: "email"; help: string }>;

/**
 * The party's fields, `<slug>_<attribute>`, then the contacts the template asks for, with the
 * template's labels, help, checks and omissions. `label` places the contact's word beside `of`:
 * after it in English ("Employer's e-mail"), before it in Italian ("PEC del datore di lavoro").
 */
export function partyFields(
  options: PartyFieldOptions,
  base: PartyAttributeField[],
  contacts: { words: ContactWords; label: (word: string) => string },
): SeedField[] {
  const fieldSet = options.fieldSet ?? options.term;
  const contactFields = (options.contacts ?? []).map(
    (attribute): PartyAttributeField => ({
      attribute,
      label: contacts.label(contacts.words[attribute].label),
      type: contacts.words[attribute].type,
      help: contacts.words[attribute].help,
      required: false,
    }),
  );
  return [...base, ...contactFields]
    .filter(({ attribute }) => !options.omit?.includes(attribute))
    .map(({ attribute, label, type, help, required, attributes }) => {
      const validators = options.validators?.[attribute];
      return {
        slug: `${options.slug}_${attribute}`,
        label: options.labels?.[attribute] ?? label,
        type,
        help: options.help?.[attribute] ?? help,
        required: options.required?.[attribute] ?? required,
        field_set: fieldSet,
        ...(attributes ? { attributes } : {}),
        ...(validators ? { validators } : {}),
      };
    });
}

/** A part of the identification (`, codice fiscale …`), empty when its attribute is omitted. */
export const part = (options: PartyFieldOptions, attribute: string, text: string) =>
  options.omit?.includes(attribute) ? "" : text;

/** The party role, compiled in the party's field group. */
export const partyRole = (
  options: PartyFieldOptions,
  typology: TemplateParty["typology"],
): TemplateParty => ({
  slug: options.slug,
  label: options.term,
  typology: options.typology ?? typology,
  field_set: options.fieldSet ?? options.term,
});

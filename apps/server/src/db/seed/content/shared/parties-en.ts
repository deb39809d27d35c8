import type { TemplateParty } from "@app/contracts";
import type { SeedTemplate } from "../types";
import type { PartyPiece } from "./parties";
import {
  type ContactWords,
  type PartyAttributeField,
  type PartyFieldOptions,
  part,
  partyFields,
  partyRole,
} from "./party-fields";

type SeedField = SeedTemplate["fields"][number];

/**
 * The parties of the English templates, written once: the English counterpart of parties.ts, with
 * the same builders (company, person, any, the employer and the employee) and the same options.
 * They are separate because an English contract names the fields of its parties in English
 * (`employer_registered_office`, `tenant_vat_number`), and these names are both the slugs that the
 * bodies and the saved agreements use and the ones the address book reads (ENGLISH_NAMES in
 * packages/contracts/src/party-schema.ts: name, address, registered_office, vat_number, tax_code,
 * birth, representative, signatory, phone, and email and pec as they are), so that a contact fills
 * an English contract as it fills an Italian one. The Italian builders' `_denominazione`, `_sede`
 * would change those slugs, and their labels and words are Italian.
 */
type PartyOptions = PartyFieldOptions;

const CONTACT_FIELDS: ContactWords = {
  email: {
    label: "e-mail",
    type: "email",
    help: "E-mail address for communications concerning the contract.",
  },
  pec: {
    label: "certified e-mail (PEC)",
    type: "email",
    help: "Certified e-mail address (PEC): a communication sent to it has the legal effect of a registered letter with acknowledgment of receipt (Article 48 of Legislative Decree No. 82 of 7 March 2005).",
  },
};

function buildFields(options: PartyOptions, base: PartyAttributeField[]): SeedField[] {
  return partyFields(options, base, { words: CONTACT_FIELDS, label: (word) => `${options.of} ${word}` });
}

const contactsText = (options: PartyOptions) =>
  (options.contacts ?? [])
    .filter((attribute) => !options.omit?.includes(attribute))
    .map((attribute) => `, ${CONTACT_FIELDS[attribute].label} {{field::${options.slug}_${attribute}}}`)
    .join("");

const piece = (
  options: PartyOptions,
  typology: TemplateParty["typology"],
  fields: SeedField[],
  words: string,
): PartyPiece => {
  const identification = `<strong>{{field::${options.slug}_name}}</strong>${words} (the “${options.term}”)`;
  return {
    party: partyRole(options, typology),
    fields,
    identification,
    appearance: `<p>${identification},</p>`,
  };
};

/** A company or another entity, signing through its representative. */
export function companyPartyEn(options: PartyOptions): PartyPiece {
  const fields = buildFields(options, [
    {
      attribute: "name",
      label: `${options.of} name`,
      type: "text",
      help: "Full company name and legal form as registered with the Companies Register (Registro delle imprese).",
      required: true,
    },
    {
      attribute: "registered_office",
      label: `${options.of} registered office`,
      type: "text",
      help: "Full address of the registered office (street, number, postcode, city, province).",
      required: true,
    },
    {
      attribute: "vat_number",
      label: `${options.of} VAT number and tax code`,
      type: "vat_code",
      help: "Italian VAT number (partita IVA); for a company it is usually the same as its tax code.",
      required: true,
    },
    {
      attribute: "representative",
      label: `${options.of} signatory`,
      type: "text",
      help: "Name and title of the person signing with the necessary powers (legal representative, director or attorney).",
      required: true,
    },
  ]);
  const s = options.slug;
  return piece(
    options,
    "PG",
    fields,
    `${part(options, "registered_office", `, with registered office at {{field::${s}_registered_office}}`)}${part(options, "vat_number", `, VAT number and tax code {{field::${s}_vat_number}}`)}${contactsText(options)}${part(options, "representative", `, represented by {{field::${s}_representative}}, duly authorised`)}`,
  );
}

const BIRTH_EXAMPLE = "London (United Kingdom) on 12/03/1990";

/** A natural person, identified by birth, Italian tax code and residence. */
export function personPartyEn(options: PartyOptions): PartyPiece {
  const fields = buildFields(options, [
    {
      attribute: "name",
      label: `${options.of} full name`,
      type: "text",
      help: "Full name as shown on the passport or identity document.",
      required: true,
    },
    {
      attribute: "birth",
      label: `${options.of} place and date of birth`,
      type: "text",
      help: `Written as it should read after “born in”, e.g. “${BIRTH_EXAMPLE}”.`,
      required: true,
      attributes: { placeholder: BIRTH_EXAMPLE },
    },
    {
      attribute: "tax_code",
      label: `${options.of} Italian tax code`,
      type: "fiscal_code",
      help: "Italian tax code (codice fiscale, 16 characters).",
      required: true,
    },
    {
      attribute: "address",
      label: `${options.of} residence`,
      type: "text",
      help: "Full address of residence and, if different, of the domicile where communications are to be sent.",
      required: true,
    },
  ]);
  const s = options.slug;
  return piece(
    options,
    "PF",
    fields,
    `${part(options, "birth", `, born in {{field::${s}_birth}}`)}${part(options, "tax_code", `, Italian tax code {{field::${s}_tax_code}}`)}${part(options, "address", `, residing at {{field::${s}_address}}`)}${contactsText(options)}`,
  );
}

/**
 * A party that may be a person or a company: one name, one tax code, one address. `birth: true`
 * adds the place and date of birth, which a person gives and a company leaves empty;
 * `representative: true` asks who signs, where the contract names the signatory apart.
 */
export function anyPartyEn(
  options: PartyOptions & { birth?: boolean; representative?: boolean },
): PartyPiece {
  const fields = buildFields(options, [
    {
      attribute: "name",
      label: `${options.of} name`,
      type: "text",
      help: options.representative
        ? "For an individual, full name as shown on the identity document; for a company or another entity, its name and legal form."
        : "For an individual, full name as shown on the identity document; for a company or another entity, its name and legal form followed by its representative (e.g. “Alpha S.r.l., represented by its sole director Mario Rossi”).",
      required: true,
    },
    ...(options.birth
      ? [
          {
            attribute: "birth",
            label: `${options.of} place and date of birth`,
            type: "text" as const,
            help: `For an individual, written as it should read after “born in”, e.g. “${BIRTH_EXAMPLE}”; for a company, leave blank.`,
            required: false,
          },
        ]
      : []),
    {
      attribute: "tax_code",
      label: `${options.of} tax code`,
      type: "fiscal_code",
      help: "Italian tax code of the person (16 characters) or of the company (11 digits).",
      required: true,
    },
    {
      attribute: "address",
      label: `${options.of} address`,
      type: "text",
      help: "Full address of residence or of the registered office.",
      required: true,
    },
    ...(options.representative
      ? [
          {
            attribute: "representative",
            label: `${options.of} signatory`,
            type: "text" as const,
            help: "For a company or another entity, the name and title of the person signing with the necessary powers; for an individual, “himself” or “herself”.",
            required: true,
          },
        ]
      : []),
  ]);
  const s = options.slug;
  return piece(
    options,
    "any",
    fields,
    `${options.birth ? part(options, "birth", `, born in {{field::${s}_birth}}`) : ""}${part(options, "tax_code", `, tax code {{field::${s}_tax_code}}`)}${part(options, "address", `, with address at {{field::${s}_address}}`)}${options.representative ? part(options, "representative", `, represented by {{field::${s}_representative}}`) : ""}${contactsText(options)}`,
  );
}

type RoleOptions = Omit<PartyOptions, "slug" | "term" | "of">;

/**
 * The employer and the employee, as the English employment contracts name them (`employer_*`,
 * `employee_*`), with the help texts that employment gives weight to: the employer's VAT number is
 * the one of the mandatory notices (UniLav), its signatory needs powers over staff, the employee's
 * tax code is needed before the hiring notice.
 * `employer` and `employee` adjust them to the contract.
 */
export function employmentPartiesEn(options: { employer?: RoleOptions; employee?: RoleOptions } = {}) {
  return {
    employer: companyPartyEn({
      slug: "employer",
      term: "Employer",
      of: "Employer's",
      ...options.employer,
      help: {
        vat_number:
          "Italian VAT number of the employer (partita IVA), the same one used for the mandatory hiring notice (UniLav) and payroll filings.",
        representative:
          "Name and title of the person signing with powers to hire and manage staff (legal representative, director or attorney). Check the powers in the Companies Register or in the power of attorney.",
        ...options.employer?.help,
      },
    }),
    employee: personPartyEn({
      slug: "employee",
      term: "Employee",
      of: "Employee's",
      ...options.employee,
      help: {
        tax_code:
          "Italian tax code (codice fiscale, 16 characters), required for the mandatory notices and payroll. Foreign nationals must obtain it from the Revenue Agency before the hiring notice can be filed.",
        address:
          "Residence or domicile in Italy (or abroad, if not yet relocated) where communications will be sent.",
        ...options.employee?.help,
      },
    }),
  };
}

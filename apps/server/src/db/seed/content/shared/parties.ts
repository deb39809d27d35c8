import type { TemplateParty } from "@app/contracts";
import type { SeedTemplate } from "../types";
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
 * The parties of the catalogue's contracts, written once: each builder gives a party role, its
 * fields (named `<party>_<attribute>`, so the address book fills them: party-schema.ts) and the
 * paragraph that introduces the party in the contract. The help texts are the general ones; a
 * template passes its own where the contract gives a field a particular weight.
 */
export interface PartyPiece {
  party: TemplateParty;
  fields: SeedField[];
  /** The paragraph of the heading that names the party, ending with its defined term. */
  appearance: string;
  /** The same words without the paragraph, to name the party inside a sentence. */
  identification: string;
}

interface PartyOptions extends PartyFieldOptions {
  /** The term's article in «di seguito il …»: il, la, l'. */
  article?: "il" | "la" | "l'";
}

const CONTACT_FIELDS: ContactWords = {
  email: {
    label: "E-mail",
    type: "email",
    help: "Recapito elettronico per le comunicazioni relative al contratto.",
  },
  pec: {
    label: "PEC",
    type: "email",
    help: "Indirizzo di posta elettronica certificata: le comunicazioni inviate vi hanno valore di raccomandata (art. 48 D.Lgs. 82/2005).",
  },
};

function buildFields(options: PartyOptions, base: PartyAttributeField[]): SeedField[] {
  return partyFields(options, base, { words: CONTACT_FIELDS, label: (word) => `${word} ${options.of}` });
}

const defined = ({ article = "il", term }: PartyOptions) =>
  article === "l'" ? `l'«${term}»` : `${article} «${term}»`;

const contactsText = (options: PartyOptions) =>
  (options.contacts ?? [])
    .map((attribute) =>
      attribute === "pec"
        ? `, PEC {{field::${options.slug}_pec}}`
        : `, indirizzo e-mail {{field::${options.slug}_email}}`,
    )
    .join("");

/** What identifies a company or another entity, which signs through its representative. */
const COMPANY_ATTRIBUTES = (of: string): PartyAttributeField[] => [
  {
    attribute: "denominazione",
    label: `Denominazione o ragione sociale ${of}`,
    type: "text",
    help: "Denominazione completa e forma giuridica come risultano dalla visura camerale.",
    required: true,
  },
  {
    attribute: "sede",
    label: `Sede legale ${of}`,
    type: "text",
    help: "Indirizzo completo della sede legale (via, numero civico, CAP, comune, provincia).",
    required: true,
  },
  {
    attribute: "partita_iva",
    label: `Codice fiscale e partita IVA ${of}`,
    type: "vat_code",
    help: "Partita IVA; per le società coincide di regola con il codice fiscale.",
    required: true,
  },
  {
    attribute: "rappresentante",
    label: `Firmatario ${of}`,
    type: "text",
    help: "Nome, cognome e carica di chi firma con i poteri necessari (legale rappresentante, amministratore o procuratore).",
    required: true,
  },
];

/**
 * A business that may be a company or a person (an employer, a shop's tenant): a sole trader
 * or a professional has a seat but no registered office, a personal codice fiscale beside an
 * 11-digit partita IVA that looks like a company's, and signs in person (issue 44).
 */
const BUSINESS_ATTRIBUTES = (of: string): PartyAttributeField[] => [
  {
    attribute: "denominazione",
    label: `Denominazione o nome e cognome ${of}`,
    type: "text",
    help: "Per una società o un ente, la denominazione e la forma giuridica come risultano dalla visura camerale; per un imprenditore individuale o un professionista, nome e cognome ed eventuale ditta.",
    required: true,
  },
  {
    attribute: "sede",
    label: `Sede ${of}`,
    type: "text",
    help: "Indirizzo completo della sede legale della società o, per l'imprenditore individuale e il professionista, della sede dell'attività o dello studio (via, numero civico, CAP, comune, provincia).",
    required: true,
  },
  {
    attribute: "partita_iva",
    label: `Partita IVA ${of}`,
    type: "vat_code",
    help: "Partita IVA di 11 cifre; per le società coincide di regola con il codice fiscale.",
    required: true,
  },
  {
    attribute: "rappresentante",
    label: `Firmatario ${of}`,
    type: "text",
    help: "Per una società o un ente, nome, cognome e carica di chi firma con i poteri necessari (legale rappresentante, amministratore o procuratore). Lasciare vuoto se firma personalmente l'imprenditore individuale o il professionista.",
    required: false,
  },
];

/**
 * A company or another entity, signing through its representative. `soleTrader`: the party may
 * also be a sole trader or a professional, and its words suit both: «con sede in», «partita IVA»,
 * and «in persona di …» only when a representative is named.
 */
export function companyParty(options: PartyOptions & { soleTrader?: boolean }): PartyPiece {
  const { soleTrader = false } = options;
  const fields = buildFields(options, (soleTrader ? BUSINESS_ATTRIBUTES : COMPANY_ATTRIBUTES)(options.of));
  const s = options.slug;
  const representative = `, in persona di {{field::${s}_rappresentante}}, che interviene con i necessari poteri`;
  const identification = soleTrader
    ? `<strong>{{field::${s}_denominazione}}</strong>, con sede in {{field::${s}_sede}}${part(options, "partita_iva", `, partita IVA {{field::${s}_partita_iva}}`)}${contactsText(options)}${part(options, "rappresentante", `{{if::not empty(${s}_rappresentante)}}${representative}{{endif}}`)} (di seguito ${defined(options)})`
    : `<strong>{{field::${s}_denominazione}}</strong>, con sede legale in {{field::${s}_sede}}${part(options, "partita_iva", `, codice fiscale e partita IVA {{field::${s}_partita_iva}}`)}${contactsText(options)}${part(options, "rappresentante", representative)} (di seguito ${defined(options)})`;
  return {
    party: partyRole(options, soleTrader ? "any" : "PG"),
    fields,
    identification,
    appearance: `<p>${identification},</p>`,
  };
}

/** «nato» or «nata», as the party's codice fiscale (or declared gender) tells (issue 44). */
const bornWord = (party: string) => `{{if::feminine(${party})}}nata{{else}}nato{{endif}}`;

/** The hint in an empty birth field: the words the heading's «nato/a a» expects. */
const BIRTH_EXAMPLE = "Roma, il 12/03/1980";

const BIRTH_PLACE_AND_DATE = [
  {
    attribute: "luogo_nascita",
    label: "Luogo di nascita",
    type: "text",
    help: "Comune (e provincia) o Stato estero di nascita.",
    required: true,
  },
  {
    attribute: "data_nascita",
    label: "Data di nascita",
    type: "date",
    help: "La data di nascita come da documento di identità.",
    required: true,
  },
] as const;

/**
 * A natural person, identified by birth, tax code and residence. `birth: "split"` asks for the
 * place and the date apart, where the date itself matters (age limits of fixed-term contracts and
 * apprenticeships).
 */
export function personParty(options: PartyOptions & { birth?: "joint" | "split" }): PartyPiece {
  const birth =
    options.birth === "split"
      ? BIRTH_PLACE_AND_DATE.map((b) => ({ ...b, label: `${b.label} ${options.of}` }))
      : [
          {
            attribute: "nascita",
            label: `Luogo e data di nascita ${options.of}`,
            type: "text" as const,
            help: "Nel formato «Roma, il 12/03/1980»: il testo segue le parole «nato a» o «nata a», accordate dal codice fiscale.",
            required: false,
            attributes: { placeholder: BIRTH_EXAMPLE },
          },
        ];
  const fields = buildFields(options, [
    {
      attribute: "nome",
      label: `Nome e cognome ${options.of}`,
      type: "text",
      help: "Nome e cognome come da documento di identità.",
      required: true,
    },
    ...birth,
    {
      attribute: "codice_fiscale",
      label: `Codice fiscale ${options.of}`,
      type: "fiscal_code",
      help: "Codice fiscale di 16 caratteri.",
      required: true,
    },
    {
      attribute: "residenza",
      label: `Residenza ${options.of}`,
      type: "text",
      help: "Indirizzo completo di residenza; se il domicilio per le comunicazioni è diverso, indicarlo di seguito.",
      required: true,
    },
  ]);
  const s = options.slug;
  const born =
    options.birth === "split"
      ? `, ${bornWord(s)} a {{field::${s}_luogo_nascita}} il {{field::${s}_data_nascita}}`
      : part(options, "nascita", `, ${bornWord(s)} a {{field::${s}_nascita}}`);
  const identification = `<strong>{{field::${s}_nome}}</strong>${born}${part(options, "codice_fiscale", `, codice fiscale {{field::${s}_codice_fiscale}}`)}${part(options, "residenza", `, residente in {{field::${s}_residenza}}`)}${contactsText(options)} (di seguito ${defined(options)})`;
  return {
    party: partyRole(options, "PF"),
    fields,
    identification,
    appearance: `<p>${identification},</p>`,
  };
}

/**
 * A party that may be a person or a company: one name, one code, one address. `birth: true` adds
 * the place and date of birth, which a person gives and a company leaves empty.
 */
export function anyParty(options: PartyOptions & { birth?: boolean }): PartyPiece {
  const birth = options.birth
    ? [
        {
          attribute: "nascita",
          label: `Luogo e data di nascita ${options.of}`,
          type: "text" as const,
          help: "Per una persona fisica, nel formato «Roma, il 12/03/1980»; per una società, lasciare vuoto.",
          required: false,
          attributes: { placeholder: BIRTH_EXAMPLE },
        },
      ]
    : [];
  const fields = buildFields(options, [
    {
      attribute: "nome",
      label: `Nome e cognome o denominazione ${options.of}`,
      type: "text",
      help: "Per una persona, nome e cognome come da documento di identità; per una società, la denominazione seguita dal legale rappresentante (ad esempio «Alfa S.r.l., in persona dell'amministratore unico Mario Rossi»).",
      required: true,
    },
    ...birth,
    {
      attribute: "codice_fiscale",
      label: `Codice fiscale ${options.of}`,
      type: "fiscal_code",
      help: "Codice fiscale della persona (16 caratteri) o della società (11 cifre).",
      required: true,
    },
    {
      attribute: "indirizzo",
      label: `Residenza o sede ${options.of}`,
      type: "text",
      help: "Indirizzo completo di residenza o della sede legale.",
      required: true,
    },
  ]);
  const s = options.slug;
  // A company has no birth: the words print for a person only.
  const born = options.birth
    ? `{{if::not company(${s})}}, ${bornWord(s)} a {{field::${s}_nascita}}{{endif}}`
    : "";
  // A person resides, a company has its seat, as its codice fiscale tells (issue 44).
  const residence = `{{if::company(${s})}}con sede in{{else}}residente in{{endif}}`;
  const identification = `<strong>{{field::${s}_nome}}</strong>${born}${part(options, "codice_fiscale", `, codice fiscale {{field::${s}_codice_fiscale}}`)}${part(options, "indirizzo", `, ${residence} {{field::${s}_indirizzo}}`)}${contactsText(options)} (di seguito ${defined(options)})`;
  return {
    party: partyRole(options, "any"),
    fields,
    identification,
    appearance: `<p>${identification},</p>`,
  };
}

type RoleOptions = Omit<PartyOptions, "slug" | "term" | "of">;

/**
 * The employer and the employee, as the employment contracts name them (`datore_*`, `lavoratore_*`).
 * `employer` and `employee` adjust them to the contract (a split birth date, an omitted field).
 */
export function employmentParties(
  options: {
    employeeHelp?: PartyOptions["help"];
    employer?: RoleOptions & { soleTrader?: boolean };
    employee?: RoleOptions & { birth?: "joint" | "split" };
  } = {},
) {
  return {
    datore: companyParty({
      slug: "datore",
      term: "Datore di lavoro",
      of: "del datore di lavoro",
      ...options.employer,
    }),
    lavoratore: personParty({
      slug: "lavoratore",
      term: "Lavoratore",
      of: "del lavoratore",
      ...options.employee,
      ...(options.employeeHelp ? { help: { ...options.employee?.help, ...options.employeeHelp } } : {}),
    }),
  };
}

/**
 * The heading of a contract between two parties: «Tra» the first, «e» the second, then the
 * defined term that names them together.
 */
export function partiesHeading(first: PartyPiece, second: PartyPiece): string {
  return `<p>Tra ${first.identification}</p><p>e</p>${second.appearance}<p>di seguito, congiuntamente, le «Parti»,</p>`;
}

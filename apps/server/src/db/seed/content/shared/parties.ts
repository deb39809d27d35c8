import type { TemplateParty } from "@app/contracts";
import type { SeedTemplate } from "../types";

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

interface PartyOptions {
  /** `datore`, `locatore`: the prefix of the fields and the role's slug. */
  slug: string;
  /** The defined term of the contract: «Datore di lavoro», «Conduttore». */
  term: string;
  /** The term's article in «di seguito il …»: il, la, l'. */
  article?: "il" | "la" | "l'";
  /** The field group, by default the defined term. */
  fieldSet?: string;
  /** "del datore di lavoro": completes the labels. */
  of: string;
  /** Help texts by attribute, in place of the general ones. */
  help?: Partial<Record<string, string>>;
  /** The contact details the contract needs besides the identifiers. */
  contacts?: ("email" | "pec")[];
  /** Optional identifiers: not every contract needs the same ones. */
  required?: Partial<Record<string, boolean>>;
}

const CONTACT_FIELDS = {
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
} as const;

function buildFields(
  options: PartyOptions,
  base: { attribute: string; label: string; type: SeedField["type"]; help: string; required: boolean }[],
): SeedField[] {
  const fieldSet = options.fieldSet ?? options.term;
  const contacts = (options.contacts ?? []).map((attribute) => ({
    attribute,
    label: `${CONTACT_FIELDS[attribute].label} ${options.of}`,
    type: CONTACT_FIELDS[attribute].type,
    help: CONTACT_FIELDS[attribute].help,
    required: false,
  }));
  return [...base, ...contacts].map(({ attribute, label, type, help, required }) => ({
    slug: `${options.slug}_${attribute}`,
    label,
    type,
    help: options.help?.[attribute] ?? help,
    required: options.required?.[attribute] ?? required,
    field_set: fieldSet,
  }));
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

/** A company or another entity, signing through its representative. */
export function companyParty(options: PartyOptions): PartyPiece {
  const fields = buildFields(options, [
    {
      attribute: "denominazione",
      label: `Denominazione o ragione sociale ${options.of}`,
      type: "text",
      help: "Denominazione completa e forma giuridica come risultano dalla visura camerale.",
      required: true,
    },
    {
      attribute: "sede",
      label: `Sede legale ${options.of}`,
      type: "text",
      help: "Indirizzo completo della sede legale (via, numero civico, CAP, comune, provincia).",
      required: true,
    },
    {
      attribute: "partita_iva",
      label: `Codice fiscale e partita IVA ${options.of}`,
      type: "vat_code",
      help: "Partita IVA; per le società coincide di regola con il codice fiscale.",
      required: true,
    },
    {
      attribute: "rappresentante",
      label: `Firmatario ${options.of}`,
      type: "text",
      help: "Nome, cognome e carica di chi firma con i poteri necessari (legale rappresentante, amministratore o procuratore).",
      required: true,
    },
  ]);
  const s = options.slug;
  const identification = `<strong>{{field::${s}_denominazione}}</strong>, con sede legale in {{field::${s}_sede}}, codice fiscale e partita IVA {{field::${s}_partita_iva}}${contactsText(options)}, in persona di {{field::${s}_rappresentante}}, munito dei necessari poteri (di seguito ${defined(options)})`;
  return {
    party: { slug: s, label: options.term, typology: "PG", field_set: options.fieldSet ?? options.term },
    fields,
    identification,
    appearance: `<p>${identification},</p>`,
  };
}

/** A natural person, identified by birth, tax code and residence. */
export function personParty(options: PartyOptions): PartyPiece {
  const fields = buildFields(options, [
    {
      attribute: "nome",
      label: `Nome e cognome ${options.of}`,
      type: "text",
      help: "Nome e cognome come da documento di identità.",
      required: true,
    },
    {
      attribute: "nascita",
      label: `Luogo e data di nascita ${options.of}`,
      type: "text",
      help: "Nel formato «Roma, il 12/03/1980»: il testo segue le parole «nato/a a».",
      required: false,
    },
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
  const identification = `<strong>{{field::${s}_nome}}</strong>, nato/a a {{field::${s}_nascita}}, codice fiscale {{field::${s}_codice_fiscale}}, residente in {{field::${s}_residenza}}${contactsText(options)} (di seguito ${defined(options)})`;
  return {
    party: { slug: s, label: options.term, typology: "PF", field_set: options.fieldSet ?? options.term },
    fields,
    identification,
    appearance: `<p>${identification},</p>`,
  };
}

/** A party that may be a person or a company: one name, one code, one address. */
export function anyParty(options: PartyOptions): PartyPiece {
  const fields = buildFields(options, [
    {
      attribute: "nome",
      label: `Nome e cognome o denominazione ${options.of}`,
      type: "text",
      help: "Per una persona, nome e cognome come da documento di identità; per una società, la denominazione seguita dal legale rappresentante (ad esempio «Alfa S.r.l., in persona dell'amministratore unico Mario Rossi»).",
      required: true,
    },
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
  const identification = `<strong>{{field::${s}_nome}}</strong>, codice fiscale {{field::${s}_codice_fiscale}}, residente o con sede in {{field::${s}_indirizzo}}${contactsText(options)} (di seguito ${defined(options)})`;
  return {
    party: { slug: s, label: options.term, typology: "any", field_set: options.fieldSet ?? options.term },
    fields,
    identification,
    appearance: `<p>${identification},</p>`,
  };
}

/** The employer and the employee, as the employment contracts name them (`datore_*`, `lavoratore_*`). */
export function employmentParties(options: { employeeHelp?: PartyOptions["help"] } = {}) {
  return {
    datore: companyParty({ slug: "datore", term: "Datore di lavoro", of: "del datore di lavoro" }),
    lavoratore: personParty({
      slug: "lavoratore",
      term: "Lavoratore",
      of: "del lavoratore",
      ...(options.employeeHelp ? { help: options.employeeHelp } : {}),
    }),
  };
}

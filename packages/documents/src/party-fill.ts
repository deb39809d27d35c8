// What a contact fills in a party's fields (issue 15), shared by the server's bulk drafting
// (issue 48, "Per ogni contatto"). The compile screen's copy in apps/web
// (features/address-book/model/party-fill.ts) is the same code and should import this one.
import type { AddressBookTypology, Language, PartyAttribute, TemplatePartyRole } from "@app/contracts";

export interface ContactValues {
  typology: AddressBookTypology;
  data: Record<string, string>;
}

const joined = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(" ");
const italianDate = (iso: string | undefined) => {
  const match = iso && /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : (iso ?? "");
};

/** A person's or a business's name as a contract writes its party. */
function partyName({ typology, data }: ContactValues, language: Language): string {
  const person = joined(data.nome, data.cognome);
  if (typology === "PF") return person;
  if (typology === "DI")
    return language === "en"
      ? `${person}, sole proprietor of ${data.denominazione ?? ""}`
      : `${person}, titolare dell'impresa individuale ${data.denominazione ?? ""}`;
  const representative = data.legale_rappresentante;
  if (!representative) return data.denominazione ?? "";
  return language === "en"
    ? `${data.denominazione}, represented by ${representative}`
    : `${data.denominazione}, in persona del legale rappresentante ${representative}`;
}

/**
 * The place and date of birth in the form the contract's field asks for, which follows «nato a» /
 * «born in»: «Roma, il 12/04/1985», «Rome on 12/04/1985» (issue 44: «nata a Roma, 12/04/1985»).
 */
function birth({ data }: ContactValues, language: Language): string {
  const place = data.luogo_nascita ?? "";
  const day = italianDate(data.data_nascita);
  if (!place || !day) return place || day;
  return language === "en" ? `${place} on ${day}` : `${place}, il ${day}`;
}

/** A residence or a seat on one line: "Via Roma 1, 00184 Roma (RM)". */
function address({ data }: ContactValues): string {
  const place = joined(data.cap, data.comune) + (data.provincia ? ` (${data.provincia})` : "");
  return [data.indirizzo, place].filter(Boolean).join(", ");
}

/** How each attribute a template asks for is made of a contact's fields. */
const ATTRIBUTE_VALUE: Record<PartyAttribute, (contact: ContactValues, language: Language) => string> = {
  nome: partyName,
  cognome: ({ data }) => data.cognome ?? "",
  denominazione: (c, language) =>
    c.typology === "PF" ? partyName(c, language) : (c.data.denominazione ?? ""),
  forma_giuridica: ({ data }) => data.forma_giuridica ?? "",
  codice_fiscale: ({ data }) => data.codice_fiscale ?? "",
  partita_iva: ({ data }) => data.partita_iva ?? "",
  nascita: birth,
  data_nascita: ({ data }) => data.data_nascita ?? "",
  luogo_nascita: ({ data }) => data.luogo_nascita ?? "",
  indirizzo: address,
  sede: address,
  residenza: address,
  // "E-mail o PEC": the ordinary address first, the PEC when there is no other.
  email: ({ data }) => data.email ?? data.pec ?? "",
  pec: ({ data }) => data.pec ?? "",
  telefono: ({ data }) => data.telefono ?? "",
  rea: ({ data }) => data.rea ?? "",
  codice_sdi: ({ data }) => data.codice_sdi ?? "",
  legale_rappresentante: ({ data }) => data.legale_rappresentante ?? "",
  documento: ({ data }) => data.documento ?? "",
};

/**
 * What a contact fills in a party's fields (issue 15), in the template's language: every field
 * the role maps, a field the contact has nothing for emptied (no value of a previous party stays).
 */
export function partyFill(
  role: TemplatePartyRole,
  contact: ContactValues,
  language: Language,
): Record<string, string> {
  return Object.fromEntries(
    role.fields.map((f) => [f.slug, ATTRIBUTE_VALUE[f.attribute](contact, language).trim()]),
  );
}

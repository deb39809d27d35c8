import type { AddressBookTypology, PartyAttribute, TemplatePartyRole } from "@app/contracts";

type Language = "it" | "en";
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

/**
 * Whether two fills differ: the contact has changed since it filled the party. A birth filled in
 * the form used before issue 44 («Roma, 12/04/1985») is the same birth, not a change of the contact.
 */
export function fillsDiffer(
  role: TemplatePartyRole,
  a: Record<string, string>,
  b: Record<string, string>,
): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  const births = new Set(role.fields.filter((f) => f.attribute === "nascita").map((f) => f.slug));
  return [...keys].some((key) => {
    const before = a[key] ?? "";
    const after = b[key] ?? "";
    return before !== after && !(births.has(key) && sameBirth(before, after));
  });
}

function sameBirth(a: string, b: string): boolean {
  const x = BIRTH.exec(a);
  const y = BIRTH.exec(b);
  return x !== null && y !== null && x[1] === y[1] && [2, 3, 4].every((i) => Number(x[i]) === Number(y[i]));
}

const COMPANY =
  /\b(s\.?r\.?l\.?s?|s\.?p\.?a\.?|s\.?n\.?c\.?|s\.?a\.?s\.?|s\.?c\.?a\.?r\.?l\.?|soc\.?|società|societa|cooperativa|studio associato)\b/i;
const ENTITY = /\b(associazione|fondazione|comitato|ente|consorzio|onlus|ets|aps|odv)\b/i;
const ADDRESS = /^(.*?)[,\s]+(\d{5})\s+([^()]+?)\s*(?:\(([A-Za-z]{2})\))?$/;
/** «Roma, il 12/04/1985», «Rome on 12/04/1985», or without the word between: place, then d/m/Y. */
const BIRTH = /^(.*?)[,\s]+(?:(?:il|on)\s+)?(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

/**
 * A contact from what was typed in a party's fields, for "Save to the address book": composite
 * values split back as well as they can be ("Via Roma 1, 00184 Roma (RM)", "Bologna, il 12/03/1990",
 * "Mario Rossi"); the customer checks the result in the contact's form before it is saved.
 */
export function contactFromParty(
  role: TemplatePartyRole,
  values: Record<string, unknown>,
  allowed: readonly AddressBookTypology[],
): ContactValues {
  const typed = (attribute: PartyAttribute) => {
    const field = role.fields.find((f) => f.attribute === attribute);
    const value = field ? values[field.slug] : undefined;
    return typeof value === "string" ? value.trim() : "";
  };
  const name = typed("nome") || typed("denominazione");
  const guess: AddressBookTypology = ENTITY.test(name) ? "ENTE" : COMPANY.test(name) ? "SOC" : "PF";
  const typology = allowed.includes(guess) ? guess : (allowed[0] ?? "PF");
  const data: Record<string, string> = {};
  const put = (slug: string, value: string | undefined) => {
    if (value?.trim()) data[slug] = value.trim();
  };

  if (typology === "PF" || typology === "DI") {
    const [first, ...rest] = name.replace(/,.*$/, "").split(/\s+/);
    put("nome", first);
    put("cognome", rest.join(" ") || typed("cognome"));
  } else {
    const [denomination, representative] = name.split(
      /,\s*(?:in persona del legale rappresentante|represented by)\s*/i,
    );
    put("denominazione", denomination);
    put("legale_rappresentante", representative || typed("legale_rappresentante"));
  }
  const place = typed("indirizzo") || typed("sede") || typed("residenza");
  const parsedPlace = ADDRESS.exec(place);
  if (parsedPlace) {
    put("indirizzo", parsedPlace[1]);
    put("cap", parsedPlace[2]);
    put("comune", parsedPlace[3]);
    put("provincia", parsedPlace[4]?.toUpperCase());
  } else put("indirizzo", place);
  const birth = BIRTH.exec(typed("nascita"));
  if (birth) {
    put("luogo_nascita", birth[1]);
    put("data_nascita", `${birth[4]}-${birth[3]?.padStart(2, "0")}-${birth[2]?.padStart(2, "0")}`);
  } else put("luogo_nascita", typed("nascita") || typed("luogo_nascita"));
  put("data_nascita", data.data_nascita ?? typed("data_nascita"));
  const mail = typed("email");
  if (/pec|legalmail|postecert/i.test(mail)) put("pec", mail);
  else put("email", mail);
  for (const attribute of [
    "codice_fiscale",
    "partita_iva",
    "forma_giuridica",
    "pec",
    "telefono",
    "rea",
    "codice_sdi",
    "documento",
  ] as const)
    put(attribute, data[attribute] ?? typed(attribute));
  return { typology, data };
}

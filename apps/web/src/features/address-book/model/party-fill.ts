import type { AddressBookTypology, PartyAttribute, TemplatePartyRole } from "@app/contracts";
import { type ContactValues, partyFill } from "@app/documents";

// What a contact fills in a party's fields is the server's too (bulk drafting, issue 48): one
// declaration, in packages/documents.
export { type ContactValues, partyFill };

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

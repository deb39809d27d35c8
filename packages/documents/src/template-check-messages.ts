import type { Language } from "@app/contracts";
import type { TemplateCheckCode } from "./template-check";
import { describeLocation, type TemplateLocation } from "./template-scan";

/** The words of a template check's problems, in Italian and English (template-check.ts). */

const MESSAGES: Record<Language, Record<TemplateCheckCode, string>> = {
  it: {
    malformed: "Il segnaposto {placeholder} ({where}) non è scritto correttamente",
    unknown_field: "Il segnaposto {placeholder} ({where}) cita un campo che il modello non ha",
    unknown_note: "Il segnaposto {placeholder} ({where}) cita una nota che il modello non ha",
    unknown_group: "Il segnaposto {placeholder} ({where}) non cita un gruppo ripetibile del modello",
    unknown_party: "Il segnaposto {placeholder} ({where}) cita una parte che il modello non ha",
    outside_each:
      "Il segnaposto {placeholder} ({where}) cita un campo del gruppo {detail} fuori da {{each::{detail}}}",
    unbalanced: "Il segnaposto {placeholder} ({where}) {detail}",
    unknown_label: "Il segnaposto {placeholder} ({where}) rinvia a una clausola che nessun articolo porta",
    duplicate_label: "L'etichetta {placeholder} ({where}) è data a più di una clausola",
    expression: "La condizione di {placeholder} ({where}) non è valida: {detail}",
    conditional_ref:
      "Il rinvio {placeholder} ({where}) cita la clausola «{detail}», che una condizione può togliere: quando manca, il contratto stampa «{detail}» al posto del numero. Mettilo nella stessa condizione della clausola",
  },
  en: {
    malformed: "The placeholder {placeholder} ({where}) is not well formed",
    unknown_field: "The placeholder {placeholder} ({where}) cites a field the template does not have",
    unknown_note: "The placeholder {placeholder} ({where}) cites a note the template does not have",
    unknown_group: "The placeholder {placeholder} ({where}) does not cite a repeating group of the template",
    unknown_party: "The placeholder {placeholder} ({where}) cites a party the template does not have",
    outside_each:
      "The placeholder {placeholder} ({where}) cites a field of the group {detail} outside {{each::{detail}}}",
    unbalanced: "The placeholder {placeholder} ({where}) {detail}",
    unknown_label: "The placeholder {placeholder} ({where}) refers to a clause no article is labelled with",
    duplicate_label: "The label {placeholder} ({where}) is given to more than one clause",
    expression: "The condition of {placeholder} ({where}) is not valid: {detail}",
    conditional_ref:
      "The reference {placeholder} ({where}) cites the clause “{detail}”, which a condition can leave out: then the contract prints “{detail}” instead of its number. Put it inside the clause's own condition",
  },
};

/**
 * How deep blocks may nest. A contract needs two or three levels; a body nesting thousands (a
 * pasted or hostile text) would exhaust the stack of every writer that resolves it.
 */
export const MAX_LOGIC_DEPTH = 16;

export const BALANCE: Record<Language, Record<string, string>> = {
  it: {
    unopened: "non chiude né continua alcun blocco aperto",
    unclosed: "apre un blocco che non è chiuso",
    afterElse: "viene dopo {{else}} nella stessa condizione",
    crossing: "chiude un blocco aperto dentro un altro ancora aperto",
    tooDeep: `apre un blocco dentro altri ${MAX_LOGIC_DEPTH}: semplifica le condizioni annidate`,
  },
  en: {
    unopened: "closes or continues no open block",
    unclosed: "opens a block that is never closed",
    afterElse: "comes after {{else}} in the same condition",
    crossing: "closes a block opened inside another still open",
    tooDeep: `opens a block inside ${MAX_LOGIC_DEPTH} others: simplify the nested conditions`,
  },
};

export function message(
  language: Language,
  code: TemplateCheckCode,
  placeholder: string,
  location: TemplateLocation,
  detail = "",
) {
  return MESSAGES[language][code]
    .replace("{placeholder}", placeholder)
    .replace("{where}", describeLocation(location, language))
    .replaceAll("{detail}", detail);
}

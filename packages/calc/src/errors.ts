import type { SyntaxReason } from "./syntax-errors";

/**
 * What can go wrong in a calculation, as data: a code and the names it concerns. The server
 * and the screens turn it into a sentence in the user's language (`calcMessage`); it never
 * leaves the package as an exception.
 */
export type CalcErrorCode =
  | "syntax"
  | "too_complex"
  | "unknown_name"
  | "unknown_function"
  | "arity"
  | "type"
  | "division_by_zero"
  | "out_of_range"
  | "unknown_series"
  | "series_uncovered"
  | "period_reversed"
  | "required"
  | "invalid_value"
  | "below_min"
  | "above_max"
  | "invalid_option"
  | "invalid_row"
  | "condition"
  | "needs_input"
  | "not_a_group";

export interface CalcError {
  code: CalcErrorCode;
  /** `syntax`: why, in words (`name` then holds the text it is about, as written). */
  reason?: SyntaxReason;
  /** The name the error concerns (an input's slug, a function, a series). */
  name?: string;
  /** A detail: the expected type, the limit, the first day a series does not cover… */
  detail?: string;
  /** `condition`: the editors' sentence in English (`detail` holds the Italian one). */
  detail_en?: string;
}

/** Thrown inside the evaluator only; caught at its boundary and returned as a value. */
export class CalcFailure extends Error {
  /** The inputs the blamed argument was computed from, once the evaluator has traced them. */
  inputs?: string[];
  constructor(
    readonly error: CalcError,
    /** The argument of the failing call that is wrong (a reversed period's end), when it can tell. */
    readonly argument?: number,
  ) {
    super(error.code);
  }
}

export const fail = (error: CalcError, argument?: number): never => {
  throw new CalcFailure(error, argument);
};

const MESSAGES: Record<"it" | "en", Record<CalcErrorCode, string>> = {
  it: {
    syntax: "L'espressione non è scritta correttamente{detail}",
    too_complex: "L'espressione è troppo lunga o troppo annidata",
    unknown_name: "Nome sconosciuto: {name}",
    unknown_function: "Funzione sconosciuta: {name}",
    arity: "La funzione {name} non accetta questo numero di argomenti",
    type: "Valore di tipo non adatto in {name}: serve {detail}",
    division_by_zero: "Divisione per zero",
    out_of_range: "Il risultato è fuori dai limiti ammessi",
    unknown_series: "Serie sconosciuta: {name}",
    series_uncovered: "La serie {name} non ha un valore in vigore il {detail}",
    period_reversed: "La data finale precede quella iniziale",
    required: "Il campo {name} è obbligatorio",
    invalid_value: "Il campo {name} non contiene un valore valido",
    below_min: "Il campo {name} deve essere almeno {detail}",
    above_max: "Il campo {name} può essere al massimo {detail}",
    invalid_option: "Il campo {name} non contiene una scelta ammessa",
    invalid_row: "Il campo {name} ha un valore mancante o non valido alla riga {detail}",
    condition: "{name}: {detail}",
    needs_input: "Un controllo con valid_if va in un passaggio che indichi il dato a cui si riferisce",
    not_a_group: "«{name}» non è un gruppo ripetibile: {detail}() si applica solo a un gruppo",
  },
  en: {
    syntax: "The expression is not well formed{detail}",
    too_complex: "The expression is too long or too deeply nested",
    unknown_name: "Unknown name: {name}",
    unknown_function: "Unknown function: {name}",
    arity: "The function {name} does not take this number of arguments",
    type: "A value of the wrong type in {name}: {detail} expected",
    division_by_zero: "Division by zero",
    out_of_range: "The result is out of the allowed range",
    unknown_series: "Unknown series: {name}",
    series_uncovered: "The series {name} has no value in force on {detail}",
    period_reversed: "The end date comes before the start date",
    required: "The {name} field is required",
    invalid_value: "The {name} field does not hold a valid value",
    below_min: "The {name} field must be at least {detail}",
    above_max: "The {name} field may be at most {detail}",
    invalid_option: "The {name} field does not hold an allowed choice",
    invalid_row: "The {name} field has a missing or invalid value in row {detail}",
    condition: "{name}: {detail}",
    needs_input: "A valid_if check belongs in a step that names the input it refers to",
    not_a_group: "“{name}” is not a repeating group: {detail}() applies only to a group",
  },
};

/** Why an expression does not parse, in words: `{name}` is the text it is about, as written. */
const SYNTAX: Record<"it" | "en", Record<SyntaxReason, string>> = {
  it: {
    empty: "è vuota",
    unclosed_paren: "manca la parentesi di chiusura in «{name}»",
    unclosed_quote: "il testo tra virgolette «{name}» non è chiuso",
    missing_value: "dopo «{name}» manca un valore",
    missing_operator: "tra «{name}» manca un operatore (and, or, ==, >…)",
    missing_colon: "dopo «{name}» manca «:» con il valore altrimenti",
    unexpected: "«{name}» non è al suo posto",
    number_name: "il nome «{name}» comincia con una cifra",
    member:
      "il punto di «{name}» non è ammesso: un campo si cita con il suo solo codice (dentro «Per ogni…», quello del campo dell'elemento)",
    operator: "l'operatore «{name}» non è ammesso",
    value: "il valore «{name}» non è ammesso",
  },
  en: {
    empty: "it is empty",
    unclosed_paren: "the bracket in “{name}” is not closed",
    unclosed_quote: "the quoted text “{name}” is not closed",
    missing_value: "a value is missing after “{name}”",
    missing_operator: "an operator (and, or, ==, >…) is missing between “{name}”",
    missing_colon: "“:” with the value otherwise is missing after “{name}”",
    unexpected: "“{name}” is out of place",
    number_name: "the name “{name}” starts with a digit",
    member:
      "the dot in “{name}” is not allowed: a field is cited by its code alone (inside “For each…”, the item field's)",
    operator: "the operator “{name}” is not allowed",
    value: "the value “{name}” is not allowed",
  },
};

function syntaxDetail(error: CalcError, language: "it" | "en"): string {
  if (error.reason) {
    // Nothing written before the place: the value is missing at the very start.
    const reason = error.reason === "missing_value" && !error.name ? "empty" : error.reason;
    return `: ${SYNTAX[language][reason].replace("{name}", error.name ?? "")}`;
  }
  return error.detail ? `: ${error.detail}` : "";
}

/** The error as a sentence in the user's language; `label` replaces the slug when given. */
export function calcMessage(error: CalcError, language: "it" | "en", label?: string): string {
  if (error.code === "syntax")
    return MESSAGES[language].syntax.replace("{detail}", syntaxDetail(error, language));
  const detail = (language === "en" ? error.detail_en : undefined) ?? error.detail ?? "";
  return MESSAGES[language][error.code]
    .replace("{name}", label ?? error.name ?? "")
    .replace("{detail}", detail);
}

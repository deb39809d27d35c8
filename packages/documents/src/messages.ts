import type { Language } from "@app/contracts";

/** Validation messages (spec §5 message templates), `{attribute}` being the field's label. */
export const validationMessages = {
  it: {
    required: "Il campo {attribute} è obbligatorio",
    minLength: "Il campo {attribute} deve contenere almeno {value} caratteri",
    maxLength: "Il campo {attribute} può contenere al massimo {value} caratteri",
    email: "Il campo {attribute} non è un indirizzo e-mail valido",
    phone: "Il campo {attribute} non è un numero di telefono valido",
    fiscalCode: "Il campo {attribute} non è un codice fiscale valido",
    vatCode: "Il campo {attribute} non è una partita IVA valida",
    numberPositive: "Il campo {attribute} deve essere un numero valido non negativo",
    number: "Il campo {attribute} deve essere un numero valido",
    date: "Il campo {attribute} non è una data valida",
    choice: "Il valore del campo {attribute} non è tra quelli ammessi",
    slug: "Il campo {attribute} può contenere solo lettere minuscole, cifre e _",
    notList: "Il campo {attribute} ammette un solo valore, non un elenco",
    list: "Il campo {attribute} deve essere un elenco",
    item: "Un elemento di {attribute} non è valido",
    minItems: "Il campo {attribute} richiede almeno {value} elementi",
    maxItems: "Il campo {attribute} ammette al massimo {value} elementi",
  },
  en: {
    required: "The {attribute} field is required",
    minLength: "The {attribute} field must be at least {value} characters",
    maxLength: "The {attribute} field may not be longer than {value} characters",
    email: "The {attribute} field is not a valid e-mail address",
    phone: "The {attribute} field is not a valid phone number",
    fiscalCode: "The {attribute} field is not a valid fiscal code",
    vatCode: "The {attribute} field is not a valid VAT number",
    numberPositive: "The {attribute} field must be a valid non-negative number",
    number: "The {attribute} field must be a valid number",
    date: "The {attribute} field is not a valid date",
    choice: "The {attribute} field is not one of the allowed values",
    slug: "The {attribute} field may contain only lower-case letters, digits and _",
    notList: "The {attribute} field takes one value, not a list",
    list: "The {attribute} field must be a list",
    item: "An item of {attribute} is not valid",
    minItems: "The {attribute} field needs at least {value} items",
    maxItems: "The {attribute} field may have at most {value} items",
  },
} as const satisfies Record<Language, Record<string, string>>;

export type ValidationMessageKey = keyof (typeof validationMessages)["it"];

export function validationMessage(
  language: Language,
  key: ValidationMessageKey,
  params: { attribute: string; value?: number },
): string {
  return validationMessages[language][key]
    .replace("{attribute}", params.attribute)
    .replace("{value}", String(params.value ?? ""));
}

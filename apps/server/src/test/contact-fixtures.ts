import { fiscalCodeCheckCharacter, vatCheckDigit } from "@app/documents";

/** A valid personal codice fiscale, different for every `n` below 26³·1000. */
export function personalFiscalCode(n: number): string {
  const letters = [2, 1, 0].map((p) => String.fromCharCode(65 + (Math.floor(n / 1000 / 26 ** p) % 26)));
  // Surname RSS, name from n, born 1 January 1980 in municipality H + three digits of n.
  const code = `RSS${letters.join("")}80A01H${String(n % 1000).padStart(3, "0")}`;
  return `${code}${fiscalCodeCheckCharacter(code)}`;
}

/** A valid partita IVA, different for every `n` below 10⁹. */
export function vatNumber(n: number): string {
  const first10 = `0${String(n).padStart(9, "0")}`;
  return `${first10}${vatCheckDigit(first10)}`;
}

/** One import row of each typology's required fields, as the template's Italian headers name them. */
export const IMPORT_HEADER = [
  "Tipologia",
  "Denominazione",
  "Forma giuridica",
  "Nome",
  "Cognome",
  "Codice fiscale",
  "Partita IVA",
  "Data di nascita",
  "Indirizzo",
  "CAP",
  "Comune",
  "Provincia",
  "PEC",
];

/** Row `n` of a generated import: a person when even, a company when odd. */
export function importRow(n: number): (string | number | null)[] {
  if (n % 2 === 0)
    return [
      "PF",
      null,
      null,
      `Nome${n}`,
      `Cognome${n}`,
      personalFiscalCode(n),
      null,
      "01/01/1980",
      null,
      null,
      null,
      null,
      null,
    ];
  const vat = vatNumber(n);
  return [
    "SOC",
    `Impresa ${n} S.r.l.`,
    "S.r.l.",
    null,
    null,
    vat,
    vat,
    null,
    `Via Roma ${n}`,
    "00184",
    "Roma",
    "RM",
    `impresa${n}@pec.esempio.it`,
  ];
}

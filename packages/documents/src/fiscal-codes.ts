// Italian tax identifiers, checked the way the Agenzia delle Entrate computes them.

// biome-ignore format: the official conversion table, kept in its printed layout
const ODD_VALUES: Record<string, number> = {
  "0": 1, "1": 0, "2": 5, "3": 7, "4": 9, "5": 13, "6": 15, "7": 17, "8": 19, "9": 21,
  A: 1, B: 0, C: 5, D: 7, E: 9, F: 13, G: 15, H: 17, I: 19, J: 21, K: 2, L: 4, M: 18,
  N: 20, O: 11, P: 3, Q: 6, R: 8, S: 12, T: 14, U: 16, V: 10, W: 22, X: 25, Y: 24, Z: 23,
};

function evenValue(char: string): number {
  return /\d/.test(char) ? Number(char) : char.charCodeAt(0) - 65;
}

/**
 * A natural person's codice fiscale: 16 characters (letters for surname, name, month and check;
 * digits for year, day and municipality, which omocodia may turn into letters L-V), whose last
 * character is the check letter of the first fifteen.
 */
export function isValidPersonalFiscalCode(raw: string): boolean {
  const code = raw.trim().toUpperCase();
  if (
    !/^[A-Z]{6}[0-9LMNPQRSTUV]{2}[ABCDEHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/.test(code)
  ) {
    return false;
  }
  return fiscalCodeCheckCharacter(code.slice(0, 15)) === code[15];
}

/** The check letter of a personal codice fiscale's first fifteen characters. */
export function fiscalCodeCheckCharacter(first15: string): string {
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const char = first15[i] as string;
    // Positions are counted from 1: odd positions are the even indexes.
    sum += i % 2 === 0 ? (ODD_VALUES[char] ?? 0) : evenValue(char);
  }
  return String.fromCharCode(65 + (sum % 26));
}

/** A partita IVA: 11 digits, the last a Luhn-style check digit (an optional `IT` prefix is accepted). */
export function isValidVatCode(raw: string): boolean {
  const code = raw.trim().toUpperCase().replace(/^IT/, "");
  if (!/^\d{11}$/.test(code) || code === "00000000000") return false;
  return vatCheckDigit(code.slice(0, 10)) === Number(code[10]);
}

/** The check digit of a partita IVA's first ten digits. */
export function vatCheckDigit(first10: string): number {
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    let digit = Number(first10[i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * A codice fiscale as a contract party may carry it: a person's 16 characters, or the 11 digits
 * that companies and other entities have (the same algorithm as the partita IVA).
 */
export function isValidFiscalCode(raw: string): boolean {
  const code = raw.trim();
  return /^\d{11}$/.test(code) ? isValidVatCode(code) : isValidPersonalFiscalCode(code);
}

// Omocodia replaces digits by these letters, in order (0 → L … 9 → V).
const OMOCODIA = "LMNPQRSTUV";

/**
 * The gender a personal codice fiscale records: its day of birth (characters 10–11) has 40 added
 * for women. Read from the code's shape, not its check letter, so a mistyped code still reads;
 * null for anything that is not a person's 16 characters (a company's 11 digits).
 */
export function fiscalCodeGender(raw: string): "F" | "M" | null {
  const code = raw.trim().toUpperCase();
  if (!/^[A-Z]{6}[0-9LMNPQRSTUV]{2}[ABCDEHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/.test(code))
    return null;
  const digit = (char: string) => (/\d/.test(char) ? Number(char) : OMOCODIA.indexOf(char));
  const day = digit(code[9] as string) * 10 + digit(code[10] as string);
  return day > 40 ? "F" : "M";
}

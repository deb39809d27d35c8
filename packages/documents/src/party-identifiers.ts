// The other identifiers of a contract party (issue 15): IBAN, CAP, provincia, SDI code. The
// fiscal code and the VAT number are in fiscal-codes.ts.

/** The IBAN lengths of the SEPA countries a professional meets most; others: 15 to 34 characters. */
const IBAN_LENGTHS: Record<string, number> = {
  IT: 27,
  SM: 27,
  VA: 22,
  FR: 27,
  DE: 22,
  ES: 24,
  AT: 20,
  BE: 16,
  CH: 21,
  GB: 22,
  IE: 22,
  LU: 20,
  MC: 27,
  NL: 18,
  PT: 25,
  SI: 19,
  HR: 21,
  GR: 27,
  MT: 31,
  PL: 28,
  RO: 24,
};

/**
 * An IBAN (ISO 13616): country, two check digits and the account, spaces allowed; the whole
 * rearranged (first four characters moved to the end, letters as 10-35) must be 1 modulo 97. An
 * Italian one also has its fixed shape: CIN letter, ABI and CAB of five digits, 12-character account.
 */
export function isValidIban(raw: string): boolean {
  const iban = raw.replace(/\s+/g, "").toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const country = iban.slice(0, 2);
  const length = IBAN_LENGTHS[country];
  if (length !== undefined && iban.length !== length) return false;
  if (country === "IT" && !/^IT\d{2}[A-Z]\d{10}[A-Z0-9]{12}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  // Digit by digit, so the 30-odd digit number never leaves safe integers.
  let remainder = 0;
  for (const char of rearranged) {
    const value = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** A CAP (codice di avviamento postale): five digits. */
export function isValidCap(raw: string): boolean {
  return /^\d{5}$/.test(raw.trim());
}

/** A provincia as addresses write it: its two-letter sigla (RM, MI, FC…), in any case. */
export function isValidProvinceCode(raw: string): boolean {
  return /^[A-Za-z]{2}$/.test(raw.trim());
}

/**
 * The codice destinatario SDI a company receives its e-invoices on: seven letters or digits
 * ("0000000" for one that receives by PEC or in its reserved area).
 */
export function isValidSdiCode(raw: string): boolean {
  return /^[A-Z0-9]{7}$/.test(raw.trim().toUpperCase());
}

// How credentials/info writes a certificate's names, serial number and dates (CSC v2.0 §11.4).
import type * as pkijs from "pkijs";
import { OID } from "./oids";

// RFC 4514 §3 names CN, C and O; the others are written as OpenSSL does.
const SHORT_NAMES: Record<string, string> = {
  [OID.commonName]: "CN",
  [OID.surname]: "SN",
  [OID.serialNumber]: "serialNumber",
  [OID.countryName]: "C",
  [OID.organizationName]: "O",
  [OID.givenName]: "GN",
};

/** RFC 4514 §2.4: the specials escaped, and a leading "#" or space and a trailing space. */
function escapeValue(value: string): string {
  return value
    .replace(/[\\,+"<>;=]/g, (char) => `\\${char}`)
    .replace(/^[ #]/, (char) => `\\${char}`)
    .replace(/ $/, "\\ ");
}

/** A Name as RFC 4514 writes it: the last RDN first, comma-separated ("CN=Mario Rossi,…,C=IT"). */
export function rfc4514(name: pkijs.RelativeDistinguishedNames): string {
  return name.typesAndValues
    .map((item) => {
      const value: unknown = item.value.valueBlock.value;
      return `${SHORT_NAMES[item.type] ?? item.type}=${escapeValue(String(value))}`;
    })
    .reverse()
    .join(",");
}

/** The serial number as hex, upper case (CSC: "hex-encoded string"). */
export function serialHex(certificate: pkijs.Certificate): string {
  return Buffer.from(certificate.serialNumber.valueBlock.valueHexView).toString("hex").toUpperCase();
}

/** GeneralizedTime as CSC writes it: "YYYYMMDDHHMMSSZ". */
export function generalizedTime(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:T]/g, "");
}

import * as asn1js from "asn1js";
import * as pkijs from "pkijs";
import { OID } from "./oids";

/** The first value of an attribute type in a certificate's name, as text, else null. */
function nameAttribute(name: pkijs.RelativeDistinguishedNames, type: string): string | null {
  const found = name.typesAndValues.find((item) => item.type === type);
  const value: unknown = found?.value.valueBlock.value;
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}

/** The signer as the certificate names them: the common name, else given name and surname. */
export function signerName(certificate: pkijs.Certificate): string {
  const common = nameAttribute(certificate.subject, OID.commonName);
  if (common) return common;
  const full = [OID.givenName, OID.surname]
    .map((type) => nameAttribute(certificate.subject, type))
    .filter(Boolean)
    .join(" ");
  return full || nameAttribute(certificate.subject, OID.organizationName) || "";
}

/**
 * The codice fiscale from the subject's serialNumber "TINIT-…" (ETSI EN 319 412-1 §5.1.3: the
 * national tax identifier, semantics identifier TIN, country IT), else null.
 */
export function fiscalCode(certificate: pkijs.Certificate): string | null {
  const serial = nameAttribute(certificate.subject, OID.serialNumber);
  const match = serial?.match(/^TINIT-([A-Z0-9]{11,16})$/i);
  return match?.[1] ? match[1].toUpperCase() : null;
}

/** The issuing authority's name: its organisation, else its common name. */
export function issuerName(certificate: pkijs.Certificate): string {
  return (
    nameAttribute(certificate.issuer, OID.organizationName) ??
    nameAttribute(certificate.issuer, OID.commonName) ??
    ""
  );
}

/** The certificate declares QcCompliance in its QcStatements (ETSI EN 319 412-5 §4.2.1). */
export function isQualified(certificate: pkijs.Certificate): boolean {
  const extension = certificate.extensions?.find((item) => item.extnID === OID.qcStatements);
  if (!extension) return false;
  const parsed = asn1js.fromBER(extension.extnValue.valueBlock.valueHexView);
  if (parsed.offset === -1) return false;
  const statements = new pkijs.QCStatements({ schema: parsed.result });
  return statements.values.some((statement) => statement.id === OID.qcCompliance);
}

// The sandbox's test authority and its signers' certificates, made with pkijs over WebCrypto.
import { randomBytes, webcrypto } from "node:crypto";
import * as asn1js from "asn1js";
import * as pkijs from "pkijs";
import { toArrayBuffer } from "./bytes";
import { authorityExtensions, keyIdentifier, signerExtensions } from "./extensions";
import { OID } from "./oids";

export const AUTHORITY_NAME = "CSC Sandbox CA — solo prova";
export const AUTHORITY_ORGANIZATION = "CSC Sandbox — solo prova";
export const KEY_BITS = 2048;

const DAY_MS = 86_400_000;
const AUTHORITY_YEARS = 10;
const SIGNER_YEARS = 3;

const RSA_KEY: webcrypto.RsaHashedKeyGenParams = {
  name: "RSASSA-PKCS1-v1_5",
  modulusLength: KEY_BITS,
  publicExponent: new Uint8Array([1, 0, 1]),
  hash: "SHA-256",
};

/** A certificate with its private key, as PKCS#8 DER: kept only in the sandbox's data directory. */
export interface IssuedCertificate {
  der: Uint8Array;
  privateKeyPkcs8: Uint8Array;
}

/** Whose qualified certificate: a natural person with an Italian codice fiscale. */
export interface SignerIdentity {
  givenName: string;
  surname: string;
  fiscalCode: string;
}

type NamePart = [type: string, value: string, printable?: boolean];

/**
 * A Name of one attribute per RDN, in the order given. Encoded with asn1js and read back: pkijs
 * alone would put every attribute in a single multi-valued RDN ("C=IT + O=… + CN=…").
 */
function distinguishedName(parts: NamePart[]): pkijs.RelativeDistinguishedNames {
  const name = new asn1js.Sequence({
    value: parts.map(
      ([type, value, printable]) =>
        new asn1js.Set({
          value: [
            new pkijs.AttributeTypeAndValue({
              type,
              value: printable ? new asn1js.PrintableString({ value }) : new asn1js.Utf8String({ value }),
            }).toSchema(),
          ],
        }),
    ),
  });
  return pkijs.RelativeDistinguishedNames.fromBER(name.toBER(false));
}

/** A positive 128-bit serial number (RFC 5280 §4.1.2.2: at most 20 octets, unpredictable). */
function serialNumber(): asn1js.Integer {
  const bytes = randomBytes(16);
  bytes[0] = ((bytes[0] ?? 0) & 0x7f) | 0x10;
  return new asn1js.Integer({ valueHex: new Uint8Array(bytes).buffer });
}

/** UTCTime up to 2049, GeneralizedTime after (RFC 5280 §4.1.2.5). */
function time(value: Date): pkijs.Time {
  return new pkijs.Time({ type: value.getUTCFullYear() < 2050 ? 0 : 1, value });
}

function yearsAfter(start: Date, years: number): Date {
  const end = new Date(start);
  end.setUTCFullYear(end.getUTCFullYear() + years);
  return end;
}

async function newKeyPair(): Promise<webcrypto.CryptoKeyPair> {
  return (await webcrypto.subtle.generateKey(RSA_KEY, true, ["sign", "verify"])) as webcrypto.CryptoKeyPair;
}

async function importSigningKey(pkcs8: Uint8Array): Promise<webcrypto.CryptoKey> {
  return webcrypto.subtle.importKey("pkcs8", pkcs8.slice(), RSA_KEY, false, ["sign"]);
}

async function finish(
  certificate: pkijs.Certificate,
  keys: webcrypto.CryptoKeyPair,
  signingKey: webcrypto.CryptoKey,
): Promise<IssuedCertificate> {
  await certificate.sign(signingKey, "SHA-256");
  const privateKeyPkcs8 = new Uint8Array(await webcrypto.subtle.exportKey("pkcs8", keys.privateKey));
  return { der: new Uint8Array(certificate.toSchema(true).toBER(false)), privateKeyPkcs8 };
}

function parse(der: Uint8Array): pkijs.Certificate {
  return pkijs.Certificate.fromBER(toArrayBuffer(der));
}

/** The self-signed root "CSC Sandbox CA — solo prova", valid ten years from yesterday. */
export async function createAuthority(now = new Date()): Promise<IssuedCertificate> {
  const keys = await newKeyPair();
  const certificate = new pkijs.Certificate();
  certificate.version = 2;
  certificate.serialNumber = serialNumber();
  const name = distinguishedName([
    [OID.countryName, "IT", true],
    [OID.organizationName, AUTHORITY_ORGANIZATION],
    [OID.commonName, AUTHORITY_NAME],
  ]);
  certificate.issuer = name;
  certificate.subject = name;
  const start = new Date(now.getTime() - DAY_MS);
  certificate.notBefore = time(start);
  certificate.notAfter = time(yearsAfter(start, AUTHORITY_YEARS));
  await certificate.subjectPublicKeyInfo.importKey(keys.publicKey);
  certificate.extensions = authorityExtensions(keyIdentifier(certificate.subjectPublicKeyInfo));
  return finish(certificate, keys, keys.privateKey);
}

/**
 * A qualified signature certificate for a person, issued by the sandbox's authority: common name,
 * given name and surname, serialNumber "TINIT-<codice fiscale>" (ETSI EN 319 412-1 §5.1.3),
 * country IT; valid three years from yesterday, and never beyond the authority.
 */
export async function issueSignerCertificate(
  authority: IssuedCertificate,
  signer: SignerIdentity,
  now = new Date(),
): Promise<IssuedCertificate> {
  const keys = await newKeyPair();
  const issuer = parse(authority.der);
  const certificate = new pkijs.Certificate();
  certificate.version = 2;
  certificate.serialNumber = serialNumber();
  certificate.issuer = issuer.subject;
  certificate.subject = distinguishedName([
    [OID.countryName, "IT", true],
    [OID.surname, signer.surname],
    [OID.givenName, signer.givenName],
    [OID.serialNumber, `TINIT-${signer.fiscalCode}`, true],
    [OID.commonName, `${signer.givenName} ${signer.surname}`],
  ]);
  const start = new Date(now.getTime() - DAY_MS);
  const authorityEnd = issuer.notAfter.value;
  const end = yearsAfter(start, SIGNER_YEARS);
  certificate.notBefore = time(start);
  certificate.notAfter = time(new Date(Math.min(end.getTime(), authorityEnd.getTime())));
  await certificate.subjectPublicKeyInfo.importKey(keys.publicKey);
  certificate.extensions = signerExtensions(
    keyIdentifier(certificate.subjectPublicKeyInfo),
    keyIdentifier(issuer.subjectPublicKeyInfo),
  );
  return finish(certificate, keys, await importSigningKey(authority.privateKeyPkcs8));
}

/** How long a revocation list is current (its nextUpdate); the sandbox writes a new one at each start. */
const REVOCATION_LIST_DAYS = 7;

/**
 * The authority's certificate revocation list (RFC 5280 §5), listing none of its certificates: a
 * verifier that holds it can say a sandbox signer was not revoked, instead of "not checked".
 */
export async function issueRevocationList(
  authority: IssuedCertificate,
  now = new Date(),
): Promise<Uint8Array> {
  const issuer = parse(authority.der);
  const crl = new pkijs.CertificateRevocationList();
  crl.version = 1;
  crl.issuer = issuer.subject;
  crl.thisUpdate = time(now);
  crl.nextUpdate = time(new Date(now.getTime() + REVOCATION_LIST_DAYS * DAY_MS));
  await crl.sign(await importSigningKey(authority.privateKeyPkcs8), "SHA-256");
  return new Uint8Array(crl.toSchema(true).toBER(false));
}

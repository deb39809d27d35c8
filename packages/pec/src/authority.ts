// A test certification authority and a PEC provider's signing certificate, made with pkijs over
// WebCrypto: for the fixtures and the PEC sandbox, never for real mail. PEM in and out, so the
// sandbox can keep them in its data folder.
import { createHash, randomBytes } from "node:crypto";
import * as asn1js from "asn1js";
import * as pkijs from "pkijs";

/** A certificate with its private key (PKCS#8), both PEM. */
export interface KeyAndCertificate {
  certificatePem: string;
  keyPem: string;
}

// WebCrypto as the global `crypto` (Node 24): pkijs takes the global CryptoKey type. Its type is
// named through `crypto` itself, which every program here declares (with or without the DOM lib).
type Key = Awaited<ReturnType<typeof crypto.subtle.importKey>>;
const RSA = {
  name: "RSASSA-PKCS1-v1_5",
  modulusLength: 2048,
  publicExponent: new Uint8Array([1, 0, 1]),
  hash: "SHA-256",
} as const;
const OID = {
  country: "2.5.4.6",
  organization: "2.5.4.10",
  commonName: "2.5.4.3",
  email: "1.2.840.113549.1.9.1",
  basicConstraints: "2.5.29.19",
  keyUsage: "2.5.29.15",
  subjectKeyIdentifier: "2.5.29.14",
  authorityKeyIdentifier: "2.5.29.35",
  extendedKeyUsage: "2.5.29.37",
  emailProtection: "1.3.6.1.5.5.7.3.4",
} as const;
const DAY = 86_400_000;

const pem = (label: string, der: ArrayBuffer | Uint8Array) =>
  `-----BEGIN ${label}-----\n${(
    Buffer.from(der instanceof Uint8Array ? der : new Uint8Array(der))
      .toString("base64")
      .match(/.{1,64}/g) ?? []
  ).join("\n")}\n-----END ${label}-----\n`;

/** The DER of the first PEM block with this label. */
export function pemDer(text: string, label: string): Uint8Array<ArrayBuffer> {
  const match = text.match(new RegExp(`-----BEGIN ${label}-----([A-Za-z0-9+/=\\s]+)-----END ${label}-----`));
  if (!match?.[1]) throw new Error(`no ${label} PEM block`);
  return new Uint8Array(Buffer.from(match[1].replace(/\s+/g, ""), "base64"));
}

export const readCertificate = (certificatePem: string) =>
  pkijs.Certificate.fromBER(pemDer(certificatePem, "CERTIFICATE"));

export async function importKey(keyPem: string): Promise<Key> {
  return crypto.subtle.importKey("pkcs8", pemDer(keyPem, "PRIVATE KEY"), RSA, false, ["sign"]);
}

function name(parts: [string, string][]): pkijs.RelativeDistinguishedNames {
  // One attribute per RDN: pkijs alone would put them all into one multi-valued RDN.
  const sequence = new asn1js.Sequence({
    value: parts.map(
      ([type, value]) =>
        new asn1js.Set({
          value: [
            new pkijs.AttributeTypeAndValue({
              type,
              value:
                type === OID.country
                  ? new asn1js.PrintableString({ value })
                  : type === OID.email
                    ? new asn1js.IA5String({ value })
                    : new asn1js.Utf8String({ value }),
            }).toSchema(),
          ],
        }),
    ),
  });
  return pkijs.RelativeDistinguishedNames.fromBER(sequence.toBER(false));
}

const extension = (extnID: string, critical: boolean, value: asn1js.BaseBlock) =>
  new pkijs.Extension({ extnID, critical, extnValue: value.toBER(false) });

/** KeyUsage bits (RFC 5280 §4.2.1.3) in one byte: enough for bits 0..7. */
function keyUsage(bits: number[]): pkijs.Extension {
  const byte = bits.reduce((value, bit) => value | (0x80 >> bit), 0);
  const unused = 7 - Math.max(...bits);
  return extension(
    OID.keyUsage,
    true,
    new asn1js.BitString({ valueHex: new Uint8Array([byte]).buffer, unusedBits: unused }),
  );
}

function keyId(info: pkijs.PublicKeyInfo): ArrayBuffer {
  const digest = createHash("sha1").update(info.subjectPublicKey.valueBlock.valueHexView).digest();
  return new Uint8Array(digest).buffer;
}

async function make(
  subject: pkijs.RelativeDistinguishedNames,
  issuer: { name: pkijs.RelativeDistinguishedNames; key: Key; keyId: ArrayBuffer } | null,
  ca: boolean,
  years: number,
  now: Date,
): Promise<KeyAndCertificate> {
  const keys = (await crypto.subtle.generateKey(RSA, true, ["sign", "verify"])) as {
    publicKey: Key;
    privateKey: Key;
  };
  const certificate = new pkijs.Certificate();
  certificate.version = 2;
  const serial = randomBytes(16);
  serial[0] = ((serial[0] ?? 0) & 0x7f) | 0x10;
  certificate.serialNumber = new asn1js.Integer({ valueHex: new Uint8Array(serial).buffer });
  certificate.subject = subject;
  certificate.issuer = issuer?.name ?? subject;
  const start = new Date(now.getTime() - DAY);
  const end = new Date(start);
  end.setUTCFullYear(end.getUTCFullYear() + years);
  certificate.notBefore = new pkijs.Time({ type: 0, value: start });
  certificate.notAfter = new pkijs.Time({ type: 0, value: end });
  await certificate.subjectPublicKeyInfo.importKey(keys.publicKey);
  const ownId = keyId(certificate.subjectPublicKeyInfo);
  certificate.extensions = [
    extension(OID.basicConstraints, true, new pkijs.BasicConstraints({ cA: ca }).toSchema()),
    // CA: keyCertSign, cRLSign; the provider: digitalSignature, nonRepudiation.
    keyUsage(ca ? [5, 6] : [0, 1]),
    extension(OID.subjectKeyIdentifier, false, new asn1js.OctetString({ valueHex: ownId })),
    extension(
      OID.authorityKeyIdentifier,
      false,
      new pkijs.AuthorityKeyIdentifier({
        keyIdentifier: new asn1js.OctetString({ valueHex: issuer?.keyId ?? ownId }),
      }).toSchema(),
    ),
    ...(ca
      ? []
      : [
          extension(
            OID.extendedKeyUsage,
            false,
            new pkijs.ExtKeyUsage({ keyPurposes: [OID.emailProtection] }).toSchema(),
          ),
        ]),
  ];
  await certificate.sign(issuer?.key ?? keys.privateKey, "SHA-256");
  return {
    certificatePem: pem("CERTIFICATE", certificate.toSchema(true).toBER(false)),
    keyPem: pem("PRIVATE KEY", await crypto.subtle.exportKey("pkcs8", keys.privateKey)),
  };
}

/** A self-signed test authority, valid ten years from yesterday. */
export async function createTestAuthority(commonName: string, now = new Date()): Promise<KeyAndCertificate> {
  return make(
    name([
      [OID.country, "IT"],
      [OID.organization, `${commonName} — solo prova`],
      [OID.commonName, commonName],
    ]),
    null,
    true,
    10,
    now,
  );
}

/** The provider's signing certificate ("posta-certificata@<domain>"), issued by `authority`, valid three years. */
export async function issueProviderCertificate(
  authority: KeyAndCertificate,
  provider: { name: string; domain: string },
  now = new Date(),
): Promise<KeyAndCertificate> {
  const issuer = readCertificate(authority.certificatePem);
  return make(
    name([
      [OID.country, "IT"],
      [OID.organization, provider.name],
      [OID.commonName, `Posta certificata ${provider.domain}`],
      [OID.email, `posta-certificata@${provider.domain}`],
    ]),
    {
      name: issuer.subject,
      key: await importKey(authority.keyPem),
      keyId: keyId(issuer.subjectPublicKeyInfo),
    },
    false,
    3,
    now,
  );
}

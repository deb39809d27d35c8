// The X.509 extensions of the sandbox's certificates, built with pkijs and asn1js.
import { createHash } from "node:crypto";
import * as asn1js from "asn1js";
import * as pkijs from "pkijs";
import { toArrayBuffer } from "./bytes";
import { OID } from "./oids";

/** Said in every signer's certificate policy: whoever reads the certificate learns it is a test. */
export const TEST_NOTICE = "Certificato di prova della CSC Sandbox: nessun valore legale";

function extension(extnID: string, critical: boolean, value: { toSchema(): asn1js.BaseBlock }) {
  return new pkijs.Extension({ extnID, critical, extnValue: value.toSchema().toBER(false) });
}

/** KeyUsage (RFC 5280 §4.2.1.3): a DER BIT STRING of the named bits, trailing zeros dropped. */
function keyUsage(bits: number[]): pkijs.Extension {
  const highest = Math.max(...bits);
  const bytes = new Uint8Array(Math.floor(highest / 8) + 1);
  for (const bit of bits)
    bytes[Math.floor(bit / 8)] = (bytes[Math.floor(bit / 8)] ?? 0) | (0x80 >> (bit % 8));
  const unusedBits = 7 - (highest % 8);
  const value = new asn1js.BitString({ valueHex: bytes.buffer, unusedBits });
  return new pkijs.Extension({ extnID: OID.keyUsage, critical: true, extnValue: value.toBER(false) });
}

const KEY_USAGE_BIT = { nonRepudiation: 1, keyCertSign: 5, cRLSign: 6 } as const;

/** The key identifier of RFC 5280 §4.2.1.2, method (1): SHA-1 of the subjectPublicKey bits. */
export function keyIdentifier(publicKeyInfo: pkijs.PublicKeyInfo): Uint8Array {
  const bits = publicKeyInfo.subjectPublicKey.valueBlock.valueHexView;
  return new Uint8Array(createHash("sha1").update(bits).digest());
}

function subjectKeyIdentifier(id: Uint8Array): pkijs.Extension {
  return new pkijs.Extension({
    extnID: OID.subjectKeyIdentifier,
    critical: false,
    extnValue: new asn1js.OctetString({ valueHex: toArrayBuffer(id) }).toBER(false),
  });
}

function authorityKeyIdentifier(id: Uint8Array): pkijs.Extension {
  const value = new pkijs.AuthorityKeyIdentifier({
    keyIdentifier: new asn1js.OctetString({ valueHex: toArrayBuffer(id) }),
  });
  return extension(OID.authorityKeyIdentifier, false, value);
}

/**
 * QcStatements (ETSI EN 319 412-5 §4.2): QcCompliance (an EU qualified certificate), QcSSCD
 * (its key on a qualified signature creation device) and QcType esign (for signatures, not
 * seals), as a qualified signature certificate of an Italian provider carries them.
 */
function qcStatements(): pkijs.Extension {
  const statements = new pkijs.QCStatements();
  statements.values = [
    new pkijs.QCStatement({ id: OID.qcCompliance }),
    new pkijs.QCStatement({ id: OID.qcSSCD }),
    new pkijs.QCStatement({
      id: OID.qcType,
      type: new asn1js.Sequence({ value: [new asn1js.ObjectIdentifier({ value: OID.qcTypeESign })] }),
    }),
  ];
  return extension(OID.qcStatements, false, statements);
}

/** ETSI's QCP-n-qscd policy, and the sandbox's test policy whose user notice says it is a test. */
function certificatePolicies(): pkijs.Extension {
  const userNotice = new asn1js.Sequence({ value: [new asn1js.Utf8String({ value: TEST_NOTICE })] });
  const policies = new pkijs.CertificatePolicies({
    certificatePolicies: [
      new pkijs.PolicyInformation({ policyIdentifier: OID.policyQcpNaturalQscd }),
      new pkijs.PolicyInformation({
        policyIdentifier: OID.policySandboxTest,
        policyQualifiers: [
          new pkijs.PolicyQualifierInfo({
            policyQualifierId: OID.userNoticeQualifier,
            qualifier: userNotice,
          }),
        ],
      }),
    ],
  });
  return extension(OID.certificatePolicies, false, policies);
}

/** A root authority: CA, signs certificates (and would sign CRLs). */
export function authorityExtensions(ownKeyId: Uint8Array): pkijs.Extension[] {
  return [
    extension(OID.basicConstraints, true, new pkijs.BasicConstraints({ cA: true, pathLenConstraint: 0 })),
    keyUsage([KEY_USAGE_BIT.keyCertSign, KEY_USAGE_BIT.cRLSign]),
    subjectKeyIdentifier(ownKeyId),
  ];
}

/** A signer's qualified certificate: non-repudiation only, the QcStatements, the policies. */
export function signerExtensions(ownKeyId: Uint8Array, authorityKeyId: Uint8Array): pkijs.Extension[] {
  return [
    extension(OID.basicConstraints, false, new pkijs.BasicConstraints({ cA: false })),
    keyUsage([KEY_USAGE_BIT.nonRepudiation]),
    subjectKeyIdentifier(ownKeyId),
    authorityKeyIdentifier(authorityKeyId),
    qcStatements(),
    certificatePolicies(),
  ];
}

/** The object identifiers the verifier reads, by the standard that names them. */
export const OID = {
  // X.520 attribute types of a certificate's names.
  commonName: "2.5.4.3",
  surname: "2.5.4.4",
  serialNumber: "2.5.4.5",
  organizationName: "2.5.4.10",
  givenName: "2.5.4.42",
  // RFC 3739 / ETSI EN 319 412-5: the QcStatements extension and its QcCompliance statement.
  qcStatements: "1.3.6.1.5.5.7.1.3",
  qcCompliance: "0.4.0.1862.1.1",
  // RFC 5652 content types and attributes.
  data: "1.2.840.113549.1.7.1",
  signedData: "1.2.840.113549.1.7.2",
  contentType: "1.2.840.113549.1.9.3",
  messageDigest: "1.2.840.113549.1.9.4",
  signingTime: "1.2.840.113549.1.9.5",
  counterSignature: "1.2.840.113549.1.9.6",
  // RFC 3161 / RFC 5035: the signature's timestamp and the signing-certificate attributes.
  signatureTimeStampToken: "1.2.840.113549.1.9.16.2.14",
  signingCertificate: "1.2.840.113549.1.9.16.2.12",
  signingCertificateV2: "1.2.840.113549.1.9.16.2.47",
} as const;

/** WebCrypto's names of the digests a signature may use, by their OIDs. */
export const DIGESTS: Record<string, string> = {
  "1.3.14.3.2.26": "SHA-1",
  "2.16.840.1.101.3.4.2.1": "SHA-256",
  "2.16.840.1.101.3.4.2.2": "SHA-384",
  "2.16.840.1.101.3.4.2.3": "SHA-512",
};

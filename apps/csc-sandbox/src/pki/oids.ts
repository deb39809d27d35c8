/** The object identifiers the sandbox writes into certificates and reads from requests. */
export const OID = {
  // X.520 attribute types of a name.
  commonName: "2.5.4.3",
  surname: "2.5.4.4",
  serialNumber: "2.5.4.5",
  countryName: "2.5.4.6",
  organizationName: "2.5.4.10",
  givenName: "2.5.4.42",
  // RFC 5280 extensions.
  subjectKeyIdentifier: "2.5.29.14",
  keyUsage: "2.5.29.15",
  basicConstraints: "2.5.29.19",
  certificatePolicies: "2.5.29.32",
  authorityKeyIdentifier: "2.5.29.35",
  userNoticeQualifier: "1.3.6.1.5.5.7.2.2",
  // RFC 3739 / ETSI EN 319 412-5: QcStatements and the statements a qualified signature carries.
  qcStatements: "1.3.6.1.5.5.7.1.3",
  qcCompliance: "0.4.0.1862.1.1",
  qcSSCD: "0.4.0.1862.1.4",
  qcType: "0.4.0.1862.1.6",
  qcTypeESign: "0.4.0.1862.1.6.1",
  // ETSI EN 319 411-2: the policy of a qualified certificate of a natural person on a QSCD.
  policyQcpNaturalQscd: "0.4.0.194112.1.2",
  /**
   * The sandbox's own policy, the test marker: under 2.999, the arc ITU-T X.660 keeps for
   * examples, so it can never name a real provider's policy.
   */
  policySandboxTest: "2.999.46.1",
} as const;

/** RSA signature algorithms (RFC 8017) the credentials offer, in credentials/info key/algo. */
export const SIGN_ALGO = {
  rsaEncryption: "1.2.840.113549.1.1.1",
  sha256WithRSA: "1.2.840.113549.1.1.11",
  sha384WithRSA: "1.2.840.113549.1.1.12",
  sha512WithRSA: "1.2.840.113549.1.1.13",
} as const;

/** The digests a hash may be, by OID, with their length in bytes. */
export const HASH_ALGORITHMS: Record<string, { name: string; length: number }> = {
  "2.16.840.1.101.3.4.2.1": { name: "SHA-256", length: 32 },
  "2.16.840.1.101.3.4.2.2": { name: "SHA-384", length: 48 },
  "2.16.840.1.101.3.4.2.3": { name: "SHA-512", length: 64 },
};

/** The digest a hash-and-sign algorithm implies. */
export const IMPLIED_HASH: Record<string, string> = {
  [SIGN_ALGO.sha256WithRSA]: "2.16.840.1.101.3.4.2.1",
  [SIGN_ALGO.sha384WithRSA]: "2.16.840.1.101.3.4.2.2",
  [SIGN_ALGO.sha512WithRSA]: "2.16.840.1.101.3.4.2.3",
};

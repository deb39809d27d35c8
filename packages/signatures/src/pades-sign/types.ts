/**
 * A certificate as the remote provider gives it: DER bytes, PEM text, or bare Base64 (CSC's
 * credentials/info lists the chain as Base64 DER strings).
 */
export type CertificateInput = Uint8Array | string;

export interface PadesSignerOptions {
  /** The signer's certificate: the one whose key the provider holds. */
  certificate: CertificateInput;
  /** The rest of the chain (issuing CAs), carried in the CMS for the verifiers. */
  chain: readonly CertificateInput[];
  /** The name the visible box prints (and the signature dictionary's /Name). */
  signerName: string;
  /** When the signer signs: the dictionary's /M (PAdES B-B) and the box's date, Europe/Rome. */
  signingTime: Date;
  reason?: string;
  location?: string;
  /** The visible box's wording: Italian by default. */
  language?: "it" | "en";
}

/** [offset, length, offset, length]: the file around the signature's /Contents. */
export type ByteRange = [number, number, number, number];

/**
 * A PDF made ready for one signature, and what the remote provider must sign. Plain data, so a
 * server can keep it between the two requests (the provider's answer comes after the signer's
 * OTP): nothing secret is in it.
 */
export interface PreparedPadesSignature {
  /** The original PDF's bytes untouched, then an incremental update with the empty signature. */
  pdf: Uint8Array;
  byteRange: ByteRange;
  /** The DER (SET OF) of the CMS signed attributes: what the signature value signs. */
  signedAttributes: Uint8Array;
  /** SHA-256 of `signedAttributes`: the hash CSC `signatures/signHash` receives. */
  digestToSign: Uint8Array;
  /** OID of the digest (SHA-256): CSC's `hashAlgo`. */
  hashAlgorithm: string;
  /** OID of the signature algorithm for the certificate's key: CSC's `signAlgo`. */
  signatureAlgorithm: string;
  /** DER of the signer's certificate and of its chain, for the CMS. */
  certificate: Uint8Array;
  chain: Uint8Array[];
  /** The signature field's name (/T), unique in the document. */
  fieldName: string;
}

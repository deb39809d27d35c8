// What other packages' tests use to sign: a PKI made with openssl, CAdES and PAdES signers.
export * from "./pades";
export * from "./pdf-tools";
export * from "./pki";
export * from "./remote-signer";

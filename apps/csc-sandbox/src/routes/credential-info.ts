// A credential as credentials/list and credentials/info describe it (CSC v2.0 §11.4, §11.5).
import type { SandboxUser } from "../config";
import { keysOf, type SandboxContext } from "../context";
import { keyStatus } from "../credential-access";
import { KEY_BITS } from "../pki/certificates";
import { generalizedTime, rfc4514, serialHex } from "../pki/names";
import { SIGN_ALGO } from "../pki/oids";

export interface InfoOptions {
  certificates: "none" | "single" | "chain";
  certInfo: boolean;
}

const PIN_LABEL = "PIN di firma";
const PIN_DESCRIPTION = "Il PIN della firma remota (8 cifre) / The remote signature's PIN";
const OTP_DESCRIPTION =
  "Il codice di 6 cifre ricevuto per e-mail dopo credentials/sendOTP / The 6-digit code e-mailed after credentials/sendOTP";

/** The authorization a credential asks: PIN and an online OTP, sent by credentials/sendOTP. */
function authorization() {
  return {
    // v2.0: authentication objects (§8.3); the OTP is a Password whose value arrives by e-mail.
    auth: {
      mode: "explicit",
      expression: "PIN AND OTP",
      objects: [
        { type: "Password", id: "PIN", format: "N", label: PIN_LABEL, description: PIN_DESCRIPTION },
        { type: "Password", id: "OTP", format: "N", label: "OTP", description: OTP_DESCRIPTION },
      ],
    },
    // The same in the fields of CSC 1.0.4, which clients written for it still read.
    authMode: "explicit",
    PIN: { presence: "true", format: "N", label: PIN_LABEL, description: PIN_DESCRIPTION },
    OTP: {
      presence: "true",
      type: "online",
      ID: "csc-sandbox-email-otp",
      provider: "CSC Sandbox",
      format: "N",
      label: "OTP",
      description: OTP_DESCRIPTION,
    },
  };
}

function base64(der: Uint8Array): string {
  return Buffer.from(der).toString("base64");
}

export function credentialInfo(context: SandboxContext, user: SandboxUser, options: InfoOptions) {
  const keys = keysOf(context, user);
  const { certificate } = keys;
  const validTo = certificate.notAfter.value;
  const cert: Record<string, unknown> = {
    status: validTo.getTime() <= context.state.clock.now() ? "expired" : "valid",
  };
  if (options.certificates !== "none") {
    cert.certificates =
      options.certificates === "chain"
        ? [base64(keys.der), base64(context.pki.authority.der)]
        : [base64(keys.der)];
  }
  if (options.certInfo) {
    Object.assign(cert, {
      issuerDN: rfc4514(certificate.issuer),
      serialNumber: serialHex(certificate),
      subjectDN: rfc4514(certificate.subject),
      validFrom: generalizedTime(certificate.notBefore.value),
      validTo: generalizedTime(validTo),
    });
  }
  return {
    description: `Firma qualificata di prova di ${user.givenName} ${user.surname}: nessun valore legale`,
    signatureQualifier: "eu_eidas_qes",
    key: { status: keyStatus(context, user), algo: Object.values(SIGN_ALGO), len: KEY_BITS },
    cert,
    ...authorization(),
    SCAL: "1",
    multisign: context.config.multisign,
    lang: context.config.service.lang,
  };
}

import type { SignatureLevel, SignerReport } from "@app/contracts";
import { romeWallClock } from "../../../lib/rome-time";
import { type SignatureVerdict, signerVerdict } from "./signature-verdict";

type Translate = (key: string, values?: Record<string, unknown>) => string;

const dayOf = (wallClock: string) =>
  `${wallClock.slice(8, 10)}/${wallClock.slice(5, 7)}/${wallClock.slice(0, 4)}`;

/** A moment as d/m/Y and H:mm on Rome's clock, as the lawyer's own calendar reads it. */
export function romeDateAndTime(moment: string): { date: string; time: string } {
  const wall = romeWallClock(moment);
  return { date: dayOf(wall), time: wall.slice(11, 16) };
}

/**
 * The signature in one sentence: «Firma valida di Mario Rossi (RSSMRA80A01H501U), certificato
 * qualificato emesso da …, apposta il 28/11/2026 alle 10:32».
 */
export function signerSentence(
  signer: SignerReport,
  level: SignatureLevel,
  t: Translate,
): {
  verdict: SignatureVerdict;
  text: string;
} {
  const verdict = signerVerdict(signer, level);
  const who = signer.fiscal_code ? `${signer.name} (${signer.fiscal_code})` : signer.name;
  const certificate = t(signer.qualified ? "signatures.signer.qualified" : "signatures.signer.notQualified", {
    issuer: signer.issuer,
  });
  const when = signer.signed_at
    ? t(
        signer.signed_at_source === "timestamp"
          ? "signatures.signer.signedAtTimestamp"
          : "signatures.signer.signedAt",
        romeDateAndTime(signer.signed_at),
      )
    : t("signatures.signer.noDate");
  return { verdict, text: `${t(`signatures.signer.${verdict}`, { who })}, ${certificate}, ${when}` };
}

/** «Certificato valido dal 01/01/2026 al 31/12/2028». */
export function certificateValidity(signer: SignerReport, t: Translate): string {
  return t("signatures.signer.validity", {
    from: romeDateAndTime(signer.certificate_valid_from).date,
    to: romeDateAndTime(signer.certificate_valid_to).date,
  });
}

// Test support: PAdES signatures as signing tools write them (@signpdf), and what poppler's
// pdfsig, a reader of its own, says of them.
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { plainAddPlaceholder } from "@signpdf/placeholder-plain";
import { P12Signer } from "@signpdf/signer-p12";
import signpdf from "@signpdf/signpdf";
import { Signer, SUBFILTER_ADOBE_PKCS7_DETACHED } from "@signpdf/utils";
import type { TestSigner } from "./pki";

/** One more signature in an incremental update, as @signpdf writes it (PAdES, pkcs7.detached). */
export async function padesSign(
  pdf: Uint8Array,
  signer: TestSigner | Signer,
  name: string,
  subFilter: string = SUBFILTER_ADOBE_PKCS7_DETACHED,
): Promise<Uint8Array> {
  const withField = plainAddPlaceholder({
    pdfBuffer: Buffer.from(pdf),
    reason: "Firma del contratto",
    contactInfo: "",
    name,
    location: "Roma",
    subFilter,
  });
  const cms = signer instanceof Signer ? signer : new P12Signer(signer.p12, { passphrase: "test" });
  return new Uint8Array(await signpdf.sign(withField, cms));
}

/** poppler's pdfsig report of a PDF, as it prints it. */
export function pdfsigReport(pdf: Uint8Array, dir: string): string {
  const path = join(dir, `signed-${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(path, pdf);
  try {
    return execFileSync("pdfsig", [path], { encoding: "utf8" });
  } catch (error) {
    // pdfsig exits non-zero when a certificate is not trusted; its report is still on stdout.
    return String((error as { stdout?: string }).stdout ?? "");
  }
}

/** What poppler's pdfsig says of each signature's integrity, in the file's order. */
export function pdfsigValidations(pdf: Uint8Array, dir: string): string[] {
  return [...pdfsigReport(pdf, dir).matchAll(/Signature Validation: (.*)/g)].map((match) => match[1] ?? "");
}

export interface PdfsigSignature {
  field: string;
  commonName: string;
  type: string;
  validation: string;
}

/** Each signature as pdfsig reports it: field, signer's common name, subfilter, integrity. */
export function pdfsigSignatures(pdf: Uint8Array, dir: string): PdfsigSignature[] {
  const line = (block: string, label: string) =>
    block.match(new RegExp(`- ${label}: (.*)`))?.[1]?.trim() ?? "";
  return pdfsigReport(pdf, dir)
    .split(/^Signature #\d+:$/m)
    .slice(1)
    .map((block) => ({
      field: line(block, "Signature Field Name"),
      commonName: line(block, "Signer Certificate Common Name"),
      type: line(block, "Signature Type"),
      validation: line(block, "Signature Validation"),
    }));
}

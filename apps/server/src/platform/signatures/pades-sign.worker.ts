// A thread of createPadesSigning (pades-signing.ts): pdf-lib, pkijs and the fonts of the visible
// box work here, never on the request's thread.
import { completePadesSignature, preparePadesSignature } from "@app/signatures";
import type { PadesJob } from "./pades-signing";

export default async function run(job: PadesJob) {
  if (job.task === "prepare") return preparePadesSignature(job.pdf, job.options);
  return completePadesSignature(job.prepared, job.signatureValue);
}

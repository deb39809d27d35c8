import { strFromU8, strToU8, unzipSync, zipSync } from "fflate";

/**
 * Dates a DOCX: its metadata's created/modified times and every zip entry's time become `date`.
 * The `docx` library stamps both with the clock, so the same agreement written twice (downloaded,
 * then sent by e-mail) would differ byte for byte; dated by the agreement's last change, the
 * same content always gives the same file.
 */
export function stampDocx(docx: Buffer, date: Date): Buffer {
  const files = unzipSync(docx);
  const core = files["docProps/core.xml"];
  if (core) {
    const stamp = `${date.toISOString().split(".")[0]}Z`;
    files["docProps/core.xml"] = strToU8(
      strFromU8(core).replace(
        /(<dcterms:(?:created|modified)[^>]*>)[^<]*(<\/dcterms:(?:created|modified)>)/g,
        `$1${stamp}$2`,
      ),
    );
  }
  return Buffer.from(zipSync(files, { level: 6, mtime: date }));
}

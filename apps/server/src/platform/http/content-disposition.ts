/**
 * `attachment` with the agreement's title as file name: an ASCII fallback (accents dropped, any
 * unsafe character replaced) and the exact name in RFC 5987 form, so "Locazione Forlì.pdf"
 * arrives intact and no title can inject a header (no CR, LF or quote survives).
 */
export function attachmentDisposition(title: string, extension: string): string {
  const base = safeFileName(title);
  const ascii = base
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .replace(/[^\x20-\x7e]/g, "_");
  const encoded = encodeURIComponent(`${base}.${extension}`).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}.${extension}"; filename*=UTF-8''${encoded}`;
}

/** A title as a file name: no path, quote or control characters, spaces collapsed. */
export function safeFileName(title: string): string {
  return (
    title
      .replace(/[\r\n\t"\\/:*?<>|]+/g, " ")
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, 150) || "contratto"
  );
}

export const CONTENT_TYPES = {
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  pdf: "application/pdf",
} as const;

/**
 * A kept file's type by its extension: a signed copy downloaded or sent by PEC as what it is, so
 * the reader's system opens a `.p7m` with its signature tool and a signed PDF with its viewer.
 */
export function keptFileType(name: string): string {
  if (/\.p7m$/i.test(name)) return "application/pkcs7-mime";
  if (/\.pdf$/i.test(name)) return CONTENT_TYPES.pdf;
  return "application/octet-stream";
}

/**
 * The file name of a download, from the server's `Content-Disposition`: the RFC 5987 form
 * (`filename*=UTF-8''Locazione%20Forl%C3%AC.pdf`) first, since it keeps the accents, then the
 * plain `filename="..."` fallback. Null when the header names no file.
 */
export function fileNameFromDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const params = dispositionParams(header);
  const extended = params.get("filename*");
  if (extended) {
    const decoded = decodeExtValue(extended);
    if (decoded) return safeFileName(decoded);
  }
  const plain = params.get("filename");
  return plain ? safeFileName(plain) : null;
}

/** `name=value` pairs after the disposition type; quoted values unescaped, names lower-cased. */
function dispositionParams(header: string): Map<string, string> {
  const params = new Map<string, string>();
  // A value is either a quoted string (with backslash escapes) or a token up to the next ';'.
  const pattern = /;\s*([^\s=;]+)\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/g;
  for (const match of header.matchAll(pattern)) {
    const name = (match[1] ?? "").toLowerCase();
    let value = (match[2] ?? "").trim();
    if (value.startsWith('"')) value = value.slice(1, -1).replace(/\\(.)/g, "$1");
    // The first occurrence wins, as RFC 6266 asks of a header that repeats a parameter.
    if (!params.has(name)) params.set(name, value);
  }
  return params;
}

/** `charset'language'percent-encoded` (RFC 5987 ext-value); only UTF-8 and ISO-8859-1 exist in practice. */
function decodeExtValue(value: string): string | null {
  const match = /^([\w!#$%&+^`{}~-]*)'[\w-]*'(.*)$/.exec(value);
  if (!match) return null;
  const charset = (match[1] ?? "").toLowerCase();
  const encoded = match[2] ?? "";
  try {
    if (charset === "utf-8") return decodeURIComponent(encoded);
    if (charset === "iso-8859-1") {
      return encoded.replace(/%([0-9a-f]{2})/gi, (_, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      );
    }
  } catch {
    // A malformed escape: fall back to the plain file name.
  }
  return null;
}

/**
 * A name the browser can save under: no folder part, no control or reserved characters (the
 * server already sends safe names; this guards against a proxy or a future change).
 */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  return (
    base
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
      .replace(/[\u0000-\u001f\u007f"*:<>?|]+/g, " ")
      .replace(/\s+/g, " ")
      .trim()
      .replace(/^\.+/, "")
      .slice(0, 200)
  );
}

/** The name to save under: the server's, else the agreement's title with the format's extension. */
export function downloadFileName(header: string | null, title: string, extension: string): string {
  const fromServer = fileNameFromDisposition(header);
  if (fromServer) return fromServer;
  const base = safeFileName(title) || "contratto";
  return `${base}.${extension}`;
}

/** The file name in a `Content-Disposition` answer (RFC 5987 `filename*` first), or the fallback. */
export function dispositionFileName(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)?.[1];
  let name: string | undefined;
  try {
    name = extended ? decodeURIComponent(extended.trim()) : undefined;
  } catch {
    name = undefined;
  }
  name ??= /filename\s*=\s*"([^"]+)"|filename\s*=\s*([^;\s]+)/.exec(header)?.slice(1).find(Boolean);
  // No folders, no characters a file system refuses.
  const safe = name
    ?.split(/[\\/]/)
    .pop()
    ?.replace(/[<>:"|?*]/g, "")
    .trim();
  return safe || fallback;
}

/** Hands the file to the browser's download under its name (the URL is released once saving began). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

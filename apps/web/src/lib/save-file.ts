/**
 * Hands a downloaded file to the browser under the given name: a temporary object URL behind a
 * `download` link. The URL is released a little later, once the browser has started saving
 * (revoking it at once cancels the download in some browsers).
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

import { api, type FileResponse } from "./api-client";
import { fileNameFromDisposition } from "./content-disposition";
import { saveFile } from "./save-file";

/**
 * GETs a file (an export) through the API client and hands it to the browser under the server's
 * name, or `fallbackName` when the answer names none. Resolves to the name it was saved under.
 */
export async function downloadFile(
  url: string,
  query: Record<string, string | number>,
  fallbackName: string,
  timeoutMs?: number,
): Promise<string> {
  const file = await api.get<FileResponse>(url, { query, responseType: "file", timeoutMs });
  const name = fileNameFromDisposition(file.headers.get("content-disposition")) ?? fallbackName;
  saveFile(file.blob, name);
  return name;
}

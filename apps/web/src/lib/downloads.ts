import { useSyncExternalStore } from "react";
import { api } from "./api-client";
import { fileNameFromDisposition } from "./content-disposition";
import { notifyError } from "./notify";
import { saveFile } from "./save-file";
import { UPLOAD_STATUS, type UploadStatus } from "./upload-queue";

/** A download followed in the upload panel (issue 35): its name, how far it is, how it ended. */
export interface DownloadItem {
  uuid: string;
  fileName: string;
  status: UploadStatus;
  receivedBytes: number;
  /** Known when the server tells the size; a streamed export does not. */
  totalBytes: number | null;
}

let items: DownloadItem[] = [];
const listeners = new Set<() => void>();
const publish = () => {
  for (const listener of listeners) listener();
};
const update = (uuid: string, changes: Partial<DownloadItem>) => {
  items = items.map((item) => (item.uuid === uuid ? { ...item, ...changes } : item));
  publish();
};

/** The answer's bytes, read chunk by chunk, telling how many have come (and of how many, if known). */
async function readWithProgress(
  response: Response,
  onProgress: (received: number, total: number | null) => void,
): Promise<Blob> {
  if (!response.body) return response.blob();
  const length = Number(response.headers.get("content-length"));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const reader = response.body.getReader();
  const parts: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    parts.push(chunk.value);
    received += chunk.value.length;
    onProgress(received, total);
  }
  return new Blob(parts, { type: response.headers.get("content-type") ?? "" });
}

/**
 * Downloads a file with its progress shown in the upload panel, then hands it to the browser
 * under the server's name (`fallbackName` when the answer names none). Resolves to that name; a
 * failure shows the usual error notice, leaves the item in error and rejects.
 */
export async function trackedDownload(url: string, fallbackName: string): Promise<string> {
  const uuid = crypto.randomUUID();
  items = [
    ...items,
    { uuid, fileName: fallbackName, status: UPLOAD_STATUS.loading, receivedBytes: 0, totalBytes: null },
  ];
  publish();
  try {
    const response = await api.get<Response>(url, { responseType: "response" });
    const name = fileNameFromDisposition(response.headers.get("content-disposition")) ?? fallbackName;
    update(uuid, { fileName: name });
    const blob = await readWithProgress(response, (receivedBytes, totalBytes) =>
      update(uuid, { receivedBytes, totalBytes }),
    );
    saveFile(blob, name);
    update(uuid, { status: UPLOAD_STATUS.loaded, totalBytes: blob.size });
    return name;
  } catch (error) {
    update(uuid, { status: UPLOAD_STATUS.error });
    notifyError(error);
    throw error;
  }
}

export const downloads = {
  items: () => items,
  /** Takes a finished download off the list. */
  remove(uuid: string) {
    if (items.find((i) => i.uuid === uuid)?.status === UPLOAD_STATUS.loading) return;
    items = items.filter((i) => i.uuid !== uuid);
    publish();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export const useDownloads = () => useSyncExternalStore(downloads.subscribe, downloads.items, downloads.items);

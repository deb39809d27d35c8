import type { AgreementSendmailBody, DownloadFormat } from "@app/contracts";
import { useMutation } from "@tanstack/react-query";
import { api, type FileResponse } from "../../../lib/api-client";
import { downloadFileName } from "../../../lib/content-disposition";
import { saveFile } from "../../../lib/save-file";

const BASE = "/api/agreement/customer/agreement";

export interface DownloadRequest {
  id: number;
  title: string;
  format: DownloadFormat;
}

/**
 * The agreement as DOCX or PDF (spec §7), saved under the server's file name (title.format,
 * accents kept). Through the API client, so the session token, the language, 401 and the
 * error notification behave as for every other call.
 */
export async function downloadAgreement({ id, title, format }: DownloadRequest): Promise<string> {
  const file = await api.get<FileResponse>(`${BASE}/download/${id}/`, {
    query: { downloadFormat: format },
    responseType: "file",
  });
  const name = downloadFileName(file.headers.get("content-disposition"), title, format);
  saveFile(file.blob, name);
  return name;
}

export function useDownloadAgreement() {
  return useMutation({ mutationFn: downloadAgreement });
}

/** The server's answer to a send: `{ detail: "Email successfully sent" }`, in the user's language. */
interface SendmailAnswer {
  detail?: string;
}

export function useSendAgreementEmail() {
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: AgreementSendmailBody }) =>
      api.post<SendmailAnswer>(`${BASE}/sendmail/${id}/`, body),
  });
}

import type { AgreementDetail, AgreementSendmailBody, DownloadFormat } from "@app/contracts";
import { useMutation, useQuery } from "@tanstack/react-query";
import { api, type FileResponse } from "../../../lib/api-client";
import { downloadFileName } from "../../../lib/content-disposition";
import { saveFile } from "../../../lib/save-file";

const BASE = "/api/agreement/customer/agreement";

export interface DownloadRequest {
  id: number;
  title: string;
  format: DownloadFormat;
  /** Calculators whose kept calculation is downloaded too, as a prospetto in the same format. */
  prospetti?: readonly number[];
}

/** A calculation the agreement keeps, as the dialogs offer its prospetto. */
export interface KeptCalculation {
  calculator: number;
  title: string;
  calculatedAt: string;
}

/**
 * The calculations an agreement keeps (issue 14). Under the agreements' query prefix, so a save
 * refreshes it; not under its "detail" keys, so it never refetches the drafting screen's draft.
 */
export function useKeptCalculations(id: number | null) {
  return useQuery({
    queryKey: ["agreement", "customer", "kept-calculations", id ?? 0],
    queryFn: ({ signal }) => api.get<AgreementDetail>(`${BASE}/retrieve/${id}/`, { signal }),
    enabled: id !== null,
    select: (detail): KeptCalculation[] =>
      detail.calculations.map((kept) => ({
        calculator: kept.calculator.id,
        title: kept.calculator.title,
        calculatedAt: kept.calculated_at,
      })),
  });
}

async function saveFrom(
  url: string,
  query: Record<string, string | number>,
  title: string,
  format: DownloadFormat,
) {
  const file = await api.get<FileResponse>(url, { query, responseType: "file" });
  const name = downloadFileName(file.headers.get("content-disposition"), title, format);
  saveFile(file.blob, name);
  return name;
}

/**
 * The agreement as DOCX or PDF (spec §7), saved under the server's file name (title.format,
 * accents kept). Through the API client, so the session token, the language, 401 and the
 * error notification behave as for every other call.
 */
export async function downloadAgreement({
  id,
  title,
  format,
  prospetti = [],
}: DownloadRequest): Promise<string> {
  const name = await saveFrom(`${BASE}/download/${id}/`, { downloadFormat: format }, title, format);
  for (const calculator of prospetti)
    await saveFrom(`${BASE}/prospetto/${id}/`, { calculator, downloadFormat: format }, title, format);
  return name;
}

export function useDownloadAgreement() {
  return useMutation({ mutationFn: downloadAgreement });
}

/** The server's answer to a send: `{ detail: "Email successfully sent" }`, in the user's language. */
interface SendmailAnswer {
  detail?: string;
}

/** The send form's fields: the server's messages about them are said beside them, not notified. */
export const SENDMAIL_FIELDS = ["to_email", "subject", "message_email", "attachment_extension", "prospetti"];

export function useSendAgreementEmail() {
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: AgreementSendmailBody }) =>
      api.post<SendmailAnswer>(`${BASE}/sendmail/${id}/`, body),
    meta: { inlineFields: SENDMAIL_FIELDS },
  });
}

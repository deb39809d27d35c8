import type { AgreementSigningState, SignedCopyList, SignedCopyReport } from "@app/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { downloadFile } from "../../../lib/download-file";
import { uploads } from "../../../lib/uploads";

const AGREEMENT_BASE = "/api/agreement/customer/agreement";
/**
 * Under the agreements' prefix (`["agreement", "customer"]`), so a freeze or an upload refreshes
 * the lists, the dashboard box and the drafting screen's detail without importing their features.
 */
const AGREEMENTS_PREFIX = ["agreement", "customer"] as const;
export const signatureKeys = {
  copies: (agreementId: number) => [...AGREEMENTS_PREFIX, "signed-copies", agreementId] as const,
};

export function useSignedCopies(agreementId: number) {
  return useQuery({
    queryKey: signatureKeys.copies(agreementId),
    queryFn: async ({ signal }) =>
      (await api.get<SignedCopyList>(`${AGREEMENT_BASE}/signed-copy/list/${agreementId}/`, { signal }))
        .results,
  });
}

/** Every agreement query (detail, lists, box, copies) reads again: the status moved. */
function useRefreshAgreements() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: AGREEMENTS_PREFIX });
}

/** Freezes the text for signature: the server writes the PDF/A once and keeps its bytes. */
export function useFreeze() {
  const refresh = useRefreshAgreements();
  return useMutation({
    mutationFn: (agreementId: number) =>
      api.post<AgreementSigningState>(`${AGREEMENT_BASE}/freeze/${agreementId}/`, {}),
    onSuccess: refresh,
  });
}

/** Reopens the contract for changes: the frozen PDF and every copy's match are void. */
export function useUnfreeze() {
  const refresh = useRefreshAgreements();
  return useMutation({
    mutationFn: (agreementId: number) =>
      api.post<AgreementSigningState>(`${AGREEMENT_BASE}/unfreeze/${agreementId}/`, {}),
    onSuccess: refresh,
  });
}

export function useDeleteSignedCopy() {
  const refresh = useRefreshAgreements();
  return useMutation({
    mutationFn: (copyId: number) => api.delete<void>(`${AGREEMENT_BASE}/signed-copy/destroy/${copyId}/`),
    onSuccess: refresh,
  });
}

export const downloadFrozen = (agreementId: number, fallbackName: string) =>
  downloadFile(`${AGREEMENT_BASE}/frozen/download/${agreementId}/`, {}, fallbackName);

export const downloadSignedCopy = (copy: SignedCopyReport) =>
  downloadFile(`${AGREEMENT_BASE}/signed-copy/download/${copy.id}/`, {}, copy.file_name);

/**
 * Sends a signed copy through the app's upload queue, so the upload panel shows its progress;
 * the report, or the server's refusal, comes back to the panel that dropped it.
 */
export function useUploadSignedCopy(agreementId: number) {
  const refresh = useRefreshAgreements();
  return (
    file: File,
    handlers: { onReport: (report: SignedCopyReport) => void; onRefusal: (error: unknown) => void },
  ) =>
    uploads.enqueue({
      file,
      fileName: file.name,
      apiUrl: `${AGREEMENT_BASE}/signed-copy/upload/${agreementId}/`,
      method: "POST",
      fileFieldName: "file",
      callBack: (response) => {
        void refresh();
        handlers.onReport(response as SignedCopyReport);
      },
      onFailure: handlers.onRefusal,
    });
}

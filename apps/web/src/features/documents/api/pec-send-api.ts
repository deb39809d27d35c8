import type {
  AgreementSendPecBody,
  PecRecipientSuggestion,
  PecSendResult,
  SignedCopyList,
  SignedCopyReport,
} from "@app/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { ApiError } from "../../../lib/api-error";

const BASE = "/api/agreement/customer/agreement";

/** The PEC addresses the form offers: the contract's parties' PEC fields and the address book's PEC. */
export function usePecRecipientSuggestions(agreementId: number | null) {
  return useQuery({
    queryKey: ["agreement", "customer", "pec-recipients", agreementId ?? 0],
    queryFn: async ({ signal }) =>
      (
        await api.get<{ results: PecRecipientSuggestion[] }>(`${BASE}/pec-recipients/${agreementId}/`, {
          signal,
        })
      ).results,
    enabled: agreementId !== null,
  });
}

/**
 * The signed copies kept for the contract (`.p7m` and signed PDFs), each one an attachment the
 * PEC may carry. Under the agreements' prefix, so an upload or a freeze refreshes it.
 */
export function usePecSignedCopies(agreementId: number | null) {
  return useQuery({
    queryKey: ["agreement", "customer", "pec-signed-copies", agreementId ?? 0],
    queryFn: async ({ signal }): Promise<SignedCopyReport[]> =>
      (await api.get<SignedCopyList>(`${BASE}/signed-copy/list/${agreementId}/`, { signal })).results,
    enabled: agreementId !== null,
  });
}

/** The send form's fields: the server's messages about them are said beside them. */
export const SENDPEC_FIELDS = ["to_email", "subject", "message_email", "attachment_extension", "signed_copy"];

/**
 * A 409 that says the mailbox is not ready (not set, or its test not passed): no field named. A
 * 409 on a field (the frozen PDF asked of a contract no longer frozen) is said under that field.
 */
export function isPecNotReady(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 409) return false;
  const body = (error.body ?? {}) as Record<string, unknown>;
  return !SENDPEC_FIELDS.some((field) => field in body);
}

/**
 * Hands the PEC to the outbox (202): the job queue sends it. The dialog says every failure itself
 * (beside the fields, or why the mailbox is not ready), so no notification on top; the «PEC»
 * tab's list (the PEC feature's `pec-messages` key) reads again.
 */
export function useSendPec() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: AgreementSendPecBody }) =>
      api.post<PecSendResult>(`${BASE}/send-pec/${id}/`, body),
    meta: { silentError: true },
    onSuccess: (_, { id }) =>
      client.invalidateQueries({ queryKey: ["agreement", "customer", "pec-messages", id] }),
  });
}

import type { PecMessage, PecMessageList, PecReceipt } from "@app/contracts";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { downloadFile } from "../../../lib/download-file";
import { isAwaitingReceipts } from "../model/pec-states";

const AGREEMENT_BASE = "/api/agreement/customer/agreement";

/** The providers' receipts arrive within seconds to minutes: the list is read again this often while one is awaited. */
export const PEC_POLL_MS = 15_000;

/**
 * Under the agreements' prefix (`["agreement", "customer"]`), so a send from the documents'
 * dialog refreshes it without importing this feature.
 */
export const pecMessagesKey = (agreementId: number) =>
  ["agreement", "customer", "pec-messages", agreementId] as const;

/**
 * The PEC messages sent for a contract, newest first, with each recipient's state and receipts.
 * Read again every `pollMs` while a message waits in the outbox or a recipient has not had its
 * last receipt; the polling stops when none does, and when the panel goes (React Query's
 * interval lives with the observer).
 */
export function usePecMessages(agreementId: number, pollMs: number = PEC_POLL_MS) {
  return useQuery({
    queryKey: pecMessagesKey(agreementId),
    queryFn: async ({ signal }) =>
      (await api.get<PecMessageList>(`${AGREEMENT_BASE}/pec-messages/list/${agreementId}/`, { signal }))
        .results,
    refetchInterval: (query) => (isAwaitingReceipts(query.state.data ?? []) ? pollMs : false),
  });
}

/** The message as it left, an `.eml`: what the receipts refer to. */
export const downloadPecMessage = (message: PecMessage) =>
  downloadFile(`${AGREEMENT_BASE}/pec-message/download/${message.id}/`, {}, `pec-${message.id}.eml`);

/** A receipt exactly as the provider wrote it, an `.eml`: the legal evidence. */
export const downloadPecReceipt = (receipt: PecReceipt) =>
  downloadFile(
    `${AGREEMENT_BASE}/pec-receipt/download/${receipt.id}/`,
    {},
    `ricevuta-${receipt.type}-${receipt.id}.eml`,
  );

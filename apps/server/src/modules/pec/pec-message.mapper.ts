import type { Language, PecMessage, PecReceiptType } from "@app/contracts";
import type { MessageKey } from "../../platform/i18n/messages";
import { translate } from "../../platform/i18n/translate";
import type { PecMessageRow } from "./pec.table";
import type { PecMessageRepository } from "./pec-message.repository";

type Recipients = Awaited<ReturnType<PecMessageRepository["recipientsOf"]>>;
type Receipts = Awaited<ReturnType<PecMessageRepository["receiptsOf"]>>;

const PROBLEMS: Record<string, MessageKey> = {
  unsigned: "pec_problem_unsigned",
  bad_signature: "pec_problem_bad_signature",
  untrusted: "pec_problem_untrusted",
};

/** Why a message was not sent, in the reader's language (the server's own answer as the reason). */
function errorOf(row: PecMessageRow, language: Language): string | null {
  if (!row.error_key || row.status === "inviato") return null;
  return translate(language, row.error_key as MessageKey, { reason: row.error_detail ?? "—" });
}

/** A receipt concerns a recipient when it names it, or when it is about the whole message (an acceptance). */
function concerns(receipt: Receipts[number], address: string): boolean {
  if (receipt.delivered_to) return receipt.delivered_to === address;
  return receipt.recipients.length === 0 || receipt.recipients.includes(address);
}

/** The messages as `pec-messages/list/{id}/` gives them, each recipient with its receipts' times. */
export function pecMessagesView(
  rows: PecMessageRow[],
  recipients: Recipients,
  receipts: Receipts,
  language: Language,
): PecMessage[] {
  return rows.map((row) => ({
    id: row.id,
    message_id: row.message_id,
    subject: row.subject,
    status: row.status,
    error: errorOf(row, language),
    from_address: row.from_address,
    attachment_name: row.attachment_name,
    created_at: row.created_at.toISOString(),
    sent_at: row.sent_at?.toISOString() ?? null,
    recipients: recipients
      .filter((r) => r.pec_message_id === row.id)
      .sort((a, b) => a.id - b.id)
      .map((r) => ({
        address: r.address,
        state: r.state,
        reason: r.reason,
        receipts: receipts
          .filter(
            (receipt) => receipt.pec_message_id === row.id && receipt.type && concerns(receipt, r.address),
          )
          .map((receipt) => ({
            id: receipt.id,
            type: receipt.type as PecReceiptType,
            received_at: receipt.received_at.toISOString(),
            valid: receipt.valid,
            problem:
              receipt.valid || !receipt.problem
                ? null
                : translate(language, PROBLEMS[receipt.problem] ?? "pec_problem_bad_signature"),
          })),
      })),
  }));
}

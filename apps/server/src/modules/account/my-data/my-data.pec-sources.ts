import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { agreements } from "../../agreements/agreement.table";
import { pecMessages, pecReceipts, pecRecipients } from "../../pec/pec.table";
import { byId } from "./my-data.batches";

/**
 * What the account holds of its PEC sendings (issue 47), the caller's contracts' only: each
 * message with its recipients' states, and each receipt read for them. Never the mailbox's
 * password, nor the messages' bytes (the `.eml` files download from the contract's page).
 */
export function createPecSources(db: Database, userId: number) {
  const owned = (afterId: number | string | null, id: typeof pecMessages.id | typeof pecReceipts.id) =>
    and(eq(agreements.owner_id, userId), afterId === null ? undefined : gt(id, Number(afterId)));
  return {
    pec_messages: () =>
      byId((afterId, limit) =>
        db
          .select({
            id: pecMessages.id,
            agreement_id: pecMessages.agreement_id,
            message_id: pecMessages.message_id,
            subject: pecMessages.subject,
            from_address: pecMessages.from_address,
            attachment_name: pecMessages.attachment_name,
            status: pecMessages.status,
            created_at: pecMessages.created_at,
            sent_at: pecMessages.sent_at,
            recipients: sql<{ address: string; state: string; reason: string | null }[]>`(
              select coalesce(json_agg(json_build_object('address', r.address, 'state', r.state, 'reason', r.reason)
                                       order by r.id), '[]'::json)
                from ${pecRecipients} r where r.pec_message_id = ${pecMessages.id})`,
          })
          .from(pecMessages)
          .innerJoin(agreements, eq(agreements.id, pecMessages.agreement_id))
          .where(owned(afterId, pecMessages.id))
          .orderBy(asc(pecMessages.id))
          .limit(limit),
      ),
    pec_receipts: () =>
      byId((afterId, limit) =>
        db
          .select({
            id: pecReceipts.id,
            pec_message_id: pecReceipts.pec_message_id,
            type: pecReceipts.type,
            valid: pecReceipts.valid,
            problem: pecReceipts.problem,
            received_at: pecReceipts.received_at,
            delivered_to: pecReceipts.delivered_to,
            error_reason: pecReceipts.error_reason,
            sha256: pecReceipts.sha256,
          })
          .from(pecReceipts)
          .innerJoin(pecMessages, eq(pecMessages.id, pecReceipts.pec_message_id))
          .innerJoin(agreements, eq(agreements.id, pecMessages.agreement_id))
          .where(owned(afterId, pecReceipts.id))
          .orderBy(asc(pecReceipts.id))
          .limit(limit),
      ),
  };
}

import type { Database } from "../../db/client";
import type { AppContext } from "../../platform/http/app-context";
import type { JobHandler } from "../../platform/jobs/job-runner";
import { createPecMessageRepository } from "./pec-message.repository";
import { type PecReceiptsService, PROVIDER_ANSWERS } from "./pec-receipts.service";

/**
 * A message's receipt deadline (PEC_RECEIPT_TIMEOUT_HOURS after it left): an uncertain sending
 * no acceptance confirmed is given up as not sent, and each recipient still waiting reads
 * "nessuna ricevuta" (the state machine decides, from all the receipts, with this moment).
 */
export function createPecTimeoutHandler(
  ctx: Pick<AppContext, "db">,
  receipts: PecReceiptsService,
): JobHandler {
  return async (job, done) => {
    const id = Number(job.payload.message);
    await ctx.db.transaction(async (tx) => {
      const inTx = tx as unknown as Database;
      const messages = createPecMessageRepository(inTx);
      const message = await messages.lock(id);
      if (message && message.status === "in_coda" && message.attempt_started_at && !message.sent_at) {
        const receipts = await messages.receiptsOf([id]);
        const accepted = receipts.some((r) => r.valid && PROVIDER_ANSWERS.has(r.type ?? ""));
        if (!accepted) await messages.update(id, { status: "non_inviato", error_key: "pec_send_uncertain" });
      }
      await done(inTx);
    });
    // Judged at the deadline itself at least: the job is due by the database's clock, and an
    // application clock a second behind would find the deadline not yet passed, and nothing
    // would ever look again.
    await receipts.recompute(id, new Date(Math.max(Date.now(), job.run_at.getTime() + 1)));
  };
}

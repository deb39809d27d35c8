import { createAudit } from "../../platform/audit/audit";
import { resolveSecret } from "../../platform/auth/secret";
import type { AppContext } from "../../platform/http/app-context";
import type { JobHandler } from "../../platform/jobs/job-runner";
import { rendererFor } from "../../platform/rendering/document-rendering";
import { createAgreementReader } from "../agreements";
import { createAgreementDocumentService } from "../documents";
import { PEC_POLL_JOB, PEC_SEND_JOB, PEC_TIMEOUT_JOB, pecJobs } from "./pec-jobs";
import { pecNetworkPolicy } from "./pec-network-policy";
import { createPecNotify } from "./pec-notices";
import { createPecPasswordBox } from "./pec-password";
import { createPecPollHandler } from "./pec-poll.job";
import type { PecReceiptEngine } from "./pec-receipt-api";
import { createPecReceiptsService } from "./pec-receipts.service";
import { createPecSendHandler } from "./pec-send.job";
import { createPecSendService } from "./pec-send.service";
import { createPecSettingsService } from "./pec-settings.service";
import { createPecTimeoutHandler } from "./pec-timeout.job";

/**
 * The PEC module put together (issue 47): the settings, the sending, the receipts and the three
 * jobs, on one password box and one receipt engine (`packages/pec`, handed in by app.ts with the
 * trust store of the signed copies).
 */
export function createPecModule(ctx: AppContext, engine: PecReceiptEngine) {
  const box = createPecPasswordBox(resolveSecret(ctx.config));
  const timeoutMs = ctx.config.PEC_TIMEOUT_SECONDS * 1000;
  const settings = createPecSettingsService({
    db: ctx.db,
    box,
    timeoutMs,
    onVerified: (tx, id) => pecJobs.pollNow(tx, id),
    network: pecNetworkPolicy(ctx.config),
  });
  const renderer = rendererFor(ctx);
  const documents = createAgreementDocumentService({ ...ctx, audit: createAudit(ctx.db), renderer });
  const sender = createPecSendService({
    db: ctx.db,
    config: ctx.config,
    settings,
    render: async (ownerId, id, format, author) =>
      (await documents.render(ownerId, id, format, author)).content,
  });
  const receipts = createPecReceiptsService({
    db: ctx.db,
    engine,
    timeoutHours: ctx.config.PEC_RECEIPT_TIMEOUT_HOURS,
    notify: createPecNotify(ctx),
  });
  const agreements = createAgreementReader(ctx.db);
  const handlers: Record<string, JobHandler> = {
    [PEC_SEND_JOB]: createPecSendHandler(ctx, box),
    [PEC_POLL_JOB]: createPecPollHandler(ctx, box, receipts),
    [PEC_TIMEOUT_JOB]: createPecTimeoutHandler(ctx, receipts),
  };
  return {
    ctx,
    box,
    settings,
    sender,
    receipts,
    handlers,
    ownsAgreement: async (ownerId: number, id: number) =>
      (await agreements.findByOwner(ownerId, id)) !== null,
  };
}
export type PecModule = ReturnType<typeof createPecModule>;

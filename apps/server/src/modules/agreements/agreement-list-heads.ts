import { listHeadBackfill } from "../../platform/list/list-head-backfill";
import { agreements } from "./agreement.table";

export const AGREEMENT_LIST_HEADS_JOB = "agreement-list-heads";

/** Contracts one run gives their list head: a customer's table may hold hundreds of thousands. */
export { LIST_HEAD_BACKFILL_BATCH as AGREEMENT_LIST_HEADS_BATCH } from "../../platform/list/list-head-backfill";

/**
 * The contracts written before migration 0048 get the head its trigger keeps since, from a chain
 * of jobs in batches that every instance queues once when it starts (list-head-backfill.ts).
 */
const backfill = listHeadBackfill(AGREEMENT_LIST_HEADS_JOB, agreements);

export const scheduleAgreementListHeads = backfill.schedule;
export const createAgreementListHeadsHandler = backfill.handler;

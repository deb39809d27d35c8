import { listHeadBackfill } from "../../platform/list/list-head-backfill";
import { agreements } from "./agreement.table";

export const AGREEMENT_SEARCH_TEXTS_JOB = "agreement-search-texts";

/**
 * The contracts written before migration 0053 get the search text its trigger keeps since, from a
 * chain of jobs in batches that every instance queues once when it starts (list-head-backfill.ts):
 * the write that gives it writes the head again too, the same text.
 */
const backfill = listHeadBackfill(AGREEMENT_SEARCH_TEXTS_JOB, agreements, agreements.search_text);

export const scheduleAgreementSearchTexts = backfill.schedule;
export const createAgreementSearchTextsHandler = backfill.handler;

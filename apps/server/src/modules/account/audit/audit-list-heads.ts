import { auditEvents } from "../../../platform/audit/audit.table";
import { listHeadBackfill } from "../../../platform/list/list-head-backfill";

export const AUDIT_LIST_HEADS_JOB = "audit-list-heads";

/**
 * The activity log's events written before migration 0050 get the head its trigger keeps since,
 * from a chain of jobs in batches that every instance queues once when it starts: the trail may
 * hold millions of events (list-head-backfill.ts).
 */
const backfill = listHeadBackfill(AUDIT_LIST_HEADS_JOB, auditEvents);

export const scheduleAuditListHeads = backfill.schedule;
export const createAuditListHeadsHandler = backfill.handler;

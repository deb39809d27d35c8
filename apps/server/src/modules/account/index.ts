// The account's public surface: sign-in and sign-out, the current user, passwords.
export { accountRoutes } from "./account.routes";
export {
  AUDIT_LIST_HEADS_JOB,
  createAuditListHeadsHandler,
  scheduleAuditListHeads,
} from "./audit/audit-list-heads";
export {
  AUDIT_RETENTION_JOB,
  createAuditRetentionHandler,
  scheduleAuditRetention,
} from "./audit/audit-retention";
// Replaying on a restored copy the erasures the live database made since (deploy/README.md).
export { type ErasureToReplay, erasuresToReplay, replayErasures } from "./my-data/erasure-replay";

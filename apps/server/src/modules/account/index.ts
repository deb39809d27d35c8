// The account's public surface: sign-in and sign-out, the current user, passwords.
export { accountRoutes } from "./account.routes";
export {
  AUDIT_RETENTION_JOB,
  createAuditRetentionHandler,
  scheduleAuditRetention,
} from "./audit/audit-retention";

import type { AuditAction } from "@app/contracts";
import type { Database } from "../../db/client";
import { createAudit } from "../../platform/audit/audit";
import type { Viewer } from "../../platform/auth/viewer";
import { AppError } from "../../platform/http/app-error";
import { createFirmRepository } from "./firm.repository";

/**
 * The caller's firm as the customers' use cases check it, and the event each change records.
 * Shared by the profile's services, so a firm is found and guarded the same way everywhere.
 */
export function createCustomerScope(db: Database) {
  const firms = createFirmRepository(db);
  async function firmOf(viewer: Viewer) {
    return firms.membership(viewer.userId);
  }
  return {
    firmOf,
    /** The caller's firm when they administer it; a member, or a customer without one, is refused. */
    async adminFirm(viewer: Viewer) {
      const membership = await firmOf(viewer);
      if (!membership) throw AppError.forbidden("company_required");
      if (membership.role !== "administrator") throw AppError.forbidden("company_admin_only");
      return membership;
    },
    /** The caller's audit event, in the transaction of the change it records (issue 35). */
    recordIn: (tx: unknown, viewer: Viewer, action: AuditAction, subject: [string, number], data?: object) =>
      createAudit(tx as Database).record({
        actorId: viewer.userId,
        action,
        subjectType: subject[0],
        subjectId: subject[1],
        data: data as Record<string, unknown> | undefined,
      }),
  };
}

export type CustomerScope = ReturnType<typeof createCustomerScope>;

import { RESOURCES } from "@app/contracts";
import type { Database } from "../../../db/client";
import { requireAuth } from "../../../platform/auth/access";
import { resourceRoutes } from "../../../platform/resource/resource-routes";
import { createAuditTrailService } from "./audit-trail.service";

/**
 * The audit trail for the editors (issue 35): `audit/list/` with the spec's list conventions,
 * and `audit/export/`, the same filters as an xlsx (itself an event of the trail).
 */
export function auditTrailRoutes(db: Database) {
  const service = createAuditTrailService(db);
  return resourceRoutes({
    base: "/api/account/editor/audit",
    access: "editor",
    tag: "account-editor",
    shapes: RESOURCES.auditEvent,
    caller: (request) => requireAuth(request).user.user_id,
    list: (_, query, request) => service.page(query, request.language),
    export: {
      description: "The trail as an xlsx file: the same filters and order, every matching event.",
      file: (actorId, query, request) => service.export(actorId, query, request.language),
    },
  });
}

import type { EditorTemplateDetail } from "@app/contracts";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { jobs } from "../../../platform/jobs/job.table";
import { notifications, templateRevisedJobKey } from "../../notifications/notification.table";

/**
 * How far a version's publication notice reached (issue 18, the editors' template screen): the
 * contracts on older versions told of it, their owners, and whether the notices are still being
 * written in the background.
 */
export async function templateAlerts(
  db: Database,
  templateId: number,
): Promise<EditorTemplateDetail["alerts"]> {
  const [reach, pending] = await Promise.all([
    db
      .select({
        agreements: sql<number>`count(*)`.mapWith(Number),
        customers: sql<number>`count(distinct ${notifications.owner_id})`.mapWith(Number),
      })
      .from(notifications)
      .where(and(eq(notifications.template_id, templateId), eq(notifications.kind, "template_revised"))),
    db.$count(jobs, and(eq(jobs.key, templateRevisedJobKey(templateId)), isNull(jobs.done_at))),
  ]);
  return { agreements: reach[0]?.agreements ?? 0, customers: reach[0]?.customers ?? 0, pending: pending > 0 };
}

import { and, count, eq, gt } from "drizzle-orm";
import type { Database } from "../../db/client";
import { auditEvents } from "./audit.table";

export interface AuditEntry {
  actorId: number | null;
  action: string;
  subjectType: string;
  subjectId?: number | null;
  data?: Record<string, unknown>;
}

export function createAudit(db: Database) {
  return {
    async record(entry: AuditEntry) {
      await db.insert(auditEvents).values({
        actor_id: entry.actorId,
        action: entry.action,
        subject_type: entry.subjectType,
        subject_id: entry.subjectId ?? null,
        data: entry.data ?? {},
      });
    },
    /** How many times an actor did an action since a moment (for per-user rate limits). */
    async countSince(actorId: number, action: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(auditEvents)
        .where(
          and(eq(auditEvents.actor_id, actorId), eq(auditEvents.action, action), gt(auditEvents.at, since)),
        );
      return row?.n ?? 0;
    },
  };
}

export type Audit = ReturnType<typeof createAudit>;

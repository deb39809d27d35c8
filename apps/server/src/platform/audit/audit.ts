import { AsyncLocalStorage, AsyncResource } from "node:async_hooks";
import type { AuditAction } from "@app/contracts";
import { and, count, eq, gt } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/client";
import { auditEvents } from "./audit.table";

export interface AuditEntry {
  actorId: number | null;
  /** For an event of a deleted account: the pseudonym it goes by (issue 35). */
  actorPseudonym?: string;
  /** One of the list the trail's filter offers (`packages/contracts/src/audit.ts`). */
  action: AuditAction;
  subjectType: string;
  subjectId?: number | null;
  data?: Record<string, unknown>;
  /** The caller's address; by default the request's the event is recorded in, null for none. */
  ip?: string | null;
}

/** The address of the request being served, for every event it records (issue 35). */
const requestAddress = new AsyncLocalStorage<string>();
const scope = Symbol("audit request scope");
type Scoped = { [scope]?: AsyncResource };

/**
 * Gives every audit event the address of the request that caused it, without each service
 * passing it along. The scope is entered when the request arrives and entered again once its
 * body is read: the body comes in on the socket's events, outside the request's async context.
 */
export function registerAuditAddress(app: FastifyInstance) {
  app.addHook("onRequest", (request, _reply, done) => {
    requestAddress.run(request.ip, () => {
      (request as Scoped)[scope] = new AsyncResource("audit-request");
      done();
    });
  });
  app.addHook("preValidation", (request, _reply, done) => {
    const resource = (request as Scoped)[scope];
    if (resource) resource.runInAsyncScope(done);
    else done();
  });
}

export function createAudit(db: Database) {
  return {
    async record(entry: AuditEntry) {
      await db.insert(auditEvents).values({
        actor_id: entry.actorId,
        actor_pseudonym: entry.actorPseudonym ?? null,
        action: entry.action,
        subject_type: entry.subjectType,
        subject_id: entry.subjectId ?? null,
        data: entry.data ?? {},
        ip: entry.ip === undefined ? (requestAddress.getStore() ?? null) : entry.ip,
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

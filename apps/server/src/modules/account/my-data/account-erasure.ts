import { createHmac } from "node:crypto";
import { and, eq, or, sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { createAudit } from "../../../platform/audit/audit";
import { auditEvents } from "../../../platform/audit/audit.table";
import { loginFailures, users } from "../../../platform/auth/identity.table";

/** What an audit event of a deleted account keeps of its data: words of the product, no person's. */
const KEPT_AUDIT_KEYS = ["area", "reason", "remaining", "kind", "typology", "status", "module", "format"];

/**
 * The name a deleted account goes by in the trail: an HMAC of its id keyed with the server's
 * secret, so no one without the secret can tell whose it was, and a restored copy's accounts can
 * still be matched to the erasures recorded since (deploy/README.md).
 */
export const auditPseudonym = (secret: string, userId: number) =>
  `utente-${createHmac("sha256", secret).update(`audit-pseudonym:${userId}`).digest("hex").slice(0, 12)}`;

/**
 * Erases one account inside the caller's transaction (GDPR art. 17): its audit events kept under
 * the pseudonym, stripped of address and personal data; its login failures; the user row, whose
 * foreign keys cascade to every table the user fills; then the `account_deleted` event. Shared by
 * the customer's own deletion and the replay of erasures on a restored copy.
 */
export async function eraseAccount(tx: Database, user: { id: number; username: string }, pseudonym: string) {
  await tx
    .update(auditEvents)
    .set({
      actor_id: null,
      actor_pseudonym: pseudonym,
      subject_id: sql`case when ${auditEvents.subject_type} = 'user' then null else ${auditEvents.subject_id} end`,
      ip: null,
      data: sql`(select coalesce(jsonb_object_agg(key, value), '{}'::jsonb) from jsonb_each(${auditEvents.data})
        where key = any(${sql.raw(`array[${KEPT_AUDIT_KEYS.map((k) => `'${k}'`).join(",")}]`)}))`,
    })
    .where(
      or(
        eq(auditEvents.actor_id, user.id),
        and(eq(auditEvents.subject_type, "user"), eq(auditEvents.subject_id, user.id)),
      ),
    );
  await tx.delete(loginFailures).where(eq(loginFailures.username, user.username.toLowerCase()));
  await tx.delete(users).where(eq(users.id, user.id));
  await createAudit(tx).record({
    actorId: null,
    actorPseudonym: pseudonym,
    action: "account_deleted",
    subjectType: "user",
    ip: null,
  });
}

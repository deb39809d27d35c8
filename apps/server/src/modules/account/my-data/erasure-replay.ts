import { eq } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { auditEvents } from "../../../platform/audit/audit.table";
import { users } from "../../../platform/auth/identity.table";
import { auditPseudonym, eraseAccount } from "./account-erasure";

/** An account a restored copy still holds though the live database erased it since. */
export interface ErasureToReplay {
  userId: number;
  pseudonym: string;
  /** When the live database recorded the erasure. */
  erasedAt: Date;
}

/**
 * The accounts of a restored copy that the live database's trail records as erased (issue 49):
 * each `account_deleted` event names its account by pseudonym only, so every account of the copy
 * is named the same way and matched. No time bound is needed: an erasure already in the copy
 * left no account to match, and one whose transaction began before the copy's moment but
 * committed after it (its event dated before that moment) is still found.
 */
export async function erasuresToReplay(
  live: Database,
  copy: Database,
  secret: string,
): Promise<ErasureToReplay[]> {
  const erased = new Map<string, Date>();
  const events = await live
    .select({ pseudonym: auditEvents.actor_pseudonym, at: auditEvents.at })
    .from(auditEvents)
    .where(eq(auditEvents.action, "account_deleted"));
  for (const { pseudonym, at } of events) if (pseudonym) erased.set(pseudonym, at);
  const accounts = await copy.select({ id: users.id }).from(users);
  return accounts
    .flatMap(({ id }) => {
      const pseudonym = auditPseudonym(secret, id);
      const erasedAt = erased.get(pseudonym);
      return erasedAt ? [{ userId: id, pseudonym, erasedAt }] : [];
    })
    .sort((a, b) => a.erasedAt.getTime() - b.erasedAt.getTime());
}

/** Erases each account on the copy as its owner's deletion did on the live database, one transaction each. */
export async function replayErasures(copy: Database, erasures: ErasureToReplay[]) {
  for (const { userId, pseudonym } of erasures) {
    await copy.transaction(async (tx) => {
      const [user] = await tx
        .select({ id: users.id, username: users.username })
        .from(users)
        .where(eq(users.id, userId))
        .for("update");
      if (user) await eraseAccount(tx, user, pseudonym);
    });
  }
}

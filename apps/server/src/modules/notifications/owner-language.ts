import type { Language } from "@app/contracts";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { users } from "../../platform/auth/identity.table";

/** The language a notice is written in: its owner's, read in the event's transaction. */
export async function ownerLanguage(tx: Database, ownerId: number): Promise<Language> {
  const [owner] = await tx.select({ language: users.language }).from(users).where(eq(users.id, ownerId));
  return owner?.language === "en" ? "en" : "it";
}

import type { PecRecipientSuggestion } from "@app/contracts";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { AppError } from "../../platform/http/app-error";
import { addressBookContacts } from "../address-book/contact.table";
import { createAgreementReader } from "../agreements";
import { createCatalogueService, describeParties } from "../catalogue";

const isEmail = (value: unknown): value is string =>
  typeof value === "string" && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());

/**
 * The PEC addresses the send form offers (issue 47 §2): the contract's parties' PEC fields, then
 * the owner's address-book contacts' PEC. An address typed by hand that is none of these gets
 * the form's warning. Another customer's contract: 404.
 */
export async function pecRecipientSuggestions(
  db: Database,
  ownerId: number,
  id: number,
): Promise<PecRecipientSuggestion[]> {
  const agreement = await createAgreementReader(db).findByOwner(ownerId, id);
  if (!agreement) throw AppError.notFound();
  const found = new Map<string, PecRecipientSuggestion>();
  const add = (address: string, name: string, source: PecRecipientSuggestion["source"]) => {
    const key = address.trim().toLowerCase();
    if (!found.has(key)) found.set(key, { address: key, name, source });
  };
  const template =
    agreement.template_id === null
      ? null
      : await createCatalogueService(db).findTemplateVersion(agreement.template_id);
  if (template) {
    const values = agreement.values as Record<string, unknown>;
    for (const party of describeParties(template).parties) {
      const pecFields = party.fields.filter((field) => field.attribute === "pec");
      const items = party.repeating
        ? ((Array.isArray(values[party.slug]) ? values[party.slug] : []) as Record<string, unknown>[])
        : [values];
      for (const item of items)
        for (const field of pecFields) {
          const value = item?.[field.slug];
          if (isEmail(value)) add(value, party.label, "party");
        }
    }
  }
  const contacts = await db
    .select({ title: addressBookContacts.title, pec: sql<string>`${addressBookContacts.data}->>'pec'` })
    .from(addressBookContacts)
    .where(
      and(
        eq(addressBookContacts.owner_id, ownerId),
        sql`coalesce(${addressBookContacts.data}->>'pec', '') <> ''`,
      ),
    )
    .orderBy(addressBookContacts.title)
    .limit(500);
  for (const contact of contacts) if (isEmail(contact.pec)) add(contact.pec, contact.title, "address_book");
  return [...found.values()];
}

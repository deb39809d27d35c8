import type { AgreementValues, BulkFromContactsBody, TemplateDetail } from "@app/contracts";
import { partyFill, validateValues } from "@app/documents";
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { Viewer } from "../../platform/auth/viewer";
import { AppError } from "../../platform/http/app-error";
import { translate } from "../../platform/i18n/translate";
import { addressBookContacts } from "../address-book/contact.table";
import { describeParties } from "../catalogue";
import type { bulkJobRows } from "./bulk.table";

type ContactRow = Omit<typeof bulkJobRows.$inferInsert, "job_id">;

/**
 * §3 "Per ogni contatto": a row per chosen contact, in the order chosen, the party filled from
 * the contact as the compile screen's "Scegli dalla rubrica" fills it (`partyFill`, the same
 * composition of names, addresses and births), the other answers the same for all. A contact
 * that is not the owner's is refused like an unknown one; a row whose answers are incomplete is
 * kept as failed, with the compile screen's messages.
 */
export async function contactRows(
  db: Database,
  viewer: Viewer,
  template: TemplateDetail,
  body: BulkFromContactsBody,
): Promise<ContactRow[]> {
  const role = describeParties(template).parties.find((p) => p.slug === body.party);
  if (!role) throw AppError.field("party", "bulk_party_unknown", { party: body.party });
  const known = new Set(template.fields.map((f) => f.slug));
  const unknown = Object.keys(body.values).find((slug) => !known.has(slug));
  if (unknown) throw AppError.field(`values.${unknown}`, "agreement_unknown_field", { attribute: unknown });

  const ids = [...new Set(body.contacts)];
  const found = await db
    .select()
    .from(addressBookContacts)
    .where(and(eq(addressBookContacts.owner_id, viewer.userId), inArray(addressBookContacts.id, ids)));
  if (found.length !== ids.length) throw AppError.field("contacts", "bulk_contact_unknown");
  const byId = new Map(found.map((c) => [c.id, c]));
  const language = template.language === "en" ? "en" : "it";

  return ids.map((id, index): ContactRow => {
    const contact = byId.get(id);
    if (!contact) throw AppError.notFound();
    const fill = partyFill(role, { typology: contact.typology, data: contact.data }, language);
    // A repeating party (issue 32): the contact is its one item; otherwise its fields are filled.
    const values: AgreementValues = role.repeating
      ? { ...body.values, [role.slug]: [fill] }
      : { ...body.values, ...fill };
    const bound = role.repeating ? {} : { [role.slug]: contact.id };
    const errors = Object.values(validateValues(template.fields, values, viewer.language)).flat();
    const typologyOk = (role.typologies as string[]).includes(contact.typology);
    return {
      row_number: index + 1,
      status: errors.length > 0 || !typologyOk ? "failed" : "pending",
      title: `${template.title} — ${contact.title}`.slice(0, 200),
      // Sent only when asked: choosing contacts is not asking to write to them.
      email: body.send_email ? (contact.data.email ?? null) : null,
      values,
      parties: bound,
      party_snapshots: role.repeating ? {} : { [role.slug]: fill },
      cells: [],
      error: !typologyOk
        ? translate(viewer.language, "bulk_contact_typology", { contact: contact.title, party: role.label })
        : errors.length > 0
          ? errors.join("; ")
          : null,
    };
  });
}

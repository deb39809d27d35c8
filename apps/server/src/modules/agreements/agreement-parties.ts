import type { PartySnapshots, TemplateField, TemplateParty } from "@app/contracts";
import type { Database } from "../../db/client";
import { AppError } from "../../platform/http/app-error";
import type { MessageKey } from "../../platform/i18n/messages";
import { ownedContactIds } from "../address-book";

type Problems = Record<string, { key: MessageKey; params?: { attribute: string } }[]>;

/**
 * The parties of an agreement bound to address-book contacts (issue 15), checked before saving:
 * each role is one of the template's, each contact the customer's own (another customer's id is
 * refused like an unknown one; a contact bound before and deleted since does not block a save),
 * and the snapshot of a role only names its bound party and the
 * template's fields. Refused as 400 keyed `parties.<role>` / `party_snapshots.<role>`.
 */
export async function assertParties(
  db: Database,
  ownerId: number,
  template: { parties: TemplateParty[]; fields: TemplateField[] },
  parties: Record<string, number | null>,
  snapshots: PartySnapshots,
  /** The roles' contacts as saved: kept as they are even once deleted from the address book. */
  saved: Record<string, number | null> = {},
): Promise<void> {
  const roles = new Set(template.parties.map((p) => p.slug));
  const fields = new Set(template.fields.map((f) => f.slug));
  const problems: Problems = {};
  const isNew = (role: string, id: number | null): id is number => id !== null && saved[role] !== id;
  const ids = Object.entries(parties).flatMap(([role, id]) => (isNew(role, id) ? [id] : []));
  const owned = await ownedContactIds(db, ownerId, ids);
  for (const [role, contact] of Object.entries(parties)) {
    if (!roles.has(role))
      problems[`parties.${role}`] = [{ key: "agreement_unknown_party", params: { attribute: role } }];
    else if (isNew(role, contact) && !owned.has(contact))
      problems[`parties.${role}`] = [{ key: "agreement_party_contact_unknown" }];
  }
  for (const [role, values] of Object.entries(snapshots)) {
    const unknownField = Object.keys(values).find((slug) => !fields.has(slug));
    if (parties[role] === undefined || parties[role] === null)
      problems[`party_snapshots.${role}`] = [{ key: "agreement_unknown_party", params: { attribute: role } }];
    else if (unknownField)
      problems[`party_snapshots.${role}`] = [
        { key: "agreement_unknown_field", params: { attribute: unknownField } },
      ];
  }
  if (Object.keys(problems).length) throw new AppError(400, [], problems);
}

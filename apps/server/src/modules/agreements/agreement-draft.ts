import type { AgreementValues, PartySnapshots, TemplateDetail } from "@app/contracts";
import { isAgreementValid } from "@app/documents";
import type { Database } from "../../db/client";
import { createAgreementRepository } from "./agreement.repository";
import { assertKnownFields } from "./agreement.service";
import { assertParties } from "./agreement-parties";

/** What a drafted agreement is made of, the template having been read (and its licence checked). */
export interface AgreementDraft {
  title: string;
  values: AgreementValues;
  parties: Record<string, number | null>;
  party_snapshots: PartySnapshots;
}

/**
 * Saves a new draft agreement of `ownerId` on a template version, checked as `create/` checks
 * one (known fields, the parties' contacts the owner's), with the caller's transaction: bulk
 * drafting (issue 48) marks its row done in the same one, so a restart never drafts it twice.
 */
export async function draftAgreement(
  db: Database,
  ownerId: number,
  template: Pick<TemplateDetail, "id" | "title" | "language" | "fields" | "parties">,
  draft: AgreementDraft,
): Promise<number> {
  assertKnownFields(template.fields, draft.values);
  await assertParties(db, ownerId, template, draft.parties, draft.party_snapshots);
  const row = await createAgreementRepository(db).insert({
    owner_id: ownerId,
    title: draft.title,
    template_id: template.id,
    template_title: template.title,
    template_language: template.language,
    values: draft.values,
    parties: draft.parties,
    party_snapshots: draft.party_snapshots,
    customized_body: null,
    calculations: {},
    is_valid: isAgreementValid(template.fields, draft.values),
    status: "draft",
  });
  return row.id;
}

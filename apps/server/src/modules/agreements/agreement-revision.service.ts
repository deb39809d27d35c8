import type { AgreementCompare, AgreementUpgrade, AgreementUpgradeBody, Language } from "@app/contracts";
import {
  agreementDocument,
  countChanges,
  diffClauses,
  documentClauses,
  isAgreementValid,
} from "@app/documents";
import type { Database } from "../../db/client";
import type { Viewer } from "../../platform/auth/viewer";
import type { DomainEvents } from "../../platform/events/domain-events";
import { AppError } from "../../platform/http/app-error";
import type { CatalogueService, TemplateRow } from "../catalogue";
import { createAgreementRepository } from "./agreement.repository";
import type { AgreementRow } from "./agreement.table";
import { carriedValues, fieldChanges, valueText } from "./agreement-revision-values";

const versionRef = (row: TemplateRow) => ({
  template: row.id,
  version: row.version,
  title: row.title,
  language: row.language,
  published_at: row.published_at ? new Date(row.published_at).toISOString() : null,
});

/**
 * A contract whose template the editors have revised (issue 18): the comparison of its version
 * with the family's public one, both printed with the contract's own values, and the update,
 * which drafts a new contract on the new version with every value whose field still exists.
 * The old contract is never touched.
 */
export function createAgreementRevisionService(
  db: Database,
  catalogue: CatalogueService,
  events?: DomainEvents,
) {
  const repository = createAgreementRepository(db);

  /** The caller's contract, its version and the newer public one (409 when there is none). */
  async function versionsOf(viewer: Viewer, id: number) {
    const row = await repository.findByOwner(viewer.userId, id);
    if (!row) throw AppError.notFound();
    const from = row.template_id === null ? null : await catalogue.findTemplateVersion(row.template_id);
    const to = from ? await catalogue.newerPublicVersion(from.id) : null;
    if (!from || !to) throw new AppError(409, [{ key: "agreement_up_to_date" }]);
    // The subscription must open the new version (403 otherwise), as for drafting.
    await catalogue.getTemplate(viewer, to.id);
    return { row, from, to };
  }

  /** The version's clauses as this contract's answers print them (its logic resolved, issue 32). */
  function clausesOf(row: AgreementRow, version: TemplateRow, language: Language) {
    const { model, ctx } = agreementDocument({
      html: version.body,
      fields: version.fields,
      parties: version.parties,
      values: row.values,
      language: (version.language as Language) ?? language,
      title: row.title,
    });
    return documentClauses(model, ctx);
  }

  return {
    async compare(viewer: Viewer, id: number): Promise<AgreementCompare> {
      const { row, from, to } = await versionsOf(viewer, id);
      const clauses = diffClauses(clausesOf(row, from, viewer.language), clausesOf(row, to, viewer.language));
      const fields = fieldChanges(row.values, from.fields, to.fields);
      return {
        agreement: { id: row.id, title: row.title, customised: row.customized_body !== null },
        from: versionRef(from),
        to: versionRef(to),
        clauses,
        fields_added: fields.added,
        fields_removed: fields.removed,
        counts: countChanges(clauses),
      };
    },

    /**
     * A new draft on the new version, every value whose field still exists carried over, parties
     * and calculations too; the new fields are listed to fill. A customised text cannot be carried
     * (409): the comparison shows what to apply by hand.
     */
    async upgrade(
      viewer: Viewer,
      id: number,
      body: AgreementUpgradeBody,
    ): Promise<{
      created: AgreementRow;
      extras: Pick<AgreementUpgrade, "carried" | "new_fields" | "dropped">;
    }> {
      const { row, from, to } = await versionsOf(viewer, id);
      if (row.customized_body !== null) throw new AppError(409, [{ key: "agreement_customised_upgrade" }]);
      const values = carriedValues(row.values, to.fields);
      const partySlugs = new Set(to.parties.map((p) => p.slug));
      const keepParties = <T>(map: Record<string, T>) =>
        Object.fromEntries(Object.entries(map).filter(([slug]) => partySlugs.has(slug)));
      const fields = fieldChanges(row.values, from.fields, to.fields);
      const created = await db.transaction(async (tx) => {
        const inTx = tx as unknown as Database;
        const inserted = await createAgreementRepository(inTx).insert({
          owner_id: viewer.userId,
          title: body.title ?? row.title,
          template_id: to.id,
          template_title: to.title,
          template_language: to.language,
          values,
          parties: keepParties(row.parties),
          party_snapshots: keepParties(row.party_snapshots),
          customized_body: null,
          calculations: row.calculations,
          is_valid: isAgreementValid(to.fields, values),
          status: "draft",
          upgraded_from_id: row.id,
        });
        await events?.emit(
          "agreement.upgraded",
          { ownerId: viewer.userId, fromAgreementId: row.id, toAgreementId: inserted.id },
          inTx,
        );
        return inserted;
      });
      return {
        created,
        extras: {
          carried: Object.keys(values).filter((slug) => valueText(values[slug]) !== null),
          new_fields: fields.added,
          dropped: fields.removed.filter((f) => f.value !== null),
        },
      };
    },
  };
}

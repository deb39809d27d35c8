import type { AgreementCalculation, AgreementDetail, AgreementSummary, TemplateUpdate } from "@app/contracts";
import type { AgreementRow, AgreementSummaryRow } from "./agreement.table";

/** What the catalogue says of the contract's template version (issue 18). */
export interface VersionState {
  version: number;
  update: TemplateUpdate | null;
}

export function toAgreementSummary(row: AgreementSummaryRow, state?: VersionState): AgreementSummary {
  return {
    id: row.id,
    title: row.title,
    template: row.template_id,
    template_title: row.template_title,
    template_language: row.template_language,
    is_valid: row.is_valid,
    date_create: new Date(row.date_create).toISOString(),
    date_last_modify: new Date(row.date_last_modify).toISOString(),
    status: row.status,
    template_version: state?.version ?? null,
    update_available: state?.update ?? null,
  };
}

const NEVER_PUBLISHED: Partial<AgreementCalculation["calculator"]> = {
  version: 0,
  published_at: null,
  has_unpublished_changes: false,
  versions: [],
};

export function toAgreementDetail(
  row: AgreementRow,
  errors: Record<string, string[]>,
  state?: VersionState,
): AgreementDetail {
  return {
    ...toAgreementSummary(row, state),
    upgraded_from: row.upgraded_from_id,
    values: row.values,
    parties: row.parties,
    party_snapshots: row.party_snapshots,
    customized_body: row.customized_body,
    errors,
    calculations: Object.values(row.calculations)
      .sort((a, b) => a.calculated_at.localeCompare(b.calculated_at))
      // Kept before calculators had versions: the facts they lack, as "never published".
      .map((kept) => ({ ...kept, calculator: { ...NEVER_PUBLISHED, ...kept.calculator } })),
  };
}

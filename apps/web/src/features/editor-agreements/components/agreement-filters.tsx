import { LANGUAGES } from "@app/contracts";
import { Select, SimpleGrid } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { CollapsibleFilters } from "../../../components/collapsible-filters";
import { DateField } from "../../../components/date-fields";
import { DebouncedTextInput } from "../../../components/debounced-text-input";
import { AGREEMENT_STATUSES } from "../../../lib/agreement-status";
import { type EditorAgreementParams, hasAgreementFilters } from "../list-params";

const ALL = "all";

/** Filters of every customer's agreements: text, template language, state, completeness, dates. */
export function EditorAgreementFilters({
  params,
  onChange,
}: {
  params: EditorAgreementParams;
  onChange: (change: Partial<EditorAgreementParams>) => void;
}) {
  const { t } = useTranslation();
  const any = { value: ALL, label: t("list.any") };
  const pick = (value: string | null) => (value === ALL || value === null ? "" : value);

  return (
    <CollapsibleFilters active={hasAgreementFilters(params)}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm" verticalSpacing="xs">
        <DebouncedTextInput
          label={t("editorAgreements.columns.title")}
          value={params.title}
          onCommit={(title) => onChange({ title })}
        />
        <DebouncedTextInput
          label={t("editorAgreements.columns.template")}
          value={params.template}
          onCommit={(template) => onChange({ template })}
        />
        <DebouncedTextInput
          label={t("editorAgreements.filters.owner")}
          value={params.owner}
          onCommit={(owner) => onChange({ owner })}
        />
        <Select
          label={t("editorAgreements.columns.language")}
          data={[
            any,
            ...LANGUAGES.map((value) => ({ value, label: t(`editorAgreements.language.${value}`) })),
          ]}
          value={params.language || ALL}
          allowDeselect={false}
          onChange={(value) => onChange({ language: pick(value) as EditorAgreementParams["language"] })}
        />
        <Select
          label={t("editorAgreements.columns.status")}
          data={[
            any,
            ...AGREEMENT_STATUSES.map((status) => ({
              value: status,
              label: t(`editorAgreements.status.${status}`),
            })),
          ]}
          value={params.status || ALL}
          allowDeselect={false}
          onChange={(value) => onChange({ status: pick(value) as EditorAgreementParams["status"] })}
        />
        <Select
          label={t("editorAgreements.columns.valid")}
          data={[
            any,
            { value: "true", label: t("editorAgreements.valid.true") },
            { value: "false", label: t("editorAgreements.valid.false") },
          ]}
          value={params.valid || ALL}
          allowDeselect={false}
          onChange={(value) => onChange({ valid: pick(value) as EditorAgreementParams["valid"] })}
        />
        <DateField
          label={t("editorAgreements.filters.from")}
          value={params.from}
          maxDate={params.to || undefined}
          onChange={(from) => onChange({ from })}
        />
        <DateField
          label={t("editorAgreements.filters.to")}
          value={params.to}
          minDate={params.from || undefined}
          onChange={(to) => onChange({ to })}
        />
      </SimpleGrid>
    </CollapsibleFilters>
  );
}

import { LANGUAGES, MODULES, TEMPLATE_STATUSES } from "@app/contracts";
import { Select, SimpleGrid } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { CollapsibleFilters } from "../../../components/collapsible-filters";
import { DebouncedTextInput } from "../../../components/debounced-text-input";
import { type CalculatorListParams, hasCalculatorFilters } from "../list-params";

// The "any" choice of a select (an option's value cannot be empty).
const ALL = "all";

/** The calculator list's filters: title, status, module, language. */
export function CalculatorFilters({
  params,
  onChange,
}: {
  params: CalculatorListParams;
  onChange: (change: Partial<CalculatorListParams>) => void;
}) {
  const { t } = useTranslation();
  const any = { value: ALL, label: t("list.any") };
  const pick = <K extends "language" | "status" | "module">(key: K, value: string | null) =>
    onChange({ [key]: value === ALL || value === null ? "" : value } as Partial<CalculatorListParams>);
  return (
    <CollapsibleFilters active={hasCalculatorFilters(params)}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm" verticalSpacing="xs">
        <DebouncedTextInput
          label={t("editorCalculators.fields.title")}
          placeholder={t("editorCalculators.list.titlePlaceholder")}
          value={params.title}
          onCommit={(title) => onChange({ title })}
        />
        <Select
          label={t("editorCalculators.fields.status")}
          data={[
            any,
            ...TEMPLATE_STATUSES.map((value) => ({ value, label: t(`editorTemplates.status.${value}`) })),
          ]}
          value={params.status || ALL}
          allowDeselect={false}
          onChange={(value) => pick("status", value)}
        />
        <Select
          label={t("editorCalculators.fields.module")}
          data={[any, ...MODULES.map((value) => ({ value, label: t(`editorTemplates.module.${value}`) }))]}
          value={params.module || ALL}
          allowDeselect={false}
          onChange={(value) => pick("module", value)}
        />
        <Select
          label={t("editorCalculators.fields.language")}
          data={[any, ...LANGUAGES.map((value) => ({ value, label: value.toUpperCase() }))]}
          value={params.language || ALL}
          allowDeselect={false}
          onChange={(value) => pick("language", value)}
        />
      </SimpleGrid>
    </CollapsibleFilters>
  );
}

import { LANGUAGES, MODULES } from "@app/contracts";
import { Select, SimpleGrid } from "@mantine/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { CollapsibleFilters } from "../../../components/collapsible-filters";
import { DebouncedTextInput } from "../../../components/debounced-text-input";
import { useChoices, useTreeNodes } from "../api/template-api";
import { hasTemplateFilters, type TemplateListParams } from "../list-params";
import { treeOptions } from "../model/tree-options";

// The "any" choice of a select (an option's value cannot be empty).
const ALL = "all";

interface TemplateFiltersProps {
  params: TemplateListParams;
  onChange: (change: Partial<TemplateListParams>) => void;
}

/** Spec §2 template list filters: title, language, status, category, module. */
export function TemplateFilters({ params, onChange }: TemplateFiltersProps) {
  const { t } = useTranslation();
  const languages = useChoices("language-choices");
  const statuses = useChoices("status-choices");
  const categories = useTreeNodes("category");
  const categoryOptions = useMemo(
    () => treeOptions(categories.data ?? []).map((option) => ({ ...option, disabled: false })),
    [categories.data],
  );
  const any = { value: ALL, label: t("list.any") };
  const pick = (value: string | null) => (value === ALL || value === null ? "" : value);

  return (
    <CollapsibleFilters active={hasTemplateFilters(params)}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="sm" verticalSpacing="xs">
        <DebouncedTextInput
          label={t("editorTemplates.filters.title")}
          placeholder={t("editorTemplates.filters.titlePlaceholder")}
          value={params.title}
          onCommit={(title) => onChange({ title })}
        />
        <Select
          label={t("editorTemplates.fields.language")}
          data={[any, ...(languages.data ?? LANGUAGES.map((value) => ({ value, label: value })))]}
          value={params.language || ALL}
          allowDeselect={false}
          onChange={(value) => onChange({ language: pick(value) as TemplateListParams["language"] })}
        />
        <Select
          label={t("editorTemplates.fields.status")}
          data={[any, ...(statuses.data ?? [])]}
          value={params.status || ALL}
          allowDeselect={false}
          onChange={(value) => onChange({ status: pick(value) as TemplateListParams["status"] })}
        />
        <Select
          label={t("editorTemplates.fields.category")}
          data={[any, ...categoryOptions]}
          value={params.category || ALL}
          allowDeselect={false}
          searchable
          comboboxProps={{ width: 360, position: "bottom-start" }}
          onChange={(value) => onChange({ category: pick(value) })}
        />
        <Select
          label={t("editorTemplates.fields.module")}
          data={[any, ...MODULES.map((value) => ({ value, label: t(`editorTemplates.module.${value}`) }))]}
          value={params.module || ALL}
          allowDeselect={false}
          onChange={(value) => onChange({ module: pick(value) as TemplateListParams["module"] })}
        />
      </SimpleGrid>
    </CollapsibleFilters>
  );
}

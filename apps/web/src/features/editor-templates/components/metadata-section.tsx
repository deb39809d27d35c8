import { MODULES, SIGNATURE_LEVELS } from "@app/contracts";
import { MultiSelect, Paper, Select, SimpleGrid, Stack, TagsInput, TextInput, Title } from "@mantine/core";
import { useMemo } from "react";
import { useTranslation } from "../../../lib/use-translation";
import { useCalculatorOptions, useChoices, useTreeNodes } from "../api/template-api";
import { calculatorOptions } from "../model/calculator-options";
import type { DraftMeta, TemplateDraft } from "../model/template-draft";
import { treeOptions } from "../model/tree-options";
import { CalculatorMappings } from "./calculator-mappings";
import { PartiesEditor } from "./parties-editor";

interface MetadataSectionProps {
  draft: TemplateDraft;
  onChange: (change: Partial<DraftMeta>) => void;
  errors: Record<string, string>;
  /** Content frozen by agreements: language and parties cannot change. */
  locked: boolean;
  /** The saved template's id (null while it is new): its calculator links' mappings. */
  templateId?: number | null;
}

const toIds = (values: string[]) => values.map(Number);
const toValues = (ids: number[]) => ids.map(String);

/** Title, language, status, module, catalogue and calculator links, keywords and parties (spec §2, §3). */
export function MetadataSection({
  draft,
  onChange,
  errors,
  locked,
  templateId = null,
}: MetadataSectionProps) {
  const { t } = useTranslation();
  const languages = useChoices("language-choices");
  const statuses = useChoices("status-choices");
  const categories = useTreeNodes("category");
  const wizards = useTreeNodes("wizard");
  const categoryOptions = useMemo(() => treeOptions(categories.data ?? []), [categories.data]);
  const wizardOptions = useMemo(() => treeOptions(wizards.data ?? [], true), [wizards.data]);
  const calculators = useCalculatorOptions();
  const calculatorChoices = useMemo(
    () => calculatorOptions(calculators.data ?? [], (status) => t(`editorTemplates.status.${status}`)),
    [calculators.data, t],
  );
  const noCalculators = calculators.isSuccess && calculatorChoices.length === 0;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t("editorTemplates.edit.metadata")}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t("editorTemplates.edit.metadata")}
        </Title>
        <TextInput
          label={t("editorTemplates.fields.title")}
          maxLength={300}
          value={draft.title}
          onChange={(e) => onChange({ title: e.currentTarget.value })}
          error={errors.title}
          required
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Select
            label={t("editorTemplates.fields.language")}
            data={languages.data ?? []}
            value={draft.language}
            onChange={(language) => language && onChange({ language: language as DraftMeta["language"] })}
            allowDeselect={false}
            disabled={locked}
            error={errors.language}
            required
          />
          <Select
            label={t("editorTemplates.fields.status")}
            data={statuses.data ?? []}
            value={draft.status}
            onChange={(status) => status && onChange({ status: status as DraftMeta["status"] })}
            allowDeselect={false}
            error={errors.status}
            required
          />
          <Select
            label={t("editorTemplates.fields.module")}
            data={MODULES.map((value) => ({ value, label: t(`editorTemplates.module.${value}`) }))}
            value={draft.module}
            onChange={(module) => module && onChange({ module: module as DraftMeta["module"] })}
            allowDeselect={false}
            error={errors.module}
            required
          />
        </SimpleGrid>
        <Select
          label={t("editorTemplates.fields.signatureLevel")}
          description={t("editorTemplates.edit.signatureLevelHelp")}
          data={SIGNATURE_LEVELS.map((value) => ({
            value,
            label: t(`editorTemplates.signatureLevel.${value}`),
          }))}
          value={draft.signature_level_min}
          onChange={(level) =>
            level && onChange({ signature_level_min: level as DraftMeta["signature_level_min"] })
          }
          allowDeselect={false}
          error={errors.signature_level_min}
        />
        <MultiSelect
          label={t("editorTemplates.fields.categories")}
          description={t("editorTemplates.edit.categoriesHelp")}
          data={categoryOptions}
          value={toValues(draft.categories)}
          onChange={(values) => onChange({ categories: toIds(values) })}
          error={errors.categories}
          searchable
          clearable
          hidePickedOptions
        />
        <MultiSelect
          label={t("editorTemplates.fields.wizards")}
          description={t("editorTemplates.edit.wizardsHelp")}
          data={wizardOptions}
          value={toValues(draft.wizards)}
          onChange={(values) => onChange({ wizards: toIds(values) })}
          error={errors.wizards}
          searchable
          clearable
          hidePickedOptions
        />
        <MultiSelect
          label={t("editorTemplates.fields.calculators")}
          description={t("editorTemplates.edit.calculatorsHelp")}
          data={calculatorChoices}
          value={toValues(draft.calculators)}
          onChange={(values) => onChange({ calculators: toIds(values) })}
          error={errors.calculators}
          placeholder={noCalculators ? t("editorTemplates.edit.noCalculators") : undefined}
          nothingFoundMessage={
            noCalculators
              ? t("editorTemplates.edit.noCalculators")
              : t("editorTemplates.edit.noCalculatorFound")
          }
          loading={calculators.isLoading}
          searchable
          clearable
          hidePickedOptions
        />
        {templateId !== null && (
          <CalculatorMappings
            templateId={templateId}
            fields={draft.fields.rows.map((row) => ({ slug: row.data.slug, label: row.data.label }))}
          />
        )}
        <TagsInput
          label={t("editorTemplates.fields.keywords")}
          description={t("editorTemplates.edit.keywordsHelp")}
          value={draft.keywords}
          onChange={(keywords) => onChange({ keywords })}
          error={errors.keywords}
          clearable
        />
        <PartiesEditor
          parties={draft.parties}
          groups={draft.fields.rows
            .map((row) => row.data)
            .filter((field) => field.type === "group")
            .map(({ slug, min, max }) => ({ slug, min, max }))}
          onChange={(parties) => onChange({ parties })}
          errors={errors}
          readOnly={locked}
        />
      </Stack>
    </Paper>
  );
}

import { MultiSelect, SimpleGrid, Stack, Switch, Textarea, TextInput } from "@mantine/core";
import { useMemo } from "react";
import { useTranslation } from "../../../lib/use-translation";
import { isWizard, type LeafOption, type TreeKind } from "../api/tree-api";

export interface NodeValues {
  title_it: string;
  title_en: string;
  status: 0 | 1;
  question_it: string;
  question_en: string;
  templates: number[];
}

export const EMPTY_NODE: NodeValues = {
  title_it: "",
  title_en: "",
  status: 1,
  question_it: "",
  question_en: "",
  templates: [],
};

interface NodeFormProps {
  kind: TreeKind;
  values: NodeValues;
  onChange: (change: Partial<NodeValues>) => void;
  errors: Record<string, string>;
  /** A wizard step without children may end on templates. */
  leaf: boolean;
  templates: LeafOption[];
}

/** A node's titles (it/en) and state; for a wizard step its question and, on a leaf, its templates. */
export function NodeForm({ kind, values, onChange, errors, leaf, templates }: NodeFormProps) {
  const { t } = useTranslation();
  const options = useMemo(
    () => templates.map((option) => ({ value: String(option.id), label: option.label })),
    [templates],
  );

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={t("editorTrees.form.titleIt")}
          maxLength={200}
          value={values.title_it}
          onChange={(e) => onChange({ title_it: e.currentTarget.value })}
          error={errors.title_it}
          required
          data-autofocus
        />
        <TextInput
          label={t("editorTrees.form.titleEn")}
          maxLength={200}
          description={t("editorTrees.form.titleEnHelp")}
          value={values.title_en}
          onChange={(e) => onChange({ title_en: e.currentTarget.value })}
          error={errors.title_en}
        />
      </SimpleGrid>
      {isWizard(kind) && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Textarea
            label={t("editorTrees.form.questionIt")}
            maxLength={500}
            description={t("editorTrees.form.questionHelp")}
            value={values.question_it}
            onChange={(e) => onChange({ question_it: e.currentTarget.value })}
            error={errors.question_it}
            autosize
            minRows={2}
          />
          <Textarea
            label={t("editorTrees.form.questionEn")}
            maxLength={500}
            value={values.question_en}
            onChange={(e) => onChange({ question_en: e.currentTarget.value })}
            error={errors.question_en}
            autosize
            minRows={2}
          />
        </SimpleGrid>
      )}
      {isWizard(kind) && leaf && (
        <MultiSelect
          label={t(
            kind === "calculator-wizard" ? "editorTrees.form.calculators" : "editorTrees.form.templates",
          )}
          description={t(
            kind === "calculator-wizard"
              ? "editorTrees.form.calculatorsHelp"
              : "editorTrees.form.templatesHelp",
          )}
          data={options}
          value={values.templates.map(String)}
          onChange={(ids) => onChange({ templates: ids.map(Number) })}
          error={errors.templates}
          searchable
          clearable
          hidePickedOptions
        />
      )}
      <Switch
        label={t("editorTrees.form.enabled")}
        description={t("editorTrees.form.enabledHelp")}
        checked={values.status === 1}
        onChange={(e) => onChange({ status: e.currentTarget.checked ? 1 : 0 })}
      />
    </Stack>
  );
}

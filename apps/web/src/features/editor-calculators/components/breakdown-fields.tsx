import { SimpleGrid, Textarea, TextInput } from "@mantine/core";
import { useTranslation } from "../../../lib/use-translation";
import type { CalculatorDraft, Metadata } from "../model/calculator-draft";
import { EditorSection } from "./edit-screen-parts";
import { MONO } from "./input-form";

/**
 * The row-by-row table a calculation on a table input shows under its results and in the
 * prospetto (the TFR year by year): the step whose rows it lists, and which of their columns.
 */
export function BreakdownFields({
  draft,
  onChange,
}: {
  draft: CalculatorDraft;
  onChange: (change: Partial<Metadata>) => void;
}) {
  const { t } = useTranslation();
  return (
    <EditorSection
      id="breakdown-title"
      title={t("editorCalculators.breakdown.title")}
      intro={t("editorCalculators.breakdown.intro")}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={t("editorCalculators.breakdown.rows")}
          description={t("editorCalculators.breakdown.rowsHelp")}
          value={draft.breakdownRows}
          maxLength={63}
          onChange={(event) => onChange({ breakdownRows: event.currentTarget.value })}
          styles={MONO}
        />
        <Textarea
          label={t("editorCalculators.breakdown.columns")}
          description={t("editorCalculators.breakdown.columnsHelp")}
          value={draft.breakdownColumns}
          onChange={(event) => onChange({ breakdownColumns: event.currentTarget.value })}
          autosize
          minRows={3}
          maxRows={12}
          styles={MONO}
        />
      </SimpleGrid>
    </EditorSection>
  );
}

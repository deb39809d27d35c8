import { calcMessage, localisedText, rowNamesOf } from "@app/calc";
import { Code, Text } from "@mantine/core";
import { EditorTable } from "../../../components/editor-table/editor-table";
import { useTranslation } from "../../../lib/use-translation";
import {
  type CalcInput,
  type CalcOutput,
  type CalcStep,
  type CalculatorDraft,
  type DraftAction,
  draftErrors,
  type FormulaList,
  NEW_INPUT,
  NEW_OUTPUT,
  NEW_STEP,
  namesBefore,
  toBody,
} from "../model/calculator-draft";
import { FormulaForm } from "./formula-form";
import { InputForm } from "./input-form";

interface DefinitionTablesProps {
  draft: CalculatorDraft;
  dispatch: (action: DraftAction) => void;
  /** The server's refusals of the last save, by row key and property. */
  serverErrors: Record<string, Record<string, string>>;
  series: readonly string[];
}

const slugCell = (slug: string) => (slug ? <Code>{slug}</Code> : <Text c="dimmed">—</Text>);

/** Every slug of the definition but the one of row `key`: inputs, steps and outputs share names. */
function otherSlugs(draft: CalculatorDraft, key: string): Set<string> {
  const rows = [...draft.inputs.rows, ...draft.steps.rows, ...draft.outputs.rows] as {
    key: string;
    data: { slug: string };
  }[];
  return new Set(rows.filter((row) => row.key !== key && row.data.slug).map((row) => row.data.slug));
}

/**
 * The definition as three editor tables (spec §4 editor tables): inputs, named steps, outputs.
 * Each row shows the checker's verdict, as the server will give it, before anything is saved.
 */
export function DefinitionTables({ draft, dispatch, serverErrors, series }: DefinitionTablesProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === "en" ? "en" : "it";
  const checked = draftErrors(draft, series.length ? new Set(series) : undefined);
  const rowErrors = (key: string): Record<string, string> => ({
    ...Object.fromEntries(
      Object.entries(checked[key] ?? {}).map(([property, error]) => [property, calcMessage(error, language)]),
    ),
    ...serverErrors[key],
  });
  const expressionCell = (formula: CalcStep) => (
    <Code block style={{ whiteSpace: "pre-wrap", maxWidth: 420 }}>
      {formula.expression}
    </Code>
  );
  const formulaTable = (list: FormulaList) => (
    <EditorTable<CalcStep | CalcOutput>
      title={t(`editorCalculators.tables.${list}`)}
      state={draft[list]}
      dispatch={(action) => dispatch({ type: list, action } as DraftAction)}
      newItem={list === "steps" ? NEW_STEP : NEW_OUTPUT}
      addLabel={t(`editorCalculators.tables.add.${list}`)}
      emptyText={t(`editorCalculators.tables.empty.${list}`)}
      rowName={(formula) => formula.slug}
      rowErrors={rowErrors}
      columns={[
        { header: t("editorCalculators.fields.slug"), cell: (formula) => slugCell(formula.slug) },
        ...(list === "outputs"
          ? [
              {
                header: t("editorCalculators.fields.label"),
                cell: (formula: CalcStep | CalcOutput) =>
                  "label" in formula ? localisedText(formula.label, language) : "",
              },
              {
                header: t("editorCalculators.fields.type"),
                cell: (formula: CalcStep | CalcOutput) =>
                  "type" in formula ? t(`editorCalculators.types.${formula.type}`) : "",
              },
            ]
          : []),
        { header: t("editorCalculators.fields.expression"), cell: expressionCell },
        ...(list === "steps"
          ? [
              {
                header: t("editorCalculators.fields.input"),
                cell: (formula: CalcStep | CalcOutput) =>
                  slugCell("input" in formula ? (formula.input ?? "") : ""),
              },
            ]
          : []),
      ]}
      renderForm={(form) => (
        <FormulaForm
          {...form}
          kind={list === "steps" ? "step" : "output"}
          takenSlugs={otherSlugs(draft, form.row.key)}
          known={namesBefore(draft, list, form.row.key)}
          series={series}
          rowNames={[...rowNamesOf(toBody(draft))]}
          inputs={draft.inputs.rows
            .filter((row) => row.data.slug)
            .map((row) => ({ slug: row.data.slug, label: localisedText(row.data.label, language) }))}
        />
      )}
    />
  );

  return (
    <>
      <EditorTable<CalcInput>
        title={t("editorCalculators.tables.inputs")}
        state={draft.inputs}
        dispatch={(action) => dispatch({ type: "inputs", action })}
        newItem={NEW_INPUT}
        addLabel={t("editorCalculators.tables.add.inputs")}
        emptyText={t("editorCalculators.tables.empty.inputs")}
        rowName={(input) => localisedText(input.label, language) || input.slug}
        rowErrors={rowErrors}
        columns={[
          {
            header: t("editorCalculators.fields.label"),
            cell: (input) => localisedText(input.label, language),
          },
          { header: t("editorCalculators.fields.slug"), cell: (input) => slugCell(input.slug) },
          {
            header: t("editorCalculators.fields.type"),
            cell: (input) => t(`editorCalculators.types.${input.type}`),
          },
          {
            header: t("editorCalculators.inputForm.required"),
            cell: (input) => (input.required ? t("editorCalculators.yes") : t("editorCalculators.no")),
          },
        ]}
        renderForm={(form) => <InputForm {...form} takenSlugs={otherSlugs(draft, form.row.key)} />}
      />
      {formulaTable("steps")}
      {formulaTable("outputs")}
    </>
  );
}

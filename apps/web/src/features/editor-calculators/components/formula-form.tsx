import { calcMessage, FUNCTION_NAMES } from "@app/calc";
import { CALC_VALUE_TYPES } from "@app/contracts";
import { Checkbox, Code, Group, Select, SimpleGrid, Stack, Text, Textarea } from "@mantine/core";
import { useState } from "react";
import { REMINDER_CHOICES } from "../../../components/appointment-fields/appointment-values";
import type { RowFormProps } from "../../../components/editor-table/editor-table";
import { RowFormShell } from "../../../components/editor-table/row-form-shell";
import { normaliseTypedSlug } from "../../../lib/slug";
import { useTranslation } from "../../../lib/use-translation";
import { type CalcOutput, type CalcStep, callsValidIf, checkExpression } from "../model/calculator-draft";
import { joinLocalised, splitLocalised } from "../model/localised-fields";
import { LabelPair, MONO, SlugInput } from "./input-form";

type Formula = CalcStep | CalcOutput;

interface FormulaFormProps extends RowFormProps<Formula> {
  kind: "step" | "output";
  takenSlugs: ReadonlySet<string>;
  /** The names this formula may use (inputs, and the formulas above it). */
  known: readonly string[];
  /** The series its functions may read (`rate_periods("tasso-legale", …)`). */
  series: readonly string[];
  /** The columns of the tables, which row expressions read. */
  rowNames: readonly string[];
  /** The inputs a step may check, each with its label: its refusal shows beside the one chosen. */
  inputs: readonly { slug: string; label: string }[];
}

/**
 * A step's or an output's detail. The expression is checked as it is typed, exactly as the
 * server will check it on save: syntax, depth, unknown names and functions.
 */
export function FormulaForm(props: FormulaFormProps) {
  const { row, onCancel, onApply, serverErrors, takenSlugs, known, kind, series, rowNames, inputs } = props;
  const { t, i18n } = useTranslation();
  const initial = row.data;
  const [slug, setSlug] = useState(initial.slug);
  const [expression, setExpression] = useState(initial.expression);
  const [label, setLabel] = useState(splitLocalised("label" in initial ? initial.label : undefined));
  const [type, setType] = useState<CalcOutput["type"]>("type" in initial ? initial.type : "money");
  // A date result may be a deadline a contract keeping the calculation offers to the calendar.
  const [deadline, setDeadline] = useState<CalcOutput["deadline"]>(
    "deadline" in initial ? initial.deadline : null,
  );
  // The field a step's refusal or error shows beside (issue 31).
  const [input, setInput] = useState<string | null>(("input" in initial && initial.input) || null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const normalised = normaliseTypedSlug(slug);
  const language = i18n.language === "en" ? "en" : "it";
  const expressionError = checkExpression(
    expression,
    known,
    series.length ? new Set(series) : undefined,
    rowNames,
  );
  // Said as the editor types, once there is something to check.
  const liveError = expression.trim() && expressionError ? calcMessage(expressionError, language) : undefined;

  const apply = () => {
    const next: Record<string, string> = {};
    if (!normalised) next.slug = t("editorCalculators.validation.required");
    else if (takenSlugs.has(normalised))
      next.slug = t("editorCalculators.validation.slugTaken", { slug: normalised });
    if (kind === "output" && !label.it.trim()) next.label = t("editorCalculators.validation.required");
    if (expressionError) next.expression = calcMessage(expressionError, language);
    if (kind === "step" && !input && callsValidIf(expression))
      next.input = calcMessage({ code: "needs_input" }, language);
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    onApply(
      kind === "output"
        ? {
            slug: normalised,
            label: joinLocalised(label.it, label.en),
            type,
            expression: expression.trim(),
            ...(type === "date" && deadline ? { deadline } : {}),
          }
        : { slug: normalised, expression: expression.trim(), ...(input ? { input } : {}) },
    );
  };
  const error = (name: string) => errors[name] ?? serverErrors[name];

  return (
    <RowFormShell
      label={t(
        kind === "output" ? "editorCalculators.formulaForm.output" : "editorCalculators.formulaForm.step",
      )}
      onCancel={onCancel}
      onApply={apply}
    >
      <SimpleGrid cols={{ base: 1, sm: kind === "output" ? 4 : 1 }} spacing="sm">
        <SlugInput value={slug} normalised={normalised} onChange={setSlug} error={error("slug")} />
        {kind === "output" && (
          <>
            <LabelPair value={label} onChange={setLabel} error={error("label")} />
            <Select
              label={t("editorCalculators.fields.type")}
              data={CALC_VALUE_TYPES.filter((value) => value !== "select").map((value) => ({
                value,
                label: t(`editorCalculators.types.${value}`),
              }))}
              value={type}
              onChange={(value) => value && setType(value as CalcOutput["type"])}
              allowDeselect={false}
              required
            />
          </>
        )}
      </SimpleGrid>
      <Textarea
        label={t("editorCalculators.fields.expression")}
        value={expression}
        onChange={(event) => setExpression(event.currentTarget.value)}
        error={error("expression") ?? liveError}
        description={
          !liveError && expression.trim() && !error("expression")
            ? t("editorCalculators.formulaForm.valid")
            : undefined
        }
        autosize
        minRows={2}
        maxRows={8}
        maxLength={2000}
        styles={MONO}
        required
        spellCheck={false}
      />
      {kind === "step" && (
        <Select
          label={t("editorCalculators.fields.input")}
          description={t("editorCalculators.formulaForm.inputHelp")}
          placeholder={t("editorCalculators.formulaForm.noInput")}
          data={inputs.map((choice) => ({
            value: choice.slug,
            label: choice.label ? `${choice.label} (${choice.slug})` : choice.slug,
          }))}
          value={input}
          onChange={setInput}
          error={error("input")}
          clearable
        />
      )}
      {kind === "output" && type === "date" && (
        <Group gap="md" align="flex-end">
          <Checkbox
            label={t("editorCalculators.formulaForm.deadline")}
            checked={Boolean(deadline)}
            onChange={(event) => setDeadline(event.currentTarget.checked ? { reminder: 10080 } : null)}
          />
          {deadline && (
            <Select
              label={t("editorCalculators.formulaForm.deadlineReminder")}
              data={REMINDER_CHOICES.map((value) => ({
                value,
                label: t(`calendar.reminders.${value}`),
              }))}
              value={deadline.reminder === null ? "" : String(deadline.reminder)}
              onChange={(value) => setDeadline({ reminder: value ? Number(value) : null })}
              allowDeselect={false}
            />
          )}
        </Group>
      )}
      <Stack gap={4}>
        <NameList title={t("editorCalculators.formulaForm.names")} names={known} />
        <NameList title={t("editorCalculators.formulaForm.functions")} names={FUNCTION_NAMES} />
        <NameList
          title={t("editorCalculators.formulaForm.series")}
          names={series.map((slug) => `"${slug}"`)}
        />
      </Stack>
    </RowFormShell>
  );
}

function NameList({ title, names }: { title: string; names: readonly string[] }) {
  if (names.length === 0) return null;
  return (
    <Group gap={4} wrap="wrap">
      <Text size="xs" c="dimmed">
        {title}:
      </Text>
      {names.map((name) => (
        <Code key={name}>{name}</Code>
      ))}
    </Group>
  );
}

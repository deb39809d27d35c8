import { CALC_INPUT_TYPES } from "@app/contracts";
import { Checkbox, Select, SimpleGrid, Textarea, TextInput } from "@mantine/core";
import { useState } from "react";
import type { RowFormProps } from "../../../components/editor-table/editor-table";
import { RowFormShell } from "../../../components/editor-table/row-form-shell";
import { normaliseTypedSlug } from "../../../lib/slug";
import { useTranslation } from "../../../lib/use-translation";
import type { CalcInput } from "../model/calculator-draft";
import {
  columnsFromText,
  columnsToText,
  joinLocalised,
  optionsFromText,
  optionsToText,
  splitLocalised,
} from "../model/localised-fields";

/** Slugs and formulas read as code. */
export const MONO = { input: { fontFamily: "var(--mantine-font-family-monospace)" } };

const NUMERIC = new Set(["money", "number", "percentage", "integer"]);
const BOUNDED = new Set([...NUMERIC, "date", "month"]);

interface InputFormProps extends RowFormProps<CalcInput> {
  /** Slugs of the other inputs, steps and outputs (a name means one thing). */
  takenSlugs: ReadonlySet<string>;
}

/**
 * An input's detail: slug, Italian label and type required; English label, help, limits,
 * options (select) and default optional. Enter applies, Escape cancels.
 */
export function InputForm({ row, onCancel, onApply, serverErrors, takenSlugs }: InputFormProps) {
  const { t } = useTranslation();
  const initial = row.data;
  const [slug, setSlug] = useState(initial.slug);
  const [label, setLabel] = useState(splitLocalised(initial.label));
  const [help, setHelp] = useState(splitLocalised(initial.help));
  const [type, setType] = useState<CalcInput["type"]>(initial.type);
  const [required, setRequired] = useState(initial.required ?? false);
  const [min, setMin] = useState(initial.min ?? "");
  const [max, setMax] = useState(initial.max ?? "");
  const [options, setOptions] = useState(optionsToText(initial.options));
  const [columns, setColumns] = useState(columnsToText(initial.columns));
  const [fallback, setFallback] = useState(typeof initial.default === "string" ? initial.default : "");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const normalised = normaliseTypedSlug(slug);

  const apply = () => {
    const next: Record<string, string> = {};
    if (!normalised) next.slug = t("editorCalculators.validation.required");
    else if (takenSlugs.has(normalised))
      next.slug = t("editorCalculators.validation.slugTaken", { slug: normalised });
    if (!label.it.trim()) next.label = t("editorCalculators.validation.required");
    const parsedOptions = optionsFromText(options);
    if (type === "select" && parsedOptions.length === 0)
      next.options = t("editorCalculators.validation.options");
    const parsedColumns = columnsFromText(columns);
    if (type === "rows" && (parsedColumns.columns.length === 0 || parsedColumns.badLines.length > 0))
      next.columns = parsedColumns.badLines.length
        ? t("editorCalculators.validation.columnLines", { lines: parsedColumns.badLines.join(", ") })
        : t("editorCalculators.validation.columns");
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    const input: CalcInput = { slug: normalised, label: joinLocalised(label.it, label.en), type, required };
    const helpText = help.it.trim() ? joinLocalised(help.it, help.en) : undefined;
    if (helpText) input.help = helpText;
    if (BOUNDED.has(type) && min.trim()) input.min = min.trim();
    if (BOUNDED.has(type) && max.trim()) input.max = max.trim();
    if (type === "select") input.options = parsedOptions;
    if (type === "rows") input.columns = parsedColumns.columns;
    if (type === "boolean") input.default = fallback === "true";
    else if (fallback.trim()) input.default = fallback.trim();
    onApply(input);
  };
  const error = (name: string) => errors[name] ?? serverErrors[name];

  return (
    <RowFormShell label={t("editorCalculators.inputForm.title")} onCancel={onCancel} onApply={apply}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <SlugInput value={slug} normalised={normalised} onChange={setSlug} error={error("slug")} />
        <Select
          label={t("editorCalculators.fields.type")}
          data={CALC_INPUT_TYPES.map((value) => ({ value, label: t(`editorCalculators.types.${value}`) }))}
          value={type}
          onChange={(value) => value && setType(value as CalcInput["type"])}
          allowDeselect={false}
          error={error("type")}
          required
        />
        <Checkbox
          mt={{ sm: 28 }}
          label={t("editorCalculators.inputForm.required")}
          checked={required}
          onChange={(event) => setRequired(event.currentTarget.checked)}
        />
        <LabelPair value={label} onChange={setLabel} error={error("label")} />
        <TextInput
          label={t("editorCalculators.inputForm.default")}
          description={type === "boolean" ? t("editorCalculators.inputForm.booleanDefault") : undefined}
          maxLength={100}
          value={fallback}
          onChange={(event) => setFallback(event.currentTarget.value)}
          error={error("default")}
        />
        <TextInput
          label={t("editorCalculators.inputForm.helpIt")}
          maxLength={300}
          value={help.it}
          onChange={(event) => setHelp({ ...help, it: event.currentTarget.value })}
          error={error("help")}
        />
        <TextInput
          label={t("editorCalculators.inputForm.helpEn")}
          maxLength={300}
          value={help.en}
          onChange={(event) => setHelp({ ...help, en: event.currentTarget.value })}
        />
        {BOUNDED.has(type) && (
          <SimpleGrid cols={2} spacing="xs">
            <TextInput
              label={t("editorCalculators.inputForm.min")}
              maxLength={30}
              value={min}
              onChange={(event) => setMin(event.currentTarget.value)}
              error={error("min")}
            />
            <TextInput
              label={t("editorCalculators.inputForm.max")}
              maxLength={30}
              value={max}
              onChange={(event) => setMax(event.currentTarget.value)}
              error={error("max")}
            />
          </SimpleGrid>
        )}
      </SimpleGrid>
      {type === "rows" && (
        <Textarea
          label={t("editorCalculators.inputForm.columns")}
          description={t("editorCalculators.inputForm.columnsHelp")}
          value={columns}
          onChange={(event) => setColumns(event.currentTarget.value)}
          error={error("columns")}
          autosize
          minRows={3}
          maxRows={10}
          styles={MONO}
          required
        />
      )}
      {type === "select" && (
        <Textarea
          label={t("editorCalculators.inputForm.options")}
          description={t("editorCalculators.inputForm.optionsHelp")}
          value={options}
          onChange={(event) => setOptions(event.currentTarget.value)}
          error={error("options")}
          autosize
          minRows={3}
          maxRows={10}
          styles={MONO}
          required
        />
      )}
    </RowFormShell>
  );
}

/** A label in Italian (required) and English (optional), side by side in the form's grid. */
export function LabelPair({
  value,
  onChange,
  error,
}: {
  value: { it: string; en: string };
  onChange: (value: { it: string; en: string }) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput
        label={t("editorCalculators.fields.labelIt")}
        maxLength={300}
        value={value.it}
        onChange={(event) => onChange({ ...value, it: event.currentTarget.value })}
        error={error}
        required
      />
      <TextInput
        label={t("editorCalculators.fields.labelEn")}
        maxLength={300}
        value={value.en}
        onChange={(event) => onChange({ ...value, en: event.currentTarget.value })}
      />
    </>
  );
}

/** A row's slug, typed freely and shown as the server will save it; the form's first box. */
export function SlugInput({
  value,
  normalised,
  onChange,
  error,
}: {
  value: string;
  normalised: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t("editorCalculators.fields.slug")}
      description={
        normalised && normalised !== value
          ? t("editorCalculators.inputForm.slugNormalised", { slug: normalised })
          : undefined
      }
      maxLength={63}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      required
      styles={MONO}
      data-autofocus
      autoFocus
    />
  );
}

import { localisedText } from "@app/calc/localised";
import type { CalculatorDetail } from "@app/contracts";
import { Checkbox, Select, SimpleGrid, TextInput } from "@mantine/core";
import { memo } from "react";
import { DateField } from "../../../components/date-fields";
import { useTranslation } from "../../../lib/use-translation";
import type { FormValue } from "../model/values";
import { RowsInput } from "./rows-input";

type Input = CalculatorDetail["inputs"][number];

interface CalculatorInputsProps {
  inputs: readonly Input[];
  form: Record<string, FormValue>;
  errors: Record<string, string>;
  onChange: (slug: string, value: FormValue) => void;
}

/**
 * The calculator's inputs, each as its type asks: amounts as text (exact), days in the shared
 * date field (d/m/Y in either language), months native. `onChange` must keep its identity
 * (a `useCallback`): a keystroke then draws again only the field it changed.
 */
export function CalculatorInputs({ inputs, form, errors, onChange }: CalculatorInputsProps) {
  const { i18n } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {inputs.map((input) => (
        <CalculatorInput
          key={input.slug}
          input={input}
          value={form[input.slug]}
          error={errors[input.slug]}
          language={i18n.language}
          onChange={onChange}
        />
      ))}
    </SimpleGrid>
  );
}

/** One input. Kept while its value, message and language stay: the date fields cost most to draw. */
const CalculatorInput = memo(function CalculatorInput({
  input,
  value,
  error,
  language,
  onChange,
}: {
  input: Input;
  value: FormValue | undefined;
  error: string | undefined;
  language: string;
  onChange: CalculatorInputsProps["onChange"];
}) {
  const common = {
    label: localisedText(input.label, language),
    description: localisedText(input.help, language) || undefined,
    error,
    required: input.required,
  };
  if (input.type === "rows")
    return (
      <RowsInput
        input={input}
        rows={Array.isArray(value) ? value : []}
        error={error}
        onChange={(rows) => onChange(input.slug, rows)}
      />
    );
  if (input.type === "boolean")
    return (
      <Checkbox
        {...common}
        checked={value === true}
        onChange={(event) => onChange(input.slug, event.currentTarget.checked)}
      />
    );
  if (input.type === "select")
    return (
      <Select
        {...common}
        data={(input.options ?? []).map((option) => ({
          value: option.value,
          label: localisedText(option.label, language),
        }))}
        value={typeof value === "string" && value ? value : null}
        onChange={(chosen) => onChange(input.slug, chosen ?? "")}
      />
    );
  if (input.type === "date")
    return (
      <DateField
        {...common}
        value={typeof value === "string" ? value : ""}
        onChange={(day) => onChange(input.slug, day)}
      />
    );
  const type = input.type === "month" ? "month" : "text";
  return (
    <TextInput
      {...common}
      type={type}
      inputMode={type === "text" ? "decimal" : undefined}
      rightSection={input.type === "money" ? "€" : input.type === "percentage" ? "%" : undefined}
      value={typeof value === "string" ? value : ""}
      onChange={(event) => onChange(input.slug, event.currentTarget.value)}
    />
  );
});

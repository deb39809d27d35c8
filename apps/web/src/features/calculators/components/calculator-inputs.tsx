import { localisedText } from "@app/calc/localised";
import type { CalculatorDetail } from "@app/contracts";
import { Checkbox, Select, SimpleGrid, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { DateField } from "../../../components/date-fields";
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
 * date field (d/m/Y in either language), months native.
 */
export function CalculatorInputs({ inputs, form, errors, onChange }: CalculatorInputsProps) {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {inputs.map((input) => {
        const common = {
          label: localisedText(input.label, lang),
          description: localisedText(input.help, lang) || undefined,
          error: errors[input.slug],
          required: input.required,
        };
        const value = form[input.slug];
        if (input.type === "rows")
          return (
            <RowsInput
              key={input.slug}
              input={input}
              rows={Array.isArray(value) ? value : []}
              error={errors[input.slug]}
              onChange={(rows) => onChange(input.slug, rows)}
            />
          );
        if (input.type === "boolean")
          return (
            <Checkbox
              key={input.slug}
              {...common}
              checked={value === true}
              onChange={(event) => onChange(input.slug, event.currentTarget.checked)}
            />
          );
        if (input.type === "select")
          return (
            <Select
              key={input.slug}
              {...common}
              data={(input.options ?? []).map((option) => ({
                value: option.value,
                label: localisedText(option.label, lang),
              }))}
              value={typeof value === "string" && value ? value : null}
              onChange={(chosen) => onChange(input.slug, chosen ?? "")}
            />
          );
        if (input.type === "date")
          return (
            <DateField
              key={input.slug}
              {...common}
              value={typeof value === "string" ? value : ""}
              onChange={(day) => onChange(input.slug, day)}
            />
          );
        const type = input.type === "month" ? "month" : "text";
        return (
          <TextInput
            key={input.slug}
            {...common}
            type={type}
            inputMode={type === "text" ? "decimal" : undefined}
            rightSection={input.type === "money" ? "€" : input.type === "percentage" ? "%" : undefined}
            value={typeof value === "string" ? value : ""}
            onChange={(event) => onChange(input.slug, event.currentTarget.value)}
          />
        );
      })}
    </SimpleGrid>
  );
}

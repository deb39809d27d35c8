import type { AgreementValues, TemplateField } from "@app/contracts";
import { Group, Radio, Select, Textarea, TextInput } from "@mantine/core";
import { memo } from "react";
import { DateField } from "../../../components/date-fields";
import { useTranslation } from "../../../lib/use-translation";

type Value = AgreementValues[string];

export interface FieldInputProps {
  field: TemplateField;
  value: Value | undefined;
  /** The message to show under the field (the live check once touched, or the server's). */
  error?: string;
  /** Id of the related notes, read out with the field. */
  describedBy?: string;
  onChange: (slug: string, value: Value) => void;
  onFocus: (slug: string) => void;
  onBlur: (slug: string) => void;
}

const asText = (value: Value | undefined) => (value === null || value === undefined ? "" : String(value));

/**
 * One template field with the input its type calls for. Values are kept as typed (amounts
 * "1.200,50", dates YYYY-MM-DD from the date field, typed d/m/Y, yes/no as booleans), as the server stores them.
 */
export const FieldInput = memo(function FieldInput({
  field,
  value,
  error,
  describedBy,
  onChange,
  onFocus,
  onBlur,
}: FieldInputProps) {
  const { t } = useTranslation();
  const { slug } = field;
  const required = field.required || field.validators.some((v) => v.name === "required");
  const common = {
    id: `field-${slug}`,
    label: field.label,
    description: field.help || undefined,
    error,
    required,
    disabled: field.disable,
    onFocus: () => onFocus(slug),
    onBlur: () => onBlur(slug),
    "aria-describedby": describedBy,
    "data-field-input": slug,
  };
  const placeholder = field.attributes.placeholder;

  switch (field.type) {
    case "textarea":
      return (
        <Textarea
          {...common}
          value={asText(value)}
          placeholder={placeholder}
          autosize
          minRows={field.attributes.rows ?? 3}
          maxRows={12}
          onChange={(e) => onChange(slug, e.currentTarget.value)}
        />
      );
    case "select":
      return (
        <Select
          {...common}
          value={asText(value) || null}
          data={(field.attributes.options ?? []).map((o) => ({ value: o.value, label: o.label }))}
          placeholder={placeholder ?? t("agreementEditor.compile.selectPlaceholder")}
          clearable
          clearButtonProps={{ "aria-label": t("agreementEditor.compile.clear") }}
          comboboxProps={{ withinPortal: true }}
          onChange={(next) => onChange(slug, next)}
        />
      );
    case "boolean": {
      const current =
        value === true || value === "true" ? "true" : value === false || value === "false" ? "false" : null;
      return (
        <Radio.Group {...common} value={current} onChange={(next) => onChange(slug, next === "true")}>
          <Group gap="lg" mt={6}>
            <Radio value="true" label={t("agreementEditor.compile.yes")} />
            <Radio value="false" label={t("agreementEditor.compile.no")} />
          </Group>
        </Radio.Group>
      );
    }
    case "date":
      return (
        <DateField {...common} value={asText(value)} onChange={(day) => onChange(slug, day)} maw={240} />
      );
    case "currency":
    case "percentage":
    case "number": {
      const unit =
        field.type === "currency"
          ? t("agreementEditor.compile.euro")
          : field.type === "percentage"
            ? t("agreementEditor.compile.percent")
            : undefined;
      return (
        <TextInput
          {...common}
          inputMode="decimal"
          value={asText(value)}
          placeholder={placeholder ?? (field.type === "currency" ? "1.200,50" : undefined)}
          rightSection={unit}
          rightSectionPointerEvents="none"
          onChange={(e) => onChange(slug, e.currentTarget.value)}
          maw={280}
        />
      );
    }
    default: {
      const type = field.type === "email" ? "email" : field.type === "phone" ? "tel" : "text";
      const upper = field.type === "fiscal_code" || field.type === "vat_code";
      return (
        <TextInput
          {...common}
          type={type}
          value={asText(value)}
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={upper ? false : undefined}
          styles={upper ? { input: { textTransform: "uppercase" } } : undefined}
          onChange={(e) => onChange(slug, e.currentTarget.value)}
        />
      );
    }
  }
});

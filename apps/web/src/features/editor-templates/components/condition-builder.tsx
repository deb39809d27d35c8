import { calcMessage, compile } from "@app/calc";
import type { TemplateField, TemplateParty } from "@app/contracts";
import { Button, Group, Modal, SegmentedControl, Select, Stack, Text, TextInput } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { RemoveButton } from "../../../components/remove-button";
import { useTranslation } from "../../../lib/use-translation";
import {
  buildCondition,
  type ConditionRow,
  needsValue,
  type Operator,
  operatorsFor,
} from "../model/condition-builder";
import { conditionInWords } from "../model/logic-words";

interface ConditionBuilderProps {
  opened: boolean;
  onClose: () => void;
  /** Called with the expression to write as `{{if::…}}`. */
  onInsert: (expression: string) => void;
  fields: readonly TemplateField[];
  parties: readonly TemplateParty[];
}

const MONO = { input: { fontFamily: "var(--mantine-font-family-monospace)" } };

/**
 * A condition built from the template's fields (issue 32): field ▸ operator ▸ value, rows joined
 * by «e» or «o», read back in words; or typed, checked as it is typed with the expression
 * language's own messages. Only a condition that compiles is inserted.
 */
export function ConditionBuilder({ opened, onClose, onInsert, fields, parties }: ConditionBuilderProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === "en" ? "en" : "it";
  const [rows, setRows] = useState<ConditionRow[]>([{ field: "", operator: "yes", value: "" }]);
  const [joiner, setJoiner] = useState<"and" | "or">("and");
  const [typed, setTyped] = useState<string | null>(null);
  const built = buildCondition(rows, joiner);
  const expression = typed ?? built ?? "";
  const names = fields.map((f) => f.slug);
  const groups = fields.filter((f) => f.type === "group").map((f) => f.slug);
  const compiled = expression.trim() ? compile(expression, names, [], groups) : null;
  const error = compiled && !compiled.ok ? calcMessage(compiled.error, language) : null;
  const reading = compiled?.ok ? conditionInWords(expression, { fields, parties, language }) : null;
  const isParty = (slug: string) => parties.some((p) => p.slug === slug);
  const fieldOf = (slug: string) => fields.find((f) => f.slug === slug);
  const setRow = (index: number, change: Partial<ConditionRow>) => {
    setTyped(null);
    setRows(rows.map((row, i) => (i === index ? { ...row, ...change } : row)));
  };
  const reset = () => {
    setRows([{ field: "", operator: "yes", value: "" }]);
    setTyped(null);
  };

  return (
    <Modal
      opened={opened}
      onClose={() => {
        reset();
        onClose();
      }}
      title={t("editorTemplates.condition.title")}
      closeButtonProps={{ "aria-label": t("common.close") }}
      size="xl"
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t("editorTemplates.condition.help")}
        </Text>
        {rows.map((row, index) => {
          const field = fieldOf(row.field);
          const operators = operatorsFor(field, isParty(row.field));
          const n = index + 1;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place
            <Group key={index} gap="xs" align="flex-end" wrap="nowrap">
              <Select
                style={{ flex: 2 }}
                label={t("editorTemplates.condition.field", { n })}
                data={fields.map((f) => ({ value: f.slug, label: `${f.label} (${f.slug})` }))}
                value={row.field || null}
                searchable
                onChange={(slug) => {
                  const next = fieldOf(slug ?? "");
                  setRow(index, {
                    field: slug ?? "",
                    operator: operatorsFor(next, isParty(slug ?? ""))[0] ?? "yes",
                    value: "",
                  });
                }}
              />
              <Select
                style={{ flex: 2 }}
                label={t("editorTemplates.condition.operator", { n })}
                data={operators.map((o) => ({
                  value: o,
                  label: t(`editorTemplates.condition.operators.${o}`),
                }))}
                value={row.operator}
                allowDeselect={false}
                disabled={!field}
                onChange={(operator) => operator && setRow(index, { operator: operator as Operator })}
              />
              {field?.type === "select" ? (
                <Select
                  style={{ flex: 2 }}
                  label={t("editorTemplates.condition.value", { n })}
                  data={(field.attributes.options ?? []).map((o) => ({ value: o.value, label: o.label }))}
                  value={row.value || null}
                  onChange={(value) => setRow(index, { value: value ?? "" })}
                />
              ) : (
                <TextInput
                  style={{ flex: 2 }}
                  label={t("editorTemplates.condition.value", { n })}
                  value={row.value}
                  disabled={!needsValue(row.operator) || !field}
                  inputMode="decimal"
                  onChange={(e) => setRow(index, { value: e.currentTarget.value })}
                />
              )}
              <RemoveButton
                mb={4}
                label={t("editorTemplates.condition.remove", { n })}
                disabled={rows.length === 1}
                onClick={() => setRows(rows.filter((_, i) => i !== index))}
              />
            </Group>
          );
        })}
        <Group gap="sm">
          <Button
            size="xs"
            variant="subtle"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => setRows([...rows, { field: "", operator: "yes", value: "" }])}
          >
            {t("editorTemplates.condition.add")}
          </Button>
          {rows.length > 1 && (
            <SegmentedControl
              size="xs"
              aria-label={t("editorTemplates.condition.joiner")}
              value={joiner}
              onChange={(value) => {
                setTyped(null);
                setJoiner(value as "and" | "or");
              }}
              data={[
                { value: "and", label: t("editorTemplates.condition.and") },
                { value: "or", label: t("editorTemplates.condition.or") },
              ]}
            />
          )}
        </Group>
        <TextInput
          label={t("editorTemplates.condition.expression")}
          description={t("editorTemplates.condition.expressionHelp")}
          value={expression}
          onChange={(e) => setTyped(e.currentTarget.value)}
          error={error}
          styles={MONO}
        />
        {reading && (
          <Text size="sm" data-testid="condition-reading">
            {t("editorTemplates.condition.reads", { reading })}
          </Text>
        )}
        <Group justify="flex-end">
          <Button
            variant="default"
            onClick={() => {
              reset();
              onClose();
            }}
          >
            {t("editorTemplates.condition.cancel")}
          </Button>
          <Button
            disabled={!compiled?.ok}
            onClick={() => {
              onInsert(expression.trim());
              reset();
            }}
          >
            {t("editorTemplates.condition.insert")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

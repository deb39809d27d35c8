import type { AgreementValues, TemplateField, TemplateParty } from "@app/contracts";
import { Group, NumberInput, Paper, Radio, Select, SimpleGrid, Switch, Text, Title } from "@mantine/core";
import { useTranslation } from "../../../lib/use-translation";
import { genderedParties, type SampleGender } from "../model/sample-values";

/**
 * The answers a template's logic turns on (issue 32): its yes/no questions, its choices and its
 * repeating groups. The preview's panel lets the editor set them, to see each branch and each
 * number of items before publishing.
 */
export function branchingFields(fields: readonly TemplateField[]): TemplateField[] {
  return fields.filter((f) => f.slug && (f.type === "boolean" || f.type === "select" || f.type === "group"));
}

interface SampleAnswersProps {
  fields: readonly TemplateField[];
  /** The sample values the preview starts from, with the editor's choices over them. */
  values: AgreementValues;
  onChange: (slug: string, value: AgreementValues[string]) => void;
  parties: readonly TemplateParty[];
  /** Each party's persons, men by default: the feminine forms are previewed from here (issue 44). */
  genders: Readonly<Record<string, SampleGender>>;
  onGender: (party: string, gender: SampleGender) => void;
}

/** A party's persons as men, women or (a repeating party) both. */
function GenderChoice({
  party,
  repeating,
  value,
  onChange,
}: {
  party: TemplateParty;
  repeating: boolean;
  value: SampleGender;
  onChange: (gender: SampleGender) => void;
}) {
  const { t } = useTranslation();
  const choices: SampleGender[] = repeating ? ["M", "F", "mixed"] : ["M", "F"];
  return (
    <Radio.Group
      label={t("editorTemplates.preview.gender", { party: party.label })}
      value={value}
      onChange={(next) => onChange(next as SampleGender)}
    >
      <Group gap="md" mt={4}>
        {choices.map((gender) => (
          <Radio key={gender} value={gender} label={t(`editorTemplates.preview.genders.${gender}`)} />
        ))}
      </Group>
    </Radio.Group>
  );
}

export function SampleAnswers({ fields, values, onChange, parties, genders, onGender }: SampleAnswersProps) {
  const { t } = useTranslation();
  const shown = branchingFields(fields);
  const gendered = genderedParties(parties, fields);
  if (shown.length === 0 && gendered.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="sample-answers-title">
      <Title order={2} size="h6" id="sample-answers-title">
        {t("editorTemplates.preview.answersTitle")}
      </Title>
      <Text size="xs" c="dimmed" mb="xs">
        {t("editorTemplates.preview.answersHelp")}
        {gendered.length > 0 && ` ${t("editorTemplates.preview.answersHelpGender")}`}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        {gendered.map((party) => (
          <GenderChoice
            key={`gender-${party.slug}`}
            party={party}
            repeating={fields.some((f) => f.slug === party.slug && f.type === "group")}
            value={genders[party.slug] ?? "M"}
            onChange={(gender) => onGender(party.slug, gender)}
          />
        ))}
        {shown.map((field) => {
          const value = values[field.slug];
          if (field.type === "boolean")
            return (
              <Group key={field.slug} gap="xs">
                <Switch
                  label={field.label}
                  checked={value === true}
                  onChange={(event) => onChange(field.slug, event.currentTarget.checked)}
                />
              </Group>
            );
          if (field.type === "select")
            return (
              <Select
                key={field.slug}
                label={field.label}
                data={(field.attributes.options ?? []).map((o) => ({ value: o.value, label: o.label }))}
                value={typeof value === "string" ? value : null}
                allowDeselect={false}
                comboboxProps={{ withinPortal: true }}
                onChange={(next) => next && onChange(field.slug, next)}
              />
            );
          const items = Array.isArray(value) ? value : [];
          return (
            <NumberInput
              key={field.slug}
              label={t("editorTemplates.preview.items", { group: field.label })}
              min={field.min ?? 0}
              max={field.max ?? 10}
              value={items.length}
              clampBehavior="strict"
              allowDecimal={false}
              onChange={(next) => {
                const count = typeof next === "number" ? next : Number(next) || 0;
                const template = items[0] ?? {};
                onChange(
                  field.slug,
                  Array.from({ length: count }, (_, i) => items[i] ?? { ...template }),
                );
              }}
            />
          );
        })}
      </SimpleGrid>
    </Paper>
  );
}

import { calcMessage, compile } from "@app/calc";
import { GROUP_FIELD_TYPE, type TemplateField } from "@app/contracts";
import {
  Autocomplete,
  Checkbox,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useState } from "react";
import { REMINDER_CHOICES } from "../../../components/appointment-fields/appointment-values";
import type { RowFormProps } from "../../../components/editor-table/editor-table";
import { RowFormShell } from "../../../components/editor-table/row-form-shell";
import { normaliseTypedSlug, slugFromLabel } from "../../../lib/slug";
import { useTranslation } from "../../../lib/use-translation";
import { useChoices } from "../api/template-api";
import { groupProblems, withGroupShape } from "../model/group-field";
import { GroupFieldsEditor } from "./group-fields-editor";

/** Slugs read as code. */
const MONO = { input: { fontFamily: "var(--mantine-font-family-monospace)" } };

interface FieldFormProps extends RowFormProps<TemplateField> {
  /** Slugs of the other rows (slugs are unique). */
  takenSlugs: ReadonlySet<string>;
  /** Field groups already in use (parties' and fields'), offered as suggestions. */
  fieldSets: string[];
  /** Every field's slug: what a condition may read. */
  names: readonly string[];
  /** The repeating groups' slugs: what `count()` may count. */
  groups: readonly string[];
  /** The parties by slug: a group with a party's slug makes that party repeating. */
  partyLabels: Readonly<Record<string, string>>;
}

type Errors = Partial<Record<"slug" | "label" | "type" | "visible_if", string>>;

/**
 * A dynamic field's detail (spec §3, §5): slug, label and type required, the rest optional.
 * Attributes and validators are not shown and travel unchanged with the row.
 */
export function FieldForm({
  row,
  onCancel,
  onApply,
  serverErrors,
  takenSlugs,
  fieldSets,
  names,
  groups,
  partyLabels,
}: FieldFormProps) {
  const { t, i18n } = useTranslation();
  const types = useChoices("schema-field-type-choices");
  const itemTypes = types.data ?? [];
  // Issue 32: a repeating group is a type of its own, beside the spec's field types.
  const fieldTypes = [
    ...itemTypes,
    { value: GROUP_FIELD_TYPE, label: t("editorTemplates.fieldForm.groupType") },
  ];
  const [groupErrors, setGroupErrors] = useState<Record<string, string>>({});
  const [field, setField] = useState<TemplateField>(row.data);
  const [errors, setErrors] = useState<Errors>({});
  const [slugEdited, setSlugEdited] = useState(row.data.slug !== "");
  const set = (change: Partial<TemplateField>) => setField((current) => ({ ...current, ...change }));
  const slug = normaliseTypedSlug(field.slug);
  // Issue 32: the question is asked only while its condition holds, checked as it is typed with
  // the expression language's own messages.
  const condition = field.visible_if?.trim() ?? "";
  const compiled = condition ? compile(condition, names, [], groups) : null;
  const language = i18n.language === "en" ? "en" : "it";
  const conditionError = compiled && !compiled.ok ? calcMessage(compiled.error, language) : undefined;
  const isGroup = field.type === GROUP_FIELD_TYPE;

  const apply = () => {
    const next: Errors = {};
    if (!slug) next.slug = t("editorTemplates.validation.required");
    else if (takenSlugs.has(slug)) next.slug = t("editorTemplates.validation.slugTaken", { slug });
    if (!field.label.trim()) next.label = t("editorTemplates.validation.required");
    if (!field.type) next.type = t("editorTemplates.validation.required");
    if (conditionError) next.visible_if = conditionError;
    setErrors(next);
    const problems = isGroup ? groupProblems(field, names, language, groups) : [];
    setGroupErrors(
      Object.fromEntries(
        problems.map((p) => [
          p.key,
          p.code === "condition"
            ? p.message
            : p.code === "required"
              ? t("editorTemplates.validation.required")
              : t(`editorTemplates.groupForm.${p.code}`),
        ]),
      ),
    );
    // Only a date can be a deadline: a field whose type changed loses the flag.
    const deadline = field.type === "date" ? field.deadline : null;
    // A condition cleared is sent as null (kept as asked: "always"); none ever given stays absent.
    const { visible_if: _typed, ...rest } = field;
    const visibility = condition
      ? { visible_if: condition }
      : row.data.visible_if
        ? { visible_if: null }
        : {};
    if (Object.keys(next).length === 0 && problems.length === 0)
      onApply(withGroupShape({ ...rest, slug, label: field.label.trim(), deadline, ...visibility }));
  };

  const error = (name: keyof Errors | "help" | "field_set") =>
    (errors as Record<string, string | undefined>)[name] ?? serverErrors[name];

  return (
    <RowFormShell label={t("editorTemplates.fieldForm.title")} onCancel={onCancel} onApply={apply}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput
          label={t("editorTemplates.fieldForm.label")}
          maxLength={200}
          value={field.label}
          onChange={(e) => {
            const label = e.currentTarget.value;
            // A new row's slug follows its label until the editor types one.
            set(slugEdited ? { label } : { label, slug: slugFromLabel(label) });
          }}
          error={error("label")}
          required
          data-autofocus
          autoFocus
        />
        <TextInput
          label={t("editorTemplates.fieldForm.slug")}
          maxLength={64}
          value={field.slug}
          onChange={(e) => {
            setSlugEdited(true);
            set({ slug: e.currentTarget.value });
          }}
          error={error("slug")}
          description={
            slug && slug !== field.slug ? t("editorTemplates.fieldForm.slugNormalised", { slug }) : undefined
          }
          required
          styles={MONO}
        />
        <Select
          label={t("editorTemplates.fieldForm.type")}
          data={fieldTypes}
          value={field.type}
          onChange={(type) =>
            type &&
            set(
              type === GROUP_FIELD_TYPE && !field.fields
                ? // One item's name is asked: the group's label is a plural. A party's is a singular.
                  { type, fields: [], min: 1, item_label: partyLabels[slug] ?? "" }
                : { type: type as TemplateField["type"] },
            )
          }
          allowDeselect={false}
          error={error("type")}
          required
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Textarea
          label={t("editorTemplates.fieldForm.help")}
          maxLength={2000}
          value={field.help}
          onChange={(e) => set({ help: e.currentTarget.value })}
          error={error("help")}
          autosize
          minRows={2}
          maxRows={6}
        />
        <Autocomplete
          label={t("editorTemplates.fieldForm.fieldSet")}
          maxLength={100}
          description={t("editorTemplates.fieldForm.fieldSetHelp")}
          data={fieldSets}
          value={field.field_set}
          onChange={(fieldSet) => set({ field_set: fieldSet })}
          error={error("field_set")}
        />
      </SimpleGrid>
      <TextInput
        label={t("editorTemplates.fieldForm.visibleIf")}
        description={t("editorTemplates.fieldForm.visibleIfHelp")}
        maxLength={2000}
        value={field.visible_if ?? ""}
        onChange={(e) => set({ visible_if: e.currentTarget.value })}
        error={conditionError ?? error("visible_if")}
        styles={MONO}
      />
      <Group gap="lg">
        <Checkbox
          label={t("editorTemplates.fieldForm.required")}
          checked={field.required}
          onChange={(e) => set({ required: e.currentTarget.checked })}
        />
        <Checkbox
          label={t("editorTemplates.fieldForm.visible")}
          checked={field.visible}
          onChange={(e) => set({ visible: e.currentTarget.checked })}
        />
        <Checkbox
          label={t("editorTemplates.fieldForm.disable")}
          checked={field.disable}
          onChange={(e) => set({ disable: e.currentTarget.checked })}
        />
      </Group>
      {field.type === "date" && <DeadlineFields field={field} onChange={(deadline) => set({ deadline })} />}
      {isGroup && (
        <GroupFieldsEditor
          field={field}
          onChange={set}
          types={itemTypes}
          partyLabel={partyLabels[slug] ?? null}
          errors={{ ...serverErrors, ...groupErrors }}
        />
      )}
      {(serverErrors.attributes || serverErrors.validators) && (
        <Text size="sm" c="red">
          {[serverErrors.attributes, serverErrors.validators].filter(Boolean).join(" ")}
        </Text>
      )}
    </RowFormShell>
  );
}

/**
 * A date field flagged as a deadline (issue 17): once a contract holds it, the customer is
 * offered to add it to the calendar under these labels, with this reminder.
 */
function DeadlineFields({
  field,
  onChange,
}: {
  field: TemplateField;
  onChange: (deadline: TemplateField["deadline"]) => void;
}) {
  const { t } = useTranslation();
  const deadline = field.deadline ?? null;
  return (
    <Stack gap="xs">
      <Checkbox
        label={t("editorTemplates.fieldForm.deadline")}
        description={t("editorTemplates.fieldForm.deadlineHelp")}
        checked={deadline !== null}
        onChange={(e) =>
          onChange(
            e.currentTarget.checked
              ? { label_it: field.label, label_en: field.label, reminder: 10080 }
              : null,
          )
        }
      />
      {deadline && (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput
            label={t("editorTemplates.fieldForm.deadlineLabelIt")}
            maxLength={120}
            required
            value={deadline.label_it}
            onChange={(e) => onChange({ ...deadline, label_it: e.currentTarget.value })}
          />
          <TextInput
            label={t("editorTemplates.fieldForm.deadlineLabelEn")}
            maxLength={120}
            required
            value={deadline.label_en}
            onChange={(e) => onChange({ ...deadline, label_en: e.currentTarget.value })}
          />
          <Select
            label={t("editorTemplates.fieldForm.deadlineReminder")}
            data={REMINDER_CHOICES.map((value) => ({ value, label: t(`calendar.reminders.${value}`) }))}
            value={deadline.reminder === null ? "" : String(deadline.reminder)}
            allowDeselect={false}
            onChange={(value) => onChange({ ...deadline, reminder: value ? Number(value) : null })}
          />
        </SimpleGrid>
      )}
    </Stack>
  );
}

import { MAX_GROUP_ITEMS, type TemplateField, type TemplateItemField } from "@app/contracts";
import {
  ActionIcon,
  Button,
  Checkbox,
  Fieldset,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconPlus } from "@tabler/icons-react";
import { RemoveButton } from "../../../components/remove-button";
import { slugFromLabel } from "../../../lib/slug";
import { useTranslation } from "../../../lib/use-translation";
import { NEW_ITEM_FIELD } from "../model/group-field";

/** Slugs read as code. */
const MONO = { input: { fontFamily: "var(--mantine-font-family-monospace)" } };

interface GroupFieldsEditorProps {
  field: TemplateField;
  onChange: (change: Partial<TemplateField>) => void;
  /** The item field types: any field type but a group (groups do not nest). */
  types: { value: string; label: string }[];
  /** The party this group makes repeating, when one has its slug. */
  partyLabel: string | null;
  errors: Record<string, string | undefined>;
}

/**
 * A repeating group's own settings (issue 32): how many items, what one is called, and the
 * fields each item asks: «Conduttore 1», «Conduttore 2», each with name and fiscal code.
 */
export function GroupFieldsEditor({ field, onChange, types, partyLabel, errors }: GroupFieldsEditorProps) {
  const { t } = useTranslation();
  const items = field.fields ?? [];
  const setItems = (fields: TemplateItemField[]) => onChange({ fields });
  const setItem = (index: number, change: Partial<TemplateItemField>) =>
    setItems(items.map((item, i) => (i === index ? { ...item, ...change } : item)));
  const move = (index: number, offset: -1 | 1) => {
    const next = [...items];
    const [moved] = next.splice(index, 1);
    if (moved) next.splice(index + offset, 0, moved);
    setItems(next);
  };
  const bound = (value: string | number) => (value === "" ? undefined : Number(value));

  return (
    <Fieldset legend={t("editorTemplates.groupForm.legend")} variant="filled">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {partyLabel
            ? t("editorTemplates.groupForm.repeatsParty", { party: partyLabel })
            : t("editorTemplates.groupForm.help", {
                open: `{{each::${field.slug || "…"}}}`,
                close: "{{endeach}}",
                item: `{{field::${field.slug || "…"}.${items[0]?.slug || "…"}}}`,
              })}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput
            label={t("editorTemplates.groupForm.itemLabel")}
            description={t("editorTemplates.groupForm.itemLabelHelp")}
            maxLength={100}
            value={field.item_label ?? ""}
            onChange={(e) => onChange({ item_label: e.currentTarget.value })}
            error={errors.item_label}
            required
          />
          <NumberInput
            label={t("editorTemplates.groupForm.min")}
            min={0}
            max={MAX_GROUP_ITEMS}
            allowDecimal={false}
            value={field.min ?? ""}
            onChange={(value) => onChange({ min: bound(value) })}
          />
          <NumberInput
            label={t("editorTemplates.groupForm.max")}
            min={1}
            max={MAX_GROUP_ITEMS}
            allowDecimal={false}
            value={field.max ?? ""}
            onChange={(value) => onChange({ max: bound(value) })}
            error={errors.max}
          />
        </SimpleGrid>
        <Text size="sm" fw={500} id="group-item-fields">
          {t("editorTemplates.groupForm.itemFields")}
        </Text>
        {items.length === 0 && (
          <Text size="sm" c={errors.fields ? "red" : "dimmed"}>
            {errors.fields ?? t("editorTemplates.groupForm.noItemFields")}
          </Text>
        )}
        {items.map((item, index) => {
          const name = item.label || t("editorTemplates.groupForm.unnamedField", { number: index + 1 });
          return (
            <Paper
              // biome-ignore lint/suspicious/noArrayIndexKey: item fields have no identity but their place
              key={index}
              withBorder
              p="xs"
              role="group"
              aria-label={t("editorTemplates.groupForm.item", { name })}
            >
              <Group gap="xs" align="flex-start" wrap="nowrap">
                <Stack gap="xs" style={{ flex: 1 }}>
                  <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
                    <TextInput
                      size="xs"
                      label={t("editorTemplates.fieldForm.label")}
                      maxLength={200}
                      value={item.label}
                      onChange={(e) => {
                        const label = e.currentTarget.value;
                        // A new item field's slug follows its label until one is typed.
                        const follows = !item.slug || item.slug === slugFromLabel(item.label);
                        setItem(index, follows ? { label, slug: slugFromLabel(label) } : { label });
                      }}
                      error={errors[`fields.${index}.label`]}
                      required
                    />
                    <TextInput
                      size="xs"
                      label={t("editorTemplates.fieldForm.slug")}
                      maxLength={64}
                      value={item.slug}
                      onChange={(e) => setItem(index, { slug: e.currentTarget.value })}
                      error={errors[`fields.${index}.slug`]}
                      required
                      styles={MONO}
                    />
                    <Select
                      size="xs"
                      label={t("editorTemplates.fieldForm.type")}
                      data={types}
                      value={item.type}
                      onChange={(type) => type && setItem(index, { type: type as TemplateItemField["type"] })}
                      allowDeselect={false}
                    />
                  </SimpleGrid>
                  <Group gap="md" align="flex-end">
                    <TextInput
                      size="xs"
                      style={{ flex: 1 }}
                      label={t("editorTemplates.fieldForm.visibleIf")}
                      maxLength={2000}
                      value={item.visible_if ?? ""}
                      onChange={(e) => setItem(index, { visible_if: e.currentTarget.value })}
                      error={errors[`fields.${index}.visible_if`]}
                      styles={MONO}
                    />
                    <Checkbox
                      size="xs"
                      mb={6}
                      label={t("editorTemplates.fieldForm.required")}
                      checked={item.required}
                      onChange={(e) => setItem(index, { required: e.currentTarget.checked })}
                    />
                  </Group>
                </Stack>
                <Stack gap={2} mt={22}>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t("editorTemplates.groupForm.moveUp", { name })}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    <IconArrowUp size={16} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t("editorTemplates.groupForm.moveDown", { name })}
                    disabled={index === items.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <IconArrowDown size={16} aria-hidden />
                  </ActionIcon>
                  <RemoveButton
                    label={t("editorTemplates.groupForm.remove", { name })}
                    onClick={() => setItems(items.filter((_, i) => i !== index))}
                  />
                </Stack>
              </Group>
            </Paper>
          );
        })}
        <Group>
          <Button
            size="xs"
            variant="subtle"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => setItems([...items, { ...NEW_ITEM_FIELD }])}
          >
            {t("editorTemplates.groupForm.addItemField")}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}

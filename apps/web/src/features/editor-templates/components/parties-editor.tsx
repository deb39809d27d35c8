import type { TemplateParty } from "@app/contracts";
import { ActionIcon, Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { normaliseTypedSlug } from "../../../lib/slug";
import { useChoices } from "../api/template-api";

/** Slugs read as code. */
const MONO = { input: { fontFamily: "var(--mantine-font-family-monospace)" } };

interface PartiesEditorProps {
  parties: TemplateParty[];
  onChange: (parties: TemplateParty[]) => void;
  errors: Record<string, string>;
  readOnly: boolean;
}

/** The contract's parties (schema parties): who signs, what kind of subject, which field group describes them. */
export function PartiesEditor({ parties, onChange, errors, readOnly }: PartiesEditorProps) {
  const { t } = useTranslation();
  const typologies = useChoices("schema-parties");
  const update = (index: number, change: Partial<TemplateParty>) =>
    onChange(parties.map((party, i) => (i === index ? { ...party, ...change } : party)));

  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t("editorTemplates.parties.title")}
      </Text>
      {parties.length === 0 && (
        <Text size="sm" c="dimmed">
          {t("editorTemplates.parties.none")}
        </Text>
      )}
      {parties.map((party, index) => {
        const error = (name: string) => errors[`parties.${index}.${name}`];
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: parties have no identity but their place
          <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
            <SimpleGrid cols={{ base: 1, sm: 4 }} spacing="xs" style={{ flex: 1 }}>
              <TextInput
                label={t("editorTemplates.parties.label")}
                value={party.label}
                onChange={(e) => update(index, { label: e.currentTarget.value })}
                error={error("label")}
                disabled={readOnly}
                size="xs"
              />
              <TextInput
                label={t("editorTemplates.fieldForm.slug")}
                value={party.slug}
                onChange={(e) => update(index, { slug: e.currentTarget.value })}
                onBlur={() => update(index, { slug: normaliseTypedSlug(party.slug || party.label) })}
                error={error("slug")}
                disabled={readOnly}
                size="xs"
                styles={MONO}
              />
              <Select
                label={t("editorTemplates.parties.typology")}
                data={typologies.data ?? []}
                value={party.typology}
                onChange={(typology) =>
                  typology && update(index, { typology: typology as TemplateParty["typology"] })
                }
                allowDeselect={false}
                disabled={readOnly}
                size="xs"
              />
              <TextInput
                label={t("editorTemplates.fieldForm.fieldSet")}
                value={party.field_set}
                onChange={(e) => update(index, { field_set: e.currentTarget.value })}
                error={error("field_set")}
                disabled={readOnly}
                size="xs"
              />
            </SimpleGrid>
            {!readOnly && (
              <ActionIcon
                mt={22}
                variant="subtle"
                color="red"
                aria-label={t("editorTemplates.parties.remove", { name: party.label || index + 1 })}
                onClick={() => onChange(parties.filter((_, i) => i !== index))}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            )}
          </Group>
        );
      })}
      {!readOnly && (
        <Group>
          <Button
            size="xs"
            variant="subtle"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => onChange([...parties, { slug: "", label: "", typology: "any", field_set: "" }])}
          >
            {t("editorTemplates.parties.add")}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

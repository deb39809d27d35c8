import { MAX_GROUP_ITEMS, type TemplateParty } from "@app/contracts";
import { Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { RemoveButton } from "../../../components/remove-button";
import { normaliseTypedSlug } from "../../../lib/slug";
import { useTranslation } from "../../../lib/use-translation";
import { useChoices } from "../api/template-api";

/** Slugs read as code. */
const MONO = { input: { fontFamily: "var(--mantine-font-family-monospace)" } };

/** A repeating group of the fields table: a party with its slug repeats (issue 32). */
export interface GroupBounds {
  slug: string;
  min?: number;
  max?: number;
}

type Forms = NonNullable<TemplateParty["forms"]>;
const FORM_KEYS = ["singular", "plural", "singular_feminine", "plural_feminine"] as const;
const FORM_LABELS: Record<(typeof FORM_KEYS)[number], string> = {
  singular: "singular",
  plural: "plural",
  singular_feminine: "singularFeminine",
  plural_feminine: "pluralFeminine",
};

/** The forms as typed: null when none is given (the label then names the party). */
function formsFrom(current: TemplateParty["forms"], key: keyof Forms, value: string): TemplateParty["forms"] {
  const next: Partial<Forms> = { ...(current ?? {}), [key]: value };
  if (!next.singular_feminine) delete next.singular_feminine;
  if (!next.plural_feminine) delete next.plural_feminine;
  const empty = FORM_KEYS.every((k) => !next[k]?.trim());
  return empty ? null : ({ singular: "", plural: "", ...next } as Forms);
}

interface PartiesEditorProps {
  parties: TemplateParty[];
  /** The fields table's repeating groups. */
  groups: GroupBounds[];
  onChange: (parties: TemplateParty[]) => void;
  errors: Record<string, string>;
  readOnly: boolean;
}

/** The contract's parties (schema parties): who signs, what kind of subject, which field group describes them. */
export function PartiesEditor({ parties, groups, onChange, errors, readOnly }: PartiesEditorProps) {
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
        const group = groups.find((g) => g.slug === party.slug);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: parties have no identity but their place
          <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
            <Stack gap="xs" style={{ flex: 1 }}>
              <SimpleGrid cols={{ base: 1, sm: 4 }} spacing="xs">
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
              <SimpleGrid cols={{ base: 1, sm: 4 }} spacing="xs">
                {FORM_KEYS.map((key) => (
                  <TextInput
                    key={key}
                    label={`${t("editorTemplates.parties.forms")}: ${t(`editorTemplates.parties.${FORM_LABELS[key]}`)}`}
                    placeholder={key === "singular" ? party.label : undefined}
                    value={party.forms?.[key] ?? ""}
                    onChange={(e) =>
                      update(index, { forms: formsFrom(party.forms, key, e.currentTarget.value) })
                    }
                    error={error(`forms.${key}`)}
                    disabled={readOnly}
                    size="xs"
                    maxLength={100}
                  />
                ))}
              </SimpleGrid>
              <Group gap="xs">
                {group ? (
                  <Text size="xs" fw={600} c="teal.9">
                    {t("editorTemplates.parties.repeating", {
                      slug: group.slug,
                      min: group.min ?? 0,
                      max: group.max ?? MAX_GROUP_ITEMS,
                    })}
                  </Text>
                ) : (
                  party.slug && (
                    <Text size="xs" c="dimmed">
                      {t("editorTemplates.parties.notRepeating", { slug: party.slug })}
                    </Text>
                  )
                )}
                <Text size="xs" c="dimmed">
                  {t("editorTemplates.parties.formsHelp", { term: `{{term::${party.slug || "…"}}}` })}
                </Text>
              </Group>
            </Stack>
            {!readOnly && (
              <RemoveButton
                mt={22}
                label={t("editorTemplates.parties.remove", { name: party.label || index + 1 })}
                onClick={() => onChange(parties.filter((_, i) => i !== index))}
              />
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

import { localisedText } from "@app/calc/localised";
import type { CalculatorDetail, EditorTemplateCalculator, ListResponse } from "@app/contracts";
import { Paper, Select, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { notifySuccess } from "../../../lib/notify";
import { useTranslation } from "../../../lib/use-translation";

const LINKS = "/api/agreement/editor/template-with-calculator";
const NONE = "none";

const linksKey = (templateId: number) => ["editor", "calculator", "template-links", templateId] as const;

function useLinks(templateId: number) {
  return useQuery({
    queryKey: linksKey(templateId),
    queryFn: ({ signal }) =>
      api.get<ListResponse<EditorTemplateCalculator>>(`${LINKS}/list/`, {
        query: { no_page: "no_page", filter__template: templateId, order_by__: "position" },
        signal,
      }),
  });
}

function LinkMapping({
  link,
  fields,
  templateId,
}: {
  link: EditorTemplateCalculator;
  fields: { slug: string; label: string }[];
  templateId: number;
}) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const calculator = useQuery({
    queryKey: ["editor", "calculator", "template", "detail", link.calculator],
    queryFn: ({ signal }) =>
      api.get<CalculatorDetail>(`/api/calculator/editor/template/retrieve/${link.calculator}/`, { signal }),
  });
  const save = useMutation({
    mutationFn: (mapping: Record<string, string>) =>
      api.put<EditorTemplateCalculator>(`${LINKS}/partial-update/${link.id}/`, { mapping }),
    onSuccess: () => {
      notifySuccess(t("editorTemplates.mapping.saved", { title: link.calculator_title }));
      void client.invalidateQueries({ queryKey: linksKey(templateId) });
    },
  });
  const fieldOptions = [
    { value: NONE, label: t("editorTemplates.mapping.none") },
    ...fields.map((field) => ({ value: field.slug, label: `${field.label} (${field.slug})` })),
  ];
  const change = (output: string, field: string | null) => {
    const { [output]: _, ...rest } = link.mapping;
    save.mutate(field && field !== NONE ? { ...rest, [output]: field } : rest);
  };
  return (
    <Stack gap="xs">
      <Text fw={600}>{link.calculator_title}</Text>
      {calculator.data && calculator.data.outputs.length === 0 && (
        <Text size="sm" c="dimmed">
          {t("editorTemplates.mapping.noOutputs")}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        {(calculator.data?.outputs ?? []).map((output) => (
          <Select
            key={output.slug}
            label={t("editorTemplates.mapping.output", {
              output: localisedText(output.label, i18n.language),
            })}
            data={fieldOptions}
            value={link.mapping[output.slug] ?? NONE}
            onChange={(field) => change(output.slug, field)}
            allowDeselect={false}
            searchable
            disabled={save.isPending}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/**
 * Which field each result of a linked calculator fills when the customer presses "Insert into
 * the contract" (issue 14). Saved at once, link by link; calculators linked since the last save
 * of the template appear once it is saved.
 */
export function CalculatorMappings({
  templateId,
  fields,
}: {
  templateId: number;
  fields: { slug: string; label: string }[];
}) {
  const { t } = useTranslation();
  const links = useLinks(templateId);
  if (!links.data || links.data.results.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label={t("editorTemplates.mapping.title")}>
      <Stack gap="sm">
        <div>
          <Title order={3} size="h5">
            {t("editorTemplates.mapping.title")}
          </Title>
          <Text size="sm" c="dimmed">
            {t("editorTemplates.mapping.help")}
          </Text>
        </div>
        {links.data.results.map((link) => (
          <LinkMapping key={link.id} link={link} fields={fields} templateId={templateId} />
        ))}
      </Stack>
    </Paper>
  );
}

import type { TemplateDetail } from "@app/contracts";
import { parseHtml, type RenderContext } from "@app/documents";
import { Button, Group, Paper, Stack, Text } from "@mantine/core";
import { IconArrowRight } from "@tabler/icons-react";
import { useMemo } from "react";
import { useTranslation } from "../../../lib/use-translation";
import { DocumentView } from "../document/document-view";

/** The editors' legal commentary on the template, rendered through the document model (DESIGN §5). */
export function DisciplineTab({ template, onStart }: { template: TemplateDetail; onStart: () => void }) {
  const { t } = useTranslation();
  const model = useMemo(() => parseHtml(template.discipline), [template.discipline]);
  const ctx = useMemo<RenderContext>(
    () => ({ fields: [], values: {}, language: template.language, title: template.title }),
    [template.language, template.title],
  );
  return (
    <Stack gap="md" maw={52 * 16}>
      <Text c="dimmed">{t("agreementEditor.discipline.intro")}</Text>
      <Paper withBorder radius="md" p="lg">
        {model.blocks.length ? (
          <DocumentView model={model} ctx={ctx} mode="print" className="doc-discipline" />
        ) : (
          <Text>{t("agreementEditor.discipline.empty")}</Text>
        )}
      </Paper>
      <Group>
        <Button rightSection={<IconArrowRight size={16} aria-hidden />} onClick={onStart}>
          {t("agreementEditor.discipline.start")}
        </Button>
      </Group>
    </Stack>
  );
}

import type { EditorTemplateListItem } from "@app/contracts";
import { Anchor, Badge, Group, Paper, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { pathTo } from "../../../app/paths";
import type { RowActions } from "../../../components/resource-list-page";
import { TemplateStatusBadge, VersionBadge } from "../../../components/status-badge";
import { formatDate } from "../../../lib/format-date";
import { useTranslation } from "../../../lib/use-translation";
import { TemplateRowActions } from "./template-row-actions";

/** A template version on a phone: its title, badges and category, and its actions. */
export function TemplateCard({
  row,
  remove,
}: { row: EditorTemplateListItem } & RowActions<EditorTemplateListItem>) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="sm">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Anchor component={Link} to={pathTo("editor-agreement-template-edit", { id: row.id })} fw={600}>
            {row.title}
          </Anchor>
          <Group gap={6}>
            <VersionBadge version={row.version} />
            <TemplateStatusBadge status={row.status} />
            <Badge variant="default" radius="sm">
              {row.language.toUpperCase()}
            </Badge>
            <Badge variant="default" radius="sm">
              {t("editorTemplates.list.agreementsCount", { count: row.agreements_count })}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed">
            {[row.category_title, t(`editorTemplates.module.${row.module}`), formatDate(row.updated_at)]
              .filter(Boolean)
              .join(" · ")}
          </Text>
        </Stack>
        <TemplateRowActions template={row} onDelete={remove} />
      </Group>
    </Paper>
  );
}

import type { EditorTemplateListItem } from "@app/contracts";
import { Anchor, Badge, Group, Paper, SegmentedControl, Select, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { pathTo } from "../../../app/paths";
import { TemplateStatusBadge, VersionBadge } from "../../../components/status-badge";
import { formatDate } from "../../../lib/format-date";
import { TEMPLATE_ORDERS, type TemplateListParams, type TemplateOrder } from "../list-params";
import { TemplateRowActions } from "./template-row-actions";

interface TemplateCardsProps {
  rows: EditorTemplateListItem[];
  params: TemplateListParams;
  onChange: (change: Partial<TemplateListParams>) => void;
  onDelete: (template: EditorTemplateListItem) => void;
}

const ORDER_LABELS: Record<TemplateOrder, string> = {
  title: "editorTemplates.fields.title",
  language: "editorTemplates.fields.language",
  module: "editorTemplates.fields.module",
  status: "editorTemplates.fields.status",
  version: "editorTemplates.list.version",
  updated_at: "editorTemplates.list.updated",
  created_at: "editorTemplates.list.created",
  id: "editorTemplates.list.id",
};

/** The template list on a phone: one card per version, ordered with a select instead of headings. */
export function TemplateCards({ rows, params, onChange, onDelete }: TemplateCardsProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <Select
          label={t("editorTemplates.list.orderBy")}
          data={TEMPLATE_ORDERS.map((value) => ({ value, label: t(ORDER_LABELS[value]) }))}
          value={params.order}
          allowDeselect={false}
          onChange={(order) => order && onChange({ order: order as TemplateOrder })}
          style={{ flex: 1 }}
          size="xs"
        />
        <SegmentedControl
          size="xs"
          aria-label={t("editorTemplates.list.direction")}
          data={[
            { value: "asc", label: "↑" },
            { value: "desc", label: "↓" },
          ]}
          value={params.descending ? "desc" : "asc"}
          onChange={(direction) => onChange({ descending: direction === "desc" })}
        />
      </Group>
      <Stack gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
        {rows.map((row) => (
          <Paper key={row.id} component="li" withBorder radius="md" p="sm">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <Stack gap={6} style={{ minWidth: 0 }}>
                <Anchor
                  component={Link}
                  to={pathTo("editor-agreement-template-edit", { id: row.id })}
                  fw={600}
                >
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
              <TemplateRowActions template={row} onDelete={onDelete} />
            </Group>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}

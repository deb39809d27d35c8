import type { EditorTemplateListItem } from "@app/contracts";
import { Anchor, Badge, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { pathTo } from "../../../app/paths";
import { authoringColumns } from "../../../components/authoring-columns";
import { type DataColumn, DataTable } from "../../../components/data-table";
import { VersionBadge } from "../../../components/status-badge";
import type { TemplateListParams, TemplateOrder } from "../list-params";
import { TemplateRowActions } from "./template-row-actions";

interface TemplateTableProps {
  rows: EditorTemplateListItem[];
  params: TemplateListParams;
  onChange: (change: Partial<TemplateListParams>) => void;
  onDelete: (template: EditorTemplateListItem) => void;
}

const NEWEST_FIRST: TemplateOrder[] = ["updated_at", "created_at", "version"];

/** The editor's template versions, one row each, ordered by a click on a heading. */
export function TemplateTable({ rows, params, onChange, onDelete }: TemplateTableProps) {
  const { t } = useTranslation();
  const common = authoringColumns<EditorTemplateListItem, TemplateOrder>(t, {
    status: "editorTemplates.fields.status",
    module: "editorTemplates.fields.module",
    language: "editorTemplates.fields.language",
    updated: "editorTemplates.list.updated",
  });
  const columns: DataColumn<EditorTemplateListItem, TemplateOrder>[] = [
    {
      key: "title",
      label: t("editorTemplates.fields.title"),
      sort: "title",
      cellProps: { miw: 240, maw: 380 },
      cell: (row) => (
        <>
          <Anchor component={Link} to={pathTo("editor-agreement-template-edit", { id: row.id })} fw={600}>
            {row.title}
          </Anchor>
          <Text size="xs" c="dimmed">
            {row.category_title ?? t("editorTemplates.list.noCategory")}
          </Text>
        </>
      ),
    },
    {
      key: "version",
      label: t("editorTemplates.list.version"),
      sort: "version",
      cell: (row) => <VersionBadge version={row.version} />,
    },
    common.status,
    common.language,
    common.module,
    {
      key: "agreements",
      label: t("editorTemplates.list.agreements"),
      cell: (row) => (
        <Badge variant={row.agreements_count ? "filled" : "default"} color="gray" radius="xl">
          {row.agreements_count}
        </Badge>
      ),
    },
    common.updated,
    {
      key: "actions",
      label: t("list.actions"),
      hideLabel: true,
      cell: (row) => (
        <Group justify="flex-end" wrap="nowrap">
          <TemplateRowActions template={row} onDelete={onDelete} />
        </Group>
      ),
    },
  ];
  return (
    <DataTable
      label={t("editorTemplates.list.tableLabel")}
      columns={columns}
      rows={rows}
      order={params}
      onOrder={onChange}
      descendingFirst={NEWEST_FIRST}
      minWidth={860}
    />
  );
}

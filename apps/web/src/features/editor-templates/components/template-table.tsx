import type { EditorTemplateListItem } from "@app/contracts";
import { Anchor, Badge, Group, Table, Text, VisuallyHidden } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { pathTo } from "../../../app/paths";
import { useSortableHeaders } from "../../../components/sort-header";
import { formatDate } from "../../../lib/format-date";
import type { TemplateListParams, TemplateOrder } from "../list-params";
import { TemplateStatusBadge, VersionBadge } from "./status-badge";
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
  const sortable = useSortableHeaders(params, onChange, NEWEST_FIRST);

  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label={t("editorTemplates.list.tableLabel")}>
        <Table.Thead>
          <Table.Tr>
            {sortable("title", t("editorTemplates.fields.title"))}
            {sortable("version", t("editorTemplates.list.version"))}
            {sortable("status", t("editorTemplates.fields.status"))}
            {sortable("language", t("editorTemplates.fields.language"))}
            {sortable("module", t("editorTemplates.fields.module"))}
            <Table.Th>{t("editorTemplates.list.agreements")}</Table.Th>
            {sortable("updated_at", t("editorTemplates.list.updated"))}
            <Table.Th>
              <VisuallyHidden>{t("list.actions")}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td miw={240} maw={380}>
                <Anchor
                  component={Link}
                  to={pathTo("editor-agreement-template-edit", { id: row.id })}
                  fw={600}
                >
                  {row.title}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {row.category_title ?? t("editorTemplates.list.noCategory")}
                </Text>
              </Table.Td>
              <Table.Td>
                <VersionBadge version={row.version} />
              </Table.Td>
              <Table.Td miw={140}>
                <TemplateStatusBadge status={row.status} />
              </Table.Td>
              <Table.Td>{row.language.toUpperCase()}</Table.Td>
              <Table.Td>{t(`editorTemplates.module.${row.module}`)}</Table.Td>
              <Table.Td>
                <Badge variant={row.agreements_count ? "filled" : "default"} color="gray" radius="xl">
                  {row.agreements_count}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ whiteSpace: "nowrap" }}>
                  {formatDate(row.updated_at, "DD/MM/YYYY HH:mm")}
                </Text>
              </Table.Td>
              <Table.Td>
                <Group justify="flex-end" wrap="nowrap">
                  <TemplateRowActions template={row} onDelete={onDelete} />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

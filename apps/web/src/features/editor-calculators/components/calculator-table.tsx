import type { CalculatorListItem } from "@app/contracts";
import { ActionIcon, Anchor, Code, Group, Text, Tooltip } from "@mantine/core";
import { IconPencil, IconPlayerPlay, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { pathTo } from "../../../app/paths";
import { authoringColumns } from "../../../components/authoring-columns";
import { type DataColumn, DataTable } from "../../../components/data-table";
import type { CalculatorListParams, CalculatorOrder } from "../list-params";

interface CalculatorTableProps {
  rows: CalculatorListItem[];
  params: CalculatorListParams;
  onChange: (change: Partial<CalculatorListParams>) => void;
  onDelete: (calculator: CalculatorListItem) => void;
}

/** The editor's calculators, one row each with its stable code, ordered by a click on a heading. */
export function CalculatorTable({ rows, params, onChange, onDelete }: CalculatorTableProps) {
  const { t } = useTranslation();
  const common = authoringColumns<CalculatorListItem, CalculatorOrder>(t, {
    status: "editorCalculators.fields.status",
    module: "editorCalculators.fields.module",
    language: "editorCalculators.fields.language",
    updated: "editorCalculators.list.updated",
  });
  const columns: DataColumn<CalculatorListItem, CalculatorOrder>[] = [
    {
      key: "title",
      label: t("editorCalculators.fields.title"),
      sort: "title",
      cellProps: { miw: 240, maw: 380 },
      cell: (row) => (
        <Anchor component={Link} to={pathTo("editor-calculator-template-edit", { id: row.id })} fw={600}>
          {row.title}
        </Anchor>
      ),
    },
    {
      key: "code",
      label: t("editorCalculators.fields.code"),
      cell: (row) => (row.code ? <Code>{row.code}</Code> : <Text c="dimmed">—</Text>),
    },
    common.status,
    common.module,
    common.language,
    common.updated,
    {
      key: "actions",
      label: t("list.actions"),
      hideLabel: true,
      cell: (row) => (
        <Group justify="flex-end" gap={4} wrap="nowrap">
          <Tooltip label={t("editorCalculators.actions.evaluate")}>
            <ActionIcon
              variant="subtle"
              component={Link}
              to={pathTo("editor-calculator-template-list-evaluate", { id: row.id })}
              aria-label={t("editorCalculators.actions.evaluateLabel", { title: row.title })}
            >
              <IconPlayerPlay size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t("editorCalculators.actions.edit")}>
            <ActionIcon
              variant="subtle"
              component={Link}
              to={pathTo("editor-calculator-template-edit", { id: row.id })}
              aria-label={t("editorCalculators.actions.editLabel", { title: row.title })}
            >
              <IconPencil size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t("editorCalculators.actions.delete")}>
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={() => onDelete(row)}
              aria-label={t("editorCalculators.actions.deleteLabel", { title: row.title })}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    },
  ];
  return (
    <DataTable
      label={t("editorCalculators.list.tableLabel")}
      columns={columns}
      rows={rows}
      order={params}
      onOrder={onChange}
      descendingFirst={["updated_at"]}
      minWidth={860}
    />
  );
}

import type { EditorAgreementListItem } from "@app/contracts";
import { Badge, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { type DataColumn, DataTable } from "../../../components/data-table";
import { AGREEMENT_STATUS_COLOURS } from "../../../lib/agreement-status";
import { formatDate } from "../../../lib/format-date";
import type { AgreementOrder, EditorAgreementParams } from "../list-params";

const NEWEST_FIRST: AgreementOrder[] = ["date_create", "date_last_modify"];
const NO_WRAP = { style: { whiteSpace: "nowrap" } } as const;

/** Every customer's agreements, read-only, ordered by a click on a heading. */
export function EditorAgreementTable({
  rows,
  params,
  onChange,
}: {
  rows: EditorAgreementListItem[];
  params: EditorAgreementParams;
  onChange: (change: Partial<EditorAgreementParams>) => void;
}) {
  const { t } = useTranslation();
  const columns: DataColumn<EditorAgreementListItem, AgreementOrder>[] = [
    {
      key: "title",
      label: t("editorAgreements.columns.title"),
      sort: "title",
      cell: (row) => row.title,
      cellProps: { fw: 600, miw: 160, maw: 260 },
    },
    {
      key: "template",
      label: t("editorAgreements.columns.template"),
      sort: "template_title",
      cellProps: { miw: 200, maw: 300 },
      cell: (row) => (
        <>
          <Text size="sm">{row.template_title ?? "—"}</Text>
          {row.template_version !== null && (
            <Text size="xs" c="dimmed">
              {t("editorAgreements.version", { version: row.template_version })}
            </Text>
          )}
        </>
      ),
    },
    {
      key: "language",
      label: t("editorAgreements.columns.language"),
      sort: "template_language",
      cell: (row) => row.template_language?.toUpperCase() ?? "—",
    },
    {
      key: "owner",
      label: t("editorAgreements.columns.owner"),
      sort: "owner_username",
      cellProps: { miw: 180 },
      cell: (row) => (
        <Stack gap={0}>
          <Text size="sm">{row.owner_username}</Text>
          <Text size="xs" c="dimmed">
            {[row.owner_name, row.owner_email].filter(Boolean).join(" · ")}
          </Text>
        </Stack>
      ),
    },
    {
      key: "status",
      label: t("editorAgreements.columns.status"),
      sort: "status",
      cellProps: { miw: 110 },
      cell: (row) => (
        <Badge variant="dot" color={AGREEMENT_STATUS_COLOURS[row.status]}>
          {t(`editorAgreements.status.${row.status}`, { defaultValue: row.status })}
        </Badge>
      ),
    },
    {
      key: "valid",
      label: t("editorAgreements.columns.valid"),
      sort: "is_valid",
      cellProps: { miw: 140 },
      cell: (row) => (
        <Badge variant="dot" color={row.is_valid ? "green" : "orange"}>
          {t(`editorAgreements.valid.${row.is_valid}`)}
        </Badge>
      ),
    },
    {
      key: "created",
      label: t("editorAgreements.columns.created"),
      sort: "date_create",
      cellProps: NO_WRAP,
      cell: (row) => formatDate(row.date_create),
    },
    {
      key: "modified",
      label: t("editorAgreements.columns.modified"),
      sort: "date_last_modify",
      cellProps: NO_WRAP,
      cell: (row) => formatDate(row.date_last_modify, "DD/MM/YYYY HH:mm"),
    },
  ];
  return (
    <DataTable
      label={t("editorAgreements.tableLabel")}
      columns={columns}
      rows={rows}
      order={params}
      onOrder={onChange}
      descendingFirst={NEWEST_FIRST}
      minWidth={980}
    />
  );
}

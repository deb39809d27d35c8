import { EDITOR_AGREEMENT_ORDERINGS, type EditorAgreementListItem, LANGUAGES } from "@app/contracts";
import { Badge, Button, Stack, Text } from "@mantine/core";
import { IconFileSpreadsheet } from "@tabler/icons-react";
import { type ListPageDeclaration, ResourceListPage } from "../../../components/resource-list-page";
import { AGREEMENT_STATUS_COLOURS, AGREEMENT_STATUSES } from "../../../lib/agreement-status";
import { formatDate } from "../../../lib/format-date";
import type { ListParams } from "../../../lib/list-codec";
import { notifySuccess } from "../../../lib/notify";
import { useTranslation } from "../../../lib/use-translation";
import { toApiQuery } from "../../agreements/list-params";
import { useEditorAgreements, useExportAgreements } from "../api/agreements-api";

type AgreementOrder = (typeof EDITOR_AGREEMENT_ORDERINGS)[number];
type AgreementFilter = "title" | "template" | "owner" | "language" | "status" | "valid" | "from" | "to";
type AgreementParams = ListParams<AgreementOrder, AgreementFilter>;

const NO_WRAP = { style: { whiteSpace: "nowrap" } } as const;

/**
 * The list's and the export's query (spec §7: the export takes the active filters): the
 * customer's filters, with an inclusive range of days, plus the owner and the template's language.
 */
export function agreementQuery(params: AgreementParams): Record<string, string | number> {
  const query = toApiQuery(params as Parameters<typeof toApiQuery>[0]);
  if (params.owner.trim()) query.filter__owner_username = params.owner.trim();
  if (params.language) query.filter__template_language = params.language;
  return query;
}

/** Every matching agreement as an xlsx file, the list's filters and order applied. */
function ExportButton({ query }: { query: Record<string, string | number> }) {
  const { t } = useTranslation();
  const exporter = useExportAgreements();
  return (
    <Button
      leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
      loading={exporter.isPending}
      onClick={() =>
        exporter.mutate(query, {
          onSuccess: (name) => notifySuccess(t("editorAgreements.exported", { name })),
        })
      }
    >
      {t("editorAgreements.export")}
    </Button>
  );
}

/** `editor-agreement-agreement-list`: every customer's agreements, read-only, and their export. */
export const editorAgreementList: ListPageDeclaration<
  EditorAgreementListItem,
  AgreementOrder,
  AgreementFilter
> = {
  route: "editor-agreement-agreement-list",
  intro: "editorAgreements.intro",
  orders: EDITOR_AGREEMENT_ORDERINGS,
  defaultOrder: "date_last_modify",
  defaultDescending: true,
  pageSize: 10,
  descendingFirst: ["date_create", "date_last_modify"],
  filters: ["title", "template", "owner", "language", "status", "valid", "from", "to"],
  useList: useEditorAgreements,
  query: agreementQuery,
  Actions: ExportButton,
  texts: [
    { filter: "title", label: "editorAgreements.columns.title" },
    { filter: "template", label: "editorAgreements.columns.template" },
    { filter: "owner", label: "editorAgreements.filters.owner" },
  ],
  choices: [
    {
      filter: "language",
      label: "editorAgreements.columns.language",
      options: (t) => LANGUAGES.map((value) => ({ value, label: t(`editorAgreements.language.${value}`) })),
    },
    {
      filter: "status",
      label: "editorAgreements.columns.status",
      options: (t) =>
        AGREEMENT_STATUSES.map((value) => ({ value, label: t(`editorAgreements.status.${value}`) })),
    },
    {
      filter: "valid",
      label: "editorAgreements.columns.valid",
      options: (t) => [
        { value: "true", label: t("editorAgreements.valid.true") },
        { value: "false", label: t("editorAgreements.valid.false") },
      ],
    },
  ],
  dateRange: {
    from: "from",
    to: "to",
    fromLabel: "editorAgreements.filters.from",
    toLabel: "editorAgreements.filters.to",
  },
  filterColumns: 4,
  columns: (t) => [
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
  ],
  table: { label: "editorAgreements.tableLabel", minWidth: 980 },
  empty: "editorAgreements.empty",
};

export const EditorAgreementListPage = () => <ResourceListPage declaration={editorAgreementList} />;

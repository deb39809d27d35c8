import {
  AUDIT_ACTIONS,
  AUDIT_EXACT_COUNT_UP_TO,
  type AuditEvent,
  auditActionLabel,
  auditSubjectLabel,
  isEstimatedCount,
  type Language,
} from "@app/contracts";
import { Button, Text } from "@mantine/core";
import { IconFileSpreadsheet } from "@tabler/icons-react";
import { type ListPageDeclaration, ResourceListPage } from "../../../components/resource-list-page";
import { formatDate } from "../../../lib/format-date";
import { type ListParams, listQuery } from "../../../lib/list-codec";
import { notifySuccess } from "../../../lib/notify";
import { useTranslation } from "../../../lib/use-translation";
import { nextDay } from "../../agreements/list-params";
import { useAuditEvents, useExportAuditEvents } from "../api/audit-api";
import { AuditEventCard, OpenEventButton } from "../components/audit-event-card";
import { AuditEventDrawer } from "../components/audit-event-drawer";

const ORDER_LABELS = {
  created_at: "editorAudit.columns.when",
  action: "editorAudit.columns.action",
  subject_type: "editorAudit.columns.subject",
};
type AuditOrder = keyof typeof ORDER_LABELS;
type AuditFilter = "search" | "action" | "from" | "to";
type AuditParams = ListParams<AuditOrder, AuditFilter>;

const languageOf = (code: string): Language => (code === "en" ? "en" : "it");

/** The list's and the export's query: the action, free text, and an inclusive range of days. */
function auditQuery(params: AuditParams): Record<string, string | number> {
  const query = listQuery(params, ["search", "action"]);
  if (params.from) query.filter__created_at__gte = params.from;
  if (params.to) query.filter__created_at__lt = nextDay(params.to);
  return query;
}

function ExportButton({ query }: { query: Record<string, string | number> }) {
  const { t } = useTranslation();
  const exporter = useExportAuditEvents();
  const { page: _page, per_page: _perPage, ...filters } = query;
  return (
    <Button
      leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
      loading={exporter.isPending}
      onClick={() =>
        exporter.mutate(filters, { onSuccess: (name) => notifySuccess(t("editorAudit.exported", { name })) })
      }
    >
      {t("editorAudit.export")}
    </Button>
  );
}

/** `editor-audit-list` (issue 35): who did what, when, to which record, from where. */
const AUDIT_LIST: ListPageDeclaration<AuditEvent, AuditOrder, AuditFilter> = {
  route: "editor-audit-list",
  intro: "editorAudit.intro",
  orders: ["created_at", "action", "subject_type"],
  defaultOrder: "created_at",
  defaultDescending: true,
  descendingFirst: ["created_at"],
  pageSize: 25,
  filters: ["search", "action", "from", "to"],
  useList: useAuditEvents,
  query: auditQuery,
  Actions: ExportButton,
  // The free search as a field of the grid, which also holds the range of days.
  texts: [{ filter: "search", label: "editorAudit.search" }],
  choices: [
    {
      filter: "action",
      label: "editorAudit.columns.action",
      searchable: true,
      // Every action the trail records, in the reader's words and their order.
      options: (t) => {
        const language = languageOf(t("editorAudit.languageCode"));
        return AUDIT_ACTIONS.map((value) => ({ value, label: auditActionLabel(value, language) })).sort(
          (a, b) => a.label.localeCompare(b.label, language),
        );
      },
    },
  ],
  dateRange: { from: "from", to: "to", fromLabel: "editorAudit.from", toLabel: "editorAudit.to" },
  filterColumns: 4,
  columns: (t) => {
    const language = languageOf(t("editorAudit.languageCode"));
    return [
      {
        key: "created_at",
        label: t("editorAudit.columns.when"),
        sort: "created_at",
        cellProps: { style: { whiteSpace: "nowrap" } },
        cell: (row) => (
          <time dateTime={row.created_at}>{formatDate(row.created_at, "DD/MM/YYYY HH:mm:ss")}</time>
        ),
      },
      {
        key: "actor",
        label: t("editorAudit.columns.actor"),
        cell: (row) => row.actor ?? <Text c="dimmed">{t("editorAudit.nobody")}</Text>,
      },
      {
        key: "action",
        label: t("editorAudit.columns.action"),
        sort: "action",
        cellProps: { miw: 220 },
        cell: (row) => <OpenEventButton event={row} />,
      },
      {
        key: "subject",
        label: t("editorAudit.columns.subject"),
        sort: "subject_type",
        cell: (row) => auditSubjectLabel(row, language),
      },
      { key: "ip", label: t("editorAudit.columns.ip"), cell: (row) => row.ip ?? "—" },
    ];
  },
  cards: { Card: AuditEventCard, orderLabels: ORDER_LABELS },
  After: AuditEventDrawer,
  table: { label: "editorAudit.table", minWidth: 860 },
  // Past 10,000 events the server stops counting (issue 49): «oltre 10.000 eventi».
  countText: (t, page) =>
    isEstimatedCount(page)
      ? t("editorAudit.countOver", {
          limit: AUDIT_EXACT_COUNT_UP_TO.toLocaleString(languageOf(t("editorAudit.languageCode"))),
        })
      : undefined,
  empty: "editorAudit.empty",
  loadingRows: 6,
};

export function AuditListPage() {
  return <ResourceListPage declaration={AUDIT_LIST} />;
}

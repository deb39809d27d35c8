import type { Language, Module, TemplateStatus } from "@app/contracts";
import { Text } from "@mantine/core";
import { formatDate } from "../lib/format-date";
import type { TFunction } from "../lib/translator";
import type { DataColumn } from "./data-table";
import { TemplateStatusBadge } from "./status-badge";

/** What the back office's authored records (templates, calculators) show alike in their lists. */
interface AuthoredRow {
  id: number;
  status: TemplateStatus;
  module: Module;
  language: Language;
  updated_at: string;
}

/**
 * The status, module, language and last-change columns of an authored record's list, each
 * sortable; `labels` names them in the screen's own texts.
 */
export function authoringColumns<T extends AuthoredRow, O extends string>(
  t: TFunction,
  labels: { status: string; module: string; language: string; updated: string },
) {
  return {
    status: {
      key: "status",
      label: t(labels.status),
      sort: "status" as O,
      cellProps: { miw: 140 },
      cell: (row) => <TemplateStatusBadge status={row.status} />,
    },
    module: {
      key: "module",
      label: t(labels.module),
      sort: "module" as O,
      cell: (row) => t(`editorTemplates.module.${row.module}`),
    },
    language: {
      key: "language",
      label: t(labels.language),
      sort: "language" as O,
      cell: (row) => row.language.toUpperCase(),
    },
    updated: {
      key: "updated",
      label: t(labels.updated),
      sort: "updated_at" as O,
      cellProps: { style: { whiteSpace: "nowrap" } },
      cell: (row) => <Text size="sm">{formatDate(row.updated_at, "DD/MM/YYYY HH:mm")}</Text>,
    },
  } satisfies Record<string, DataColumn<T, O>>;
}

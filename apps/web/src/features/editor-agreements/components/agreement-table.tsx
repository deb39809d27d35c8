import type { EditorAgreementListItem } from "@app/contracts";
import { Badge, Stack, Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useSortableHeaders } from "../../../components/sort-header";
import { AGREEMENT_STATUS_COLOURS } from "../../../lib/agreement-status";
import { formatDate } from "../../../lib/format-date";
import type { AgreementOrder, EditorAgreementParams } from "../list-params";

const NEWEST_FIRST: AgreementOrder[] = ["date_create", "date_last_modify"];

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
  const sortable = useSortableHeaders(params, onChange, NEWEST_FIRST);

  return (
    <Table.ScrollContainer minWidth={980}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label={t("editorAgreements.tableLabel")}>
        <Table.Thead>
          <Table.Tr>
            {sortable("title", t("editorAgreements.columns.title"))}
            {sortable("template_title", t("editorAgreements.columns.template"))}
            {sortable("template_language", t("editorAgreements.columns.language"))}
            {sortable("owner_username", t("editorAgreements.columns.owner"))}
            {sortable("status", t("editorAgreements.columns.status"))}
            {sortable("is_valid", t("editorAgreements.columns.valid"))}
            {sortable("date_create", t("editorAgreements.columns.created"))}
            {sortable("date_last_modify", t("editorAgreements.columns.modified"))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td fw={600} miw={160} maw={260}>
                {row.title}
              </Table.Td>
              <Table.Td miw={200} maw={300}>
                <Text size="sm">{row.template_title ?? "—"}</Text>
                {row.template_version !== null && (
                  <Text size="xs" c="dimmed">
                    {t("editorAgreements.version", { version: row.template_version })}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{row.template_language?.toUpperCase() ?? "—"}</Table.Td>
              <Table.Td miw={180}>
                <Stack gap={0}>
                  <Text size="sm">{row.owner_username}</Text>
                  <Text size="xs" c="dimmed">
                    {[row.owner_name, row.owner_email].filter(Boolean).join(" · ")}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td miw={110}>
                <Badge variant="dot" color={AGREEMENT_STATUS_COLOURS[row.status]}>
                  {t(`editorAgreements.status.${row.status}`, { defaultValue: row.status })}
                </Badge>
              </Table.Td>
              <Table.Td miw={140}>
                <Badge variant="dot" color={row.is_valid ? "green" : "orange"}>
                  {t(`editorAgreements.valid.${row.is_valid}`)}
                </Badge>
              </Table.Td>
              <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDate(row.date_create)}</Table.Td>
              <Table.Td style={{ whiteSpace: "nowrap" }}>
                {formatDate(row.date_last_modify, "DD/MM/YYYY HH:mm")}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

import { AUDIT_SUBJECTS, type AuditChanges, auditActionLabel, type Language } from "@app/contracts";
import { Code, Drawer, Stack, Table, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../lib/format-date";
import { openEvent, useOpenedEvent } from "./opened-event";

/** A value of an event as one line: text as it is, anything else as its JSON. */
const shown = (value: unknown) =>
  value === null || value === undefined ? "—" : typeof value === "string" ? value : JSON.stringify(value);

function isChanges(value: unknown): value is AuditChanges {
  return (
    typeof value === "object" &&
    value !== null &&
    Object.values(value).every((v) => typeof v === "object" && v !== null && "before" in v && "after" in v)
  );
}

/**
 * An event of the trail in full (issue 35): who, when, what, which record, from where, and what
 * changed: an edit's fields before → after, then whatever else the event kept.
 */
export function AuditEventDrawer() {
  const { t, i18n } = useTranslation();
  const language: Language = i18n.language === "en" ? "en" : "it";
  const event = useOpenedEvent();
  const { changes, ...rest } = event?.data ?? {};
  const facts: [string, string][] = event
    ? [
        [t("editorAudit.columns.when"), formatDate(event.created_at, "DD/MM/YYYY HH:mm:ss")],
        [t("editorAudit.columns.actor"), event.actor ?? t("editorAudit.nobody")],
        [t("editorAudit.columns.action"), `${auditActionLabel(event.action, language)} (${event.action})`],
        [
          t("editorAudit.columns.subject"),
          `${AUDIT_SUBJECTS[event.subject_type]?.[language] ?? event.subject_type}${event.subject_id === null ? "" : ` #${event.subject_id}`}`,
        ],
        [t("editorAudit.columns.ip"), event.ip ?? "—"],
      ]
    : [];
  return (
    <Drawer
      opened={event !== null}
      onClose={() => openEvent(null)}
      position="right"
      size="lg"
      title={t("editorAudit.detail")}
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      {event && (
        <Stack gap="md">
          <Table variant="vertical" layout="fixed" withTableBorder>
            <Table.Tbody>
              {facts.map(([label, value]) => (
                <Table.Tr key={label}>
                  <Table.Th w={140}>{label}</Table.Th>
                  <Table.Td>{value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {isChanges(changes) && Object.keys(changes).length > 0 && (
            <Stack gap="xs">
              <Title order={3} size="h5">
                {t("editorAudit.changes")}
              </Title>
              <Table withTableBorder striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t("editorAudit.field")}</Table.Th>
                    <Table.Th>{t("editorAudit.before")}</Table.Th>
                    <Table.Th>{t("editorAudit.after")}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {Object.entries(changes).map(([field, { before, after }]) => (
                    <Table.Tr key={field}>
                      <Table.Td>
                        <Code>{field}</Code>
                      </Table.Td>
                      <Table.Td style={{ wordBreak: "break-word" }}>{shown(before)}</Table.Td>
                      <Table.Td style={{ wordBreak: "break-word" }}>→ {shown(after)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Stack>
          )}
          {Object.keys(rest).length > 0 && (
            <Stack gap="xs">
              <Title order={3} size="h5">
                {t("editorAudit.data")}
              </Title>
              <Code block>{JSON.stringify(rest, null, 2)}</Code>
            </Stack>
          )}
          {Object.keys(event.data).length === 0 && (
            <Text size="sm" c="dimmed">
              {t("editorAudit.noData")}
            </Text>
          )}
        </Stack>
      )}
    </Drawer>
  );
}

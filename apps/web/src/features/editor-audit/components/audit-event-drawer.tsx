import { auditActionLabel, auditEventInWords, auditSubjectLabel, type Language } from "@app/contracts";
import { Drawer, Stack, Table, Text, Title } from "@mantine/core";
import { formatDate } from "../../../lib/format-date";
import { useTranslation } from "../../../lib/use-translation";
import { openEvent, useOpenedEvent } from "./opened-event";

const WRAP = { wordBreak: "break-word" } as const;

/**
 * An event of the trail in full (issue 35): who, when, what, which record, from where; then
 * what changed, each field by its label before → after, and the other facts the event kept,
 * every value in words (issue 44).
 */
export function AuditEventDrawer() {
  const { t, i18n } = useTranslation();
  const language: Language = i18n.language === "en" ? "en" : "it";
  const event = useOpenedEvent();
  const words = event ? auditEventInWords(event, language) : { changes: [], facts: [] };
  const facts: [string, string][] = event
    ? [
        [t("editorAudit.columns.when"), formatDate(event.created_at, "DD/MM/YYYY HH:mm:ss")],
        [t("editorAudit.columns.actor"), event.actor ?? t("editorAudit.nobody")],
        [t("editorAudit.columns.action"), `${auditActionLabel(event.action, language)} (${event.action})`],
        [t("editorAudit.columns.subject"), auditSubjectLabel(event, language)],
        [t("editorAudit.columns.ip"), event.ip ?? "—"],
        ...words.facts.map(({ label, value }): [string, string] => [label, value]),
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
                  <Table.Th w={160}>{label}</Table.Th>
                  <Table.Td style={WRAP}>{value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {words.changes.length > 0 ? (
            <Stack gap="xs">
              <Title order={3} size="h5">
                {t("editorAudit.changes")}
              </Title>
              <Table withTableBorder striped layout="fixed">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t("editorAudit.field")}</Table.Th>
                    <Table.Th>{t("editorAudit.before")}</Table.Th>
                    <Table.Th>{t("editorAudit.after")}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {words.changes.map(({ field, label, before, after }) => (
                    <Table.Tr key={field}>
                      <Table.Th scope="row" fw={500} style={WRAP}>
                        {label}
                      </Table.Th>
                      <Table.Td style={WRAP}>{before}</Table.Td>
                      <Table.Td style={WRAP}>{after}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Stack>
          ) : (
            words.facts.length === 0 && (
              <Text size="sm" c="dimmed">
                {t("editorAudit.noData")}
              </Text>
            )
          )}
        </Stack>
      )}
    </Drawer>
  );
}

import { type AuditEvent, auditActionLabel, auditSubjectLabel, type Language } from "@app/contracts";
import { Group, Paper, Stack, Text, UnstyledButton } from "@mantine/core";
import { formatDate } from "../../../lib/format-date";
import { useTranslation } from "../../../lib/use-translation";
import { openEvent } from "./opened-event";

const languageOf = (code: string): Language => (code === "en" ? "en" : "it");

/** The event's action in words, which opens the event in the drawer. */
export function OpenEventButton({ event }: { event: AuditEvent }) {
  const { t, i18n } = useTranslation();
  const action = auditActionLabel(event.action, languageOf(i18n.language));
  return (
    <UnstyledButton
      onClick={() => openEvent(event)}
      aria-label={t("editorAudit.open", { action, id: event.id })}
      td="underline"
      c="blue.8"
      fz="sm"
      ta="left"
    >
      {action}
    </UnstyledButton>
  );
}

/** An event on a phone: what was done (it opens the event), to which record, when, by whom, from where. */
export function AuditEventCard({ row }: { row: AuditEvent }) {
  const { t, i18n } = useTranslation();
  const language = languageOf(i18n.language);
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap={4}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <OpenEventButton event={row} />
          <Text size="xs" c="dimmed" style={{ whiteSpace: "nowrap" }}>
            <time dateTime={row.created_at}>{formatDate(row.created_at, "DD/MM/YYYY HH:mm")}</time>
          </Text>
        </Group>
        <Text size="sm">
          {t("editorAudit.columns.subject")}: {auditSubjectLabel(row, language)}
        </Text>
        <Text size="xs" c="dimmed">
          {[row.actor ?? t("editorAudit.nobody"), row.ip].filter(Boolean).join(" · ")}
        </Text>
      </Stack>
    </Paper>
  );
}

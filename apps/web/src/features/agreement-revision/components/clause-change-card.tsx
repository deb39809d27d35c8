import type { ClauseChange } from "@app/contracts";
import { Badge, Group, Paper, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { DiffText } from "./diff-text";

const STATUS_COLOURS: Record<ClauseChange["status"], string> = {
  same: "gray",
  changed: "blue",
  inserted: "green",
  deleted: "red",
  moved: "violet",
};

/** "4. Canone." as printed, or the first words of an untitled paragraph. */
function heading(change: ClauseChange): string {
  const clause = change.new ?? change.old;
  if (!clause) return "";
  const title = clause.title || clause.text.split("\n")[0]?.slice(0, 80) || "";
  return [clause.label, title].filter(Boolean).join(" ");
}

/** One clause of the comparison: its heading, what happened to it, its text with the changes marked. */
export function ClauseChangeCard({ change }: { change: ClauseChange }) {
  const { t } = useTranslation();
  const moved =
    change.status === "moved" && change.old?.label && change.new?.label
      ? t("agreementRevision.status.movedFrom", { from: change.old.label, to: change.new.label })
      : null;
  return (
    <Paper withBorder radius="md" p="md" component="section" data-status={change.status}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Text fw={600} style={{ overflowWrap: "anywhere" }}>
            {heading(change)}
          </Text>
          <Badge variant="light" color={STATUS_COLOURS[change.status]} style={{ flex: "none" }}>
            {t(`agreementRevision.status.${change.status}`)}
          </Badge>
        </Group>
        {moved && (
          <Text size="sm" c="dimmed">
            {moved}
          </Text>
        )}
        <DiffText segments={change.segments} />
      </Stack>
    </Paper>
  );
}

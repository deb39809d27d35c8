import type { ClauseChange } from "@app/contracts";
import { Badge, Group, Paper, Stack, Text } from "@mantine/core";
import { useTranslation } from "../../../lib/use-translation";
import { DiffText } from "./diff-text";

/** Filled, in shades whose white text passes AA (the light green badge read 3.8:1). */
const STATUS_COLOURS: Record<ClauseChange["status"], string> = {
  same: "gray.7",
  changed: "blue.9",
  inserted: "teal.9",
  deleted: "red.9",
  moved: "violet.9",
};

/** "4. Canone." as printed, or null for an untitled paragraph (its text says it all). */
function heading(change: ClauseChange): string | null {
  const clause = change.new ?? change.old;
  return [clause?.label, clause?.title].filter(Boolean).join(" ") || null;
}

/** One clause of the comparison: its heading, what happened to it, its text with the changes marked. */
export function ClauseChangeCard({ change, language }: { change: ClauseChange; language: string }) {
  const { t } = useTranslation();
  const title = heading(change);
  const moved =
    change.status === "moved" && change.old?.label && change.new?.label
      ? t("agreementRevision.status.movedFrom", { from: change.old.label, to: change.new.label })
      : null;
  return (
    <Paper withBorder radius="md" p="md" component="section" data-status={change.status}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          {/* The clause's own words are in the template's language, whatever the screen's. */}
          <Text fw={600} style={{ overflowWrap: "anywhere" }} lang={title ? language : undefined}>
            {title ?? t("agreementRevision.compare.paragraph")}
          </Text>
          <Badge variant="filled" color={STATUS_COLOURS[change.status]} style={{ flex: "none" }}>
            {t(`agreementRevision.status.${change.status}`)}
          </Badge>
        </Group>
        {moved && (
          <Text size="sm" c="dimmed">
            {moved}
          </Text>
        )}
        <DiffText segments={change.segments} language={language} />
      </Stack>
    </Paper>
  );
}

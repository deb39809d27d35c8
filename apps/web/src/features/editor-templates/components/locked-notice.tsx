import { Alert, Button, Stack, Text } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { READABLE_ALERT } from "../../../components/readable-alert";
import { useTranslation } from "../../../lib/use-translation";

/**
 * Agreements were made from this version: its text, fields, notes, parties and language are
 * frozen so those agreements never change; a new version takes the changes.
 */
export function LockedNotice({
  count,
  onNewVersion,
  creating,
}: {
  count: number;
  onNewVersion: () => void;
  creating: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Alert
      styles={READABLE_ALERT}
      color="orange"
      icon={<IconLock aria-hidden />}
      title={t("editorTemplates.locked.title")}
      data-testid="content-locked"
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t("editorTemplates.locked.text", { count })}</Text>
        {/* Outlined: white on the orange fill falls short of AA contrast (axe color-contrast). */}
        <Button size="xs" variant="default" onClick={onNewVersion} loading={creating}>
          {t("editorTemplates.actions.newVersion")}
        </Button>
      </Stack>
    </Alert>
  );
}

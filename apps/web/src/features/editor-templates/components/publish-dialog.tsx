import { Button, Checkbox, Group, Modal, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "../../../lib/use-translation";

interface PublishDialogProps {
  version: number;
  opened: boolean;
  publishing: boolean;
  onClose: () => void;
  onPublish: (minor: boolean) => void;
}

/**
 * Publishing a later version of a template (issue 18): customers whose contracts use an older
 * version are told, unless the editor marks it minor (typo fixes).
 */
export function PublishDialog({ version, opened, publishing, onClose, onPublish }: PublishDialogProps) {
  const { t } = useTranslation();
  const [minor, setMinor] = useState(false);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t("editorTemplates.publish.title", { version })}
      closeButtonProps={{ "aria-label": t("common.close") }}
      centered
    >
      <Stack gap="md">
        <Text size="sm">{t("editorTemplates.publish.notice")}</Text>
        <Checkbox
          checked={minor}
          onChange={(e) => setMinor(e.currentTarget.checked)}
          label={t("editorTemplates.publish.minor")}
          description={t("editorTemplates.publish.minorHelp")}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t("editorTemplates.actions.cancel")}
          </Button>
          <Button onClick={() => onPublish(minor)} loading={publishing}>
            {t("editorTemplates.actions.publish")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

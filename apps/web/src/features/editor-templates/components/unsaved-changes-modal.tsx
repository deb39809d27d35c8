import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { Blocker } from "react-router";

/** Asks before leaving with unsaved changes (spec §8): stay (the default) or leave and lose them. */
export function UnsavedChangesModal({ blocker }: { blocker: Blocker }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={blocker.state === "blocked"}
      onClose={() => blocker.reset?.()}
      title={t("editorTemplates.guard.title")}
      centered
    >
      <Stack>
        <Text size="sm">{t("editorTemplates.guard.text")}</Text>
        <Group justify="flex-end">
          <Button color="red" variant="light" onClick={() => blocker.proceed?.()}>
            {t("editorTemplates.guard.leave")}
          </Button>
          <Button data-autofocus onClick={() => blocker.reset?.()}>
            {t("editorTemplates.guard.stay")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

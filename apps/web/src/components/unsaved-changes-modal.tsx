import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import type { Blocker } from "react-router";
import { useTranslation } from "../lib/use-translation";

/** Asks before leaving with unsaved changes: stay (the default, focused) or leave and lose them. */
export function UnsavedChangesModal({ blocker }: { blocker: Blocker }) {
  const { t } = useTranslation();
  const opened = blocker.state === "blocked";
  return (
    <Modal opened={opened} onClose={() => blocker.reset?.()} title={t("unsavedChanges.title")} centered>
      <Stack>
        <Text size="sm">{t("unsavedChanges.text")}</Text>
        <Group justify="flex-end">
          <Button color="red" variant="light" onClick={() => blocker.proceed?.()}>
            {t("unsavedChanges.leave")}
          </Button>
          <Button data-autofocus onClick={() => blocker.reset?.()}>
            {t("unsavedChanges.stay")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

import { Button, Group, Modal, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";

/** A dialog route (e.g. addressbook-create) a later release builds; closing returns to the parent route. */
export function PlaceholderModal({ title }: { title: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const close = () => navigate("..");
  return (
    <Modal opened onClose={close} title={title} centered styles={{ title: { fontWeight: 600 } }}>
      <Text>{t("common.comingSoon")}</Text>
      <Text c="dimmed" size="sm" mt="xs">
        {t("common.comingSoonText")}
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={close} data-autofocus>
          {t("common.close")}
        </Button>
      </Group>
    </Modal>
  );
}

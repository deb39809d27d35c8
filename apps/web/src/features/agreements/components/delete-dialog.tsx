import type { AgreementSummary } from "@app/contracts";
import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { notifySuccess } from "../../../lib/notify";
import { useDeleteAgreement } from "../api/agreement-list-api";

/** Spec §5: deleting needs the 'Attention' confirmation; then the list reloads (spec §4). */
export function DeleteDialog({
  agreement,
  onClose,
  onDeleted,
}: {
  agreement: AgreementSummary | null;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteAgreement();
  const confirm = () => {
    if (!agreement) return;
    remove.mutate(agreement.id, {
      onSuccess: () => {
        notifySuccess(t("agreements.delete.done"));
        onClose();
        onDeleted?.();
      },
    });
  };
  return (
    <Modal
      opened={agreement !== null}
      onClose={onClose}
      centered
      title={
        <Group gap="xs">
          <IconAlertTriangle size={20} color="var(--mantine-color-red-6)" aria-hidden />
          <span>{t("agreements.delete.title")}</span>
        </Group>
      }
    >
      <Stack>
        <Text>{t("agreements.delete.text")}</Text>
        {agreement && (
          <Text size="sm" c="dimmed">
            {t("agreements.delete.name", { title: agreement.title })}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t("agreements.delete.cancel")}
          </Button>
          <Button color="red" onClick={confirm} loading={remove.isPending}>
            {t("agreements.delete.confirm")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

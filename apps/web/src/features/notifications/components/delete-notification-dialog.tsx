import type { Notification } from "@app/contracts";
import { Text } from "@mantine/core";
import { ConfirmDeleteDialog } from "../../../components/confirm-delete-dialog";
import { notifySuccess } from "../../../lib/notify";
import { useTranslation } from "../../../lib/use-translation";
import { useDeleteNotification } from "../api/notification-api";

/** Spec §5: deleting needs the 'Attention' confirmation; then the list and the bell reload. */
export function DeleteNotificationDialog({
  notification,
  onClose,
}: {
  notification: Notification | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteNotification();
  const confirm = () =>
    notification &&
    remove.mutate(notification.id, {
      onSuccess: () => {
        notifySuccess(t("common.deleted"));
        onClose();
      },
    });
  return (
    <ConfirmDeleteDialog
      opened={notification !== null}
      title={t("notifications.confirmDelete.title")}
      confirmLabel={t("notifications.confirmDelete.confirm")}
      cancelLabel={t("notifications.confirmDelete.cancel")}
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      <Text>{t("notifications.confirmDelete.text")}</Text>
      {notification && (
        <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
          {t("notifications.confirmDelete.name", { title: notification.title })}
        </Text>
      )}
    </ConfirmDeleteDialog>
  );
}

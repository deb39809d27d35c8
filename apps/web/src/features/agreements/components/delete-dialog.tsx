import type { AgreementSummary } from "@app/contracts";
import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ConfirmDeleteDialog } from "../../../components/confirm-delete-dialog";
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
  const confirm = () =>
    agreement &&
    remove.mutate(agreement.id, {
      onSuccess: () => {
        notifySuccess(t("agreements.delete.done"));
        onClose();
        onDeleted?.();
      },
    });
  return (
    <ConfirmDeleteDialog
      opened={agreement !== null}
      title={t("agreements.delete.title")}
      confirmLabel={t("agreements.delete.confirm")}
      cancelLabel={t("agreements.delete.cancel")}
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      <Text>{t("agreements.delete.text")}</Text>
      {agreement && (
        <Text size="sm" c="dimmed">
          {t("agreements.delete.name", { title: agreement.title })}
        </Text>
      )}
    </ConfirmDeleteDialog>
  );
}

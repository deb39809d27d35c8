import type { AgreementSummary } from "@app/contracts";
import { Text } from "@mantine/core";
import { type ReactNode, useEffect, useState } from "react";
import { ConfirmDeleteDialog } from "../../../components/confirm-delete-dialog";
import { notifySuccess } from "../../../lib/notify";
import { useTranslation } from "../../../lib/use-translation";
import { useDeleteAgreement } from "../api/agreement-list-api";

/**
 * What another feature asks beside the confirmation (the calendar: "delete its deadlines too?"),
 * answering whether the contract's deadlines go with it.
 */
export type DeleteOptionsSlot = (
  agreementId: number,
  onChange: (withDeadlines: boolean) => void,
) => ReactNode;

/** Spec §5: deleting needs the 'Attention' confirmation; then the list reloads (spec §4). */
export function DeleteDialog({
  agreement,
  onClose,
  onDeleted,
  options,
}: {
  agreement: AgreementSummary | null;
  onClose: () => void;
  onDeleted?: () => void;
  options?: DeleteOptionsSlot;
}) {
  const { t } = useTranslation();
  const remove = useDeleteAgreement();
  const [withDeadlines, setWithDeadlines] = useState(false);
  // Each contract's question starts unanswered.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when another contract is asked about
  useEffect(() => setWithDeadlines(false), [agreement?.id]);
  const confirm = () =>
    agreement &&
    remove.mutate(
      { id: agreement.id, withDeadlines },
      {
        onSuccess: () => {
          notifySuccess(t("common.deleted"));
          onClose();
          onDeleted?.();
        },
      },
    );
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
      {agreement && options?.(agreement.id, setWithDeadlines)}
    </ConfirmDeleteDialog>
  );
}

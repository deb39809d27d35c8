import type { CalculatorListItem } from "@app/contracts";
import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ConfirmDeleteDialog } from "../../../components/confirm-delete-dialog";
import { ApiError } from "../../../lib/api-error";
import { errorBodyToLines } from "../../../lib/error-lines";
import { notifySuccess } from "../../../lib/notify";
import { useDeleteCalculator } from "../api/calculator-editor-api";

/** Confirms a calculator's deletion; the server's refusal (e.g. a calculator still linked) stays in the dialog. */
export function CalculatorDeleteDialog({
  calculator,
  onClose,
  onDeleted,
}: {
  calculator: Pick<CalculatorListItem, "id" | "title"> | null;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteCalculator();
  const refusal =
    remove.error instanceof ApiError && remove.error.status < 500
      ? { title: t("editorCalculators.delete.refused"), lines: errorBodyToLines(remove.error.body).lines }
      : undefined;
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDeleteDialog
      opened={calculator !== null}
      title={t("editorCalculators.delete.title")}
      confirmLabel={t("editorCalculators.delete.confirm")}
      cancelLabel={t("editorTemplates.actions.cancel")}
      pending={remove.isPending}
      refusal={refusal}
      onConfirm={() =>
        calculator &&
        remove.mutate(calculator.id, {
          onSuccess: () => {
            notifySuccess(t("editorCalculators.delete.done", { title: calculator.title }));
            close();
            onDeleted?.();
          },
        })
      }
      onClose={close}
    >
      {calculator && <Text>{t("editorCalculators.delete.text", { title: calculator.title })}</Text>}
    </ConfirmDeleteDialog>
  );
}

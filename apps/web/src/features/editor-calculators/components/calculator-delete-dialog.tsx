import { Text } from "@mantine/core";
import type { UseMutationResult } from "@tanstack/react-query";
import { ConfirmDeleteDialog } from "../../../components/confirm-delete-dialog";
import { notifySuccess } from "../../../lib/notify";
import { useTranslation } from "../../../lib/use-translation";
import { useDeleteCalculator, useDeleteConstant } from "../api/calculator-editor-api";

interface Deletable {
  id: number;
  title: string;
}

interface DeleteDialogProps {
  item: Deletable | null;
  onClose: () => void;
  onDeleted?: () => void;
}

/**
 * Confirms a deletion; the server's refusal (a calculator still linked, a series calculators
 * read) stays in the dialog, in its words. `words` is the locale group of what is deleted.
 */
function DeleteDialog({
  item,
  onClose,
  onDeleted,
  remove,
  words,
}: DeleteDialogProps & {
  remove: UseMutationResult<unknown, Error, number>;
  words: "editorCalculators.delete" | "editorCalculators.constants.delete";
}) {
  const { t } = useTranslation();
  // Every failure is said here (the mutation raises no notice of its own).
  const refusal = { title: t(`${words}.refused`), error: remove.error };
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDeleteDialog
      opened={item !== null}
      title={t(`${words}.title`)}
      confirmLabel={t(`${words}.confirm`)}
      cancelLabel={t("editorTemplates.actions.cancel")}
      pending={remove.isPending}
      refusal={refusal}
      onConfirm={() =>
        item &&
        remove.mutate(item.id, {
          onSuccess: () => {
            notifySuccess(t(`${words}.done`, { title: item.title }));
            close();
            onDeleted?.();
          },
        })
      }
      onClose={close}
    >
      {item && <Text>{t(`${words}.text`, { title: item.title })}</Text>}
    </ConfirmDeleteDialog>
  );
}

/** Confirms a calculator's deletion. */
export function CalculatorDeleteDialog(props: DeleteDialogProps) {
  return <DeleteDialog remove={useDeleteCalculator()} words="editorCalculators.delete" {...props} />;
}

/** Confirms a series' deletion: refused while a calculator's formulas read it (409). */
export function ConstantDeleteDialog(props: DeleteDialogProps) {
  return <DeleteDialog remove={useDeleteConstant()} words="editorCalculators.constants.delete" {...props} />;
}

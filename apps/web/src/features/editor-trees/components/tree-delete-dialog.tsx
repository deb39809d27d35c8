import { Text } from "@mantine/core";
import { useEffect } from "react";
import { ConfirmDeleteDialog } from "../../../components/confirm-delete-dialog";
import { notifySuccess } from "../../../lib/notify";
import { useTranslation } from "../../../lib/use-translation";
import { type TreeKind, useDeleteNode } from "../api/tree-api";

/**
 * Confirms a node's deletion. The server refuses while the node has children or while a
 * category is the only one of a live template: its message is shown here, in the dialog.
 */
export function TreeDeleteDialog({
  kind,
  node,
  onClose,
}: {
  kind: TreeKind;
  node: { id: number; title: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteNode(kind);
  const { reset } = remove;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new node starts without the last refusal
  useEffect(() => reset(), [node?.id, reset]);
  const confirm = () =>
    node &&
    remove.mutate(node.id, {
      onSuccess: () => {
        notifySuccess(t("common.deleted"));
        onClose();
      },
    });
  return (
    <ConfirmDeleteDialog
      opened={node !== null}
      title={t(`editorTrees.${kind}.deleteTitle`)}
      confirmLabel={t("editorTrees.confirmDelete")}
      cancelLabel={t("editorTrees.cancel")}
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
      refusal={{ title: t("editorTrees.deleteRefused"), error: remove.error }}
    >
      <Text>{t("editorTrees.deleteText", { name: node?.title ?? "" })}</Text>
    </ConfirmDeleteDialog>
  );
}

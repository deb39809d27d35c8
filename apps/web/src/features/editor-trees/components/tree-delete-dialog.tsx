import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { IconAlertTriangle, IconBan } from "@tabler/icons-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { READABLE_ALERT } from "../../../components/readable-alert";
import { ApiError } from "../../../lib/api-error";
import { errorBodyToLines } from "../../../lib/error-lines";
import { notifySuccess } from "../../../lib/notify";
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
  const refusal =
    remove.error instanceof ApiError
      ? errorBodyToLines(remove.error.body).lines
      : remove.error
        ? [t("errors.generic")]
        : [];

  return (
    <Modal
      opened={node !== null}
      onClose={onClose}
      centered
      title={
        <Group gap="xs">
          <IconAlertTriangle size={20} color="var(--mantine-color-red-6)" aria-hidden />
          <span>{t(`editorTrees.${kind}.deleteTitle`)}</span>
        </Group>
      }
    >
      <Stack>
        <Text>{t("editorTrees.deleteText", { name: node?.title ?? "" })}</Text>
        {refusal.length > 0 && (
          <Alert
            styles={READABLE_ALERT}
            color="red"
            icon={<IconBan aria-hidden />}
            title={t("editorTrees.deleteRefused")}
            role="alert"
          >
            {refusal.map((line) => (
              <Text key={line} size="sm">
                {line}
              </Text>
            ))}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {refusal.length > 0 ? t("common.close") : t("editorTrees.cancel")}
          </Button>
          {refusal.length === 0 && (
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() =>
                node &&
                remove.mutate(node.id, {
                  onSuccess: () => {
                    notifySuccess(t("editorTrees.deleted"));
                    onClose();
                  },
                })
              }
            >
              {t("editorTrees.confirmDelete")}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}

import { Paper, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { pathTo } from "../../../app/paths";
import { routeTitleKey } from "../../../app/route-meta";
import { LoadErrorAlert, RowsSkeleton } from "../../../components/load-error-alert";
import { NewItemLink } from "../../../components/new-item-link";
import { ScreenHeading } from "../../../components/screen-heading";
import { notifySuccess } from "../../../lib/notify";
import { useTranslation } from "../../../lib/use-translation";
import {
  type TreeKind,
  type TreeListNode,
  treeRoutePrefix,
  useMoveNode,
  useSetNodeStatus,
  useTree,
} from "../api/tree-api";
import { TreeDeleteDialog } from "../components/tree-delete-dialog";
import { TreeView } from "../components/tree-view";
import { targetPosition } from "../model/tree-moves";

/** After a move the row is drawn again in its new place: keep the keyboard on its button. */
function refocus(id: number, offset: -1 | 1) {
  requestAnimationFrame(() => {
    const same = document.querySelector<HTMLButtonElement>(
      `[data-move="${offset < 0 ? "up" : "down"}-${id}"]`,
    );
    const other = document.querySelector<HTMLButtonElement>(
      `[data-move="${offset < 0 ? "down" : "up"}-${id}"]`,
    );
    (same && !same.disabled ? same : other)?.focus();
  });
}

/** `editor-agreement-category-list` and `editor-agreement-wizard-list`: the tree and its commands. */
export function TreeListPage({ kind }: { kind: TreeKind }) {
  const { t } = useTranslation();
  const tree = useTree(kind);
  const move = useMoveNode(kind);
  const setStatus = useSetNodeStatus(kind);
  const [deleting, setDeleting] = useState<TreeListNode<TreeKind> | null>(null);
  const prefix = treeRoutePrefix(kind);

  const onMove = (node: TreeListNode<TreeKind>, offset: -1 | 1) => {
    const position = targetPosition(tree.data ?? [], node, offset);
    if (position === null) return;
    move.mutate({ id: node.id, position });
    refocus(node.id, offset);
  };

  return (
    <Stack gap="lg">
      <ScreenHeading
        title={t(routeTitleKey(`${prefix}-list`))}
        below={<Text c="dimmed">{t(`editorTrees.${kind}.intro`)}</Text>}
        actions={
          <NewItemLink to={pathTo(`${prefix}-create`)}>{t(`editorTrees.${kind}.newRoot`)}</NewItemLink>
        }
      />
      {tree.isError ? (
        <LoadErrorAlert onRetry={() => void tree.refetch()} />
      ) : tree.isPending ? (
        <RowsSkeleton rows={6} height={32} indent />
      ) : tree.data.length === 0 ? (
        <Paper withBorder radius="md" p="xl">
          <Text ta="center" c="dimmed">
            {t(`editorTrees.${kind}.empty`)}
          </Text>
        </Paper>
      ) : (
        <Paper withBorder radius="md" p={{ base: "xs", sm: "md" }} aria-busy={tree.isFetching}>
          <TreeView
            kind={kind}
            nodes={tree.data}
            onMove={onMove}
            onStatus={(node) =>
              setStatus.mutate(
                { id: node.id, status: node.status === 0 ? 1 : 0 },
                {
                  onSuccess: () =>
                    notifySuccess(t(node.status === 0 ? "editorTrees.enabled" : "editorTrees.disabledDone")),
                },
              )
            }
            onDelete={setDeleting}
          />
        </Paper>
      )}
      <TreeDeleteDialog kind={kind} node={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}

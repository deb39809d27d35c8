import type { EditorTemplateListItem } from "@app/contracts";
import { Text } from "@mantine/core";
import { ConfirmDeleteDialog } from "../../../components/confirm-delete-dialog";
import { notifySuccess } from "../../../lib/notify";
import { useTranslation } from "../../../lib/use-translation";
import { useDeleteTemplate } from "../api/template-api";

type DeletableTemplate = Pick<EditorTemplateListItem, "id" | "title" | "version" | "agreements_count">;

/**
 * Confirms a version's deletion. A version customers used is archived rather than destroyed, so
 * their agreements keep opening: the dialog says so beforehand and the notice afterwards.
 */
export function TemplateDeleteDialog({
  item: template,
  onClose,
  onDeleted,
}: {
  item: DeletableTemplate | null;
  onClose: () => void;
  onDeleted?: (archived: boolean) => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteTemplate();
  const used = (template?.agreements_count ?? 0) > 0;
  const confirm = () =>
    template &&
    remove.mutate(template.id, {
      onSuccess: (answer) => {
        notifySuccess(
          answer.archived ? t("editorTemplates.delete.archived") : t("editorTemplates.delete.done"),
        );
        onClose();
        onDeleted?.(answer.archived);
      },
    });
  return (
    <ConfirmDeleteDialog
      opened={template !== null}
      title={t("editorTemplates.delete.title")}
      confirmLabel={used ? t("editorTemplates.delete.confirmArchive") : t("editorTemplates.delete.confirm")}
      cancelLabel={t("editorTemplates.actions.cancel")}
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      {template && (
        <Text>{t("editorTemplates.delete.text", { title: template.title, version: template.version })}</Text>
      )}
      {used && (
        <Text size="sm" c="dimmed">
          {t("editorTemplates.delete.usedWarning", { count: template?.agreements_count ?? 0 })}
        </Text>
      )}
    </ConfirmDeleteDialog>
  );
}

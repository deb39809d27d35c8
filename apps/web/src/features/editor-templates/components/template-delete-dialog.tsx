import type { EditorTemplateListItem } from "@app/contracts";
import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { notifySuccess } from "../../../lib/notify";
import { useDeleteTemplate } from "../api/template-api";

type DeletableTemplate = Pick<EditorTemplateListItem, "id" | "title" | "version" | "agreements_count">;

/**
 * Confirms a version's deletion. A version customers used is archived rather than destroyed, so
 * their agreements keep opening: the dialog says so beforehand and the notice afterwards.
 */
export function TemplateDeleteDialog({
  template,
  onClose,
  onDeleted,
}: {
  template: DeletableTemplate | null;
  onClose: () => void;
  onDeleted?: (archived: boolean) => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteTemplate();
  const used = (template?.agreements_count ?? 0) > 0;

  const confirm = () => {
    if (!template) return;
    remove.mutate(template.id, {
      onSuccess: (answer) => {
        notifySuccess(
          answer.archived ? t("editorTemplates.delete.archived") : t("editorTemplates.delete.done"),
        );
        onClose();
        onDeleted?.(answer.archived);
      },
    });
  };

  return (
    <Modal
      opened={template !== null}
      onClose={onClose}
      centered
      title={
        <Group gap="xs">
          <IconAlertTriangle size={20} color="var(--mantine-color-red-6)" aria-hidden />
          <span>{t("editorTemplates.delete.title")}</span>
        </Group>
      }
    >
      <Stack>
        {template && (
          <Text>
            {t("editorTemplates.delete.text", { title: template.title, version: template.version })}
          </Text>
        )}
        {used && (
          <Text size="sm" c="dimmed">
            {t("editorTemplates.delete.usedWarning", { count: template?.agreements_count ?? 0 })}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t("editorTemplates.actions.cancel")}
          </Button>
          <Button color="red" onClick={confirm} loading={remove.isPending}>
            {used ? t("editorTemplates.delete.confirmArchive") : t("editorTemplates.delete.confirm")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

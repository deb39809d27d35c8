import type { EditorTemplateListItem } from "@app/contracts";
import { ActionIcon, Menu } from "@mantine/core";
import { IconCopyPlus, IconDots, IconEdit, IconEye, IconEyeOff, IconTrash } from "@tabler/icons-react";
import { Link, useNavigate } from "react-router";
import { pathTo } from "../../../app/paths";
import { MENU_PROPS } from "../../../components/menu-props";
import { notifySuccess } from "../../../lib/notify";
import { useTranslation } from "../../../lib/use-translation";
import { useCreateNewVersion, useSetTemplateStatus } from "../api/template-api";

interface TemplateRowActionsProps {
  template: EditorTemplateListItem;
  onDelete: (template: EditorTemplateListItem) => void;
}

/** A row's actions: edit, new version, publish or withdraw, delete (spec §2, §4). */
export function TemplateRowActions({ template, onDelete }: TemplateRowActionsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const newVersion = useCreateNewVersion();
  const setStatus = useSetTemplateStatus();
  const isPublic = template.status === "public";

  return (
    <Menu position="bottom-end" withinPortal {...MENU_PROPS}>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t("editorTemplates.list.actionsFor", {
            title: template.title,
            version: template.version,
          })}
          loading={newVersion.isPending || setStatus.isPending}
        >
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          component={Link}
          to={pathTo("editor-agreement-template-edit", { id: template.id })}
          leftSection={<IconEdit size={16} aria-hidden />}
        >
          {t("editorTemplates.actions.edit")}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconCopyPlus size={16} aria-hidden />}
          onClick={() =>
            newVersion.mutate(
              { id: template.id },
              {
                onSuccess: (detail) => {
                  notifySuccess(t("editorTemplates.version.created", { version: detail.version }));
                  void navigate(pathTo("editor-agreement-template-edit", { id: detail.id }));
                },
              },
            )
          }
        >
          {t("editorTemplates.actions.newVersion")}
        </Menu.Item>
        <Menu.Item
          leftSection={isPublic ? <IconEyeOff size={16} aria-hidden /> : <IconEye size={16} aria-hidden />}
          onClick={() =>
            setStatus.mutate(
              { id: template.id, status: isPublic ? "draft" : "public" },
              {
                onSuccess: () =>
                  notifySuccess(
                    t(isPublic ? "editorTemplates.status.withdrawn" : "editorTemplates.status.published"),
                  ),
              },
            )
          }
        >
          {t(isPublic ? "editorTemplates.actions.unpublish" : "editorTemplates.actions.publish")}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={() => onDelete(template)}
        >
          {t("editorTemplates.actions.delete")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

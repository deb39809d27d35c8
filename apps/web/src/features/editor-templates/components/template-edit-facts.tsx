import type { EditorTemplateDetail } from "@app/contracts";
import { Button, Group, Text } from "@mantine/core";
import { IconAlertTriangle, IconCopyPlus, IconEye, IconEyeOff } from "@tabler/icons-react";
import { TemplateStatusBadge, VersionBadge } from "../../../components/status-badge";
import { useTranslation } from "../../../lib/use-translation";
import { TemplateAlertsLine } from "./template-alerts-line";

/** Under the screen's title: the version it edits, its alerts, and whether changes wait to be saved. */
export function TemplateEditFacts({
  detail,
  dirty,
  rowOpen,
}: {
  detail: EditorTemplateDetail | undefined;
  dirty: boolean;
  rowOpen: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      {detail && (
        <Group gap="xs">
          <Text fw={600}>{detail.title}</Text>
          <VersionBadge version={detail.version} />
          <TemplateStatusBadge status={detail.status} />
        </Group>
      )}
      {detail && <TemplateAlertsLine detail={detail} />}
      {rowOpen && (
        <Group gap={6} role="status" wrap="nowrap">
          <IconAlertTriangle size={16} color="var(--mantine-color-orange-7)" aria-hidden />
          <Text size="sm" fw={500}>
            {t("editorTemplates.edit.rowOpen")}
          </Text>
        </Group>
      )}
      {!rowOpen && dirty && (
        <Text size="sm" c="dimmed" role="status">
          {t("editorTemplates.edit.unsaved")}
        </Text>
      )}
    </>
  );
}

/** Between Delete and Save, once the version exists: a new version, and publish or withdraw. */
export function TemplateVersionCommands({
  detail,
  blocked,
  creatingVersion,
  onNewVersion,
  onPublish,
}: {
  detail: EditorTemplateDetail;
  /** A row being edited, or a save under way: publishing waits. */
  blocked: boolean;
  creatingVersion: boolean;
  onNewVersion: () => void;
  onPublish: (publish: boolean) => void;
}) {
  const { t } = useTranslation();
  const isPublic = detail.status === "public";
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconCopyPlus size={16} aria-hidden />}
        onClick={onNewVersion}
        loading={creatingVersion}
      >
        {t("editorTemplates.actions.newVersion")}
      </Button>
      {/* Default variant: the light orange/green ones fail the text contrast ratio (axe). */}
      <Button
        variant="default"
        leftSection={
          isPublic ? (
            <IconEyeOff size={16} aria-hidden color="var(--mantine-color-orange-8)" />
          ) : (
            <IconEye size={16} aria-hidden color="var(--mantine-color-green-8)" />
          )
        }
        onClick={() => onPublish(!isPublic)}
        disabled={blocked}
      >
        {t(isPublic ? "editorTemplates.actions.unpublish" : "editorTemplates.actions.publish")}
      </Button>
    </>
  );
}

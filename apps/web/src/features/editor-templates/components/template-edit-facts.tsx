import type { EditorTemplateDetail } from "@app/contracts";
import { Button, Group, Stack, Text, Title } from "@mantine/core";
import {
  IconAlertTriangle,
  IconCopyPlus,
  IconDeviceFloppy,
  IconEye,
  IconEyeOff,
  IconTrash,
} from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { TemplateStatusBadge, VersionBadge } from "../../../components/status-badge";
import { TemplateAlertsLine } from "./template-alerts-line";

interface TemplateEditHeaderProps {
  heading: string;
  detail: EditorTemplateDetail | undefined;
  dirty: boolean;
  rowOpen: boolean;
  saving: boolean;
  creatingVersion: boolean;
  onSave: () => void;
  onPublish: (publish: boolean) => void;
  onNewVersion: () => void;
  onDelete: () => void;
}

/** The screen's title, the version it edits and its commands. */
export function TemplateEditHeader(props: TemplateEditHeaderProps) {
  const { heading, detail, dirty, rowOpen, saving } = props;
  const { t } = useTranslation();
  const isPublic = detail?.status === "public";

  return (
    <Group justify="space-between" align="flex-start" gap="sm">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {heading}
        </Title>
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
      </Stack>
      <Group gap="xs">
        {detail && (
          <>
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={props.onDelete}
            >
              {t("editorTemplates.actions.delete")}
            </Button>
            <Button
              variant="default"
              leftSection={<IconCopyPlus size={16} aria-hidden />}
              onClick={props.onNewVersion}
              loading={props.creatingVersion}
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
              onClick={() => props.onPublish(!isPublic)}
              disabled={rowOpen || saving}
            >
              {t(isPublic ? "editorTemplates.actions.unpublish" : "editorTemplates.actions.publish")}
            </Button>
          </>
        )}
        <Button
          leftSection={<IconDeviceFloppy size={16} aria-hidden />}
          onClick={props.onSave}
          loading={saving}
          disabled={rowOpen || (!dirty && detail !== undefined)}
        >
          {t("editorTemplates.actions.save")}
        </Button>
      </Group>
    </Group>
  );
}

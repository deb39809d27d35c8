import type { EditorTemplateDetail } from "@app/contracts";
import { Group, Loader, Text } from "@mantine/core";
import { IconBellRinging } from "@tabler/icons-react";
import { useTranslation } from "../../../lib/use-translation";
import { useTemplateAlerts } from "../api/template-api";

/** Whom a published later version's notices reached (issue 18), or that it was minor. */
export function TemplateAlertsLine({ detail }: { detail: EditorTemplateDetail }) {
  const { t } = useTranslation();
  const announced = detail.published_at !== null && detail.version > 1 && !detail.minor;
  const alerts = useTemplateAlerts(detail.id, announced);
  if (detail.published_at === null || detail.version === 1) return null;
  if (detail.minor)
    return (
      <Text size="sm" c="dimmed">
        {t("editorTemplates.publish.wasMinor")}
      </Text>
    );
  const reach = alerts.data ?? detail.alerts;
  return (
    <Group gap={6} wrap="nowrap" role="status" aria-live="polite">
      {reach.pending ? <Loader size={14} aria-hidden /> : <IconBellRinging size={16} aria-hidden />}
      <Text size="sm">
        {reach.pending
          ? t("editorTemplates.publish.sending")
          : t("editorTemplates.publish.reach", {
              customers: t("editorTemplates.publish.customers", { count: reach.customers }),
              agreements: t("editorTemplates.publish.agreements", { count: reach.agreements }),
            })}
      </Text>
    </Group>
  );
}

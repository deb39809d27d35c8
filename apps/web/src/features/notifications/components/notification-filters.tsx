import { Group, Paper, Select, Switch } from "@mantine/core";
import { useTranslation } from "../../../lib/use-translation";
import type { NotificationListParams } from "../list-params";
import { NOTIFICATION_KINDS } from "../notification-rules";

interface NotificationFiltersProps {
  params: NotificationListParams;
  /** A new filter: the list starts again from its first page (spec §4). */
  onChange: (patch: Partial<NotificationListParams>) => void;
}

/** "Unread only" and the kind: what a customer looks for among many notices. */
export function NotificationFilters({ params, onChange }: NotificationFiltersProps) {
  const { t } = useTranslation();
  const kinds = [
    { value: "", label: t("notifications.filters.allKinds") },
    ...NOTIFICATION_KINDS.map((kind) => ({ value: kind, label: t(`notifications.kinds.${kind}`) })),
  ];
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t("notifications.filters.label")}>
      <Group gap="lg" align="flex-end">
        <Select
          label={t("notifications.filters.kind")}
          data={kinds}
          value={params.kind}
          allowDeselect={false}
          onChange={(value) => onChange({ kind: (value ?? "") as NotificationListParams["kind"] })}
          w={260}
        />
        <Switch
          label={t("notifications.filters.unreadOnly")}
          checked={params.unreadOnly}
          onChange={(event) => onChange({ unreadOnly: event.currentTarget.checked })}
          mb={8}
        />
      </Group>
    </Paper>
  );
}

import { Group, Text } from "@mantine/core";
import { IconClock } from "@tabler/icons-react";
import { browserZone, keepsRomeTime } from "../../lib/rome-time";
import { useTranslation } from "../../lib/use-translation";

/**
 * Says that the days and times shown are Rome's, where the browser's clock is not (a lawyer in
 * New York reads a hearing at 10:00 as Rome's 10:00, not New York's). Nothing where it is.
 */
export function RomeTimeNote() {
  const { t } = useTranslation();
  if (keepsRomeTime()) return null;
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" data-testid="rome-time-note">
      <IconClock size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
      <Text size="sm">{t("calendar.romeTime", { zone: browserZone() })}</Text>
    </Group>
  );
}

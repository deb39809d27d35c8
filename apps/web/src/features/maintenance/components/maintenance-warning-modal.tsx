import type { GlobalConfig } from "@app/contracts";
import { Button, Group, Modal, Text } from "@mantine/core";
import { DISPLAY_DATE_TIME, formatDate } from "../../../lib/format-date";
import { useTranslation } from "../../../lib/use-translation";
import { parseConfigDateTime } from "../maintenance-window";

interface MaintenanceWarningModalProps {
  config: GlobalConfig | undefined;
  onContinue: () => void;
}

/** The extraordinary-maintenance warning: only Continue closes it (no backdrop, no Esc, spec §2). */
export function MaintenanceWarningModal({ config, onContinue }: MaintenanceWarningModalProps) {
  const { t } = useTranslation();
  const planned = config?.EXTRAORDINARY_MAINTENANCE;
  const start = parseConfigDateTime(planned?.START_DATE);
  const end = parseConfigDateTime(planned?.END_DATE);

  return (
    <Modal
      styles={{ title: { fontWeight: 600 } }}
      opened
      onClose={onContinue}
      title={t("maintenance.warning.title")}
      closeOnClickOutside={false}
      closeOnEscape={false}
      withCloseButton={false}
      centered
    >
      <Text>
        {start && end
          ? t("maintenance.warning.textWithDates", {
              start: formatDate(start, DISPLAY_DATE_TIME),
              end: formatDate(end, DISPLAY_DATE_TIME),
            })
          : t("maintenance.warning.text")}
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onContinue} data-autofocus>
          {t("common.continue")}
        </Button>
      </Group>
    </Modal>
  );
}

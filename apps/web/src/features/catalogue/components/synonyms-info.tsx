import { ActionIcon, Popover, Text } from "@mantine/core";
import { useDisclosure, useId } from "@mantine/hooks";
import { IconInfoCircle } from "@tabler/icons-react";
import { useTranslation } from "../../../lib/use-translation";

/** The action bar's info popover (spec §2): the free search includes synonyms. */
export function SynonymsInfo() {
  const { t } = useTranslation();
  const titleId = useId();
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <Popover opened={opened} onDismiss={close} position="bottom-end" width={300} withArrow shadow="md">
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          aria-label={t("catalogue.actionBar.synonymsInfoButton")}
          onClick={toggle}
          // Focus stays on the icon, where Mantine does not listen for Escape (WCAG 1.4.13).
          onKeyDown={(event) => {
            if (event.key === "Escape" && opened) {
              event.stopPropagation();
              close();
            }
          }}
        >
          <IconInfoCircle size={18} aria-hidden />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown aria-labelledby={titleId}>
        <Text fw={600} size="sm" id={titleId} mb={4}>
          {t("catalogue.actionBar.synonymsInfoTitle")}
        </Text>
        <Text size="sm">{t("catalogue.actionBar.synonymsInfo")}</Text>
      </Popover.Dropdown>
    </Popover>
  );
}

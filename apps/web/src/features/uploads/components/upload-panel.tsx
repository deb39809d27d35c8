import { Affix, Badge, Collapse, Group, Paper, Text, UnstyledButton } from "@mantine/core";
import { useDisclosure, useId } from "@mantine/hooks";
import { IconChevronDown, IconChevronUp, IconUpload } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/**
 * The file-upload progress panel fixed on customer pages (spec §2). The queue arrives with
 * the address-book import; until then it shows its empty state.
 */
export function UploadPanel() {
  const { t } = useTranslation();
  const [opened, { toggle }] = useDisclosure(false);
  const bodyId = useId();

  return (
    <Affix position={{ bottom: 16, right: 16 }} zIndex={150}>
      <Paper withBorder shadow="md" radius="md" w={300} component="section" aria-label={t("uploads.title")}>
        <UnstyledButton
          onClick={toggle}
          aria-expanded={opened}
          aria-controls={bodyId}
          w="100%"
          px="md"
          py="xs"
        >
          <Group justify="space-between" wrap="nowrap">
            <Group gap="xs" wrap="nowrap">
              <IconUpload size={18} aria-hidden />
              <Text fw={600} size="sm">
                {t("uploads.title")}
              </Text>
              <Badge size="sm" variant="light" color="gray">
                0
              </Badge>
            </Group>
            {opened ? <IconChevronDown size={16} aria-hidden /> : <IconChevronUp size={16} aria-hidden />}
          </Group>
        </UnstyledButton>
        <Collapse expanded={opened} id={bodyId}>
          <Text size="sm" c="dimmed" px="md" pb="md">
            {t("uploads.empty")}
          </Text>
        </Collapse>
      </Paper>
    </Affix>
  );
}

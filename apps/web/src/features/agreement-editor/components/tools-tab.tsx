import { Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCalculator } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/** Calculators linked to the template arrive with the calculators issue: an honest empty state. */
export function ToolsTab() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="xs" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
          <IconCalculator size={30} />
        </ThemeIcon>
        <Title order={2} size="h4">
          {t("agreementEditor.tools.title")}
        </Title>
        <Text c="dimmed" maw={480}>
          {t("agreementEditor.tools.text")}
        </Text>
      </Stack>
    </Paper>
  );
}

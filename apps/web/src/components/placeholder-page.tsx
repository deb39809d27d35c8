import { Paper, Stack, Text, Title } from "@mantine/core";
import { IconTools } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";

/** A screen a later release builds: its real title, in its real layout, and a short notice. */
export function PlaceholderPage({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Paper withBorder p="xl" radius="md">
        <Stack align="center" gap="xs" ta="center">
          <IconTools size={36} stroke={1.5} aria-hidden />
          <Text fw={600}>{t("common.comingSoon")}</Text>
          <Text c="dimmed" size="sm">
            {t("common.comingSoonText")}
          </Text>
        </Stack>
      </Paper>
      {/* Child routes of a placeholder (e.g. an evaluate dialog) still render. */}
      <Outlet />
    </Stack>
  );
}

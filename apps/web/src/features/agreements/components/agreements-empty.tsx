import { Button, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconFileText } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { pathTo } from "../../../app/paths";

/** No agreements yet (spec §8 empty state), with the way to the catalogue. */
export function AgreementsEmpty({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack
      align={compact ? "flex-start" : "center"}
      gap="xs"
      ta={compact ? "left" : "center"}
      py={compact ? 0 : "xl"}
    >
      {!compact && (
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          <IconFileText size={30} />
        </ThemeIcon>
      )}
      <Text fw={600}>{t("agreements.empty.title")}</Text>
      <Text size="sm" c="dimmed" maw={440}>
        {t("agreements.empty.text")}
      </Text>
      <Button component={Link} to={pathTo("customer-agreement-template-list")} size={compact ? "xs" : "sm"}>
        {t("agreements.empty.cta")}
      </Button>
    </Stack>
  );
}

import { Button, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconStar } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { pathTo } from "../../../app/paths";

/** No favourites yet (spec §8 empty state): what the star is for, and where to find templates. */
export function FavouritesEmpty({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack
      align={compact ? "flex-start" : "center"}
      gap="xs"
      ta={compact ? "left" : "center"}
      py={compact ? 0 : "xl"}
    >
      {!compact && (
        <ThemeIcon size={56} radius="xl" variant="light" color="yellow" aria-hidden>
          <IconStar size={30} />
        </ThemeIcon>
      )}
      <Text fw={600}>{t("favourites.empty.title")}</Text>
      <Text size="sm" c="dimmed" maw={420}>
        {t("favourites.empty.text")}
      </Text>
      <Button
        component={Link}
        to={pathTo("customer-agreement-template-list")}
        variant="light"
        size={compact ? "xs" : "sm"}
      >
        {t("favourites.empty.cta")}
      </Button>
    </Stack>
  );
}

import { Card, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconAddressBook, IconCalendar, IconFileText, IconNews, IconStar } from "@tabler/icons-react";
import type { ComponentType, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { useCurrentUser } from "../../../lib/current-user";
import { displayName } from "../../../lib/display-name";

/**
 * The five dashboard boxes of spec §1; each is filled in by its own feature. Until news are
 * published the News box shows the spec's empty state, 'No News available'.
 */
const BOXES: readonly { key: string; icon: ComponentType<{ size?: number; "aria-hidden"?: boolean }> }[] = [
  { key: "agreements", icon: IconFileText },
  { key: "favourites", icon: IconStar },
  { key: "news", icon: IconNews },
  { key: "calendar", icon: IconCalendar },
  { key: "addressBook", icon: IconAddressBook },
];

/**
 * `actionBar`: the catalogue's search and browse bar (spec §2); `boxes`: the boxes other features
 * already fill in, by key (e.g. agreements, favourites). Both are composed in by the route.
 */
export function CustomerHomePage({
  actionBar,
  boxes,
}: {
  actionBar?: ReactNode;
  boxes?: Partial<Record<string, ReactNode>>;
}) {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {user ? t("dashboard.greeting", { name: displayName(user) }) : t("routes.customer-home")}
        </Title>
        <Text c="dimmed">{t("dashboard.intro")}</Text>
      </Stack>
      {actionBar}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {BOXES.map(({ key, icon: Icon }) =>
          boxes?.[key] ? (
            <div key={key}>{boxes[key]}</div>
          ) : (
            <Card
              key={key}
              withBorder
              radius="md"
              padding="lg"
              component="section"
              aria-labelledby={`box-${key}`}
            >
              <Stack gap="xs">
                <Icon size={28} aria-hidden />
                <Title order={2} size="h4" id={`box-${key}`}>
                  {t(`dashboard.boxes.${key}`)}
                </Title>
                <Text size="sm" c="dimmed" data-testid={`box-${key}-empty`}>
                  {key === "news" ? t("dashboard.news.empty") : t("common.comingSoon")}
                </Text>
              </Stack>
            </Card>
          ),
        )}
      </SimpleGrid>
      {/* Dialog routes of the dashboard (address book, appointments). */}
      <Outlet />
    </Stack>
  );
}

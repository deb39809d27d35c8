import { SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { Outlet } from "react-router";
import { useCurrentUser } from "../../../lib/current-user";
import { displayName } from "../../../lib/display-name";
import { useTranslation } from "../../../lib/use-translation";

/**
 * The five dashboard boxes of spec §1, in their order; each is filled in by its own feature (News
 * by features/news, whose empty state is the spec's 'No News available').
 */
const BOXES = ["agreements", "favourites", "news", "calendar", "addressBook"] as const;

/**
 * `actionBar`: the catalogue's search and browse bar (spec §2); `boxes`: the boxes other features
 * already fill in, by key (e.g. agreements, favourites); `underWay`: work the customer started
 * that is still going (a bulk batch, issue 48), above the boxes. All composed in by the route.
 */
export function CustomerHomePage({
  actionBar,
  boxes,
  underWay,
}: {
  actionBar?: ReactNode;
  boxes?: Partial<Record<string, ReactNode>>;
  underWay?: ReactNode;
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
      {underWay}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {BOXES.map((key) => (boxes?.[key] ? <div key={key}>{boxes[key]}</div> : null))}
      </SimpleGrid>
      {/* Dialog routes of the dashboard (address book, appointments). */}
      <Outlet />
    </Stack>
  );
}

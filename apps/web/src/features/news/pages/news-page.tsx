import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { routeTitleKey } from "../../../app/route-meta";
import { LoadErrorAlert, RowsSkeleton } from "../../../components/load-error-alert";
import { formatDate } from "../../../lib/format-date";
import { useTranslation } from "../../../lib/use-translation";
import { useNewsPages } from "../api/news-api";
import { NewsHtml } from "../components/news-html";

/**
 * `customer-message-news`: every published news item, newest first, ten at a time; "load more"
 * adds the next ten below those already read (spec §4).
 */
export function NewsPage() {
  const { t } = useTranslation();
  const news = useNewsPages();
  const items = news.data?.pages.flatMap((page) => page.results) ?? [];
  const count = news.data?.pages.at(-1)?.count ?? 0;

  let body: ReactNode;
  if (news.isError && items.length === 0) body = <LoadErrorAlert onRetry={() => void news.refetch()} />;
  else if (news.isPending) body = <RowsSkeleton rows={3} height={96} />;
  else if (items.length === 0)
    body = (
      <Text c="dimmed" data-testid="news-empty">
        {t("dashboard.news.empty")}
      </Text>
    );
  else
    body = (
      <Stack gap="md" aria-busy={news.isFetchingNextPage}>
        {items.map((item) => (
          <Paper
            key={item.id}
            component="article"
            withBorder
            radius="md"
            p="md"
            aria-labelledby={`news-${item.id}`}
          >
            <Stack gap={4}>
              <Text size="sm" c="dimmed" component="time" dateTime={item.json.Data}>
                {formatDate(item.json.Data)}
              </Text>
              <Title order={2} size="h4" id={`news-${item.id}`} style={{ overflowWrap: "anywhere" }}>
                {item.json.Titolo}
              </Title>
              <NewsHtml html={item.json.Descrizione} mode="full" describedBy={`news-${item.id}`} />
            </Stack>
          </Paper>
        ))}
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed" aria-live="polite">
            {t("news.page.shown", { shown: items.length, count })}
          </Text>
          {news.hasNextPage && (
            <Button
              variant="default"
              onClick={() => void news.fetchNextPage()}
              loading={news.isFetchingNextPage}
            >
              {t("news.page.more")}
            </Button>
          )}
        </Group>
        {news.isFetchNextPageError && (
          <Text size="sm" c="red.8" role="alert">
            {t("news.page.moreError")}
          </Text>
        )}
      </Stack>
    );

  return (
    <Stack gap="lg" maw={52 * 16}>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t(routeTitleKey("customer-message-news"))}
        </Title>
        <Text c="dimmed">{t("news.page.intro")}</Text>
      </Stack>
      {body}
    </Stack>
  );
}

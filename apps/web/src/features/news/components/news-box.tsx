import { Stack, Text, Title } from "@mantine/core";
import { IconNews } from "@tabler/icons-react";
import { pathTo } from "../../../app/paths";
import { BoxList, DashboardBox } from "../../../components/dashboard-box";
import { formatDate } from "../../../lib/format-date";
import { useTranslation } from "../../../lib/use-translation";
import { useLatestNews } from "../api/news-api";
import { NewsHtml } from "./news-html";

/** How many news items the dashboard shows. */
const BOX_SIZE = 3;

/**
 * The dashboard's News box (spec §1): the three latest published items, each with its date, title
 * and first lines, and the way to all of them; or the spec's 'No News available'.
 */
export function NewsBox() {
  const { t } = useTranslation();
  const latest = useLatestNews(BOX_SIZE);
  return (
    <DashboardBox
      name="news"
      icon={<IconNews size={24} aria-hidden />}
      title={t("dashboard.boxes.news")}
      all={{
        to: pathTo("customer-message-news"),
        label: t("news.box.all"),
        shown: (latest.data?.count ?? 0) > 0,
      }}
    >
      <BoxList
        query={latest}
        error={t("news.box.error")}
        empty={
          <Text size="sm" c="dimmed" data-testid="box-news-empty">
            {t("dashboard.news.empty")}
          </Text>
        }
        skeleton={[18, 40, 18]}
      >
        {(rows) => (
          <Stack gap="md" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
            {rows.map((item) => (
              <Stack key={item.id} component="li" gap={2} data-testid="news-box-item">
                <Text size="xs" c="dimmed" component="time" dateTime={item.json.Data}>
                  {formatDate(item.json.Data)}
                </Text>
                <Title order={3} size="h6" style={{ overflowWrap: "anywhere" }}>
                  {item.json.Titolo}
                </Title>
                <NewsHtml html={item.json.Descrizione} mode="excerpt" />
              </Stack>
            ))}
          </Stack>
        )}
      </BoxList>
    </DashboardBox>
  );
}

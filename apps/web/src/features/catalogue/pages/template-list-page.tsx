import { Box, Loader, Stack, Text } from "@mantine/core";
import { type ReactNode, useMemo } from "react";
import { routeTitleKey } from "../../../app/route-meta";
import { useTranslation } from "../../../lib/use-translation";
import { useTemplateSearch } from "../api/use-template-search";
import { groupTemplatesByCategory } from "../catalogue-grouping";
import { CatalogueActionBar } from "../components/catalogue-action-bar";
import { CatalogueColumnItem, CatalogueColumns } from "../components/catalogue-columns";
import { CataloguePageHeader } from "../components/catalogue-page-header";
import { GroupsSkeleton } from "../components/groups-skeleton";
import { NoResults } from "../components/no-results";
import { QueryError } from "../components/query-error";
import { TemplateGroup } from "../components/template-group";
import { useSearchText } from "../hooks/use-search-text";

/**
 * `customer-agreement-template-list` (param `inputTextSearched`): free-search results, or the
 * whole catalogue without text, grouped by category (spec §7). `moreResults` shows what other
 * features find for the same text (the customer's agreements), composed in by the route.
 */
export function TemplateListPage({ moreResults }: { moreResults?: (text: string) => ReactNode }) {
  const { t } = useTranslation();
  const search = useSearchText();
  const text = search.committed;
  const results = useTemplateSearch(text);
  const groups = useMemo(
    () => groupTemplatesByCategory(results.data?.results ?? [], text ? "relevance" : "title"),
    [results.data, text],
  );
  // Results of the previous text stay visible, dimmed, while the new ones arrive.
  const isRefining = results.isPlaceholderData;
  const count = results.data?.count ?? 0;

  let summary: string | null = null;
  if (isRefining) summary = t("catalogue.search.searching");
  else if (results.isSuccess && count > 0)
    summary = text ? t("catalogue.search.resultsFor", { count, text }) : t("catalogue.search.all", { count });

  return (
    <Stack gap="lg">
      <CatalogueActionBar
        search={{ value: search.draft, onChange: search.onChange, onSubmit: search.onSubmit }}
        compact
      />
      <CataloguePageHeader title={t(routeTitleKey("customer-agreement-template-list"))}>
        {summary}
        {isRefining && <Loader size="xs" ml={8} aria-hidden />}
      </CataloguePageHeader>
      {results.isError ? (
        <QueryError message={t("catalogue.search.error")} onRetry={() => void results.refetch()} />
      ) : results.isPending ? (
        <GroupsSkeleton />
      ) : groups.length === 0 && !isRefining ? (
        text ? (
          <NoResults text={text} />
        ) : (
          <Text>{t("catalogue.search.emptyCatalogue")}</Text>
        )
      ) : (
        <Box style={{ opacity: isRefining ? 0.55 : 1, transition: "opacity 120ms" }}>
          <CatalogueColumns groupCount={groups.length}>
            {groups.map((group) => (
              <CatalogueColumnItem key={group.key}>
                <TemplateGroup
                  title={group.title ?? t("catalogue.search.uncategorised")}
                  templates={group.templates}
                />
              </CatalogueColumnItem>
            ))}
          </CatalogueColumns>
        </Box>
      )}
      {text && moreResults?.(text)}
    </Stack>
  );
}

import type { ListResponse, NewsItem } from "@app/contracts";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

const LIST = "/api/account/customer/news/list/";

/** The news page loads this many at a time ("load more"). */
export const NEWS_PAGE_SIZE = 10;

// A language switch refreshes every cached query, so the news come back in the new language.
const newsKeys = {
  latest: (limit: number) => ["news", "customer", "latest", limit] as const,
  pages: ["news", "customer", "pages"] as const,
};

const fetchNews = (query: Record<string, number>, signal?: AbortSignal) =>
  api.get<ListResponse<NewsItem>>(LIST, { query, signal });

/** The dashboard box: the latest published items, newest first. */
export function useLatestNews(limit: number) {
  return useQuery({
    queryKey: newsKeys.latest(limit),
    queryFn: ({ signal }) => fetchNews({ per_page: limit, page: 1 }, signal),
  });
}

/** The news page: one page of ten after another, as "load more" asks. */
export function useNewsPages() {
  return useInfiniteQuery({
    queryKey: newsKeys.pages,
    queryFn: ({ pageParam, signal }) => fetchNews({ per_page: NEWS_PAGE_SIZE, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.length * NEWS_PAGE_SIZE < last.count ? pages.length + 1 : undefined,
  });
}

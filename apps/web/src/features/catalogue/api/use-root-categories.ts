import type { CategoryNode, ListResponse } from "@app/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { CATALOGUE_STALE_MS, CUSTOMER_BASE, catalogueKeys } from "./catalogue-keys";

export function fetchRootCategories(signal?: AbortSignal): Promise<ListResponse<CategoryNode>> {
  return api.get<ListResponse<CategoryNode>>(`${CUSTOMER_BASE}/category/root-nodes-list/`, {
    query: { no_page: "no_page" },
    signal,
  });
}

export const rootCategoriesQuery = queryOptions({
  queryKey: catalogueKeys.rootCategories(),
  queryFn: ({ signal }) => fetchRootCategories(signal),
  select: (page) => page.results,
  staleTime: CATALOGUE_STALE_MS,
});

/** The root categories: one action-bar button each, and the category screen's title. */
export function useRootCategories() {
  return useQuery(rootCategoriesQuery);
}

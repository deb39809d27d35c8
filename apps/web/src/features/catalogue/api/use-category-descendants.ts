import type { CategoryNode, ListResponse } from "@app/contracts";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { CATALOGUE_STALE_MS, CUSTOMER_BASE, catalogueKeys } from "./catalogue-keys";

export function fetchCategoryDescendants(
  id: number,
  signal?: AbortSignal,
): Promise<ListResponse<CategoryNode>> {
  return api.get<ListResponse<CategoryNode>>(`${CUSTOMER_BASE}/category/${id}/descendant-nodes-list/`, {
    query: { no_page: "no_page" },
    signal,
  });
}

/** Every node below a category, each with its public templates. */
export function useCategoryDescendants(id: number | null) {
  return useQuery({
    queryKey: catalogueKeys.categoryDescendants(id ?? 0),
    queryFn: ({ signal }) => fetchCategoryDescendants(id ?? 0, signal),
    select: (page) => page.results,
    enabled: id !== null,
    staleTime: CATALOGUE_STALE_MS,
  });
}

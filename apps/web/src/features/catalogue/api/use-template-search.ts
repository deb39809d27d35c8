import type { ListResponse, TemplateListItem } from "@app/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { CATALOGUE_STALE_MS, CUSTOMER_BASE, catalogueKeys } from "./catalogue-keys";

/**
 * Free search (spec §7, `free_filter__`: synonyms, stemming, accents, typos) in the server's
 * order of relevance (a title match first), or, without text, the whole catalogue by title
 * ascending (spec §7); the screen groups them by category.
 */
export function fetchTemplates(text: string, signal?: AbortSignal): Promise<ListResponse<TemplateListItem>> {
  return api.get<ListResponse<TemplateListItem>>(`${CUSTOMER_BASE}/template/list/`, {
    query: text ? { no_page: "no_page", free_filter__: text } : { no_page: "no_page", order_by__: "title" },
    signal,
  });
}

export function useTemplateSearch(text: string) {
  const term = text.trim();
  return useQuery({
    queryKey: catalogueKeys.templates(term),
    queryFn: ({ signal }) => fetchTemplates(term, signal),
    // While a refined search runs, the previous results stay on screen (dimmed).
    placeholderData: keepPreviousData,
    staleTime: CATALOGUE_STALE_MS,
  });
}

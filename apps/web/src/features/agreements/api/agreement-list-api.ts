import type { AgreementDetail, AgreementSummary, ListResponse } from "@app/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

const BASE = "/api/agreement/customer/agreement";

/**
 * Every agreement query of every feature lives under `["agreement", "customer"]` (this list,
 * the navbar count, the dashboard box, the drafting screen's detail): a change refreshes them
 * all by that prefix.
 */
export const agreementKeys = {
  all: ["agreement", "customer"] as const,
  list: (query: Record<string, string | number>) => [...agreementKeys.all, "list", query] as const,
  latest: (limit: number) => [...agreementKeys.all, "latest", limit] as const,
  detail: (id: number) => [...agreementKeys.all, "detail", id] as const,
};

export function fetchAgreements(query: Record<string, string | number>, signal?: AbortSignal) {
  return api.get<ListResponse<AgreementSummary>>(`${BASE}/list/`, { query, signal });
}

/** One page of the customer's agreements; the previous page stays on screen while the next loads. */
export function useAgreementList(query: Record<string, string | number>) {
  return useQuery({
    queryKey: agreementKeys.list(query),
    queryFn: ({ signal }) => fetchAgreements(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** The dashboard box: the latest changed agreements (spec §7: page size 4, date_last_modify descending). */
export function useLatestAgreements(limit = 4) {
  return useQuery({
    queryKey: agreementKeys.latest(limit),
    queryFn: ({ signal }) =>
      fetchAgreements({ per_page: limit, page: 1, order_by__: "-date_last_modify" }, signal),
  });
}

/** How many of the customer's agreements a free search shows under the templates. */
export const AGREEMENT_SEARCH_LIMIT = 10;

/** Free search over the customer's agreements (spec §7: `free_filter__`, newest change first). */
export function useAgreementSearch(text: string) {
  const query = {
    free_filter__: text,
    order_by__: "-date_last_modify",
    per_page: AGREEMENT_SEARCH_LIMIT,
    page: 1,
  };
  return useQuery({
    queryKey: agreementKeys.list(query),
    queryFn: ({ signal }) => fetchAgreements(query, signal),
    enabled: text.length > 0,
    placeholderData: keepPreviousData,
  });
}

export function useDuplicateAgreement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, title }: { id: number; title: string }) =>
      api.post<AgreementDetail>(`${BASE}/duplicate/${id}/`, { title }),
    // The dialog says why, beside the title and above the buttons.
    meta: { silentError: true },
    onSuccess: (copy) => {
      queryClient.setQueryData(agreementKeys.detail(copy.id), copy);
      return queryClient.invalidateQueries({
        queryKey: agreementKeys.all,
        predicate: (q) => q.queryKey[2] !== "detail",
      });
    },
  });
}

export function useDeleteAgreement() {
  const queryClient = useQueryClient();
  return useMutation({
    // `with_deadlines`: the contract's deadlines leave the calendar with it (issue 17).
    mutationFn: ({ id, withDeadlines }: { id: number; withDeadlines?: boolean }) =>
      api.delete<void>(`${BASE}/destroy/${id}/`, withDeadlines ? { query: { with_deadlines: "true" } } : {}),
    onSuccess: (_, { id }) => {
      // Spec §4: the detail is cleared and the list reloaded.
      queryClient.removeQueries({ queryKey: agreementKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: agreementKeys.all });
    },
  });
}

import type { ListResponse } from "@app/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "./api-client";

/**
 * The query hooks of a back office's generic resources (spec §7: `list/`, `retrieve/{id}/`,
 * `create/`, `partial-update/{id}/`, `destroy/{id}/`) under one base, e.g. `/api/calendar/editor`
 * with its kinds `agenda` and `appointment`. Every write refreshes all the base's lists, since
 * they show one another (counts, names).
 */
export function resourceHooks<Kind extends string>(base: string, cacheKey: readonly string[]) {
  const keyOf = (kind: Kind) => [...cacheKey, kind] as const;
  return {
    useList<T>(kind: Kind, query: Record<string, string | number>) {
      return useQuery({
        queryKey: [...keyOf(kind), "list", query],
        queryFn: ({ signal }) => api.get<ListResponse<T>>(`${base}/${kind}/list/`, { query, signal }),
        placeholderData: keepPreviousData,
      });
    },
    useItem<T>(kind: Kind, id: number | null) {
      return useQuery({
        queryKey: [...keyOf(kind), "item", id],
        queryFn: ({ signal }) => api.get<T>(`${base}/${kind}/retrieve/${id}/`, { signal }),
        enabled: id !== null,
      });
    },
    /** Create (no id) or change; a refusal shows beside the fields (`silentError` when asked). */
    useSave<TBody, T>(kind: Kind, id: number | null, options: { silentError?: boolean } = {}) {
      const client = useQueryClient();
      return useMutation({
        mutationFn: (body: TBody) =>
          id === null
            ? api.post<T>(`${base}/${kind}/create/`, body)
            : api.put<T>(`${base}/${kind}/partial-update/${id}/`, body),
        meta: { silentError: options.silentError ?? false },
        onSuccess: () => client.invalidateQueries({ queryKey: [...cacheKey] }),
      });
    },
    useDelete(kind: Kind) {
      const client = useQueryClient();
      return useMutation({
        mutationFn: (id: number) => api.delete<void>(`${base}/${kind}/destroy/${id}/`),
        onSuccess: () => client.invalidateQueries({ queryKey: [...cacheKey] }),
      });
    },
  };
}

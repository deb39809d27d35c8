import type { ListResponse } from "@app/contracts";
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { api } from "./api-client";

/**
 * After a delete: every list under `cacheKey` is read again, but the deleted row's own query is
 * only marked stale, never fetched: the screen that showed it is still on screen until its caller
 * leaves, and reading it again would log a 404. (Removing it would not do: the screen's next
 * render makes the query anew and fetches it.) A later visit of its address reads it, and 404s.
 */
export function forgetDeleted(
  client: QueryClient,
  cacheKey: readonly unknown[],
  itemKey: readonly unknown[],
): Promise<void> {
  const isItem = (key: readonly unknown[]) =>
    key.length === itemKey.length && key.every((part, index) => part === itemKey[index]);
  void client.invalidateQueries({ queryKey: itemKey, exact: true, refetchType: "none" });
  return client.invalidateQueries({ queryKey: [...cacheKey], predicate: (query) => !isItem(query.queryKey) });
}

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
    /** Create (no id) or change; the edit page shows a refusal, beside the fields and above them. */
    useSave<TBody, T>(kind: Kind, id: number | null) {
      const client = useQueryClient();
      return useMutation({
        mutationFn: (body: TBody) =>
          id === null
            ? api.post<T>(`${base}/${kind}/create/`, body)
            : api.put<T>(`${base}/${kind}/partial-update/${id}/`, body),
        meta: { silentError: true },
        onSuccess: () => client.invalidateQueries({ queryKey: [...cacheKey] }),
      });
    },
    /** Delete; the confirmation shows a refusal (a firm that still has people, say). */
    useDelete(kind: Kind) {
      const client = useQueryClient();
      return useMutation({
        mutationFn: (id: number) => api.delete<void>(`${base}/${kind}/destroy/${id}/`),
        meta: { silentError: true },
        onSuccess: (_answer, id) => forgetDeleted(client, cacheKey, [...keyOf(kind), "item", id]),
      });
    },
  };
}

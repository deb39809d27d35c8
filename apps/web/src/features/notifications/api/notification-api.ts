import type {
  ListResponse,
  Notification,
  NotificationCreateBody,
  NotificationSetStatusBody,
  NotificationUnread,
  NotificationUpdateBody,
} from "@app/contracts";
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { type NotificationListParams, toApiQuery } from "../list-params";
import { BELL_LATEST, nextPageToLoad } from "../notification-rules";

const BASE = "/api/account/customer/notify";

/** The bell asks again this often, and when the window gets the focus back. */
export const UNREAD_POLL_MS = 60_000;

export const notificationKeys = {
  all: ["notifications", "customer"] as const,
  unread: ["notifications", "customer", "unread"] as const,
  latest: ["notifications", "customer", "latest"] as const,
  pages: (filters: Pick<NotificationListParams, "unreadOnly" | "kind">) =>
    ["notifications", "customer", "pages", filters] as const,
  detail: (id: number) => ["notifications", "customer", "detail", id] as const,
  // Apart from `all`: a notification's change does not touch the contracts.
  agreementChoices: ["notifications", "agreement-choices"] as const,
};

/** The bell's count: polled every minute and on focus (its call never shows the overlay, lib/loading-tracker). */
export function useUnreadCount(enabled = true) {
  return useQuery({
    queryKey: notificationKeys.unread,
    queryFn: ({ signal }) => api.get<NotificationUnread>(`${BASE}/unread/`, { signal }),
    select: (answer) => answer.unread,
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: "always",
    staleTime: 0,
    enabled,
  });
}

/** The bell's popover: the latest few, asked each time it opens. */
export function useLatestNotifications(enabled: boolean) {
  return useQuery({
    queryKey: notificationKeys.latest,
    queryFn: ({ signal }) =>
      api.get<ListResponse<Notification>>(`${BASE}/list/`, {
        query: { per_page: BELL_LATEST, page: 1 },
        signal,
      }),
    enabled,
    staleTime: 0,
  });
}

/**
 * The notification screen: page 1 of the filters, then one more page per "load more" (spec
 * §4), each appended to the ones already shown. New filters are a new list from page 1.
 */
export function useNotificationPages(filters: Pick<NotificationListParams, "unreadOnly" | "kind">) {
  return useInfiniteQuery({
    queryKey: notificationKeys.pages(filters),
    queryFn: ({ pageParam, signal }) =>
      api.get<ListResponse<Notification>>(`${BASE}/list/`, { query: toApiQuery(filters, pageParam), signal }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => nextPageToLoad(last.count, last.per_page, pages.length),
    placeholderData: keepPreviousData,
  });
}

export function useNotification(id: number | null) {
  return useQuery({
    queryKey: notificationKeys.detail(id ?? 0),
    queryFn: ({ signal }) => api.get<Notification>(`${BASE}/retrieve/${id}/`, { signal }),
    enabled: id !== null,
  });
}

/** Every write changes what the list and the bell show: both reload. */
function useRefreshAll() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: notificationKeys.all });
}

/** Creates (no id) or changes the customer's own note; a refusal shows under the fields and notifies (spec §8). */
export function useSaveNote(id: number | null) {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: (body: NotificationCreateBody | NotificationUpdateBody) =>
      id === null
        ? api.post<Notification>(`${BASE}/create/`, body)
        : api.put<Notification>(`${BASE}/partial-update/${id}/`, body),
    // The form says why, beside the fields and above the buttons.
    meta: { silentError: true },
    onSuccess: refresh,
  });
}

export function useSetNotificationStatus() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: ({ id, status }: { id: number } & NotificationSetStatusBody) =>
      api.patch<Notification>(`${BASE}/set-status/${id}/`, { status }),
    onSuccess: refresh,
  });
}

export function useDeleteNotification() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`${BASE}/destroy/${id}/`),
    onSuccess: refresh,
  });
}

export function useReadAll() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: () => api.post<NotificationUnread>(`${BASE}/read-all/`, {}),
    onSuccess: refresh,
  });
}

/** The customer's contracts a note may be about, by title. */
export function useAgreementChoices(enabled = true) {
  return useQuery({
    queryKey: notificationKeys.agreementChoices,
    queryFn: ({ signal }) =>
      api.get<ListResponse<{ id: number; title: string }>>("/api/agreement/customer/agreement/list/", {
        query: { no_page: "no_page", order_by__: "title" },
        signal,
      }),
    select: (list) =>
      list.results.map((agreement) => ({ value: String(agreement.id), label: agreement.title })),
    staleTime: 60_000,
    enabled,
  });
}

import type { NotificationKind } from "@app/contracts";
import { oneOf } from "../../lib/list-url";
import type { ListUrlCodec } from "../../lib/use-list-url-state";
import { NOTIFICATION_KINDS, NOTIFICATIONS_PER_PAGE } from "./notification-rules";

/**
 * The notification screen's filters in the URL (`?unread=1&kind=note`). The pages already
 * loaded are not: the list grows by "load more" (spec §4), so a reload or a shared link starts
 * again from the newest, and `page` stays 1 for the shared list helpers.
 */
export interface NotificationListParams {
  page: 1;
  unreadOnly: boolean;
  kind: "" | NotificationKind;
}

export const DEFAULT_NOTIFICATION_PARAMS: NotificationListParams = { page: 1, unreadOnly: false, kind: "" };

export const notificationListUrl: ListUrlCodec<NotificationListParams> = {
  defaults: DEFAULT_NOTIFICATION_PARAMS,
  read: (search) => ({
    page: 1,
    unreadOnly: search.get("unread") === "1",
    kind: oneOf(search.get("kind"), ["", ...NOTIFICATION_KINDS] as const, ""),
  }),
  write: (params) => {
    const search = new URLSearchParams();
    if (params.unreadOnly) search.set("unread", "1");
    if (params.kind) search.set("kind", params.kind);
    return search;
  },
  hasFilters: (params) => params.unreadOnly || params.kind !== "",
};

/** The list call's query for one page (spec §7 generic list: per_page, page, filter__…). */
export function toApiQuery(
  params: Pick<NotificationListParams, "unreadOnly" | "kind">,
  page: number,
): Record<string, string | number> {
  const query: Record<string, string | number> = { per_page: NOTIFICATIONS_PER_PAGE, page };
  if (params.unreadOnly) query.filter__read = "false";
  if (params.kind) query.filter__kind = params.kind;
  return query;
}

import type { Notification } from "@app/contracts";
import { Button, Group, Paper, Stack, Text } from "@mantine/core";
import { IconBell, IconChecks } from "@tabler/icons-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { Outlet, useLocation } from "react-router";
import { pathTo } from "../../../app/paths";
import { routeTitleKey } from "../../../app/route-meta";
import { type ListQueryState, ListScreen } from "../../../components/list-screen";
import { RowsSkeleton } from "../../../components/load-error-alert";
import { NewItemLink } from "../../../components/new-item-link";
import { ResourceEmptyState } from "../../../components/resource-empty-state";
import { notifySuccess } from "../../../lib/notify";
import { useListUrlState } from "../../../lib/use-list-url-state";
import { useTranslation } from "../../../lib/use-translation";
import {
  useNotificationPages,
  useReadAll,
  useSetNotificationStatus,
  useUnreadCount,
} from "../api/notification-api";
import { DeleteNotificationDialog } from "../components/delete-notification-dialog";
import { NotificationFilters } from "../components/notification-filters";
import { NotificationRow } from "../components/notification-row";
import { useOpenNotification } from "../hooks/use-open-notification";
import { notificationListUrl } from "../list-params";

/**
 * `customer-message-notify-list` (spec §2 message/notify/): the customer's notifications, newest
 * first, ten more per "load more" (spec §4), filtered by read mark and kind in the URL; their
 * own notes are written in the `create` and `{id}/edit` dialog routes over it.
 */
export function NotifyListPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const { params, change, clearFilters, filtered } = useListUrlState(notificationListUrl);
  const filters = useMemo(
    () => ({ unreadOnly: params.unreadOnly, kind: params.kind }),
    [params.unreadOnly, params.kind],
  );
  const pages = useNotificationPages(filters);
  const unread = useUnreadCount();
  const readAll = useReadAll();
  const setStatus = useSetNotificationStatus();
  const open = useOpenNotification();
  const [deleting, setDeleting] = useState<Notification | null>(null);
  const listRef = useRef<HTMLDivElement>(null);

  const rows = useMemo(() => pages.data?.pages.flatMap((page) => page.results) ?? [], [pages.data]);
  const last = pages.data?.pages.at(-1);
  const list: ListQueryState<Notification> = {
    data: last ? { results: rows, count: last.count, per_page: last.per_page } : undefined,
    // A failed "load more" keeps the rows already shown: it says so under its button.
    isError: pages.isError && !pages.data,
    isPending: pages.isPending,
    isPlaceholderData: pages.isPlaceholderData,
    isFetching: pages.isFetching,
    refetch: pages.refetch,
  };
  const hasAny = (last?.count ?? 0) > 0 || filtered;
  const nothingUnread = (unread.data ?? 0) === 0;

  // Keyboard and screen-reader users land on the first row the new page brought (once drawn).
  const [focusRow, setFocusRow] = useState<number | null>(null);
  useEffect(() => {
    if (focusRow === null || rows.length <= focusRow) return;
    listRef.current?.querySelectorAll<HTMLElement>("article")[focusRow]?.focus();
    setFocusRow(null);
  }, [rows, focusRow]);
  const loadMore = async () => {
    const firstNew = rows.length;
    const result = await pages.fetchNextPage();
    if (!result.isError) setFocusRow(firstNew);
  };

  return (
    <ListScreen
      title={t(routeTitleKey("customer-message-notify-list"))}
      intro={t("notifications.list.intro")}
      actions={
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconChecks size={18} aria-hidden />}
            // Looks disabled with nothing unread but keeps the focus once clicked (see the bell).
            data-disabled={nothingUnread || undefined}
            aria-disabled={nothingUnread}
            onClick={() =>
              !nothingUnread &&
              !readAll.isPending &&
              readAll.mutate(undefined, { onSuccess: () => notifySuccess(t("notifications.list.allRead")) })
            }
          >
            {t("notifications.list.readAll")}
          </Button>
          <NewItemLink to={`${pathTo("customer-message-notify-create")}${search}`}>
            {t("notifications.list.new")}
          </NewItemLink>
        </Group>
      }
      filters={hasAny && <NotificationFilters params={params} onChange={change} />}
      list={list}
      errorTitle={t("notifications.list.error")}
      loading={<RowsSkeleton rows={3} height={96} />}
      empty={
        <Paper withBorder radius="md">
          <ResourceEmptyState
            icon={<IconBell size={30} />}
            title={t("notifications.empty.title")}
            text={t("notifications.empty.text")}
            action={{ label: t("notifications.empty.cta"), to: pathTo("customer-message-notify-create") }}
          />
        </Paper>
      }
      filtered={filtered}
      onClearFilters={clearFilters}
      noMatchText={t("notifications.list.noMatch")}
      footer={(count) => (
        <Stack gap="xs" mt="xs">
          <Group justify="space-between" gap="sm">
            <Text size="sm" c="dimmed" aria-live="polite" data-testid="notification-shown">
              {t("notifications.list.shown", { shown: rows.length, count })}
            </Text>
            {pages.hasNextPage && (
              <Button variant="default" onClick={() => void loadMore()} loading={pages.isFetchingNextPage}>
                {t("notifications.list.more")}
              </Button>
            )}
          </Group>
          {pages.isFetchNextPageError && (
            <Text size="sm" c="red.8" role="alert">
              {t("notifications.list.moreError")}
            </Text>
          )}
        </Stack>
      )}
      dialogs={
        <>
          <DeleteNotificationDialog notification={deleting} onClose={() => setDeleting(null)} />
          {/* The note's create and edit dialogs (child routes). */}
          <Outlet />
        </>
      }
    >
      {(shown) => (
        <Stack
          // Mantine types a Stack's ref as a div's, whatever it renders.
          ref={listRef}
          component="ul"
          gap="sm"
          aria-label={t("notifications.list.results")}
          style={{ listStyle: "none", padding: 0, margin: 0 }}
        >
          {shown.map((notification) => (
            <li key={notification.id}>
              <NotificationRow
                notification={notification}
                onOpen={open}
                onDelete={setDeleting}
                onToggleRead={(item) =>
                  setStatus.mutate({ id: item.id, status: item.read ? "unread" : "read" })
                }
                toggling={setStatus.isPending && setStatus.variables?.id === notification.id}
              />
            </li>
          ))}
        </Stack>
      )}
    </ListScreen>
  );
}

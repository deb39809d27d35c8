import type { ListResponse } from "@app/contracts";
import { Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { ListEmptyState } from "./list-empty-state";
import { LoadErrorAlert } from "./load-error-alert";
import { ScreenHeading } from "./screen-heading";

/** What a list screen needs of its query (TanStack Query's result fits). */
export interface ListQueryState<T> {
  data: ListResponse<T> | undefined;
  isError: boolean;
  isPending: boolean;
  isPlaceholderData: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface ListScreenProps<T> {
  title: string;
  intro?: ReactNode;
  /** Beside the title: create, export… */
  actions?: ReactNode;
  /** Above the rows; left out while there is nothing to filter. */
  filters?: ReactNode;
  list: ListQueryState<T>;
  /** Placeholders while the first page loads. */
  loading: ReactNode;
  /** Nothing exists yet (no filter): the screen's own empty state. */
  empty: ReactNode;
  /** Filters are active: an empty page means nothing matched them, with the way out. */
  filtered: boolean;
  onClearFilters: () => void;
  noMatchText?: string;
  errorTitle?: string;
  /** The rows of the page, as a table, cards or a grid. */
  children: (rows: T[]) => ReactNode;
  /** Above the rows (e.g. how many there are). */
  header?: (count: number) => ReactNode;
  /** Below the rows (the pager). */
  footer?: (count: number) => ReactNode;
  /** Dialogs the rows open (delete, duplicate…). */
  dialogs?: ReactNode;
}

/**
 * Every list screen of the app (spec §4 Lists): title and actions, filters, then the rows or
 * the state the list is in: loading, failed (with a retry), empty, nothing matching the filters.
 * While the next page loads the current one stays, dimmed. A screen is its declaration.
 */
export function ListScreen<T>(props: ListScreenProps<T>) {
  const { list, filtered } = props;
  const count = list.data?.count ?? 0;
  let body: ReactNode;
  if (list.isError) body = <LoadErrorAlert title={props.errorTitle} onRetry={() => void list.refetch()} />;
  else if (list.isPending || !list.data) body = props.loading;
  else if (count === 0)
    body = filtered ? (
      <ListEmptyState filtered noMatchText={props.noMatchText} onClearFilters={props.onClearFilters} />
    ) : typeof props.empty === "string" ? (
      <ListEmptyState emptyText={props.empty} />
    ) : (
      props.empty
    );
  else
    body = (
      <Stack gap="sm" style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }} aria-busy={list.isFetching}>
        {props.header?.(count)}
        {props.children(list.data.results)}
        {props.footer?.(count)}
      </Stack>
    );
  return (
    <Stack gap="lg">
      <ScreenHeading
        title={props.title}
        below={props.intro && <Text c="dimmed">{props.intro}</Text>}
        actions={props.actions}
      />
      {props.filters}
      {body}
      {props.dialogs}
    </Stack>
  );
}

import { Group, Paper } from "@mantine/core";
import type { TFunction } from "i18next";
import { type ReactNode, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { type PlainRouteName, pathTo, type RouteName } from "../app/paths";
import { routeTitleKey } from "../app/route-meta";
import { type ListParams, listCodec, listQuery } from "../lib/list-codec";
import type { Paging } from "../lib/list-url";
import { type ListUrlCodec, useListUrlState } from "../lib/use-list-url-state";
import { type DataColumn, DataTable } from "./data-table";
import { ListFilters } from "./list-filters";
import { pagerOf } from "./list-pager";
import { type ListQueryState, ListScreen } from "./list-screen";
import { RowsSkeleton } from "./load-error-alert";
import { NewItemLink } from "./new-item-link";

export interface ChoiceOption {
  value: string;
  label: string;
}

/**
 * A choice filter of a list: the filter it sets, its label, and its options when they are known
 * beforehand (the others come from the declaration's `useOptions`).
 */
export interface ChoiceFilter<F extends string> {
  filter: F;
  label: string;
  options?: (t: TFunction) => ChoiceOption[];
}

/**
 * A back-office list screen as a declaration (issue 34): what it lists and how, never how a list
 * screen is drawn. Texts are i18n keys. `search` is the free-text filter, when `filters` has it.
 */
export interface ListPageDeclaration<Row extends { id: number }, O extends string, F extends string> {
  /** The screen's route: its title is the route's. */
  route: RouteName;
  intro?: string;
  orders: readonly O[];
  defaultOrder: O;
  /** Orders that read newest (or largest) first when first chosen. */
  descendingFirst?: readonly O[];
  filters: readonly F[];
  /** The URL codec, when the list's differs from `listCodec`'s (e.g. newest first by default). */
  codec?: ListUrlCodec<ListParams<O, F>>;
  useList: (query: Record<string, string | number>) => ListQueryState<Row>;
  create?: { route: PlainRouteName; label: string };
  /** Further actions beside "New" (an export): a component, so it may use hooks. */
  Actions?: (props: { query: Record<string, string | number> }) => ReactNode;
  search?: string;
  choices?: readonly ChoiceFilter<F>[];
  /** The options of the choices that are loaded (firms, agendas), by filter. */
  useOptions?: () => Partial<Record<F, ChoiceOption[]>>;
  columns: (t: TFunction) => DataColumn<Row, O>[];
  table: { label: string; minWidth: number };
  empty: string;
  loadingRows?: number;
}

const useNoOptions = () => ({});
const codecs = new WeakMap<object, ListUrlCodec<never>>();

/** A declaration's URL codec, made once. */
function codecOf<O extends string, F extends string>(d: {
  codec?: ListUrlCodec<ListParams<O, F>>;
  orders: readonly O[];
  defaultOrder: O;
  filters: readonly F[];
}): ListUrlCodec<ListParams<O, F>> {
  if (d.codec) return d.codec;
  let codec = codecs.get(d) as ListUrlCodec<ListParams<O, F>> | undefined;
  if (!codec) {
    codec = listCodec(d.orders, d.defaultOrder, d.filters);
    codecs.set(d, codec as ListUrlCodec<never>);
  }
  return codec;
}

/**
 * The list screen a declaration describes: a screen file declares its list once, at module level,
 * and its page component is `() => <ResourceListPage declaration={…} />`.
 */
export function ResourceListPage<Row extends { id: number }, O extends string, F extends string>({
  declaration: d,
}: {
  declaration: ListPageDeclaration<Row, O, F>;
}) {
  const { t } = useTranslation();
  const { params, change, clearFilters, filtered } = useListUrlState(codecOf(d));
  // The paging and ordering part of `change` (a list's own filters are strings beside them).
  const changePaging = change as (patch: Partial<Paging<O>>) => void;
  const query = useMemo(() => listQuery(params, d.filters), [params, d.filters]);
  const list = d.useList(query);
  const useOptions = d.useOptions ?? useNoOptions;
  const loaded: Partial<Record<F, ChoiceOption[]>> = useOptions();
  const columns = d.columns(t);
  const setFilter = (filter: string, value: string) =>
    change({ [filter]: value } as Partial<ListParams<O, F>>);
  const { Actions } = d;
  const actions = (d.create || Actions) && (
    <Group gap="sm">
      {Actions && <Actions query={query} />}
      {d.create && <NewItemLink to={pathTo(d.create.route)}>{t(d.create.label)}</NewItemLink>}
    </Group>
  );
  return (
    <ListScreen
      title={t(routeTitleKey(d.route))}
      intro={d.intro && t(d.intro)}
      actions={actions}
      filters={
        <ListFilters
          search={
            d.search
              ? {
                  label: t(d.search),
                  value: (params as Record<string, string>).search ?? "",
                  onChange: (search) => setFilter("search", search),
                }
              : undefined
          }
          choices={(d.choices ?? []).map((choice) => ({
            label: t(choice.label),
            value: params[choice.filter] as string,
            onChange: (value) => setFilter(choice.filter, value),
            data: choice.options?.(t) ?? loaded[choice.filter] ?? [],
          }))}
        />
      }
      list={list}
      loading={<RowsSkeleton rows={d.loadingRows ?? 5} height={36} />}
      empty={t(d.empty)}
      filtered={filtered}
      onClearFilters={clearFilters}
      footer={pagerOf(params, changePaging)}
    >
      {(rows) => (
        <Paper withBorder radius="md">
          <DataTable
            label={t(d.table.label)}
            columns={columns}
            rows={rows}
            order={params}
            onOrder={changePaging}
            descendingFirst={d.descendingFirst}
            minWidth={d.table.minWidth}
          />
        </Paper>
      )}
    </ListScreen>
  );
}

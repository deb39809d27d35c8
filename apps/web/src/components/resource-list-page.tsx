import type { ListResponse } from "@app/contracts";
import { Group, Paper } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { type ComponentType, type ReactNode, useMemo, useState } from "react";
import { type PlainRouteName, pathTo, type RouteName } from "../app/paths";
import { routeTitleKey } from "../app/route-meta";
import { type ListCodecOptions, type ListParams, listCodec, listQuery } from "../lib/list-codec";
import type { PageSize, Paging } from "../lib/list-url";
import type { TFunction } from "../lib/translator";
import { type ListUrlCodec, useListUrlState } from "../lib/use-list-url-state";
import { useTranslation } from "../lib/use-translation";
import { type DataColumn, DataTable } from "./data-table";
import { FilterGrid } from "./filter-grid";
import { ListCards } from "./list-cards";
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
  /** Typed into, for long lists (categories). */
  searchable?: boolean;
  /** The values a loaded choice accepts from a URL (a static one accepts its options'). */
  accepts?: readonly string[] | RegExp;
}

/** A text filter of a list (`filter__<name>`, matching a part of the value). */
export interface TextFilter<F extends string> {
  filter: F;
  label: string;
  placeholder?: string;
}

/** What a row's own actions may ask of the list (its delete confirmation). */
export interface RowActions<Row> {
  remove: (row: Row) => void;
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
  /** Rows per page by default (25). */
  pageSize?: PageSize;
  /** Whether the default order reads newest (or largest) first. */
  defaultDescending?: boolean;
  /** The URL codec, when the list's is not `listCodec`'s (e.g. dates in its filters). */
  codec?: ListUrlCodec<ListParams<O, F>>;
  useList: (query: Record<string, string | number>) => ListQueryState<Row>;
  /** The list call's query, when its filters are not each `filter__<name>` (a date range). */
  query?: (params: ListParams<O, F>) => Record<string, string | number>;
  create?: { route: PlainRouteName; label: string };
  /** Further actions beside "New" (an export): a component, so it may use hooks. */
  Actions?: (props: { query: Record<string, string | number> }) => ReactNode;
  search?: string;
  /** Text filters on columns; with them, the filters are a grid (`FilterGrid`) rather than a bar. */
  texts?: readonly TextFilter<F>[];
  /** A range of days in the grid: the filters holding its first and last day, and their labels. */
  dateRange?: { from: F; to: F; fromLabel: string; toLabel: string };
  /** Filters a row of the grid holds on a wide screen (all of them by default). */
  filterColumns?: number;
  choices?: readonly ChoiceFilter<F>[];
  /** The options of the choices that are loaded (firms, agendas), by filter. */
  useOptions?: () => Partial<Record<F, ChoiceOption[]>>;
  columns: (t: TFunction, actions: RowActions<Row>) => DataColumn<Row, O>[];
  /** The confirmation a row's delete opens; after it, the list steps back a page if it emptied. */
  Remove?: ComponentType<{ item: Row | null; onClose: () => void; onDeleted: () => void }>;
  /** On a phone, a card per row instead of the table, ordered by these orders' labels. */
  cards?: { Card: ComponentType<{ row: Row } & RowActions<Row>>; orderLabels: Record<O, string> };
  /** Drawn after the screen (an Outlet for a screen that opens over the list). */
  After?: ComponentType;
  table: { label: string; minWidth: number };
  /**
   * How many rows the page's answer holds, in words, when the pager should not say the count
   * as it is (a count that is an estimate, `count_is_estimate`); undefined: «25 risultati».
   */
  countText?: (t: TFunction, page: ListResponse<Row>) => string | undefined;
  empty: string;
  loadingRows?: number;
}

const useNoOptions = () => ({});
const codecs = new WeakMap<object, ListUrlCodec<never>>();
// The values a static choice offers, read without translating their labels.
const untranslated = ((key: string) => key) as TFunction;

type Declared<O extends string, F extends string> = Pick<
  ListPageDeclaration<{ id: number }, O, F>,
  "codec" | "orders" | "defaultOrder" | "filters" | "pageSize" | "defaultDescending" | "choices" | "dateRange"
>;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A declaration's URL codec, made once. */
export function codecOf<O extends string, F extends string>(
  d: Declared<O, F>,
): ListUrlCodec<ListParams<O, F>> {
  if (d.codec) return d.codec;
  let codec = codecs.get(d) as ListUrlCodec<ListParams<O, F>> | undefined;
  if (!codec) {
    const accepts = Object.fromEntries(
      (d.choices ?? []).flatMap((choice) => {
        const values = choice.options?.(untranslated).map((option) => option.value);
        return values || choice.accepts ? [[choice.filter, values ?? choice.accepts]] : [];
      }),
    ) as NonNullable<ListCodecOptions<F>["accepts"]>;
    if (d.dateRange) Object.assign(accepts, { [d.dateRange.from]: ISO_DAY, [d.dateRange.to]: ISO_DAY });
    codec = listCodec(d.orders, d.defaultOrder, d.filters, {
      pageSize: d.pageSize,
      descending: d.defaultDescending,
      accepts,
    });
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
  const { params, change, clearFilters, afterDelete, filtered } = useListUrlState(codecOf(d));
  // The paging and ordering part of `change` (a list's own filters are strings beside them).
  const changePaging = change as (patch: Partial<Paging<O>>) => void;
  const query = useMemo(() => (d.query ? d.query(params) : listQuery(params, d.filters)), [params, d]);
  const list = d.useList(query);
  const wide = useMediaQuery("(min-width: 62em)", true, { getInitialValueInEffect: false });
  const [removing, setRemoving] = useState<Row | null>(null);
  const actions: RowActions<Row> = { remove: setRemoving };
  const { Actions, Remove, After, cards } = d;
  const pager = pagerOf(params, changePaging);
  const header = (d.create || Actions) && (
    <Group gap="sm">
      {Actions && <Actions query={query} />}
      {d.create && <NewItemLink to={pathTo(d.create.route)}>{t(d.create.label)}</NewItemLink>}
    </Group>
  );
  return (
    <>
      <ListScreen
        title={t(routeTitleKey(d.route))}
        intro={d.intro && t(d.intro)}
        actions={header}
        filters={<DeclaredFilters declaration={d} params={params} change={change} filtered={filtered} />}
        list={list}
        loading={<RowsSkeleton rows={d.loadingRows ?? 5} height={36} />}
        empty={t(d.empty)}
        filtered={filtered}
        onClearFilters={clearFilters}
        footer={(count) => pager(count, list.data && d.countText?.(t, list.data))}
        dialogs={
          Remove && (
            <Remove
              item={removing}
              onClose={() => setRemoving(null)}
              onDeleted={() => afterDelete(list.data?.results.length ?? 0)}
            />
          )
        }
      >
        {(rows) =>
          cards && !wide ? (
            <ListCards
              rows={rows}
              orders={d.orders.map((value) => ({ value, label: t(cards.orderLabels[value]) }))}
              order={params}
              onOrder={changePaging}
              card={(row) => <cards.Card row={row} {...actions} />}
            />
          ) : (
            <Paper withBorder radius="md">
              <DataTable
                label={t(d.table.label)}
                columns={d.columns(t, actions)}
                rows={rows}
                order={params}
                onOrder={changePaging}
                descendingFirst={d.descendingFirst}
                minWidth={d.table.minWidth}
              />
            </Paper>
          )
        }
      </ListScreen>
      {After && <After />}
    </>
  );
}

/** The declared filters: a bar (free search and a choice or two), or a grid with text filters. */
function DeclaredFilters<O extends string, F extends string>({
  declaration: d,
  params,
  change,
  filtered,
}: {
  declaration: Pick<
    ListPageDeclaration<{ id: number }, O, F>,
    "choices" | "texts" | "search" | "useOptions" | "dateRange" | "filterColumns"
  >;
  params: ListParams<O, F>;
  change: (patch: Partial<ListParams<O, F>>) => void;
  filtered: boolean;
}) {
  const { t } = useTranslation();
  const useOptions = d.useOptions ?? useNoOptions;
  const loaded: Partial<Record<F, ChoiceOption[]>> = useOptions();
  const value = (filter: string) => (params as Record<string, string>)[filter] ?? "";
  const setFilter = (filter: string, next: string) => change({ [filter]: next } as Partial<ListParams<O, F>>);
  const choices = (d.choices ?? []).map((choice) => ({
    label: t(choice.label),
    value: value(choice.filter),
    onChange: (next: string) => setFilter(choice.filter, next),
    data: choice.options?.(t) ?? loaded[choice.filter] ?? [],
    searchable: choice.searchable,
  }));
  if (d.texts) {
    const texts = d.texts.map((text) => ({
      label: t(text.label),
      placeholder: text.placeholder && t(text.placeholder),
      value: value(text.filter),
      onCommit: (next: string) => setFilter(text.filter, next),
    }));
    const range = d.dateRange;
    const dates = range && {
      from: {
        label: t(range.fromLabel),
        value: value(range.from),
        onChange: (day: string) => setFilter(range.from, day),
      },
      to: {
        label: t(range.toLabel),
        value: value(range.to),
        onChange: (day: string) => setFilter(range.to, day),
      },
    };
    return (
      <FilterGrid texts={texts} choices={choices} dates={dates} columns={d.filterColumns} active={filtered} />
    );
  }
  const search = d.search
    ? { label: t(d.search), value: value("search"), onChange: (next: string) => setFilter("search", next) }
    : undefined;
  return <ListFilters search={search} choices={choices} />;
}

import { type EditorNews, NEWS_STATUSES } from "@app/contracts";
import { Anchor, Paper } from "@mantine/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { pathTo } from "../../../app/paths";
import { routeTitleKey } from "../../../app/route-meta";
import { type DataColumn, DataTable } from "../../../components/data-table";
import { ListFilters } from "../../../components/list-filters";
import { pagerOf } from "../../../components/list-pager";
import { ListScreen } from "../../../components/list-screen";
import { RowsSkeleton } from "../../../components/load-error-alert";
import { NewItemLink } from "../../../components/new-item-link";
import { formatDate } from "../../../lib/format-date";
import { type ListParams, listCodec, listQuery } from "../../../lib/list-codec";
import type { ListUrlCodec } from "../../../lib/use-list-url-state";
import { useListUrlState } from "../../../lib/use-list-url-state";
import { useEditorNewsList } from "../api/editor-news-api";
import { NewsStatusBadge } from "../components/news-status-badge";

type NewsOrder = "date" | "title_it" | "status";
const FILTERS = ["search", "status"] as const;
type NewsParams = ListParams<NewsOrder, (typeof FILTERS)[number]>;
const base = listCodec<NewsOrder, (typeof FILTERS)[number]>(["date", "title_it", "status"], "date", FILTERS);

// Newest first unless another order is asked: the item an editor looks for is the latest. The
// plain list keeps a plain URL; oldest first is written as `order=date`.
const codec: ListUrlCodec<NewsParams> = {
  ...base,
  defaults: { ...base.defaults, descending: true },
  read: (search) => (search.has("order") ? base.read(search) : { ...base.read(search), descending: true }),
  write(params) {
    const search = base.write(params);
    if (params.order === "date") {
      if (params.descending) search.delete("order");
      else search.set("order", "date");
    }
    return search;
  },
};

/** `editor-news-list`: the news the editors write for the customers' dashboard, drafts included. */
export function NewsListPage() {
  const { t } = useTranslation();
  const { params, change, clearFilters, filtered } = useListUrlState(codec);
  const query = useMemo(() => listQuery(params, FILTERS), [params]);
  const list = useEditorNewsList(query);
  const columns: DataColumn<EditorNews, NewsOrder>[] = [
    {
      key: "date",
      label: t("editorNews.date"),
      sort: "date",
      cell: (row) => <time dateTime={row.date}>{formatDate(row.date)}</time>,
      cellProps: { style: { whiteSpace: "nowrap" } },
    },
    {
      key: "title_it",
      label: t("editorNews.titleIt"),
      sort: "title_it",
      cell: (row) => (
        <Anchor component={Link} to={pathTo("editor-news-edit", { id: row.id })} fw={600}>
          {row.title_it}
        </Anchor>
      ),
    },
    {
      key: "status",
      label: t("editorNews.status"),
      sort: "status",
      cell: (row) => <NewsStatusBadge status={row.status} />,
    },
  ];
  return (
    <ListScreen
      title={t(routeTitleKey("editor-news-list"))}
      intro={t("editorNews.intro")}
      actions={<NewItemLink to={pathTo("editor-news-create")}>{t("editorNews.new")}</NewItemLink>}
      filters={
        <ListFilters
          search={{
            label: t("editorNews.search"),
            value: params.search,
            onChange: (search) => change({ search }),
          }}
          choices={[
            {
              label: t("editorNews.status"),
              value: params.status,
              onChange: (status) => change({ status }),
              data: NEWS_STATUSES.map((s) => ({ value: s, label: t(`editorNews.statuses.${s}`) })),
            },
          ]}
        />
      }
      list={list}
      loading={<RowsSkeleton rows={4} height={36} />}
      empty={t("editorNews.empty")}
      filtered={filtered}
      onClearFilters={clearFilters}
      footer={pagerOf(params, change)}
    >
      {(rows) => (
        <Paper withBorder radius="md">
          <DataTable
            label={t("editorNews.table")}
            columns={columns}
            rows={rows}
            order={params}
            onOrder={change}
            descendingFirst={["date"]}
            minWidth={560}
          />
        </Paper>
      )}
    </ListScreen>
  );
}

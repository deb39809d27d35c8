import { type EditorNews, NEWS_STATUSES } from "@app/contracts";
import { Anchor } from "@mantine/core";
import { Link } from "react-router";
import { pathTo } from "../../../app/paths";
import { type ListPageDeclaration, ResourceListPage } from "../../../components/resource-list-page";
import { formatDate } from "../../../lib/format-date";
import { type ListParams, listCodec } from "../../../lib/list-codec";
import type { ListUrlCodec } from "../../../lib/use-list-url-state";
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
const NEWS_LIST: ListPageDeclaration<EditorNews, NewsOrder, (typeof FILTERS)[number]> = {
  route: "editor-news-list",
  intro: "editorNews.intro",
  orders: ["date", "title_it", "status"],
  defaultOrder: "date",
  descendingFirst: ["date"],
  filters: FILTERS,
  codec,
  useList: useEditorNewsList,
  create: { route: "editor-news-create", label: "editorNews.new" },
  search: "editorNews.search",
  choices: [
    {
      filter: "status",
      label: "editorNews.status",
      options: (t) => NEWS_STATUSES.map((s) => ({ value: s, label: t(`editorNews.statuses.${s}`) })),
    },
  ],
  columns: (t) => [
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
  ],
  table: { label: "editorNews.table", minWidth: 560 },
  empty: "editorNews.empty",
  loadingRows: 4,
};

export function NewsListPage() {
  return <ResourceListPage declaration={NEWS_LIST} />;
}

import { type FavouriteCount, LANGUAGES, MODULES } from "@app/contracts";
import { Anchor, Text } from "@mantine/core";
import { Link } from "react-router";
import { pathTo } from "../../../app/paths";
import { type ListPageDeclaration, ResourceListPage } from "../../../components/resource-list-page";
import { formatDate } from "../../../lib/format-date";
import { useFavouriteCountList } from "../api/editor-favourites-api";

type Order = "favourites" | "title" | "last_starred_at";
type Filter = "search" | "module" | "language";

/**
 * `editor-agreement-favourite-count-list`: how many customers starred each contract template,
 * the most starred first; a title opens the version a favourite opens (issue 34).
 */
const FAVOURITE_COUNTS: ListPageDeclaration<FavouriteCount, Order, Filter> = {
  route: "editor-agreement-favourite-count-list",
  intro: "editorFavourites.intro",
  orders: ["favourites", "title", "last_starred_at"],
  defaultOrder: "favourites",
  descendingFirst: ["favourites", "last_starred_at"],
  filters: ["search", "module", "language"],
  useList: useFavouriteCountList,
  search: "editorFavourites.search",
  choices: [
    {
      filter: "module",
      label: "editorFavourites.module",
      options: (t) => MODULES.map((m) => ({ value: m, label: t(`editorTemplates.module.${m}`) })),
    },
    {
      filter: "language",
      label: "editorFavourites.language",
      options: () => LANGUAGES.map((l) => ({ value: l, label: l.toUpperCase() })),
    },
  ],
  columns: (t) => [
    {
      key: "title",
      label: t("editorFavourites.template"),
      sort: "title",
      cell: (row) => (
        <Anchor
          component={Link}
          to={pathTo("editor-agreement-template-edit", { id: row.template_id })}
          fw={600}
        >
          {row.title}
        </Anchor>
      ),
    },
    {
      key: "module",
      label: t("editorFavourites.module"),
      cell: (row) => t(`editorTemplates.module.${row.module}`),
    },
    { key: "language", label: t("editorFavourites.language"), cell: (row) => row.language.toUpperCase() },
    {
      key: "favourites",
      label: t("editorFavourites.favourites"),
      sort: "favourites",
      cell: (row) => <Text fw={600}>{row.favourites}</Text>,
    },
    {
      key: "last_starred_at",
      label: t("editorFavourites.lastStarred"),
      sort: "last_starred_at",
      cellProps: { style: { whiteSpace: "nowrap" } },
      cell: (row) => formatDate(row.last_starred_at, "DD/MM/YYYY HH:mm"),
    },
  ],
  table: { label: "editorFavourites.table", minWidth: 720 },
  empty: "editorFavourites.empty",
};

export function FavouriteCountListPage() {
  return <ResourceListPage declaration={FAVOURITE_COUNTS} />;
}

import type { Favourite } from "@app/contracts";
import { Group, Paper, SimpleGrid, Skeleton } from "@mantine/core";
import { routeTitleKey } from "../../../app/route-meta";
import { ListScreen } from "../../../components/list-screen";
import { PagePagination } from "../../../components/page-pagination";
import { readPage } from "../../../lib/list-url";
import { notifySuccess } from "../../../lib/notify";
import { type ListUrlCodec, useListUrlState } from "../../../lib/use-list-url-state";
import { useTranslation } from "../../../lib/use-translation";
import { FAVOURITES_PER_PAGE, useFavouritePage, useRemoveFavourite } from "../api/favourite-api";
import { FavouriteItem } from "../components/favourite-item";
import { FavouritesEmpty } from "../components/favourites-empty";
import { pageAfterDelete } from "../page-after-delete";

/** The favourites' state in the URL: the page alone (six to a page, no filter). */
const favouriteListUrl: ListUrlCodec<{ page: number }> = {
  defaults: { page: 1 },
  read: (search) => ({ page: readPage(search) }),
  write: ({ page }) => new URLSearchParams(page > 1 ? { page: String(page) } : {}),
  hasFilters: () => false,
};

const GRID = { cols: { base: 1, sm: 2, lg: 3 } } as const;

/** `customer-agreement-favourite-list`: the starred templates, six to a page (spec §9). */
export function FavouriteListPage() {
  const { t } = useTranslation();
  const { params, change, clearFilters } = useListUrlState(favouriteListUrl);
  const list = useFavouritePage(params.page);
  const remove = useRemoveFavourite();
  const count = list.data?.count ?? 0;

  const onRemove = (favourite: Favourite) =>
    remove.mutate(favourite.id, {
      onSuccess: () => {
        notifySuccess(t("common.deleted"));
        change({ page: pageAfterDelete(params.page, count, FAVOURITES_PER_PAGE) });
      },
    });

  return (
    <ListScreen
      title={t(routeTitleKey("customer-agreement-favourite-list"))}
      intro={
        <>
          {t("favourites.list.intro")} {count > 0 && t("favourites.list.count", { count })}
        </>
      }
      list={list}
      errorTitle={t("favourites.list.error")}
      loading={
        <SimpleGrid {...GRID} aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={64} radius="md" />
          ))}
        </SimpleGrid>
      }
      empty={
        <Paper withBorder radius="md">
          <FavouritesEmpty />
        </Paper>
      }
      filtered={false}
      onClearFilters={clearFilters}
      footer={(total) => (
        <Group justify="center">
          <PagePagination
            count={total}
            perPage={FAVOURITES_PER_PAGE}
            page={params.page}
            onChange={(page) => change({ page })}
          />
        </Group>
      )}
    >
      {(rows) => (
        <SimpleGrid {...GRID} component="ul" style={{ listStyle: "none", padding: 0 }}>
          {rows.map((favourite) => (
            <Paper key={favourite.id} component="li" withBorder radius="md" p="md">
              <FavouriteItem
                favourite={favourite}
                onRemove={onRemove}
                removing={remove.isPending && remove.variables === favourite.id}
              />
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </ListScreen>
  );
}

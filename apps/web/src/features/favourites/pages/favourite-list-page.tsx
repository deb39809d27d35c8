import type { Favourite } from "@app/contracts";
import {
  Alert,
  Button,
  Group,
  Pagination,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { routeTitleKey } from "../../../app/route-meta";
import { notifySuccess } from "../../../lib/notify";
import { FAVOURITES_PER_PAGE, useFavouritePage, useRemoveFavourite } from "../api/favourite-api";
import { FavouriteItem } from "../components/favourite-item";
import { FavouritesEmpty } from "../components/favourites-empty";
import { pageAfterDelete } from "../page-after-delete";

function readPage(params: URLSearchParams): number {
  const page = Number(params.get("page"));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** `customer-agreement-favourite-list`: the starred templates, six to a page (spec §9). */
export function FavouriteListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = readPage(params);
  const list = useFavouritePage(page);
  const remove = useRemoveFavourite();
  const count = list.data?.count ?? 0;
  const totalPages = Math.max(1, Math.ceil(count / FAVOURITES_PER_PAGE));

  const goTo = (next: number) =>
    setParams(
      (p) => {
        if (next > 1) p.set("page", String(next));
        else p.delete("page");
        return p;
      },
      { preventScrollReset: true },
    );

  const onRemove = (favourite: Favourite) =>
    remove.mutate(favourite.id, {
      onSuccess: () => {
        notifySuccess(t("favourites.list.removed"));
        goTo(pageAfterDelete(page, count, FAVOURITES_PER_PAGE));
      },
    });

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t(routeTitleKey("customer-agreement-favourite-list"))}
        </Title>
        <Text c="dimmed">
          {t("favourites.list.intro")} {list.data && count > 0 && t("favourites.list.count", { count })}
        </Text>
      </Stack>
      {list.isError ? (
        <Alert
          color="red"
          icon={<IconAlertTriangle aria-hidden />}
          title={t("favourites.list.error")}
          role="alert"
        >
          <Button size="compact-sm" variant="white" onClick={() => void list.refetch()}>
            {t("common.retry")}
          </Button>
        </Alert>
      ) : list.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {Array.from({ length: 3 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
            <Skeleton key={i} height={64} radius="md" />
          ))}
        </SimpleGrid>
      ) : count === 0 ? (
        <Paper withBorder radius="md">
          <FavouritesEmpty />
        </Paper>
      ) : (
        <>
          <SimpleGrid
            cols={{ base: 1, sm: 2, lg: 3 }}
            component="ul"
            style={{ listStyle: "none", padding: 0 }}
          >
            {list.data.results.map((favourite) => (
              <Paper key={favourite.id} component="li" withBorder radius="md" p="md">
                <FavouriteItem
                  favourite={favourite}
                  onRemove={onRemove}
                  removing={remove.isPending && remove.variables === favourite.id}
                />
              </Paper>
            ))}
          </SimpleGrid>
          {totalPages > 1 && (
            <Group justify="center">
              <Pagination
                total={totalPages}
                value={Math.min(page, totalPages)}
                onChange={goTo}
                getItemProps={(item) => ({ "aria-label": `${t("favourites.list.pages")}: ${item}` })}
                getControlProps={(control) => ({ "aria-label": t(`favourites.list.control.${control}`) })}
              />
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}

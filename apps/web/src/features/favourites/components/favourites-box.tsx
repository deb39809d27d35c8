import { Anchor, Skeleton, Stack, Text } from "@mantine/core";
import { IconStar } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { pathTo } from "../../../app/paths";
import { DashboardBox } from "../../../components/dashboard-box";
import { useFavouritePage } from "../api/favourite-api";
import { FavouriteItem } from "./favourite-item";
import { FavouritesEmpty } from "./favourites-empty";

/** The dashboard's "My favourites" box: the first page of favourites, with an empty state. */
export function FavouritesBox() {
  const { t } = useTranslation();
  const list = useFavouritePage(1);
  return (
    <DashboardBox
      name="favourites"
      icon={<IconStar size={24} aria-hidden />}
      title={t("dashboard.boxes.favourites")}
      action={
        list.data &&
        list.data.count > 0 && (
          <Anchor component={Link} to={pathTo("customer-agreement-favourite-list")} size="sm">
            {t("favourites.box.all")}
          </Anchor>
        )
      }
    >
      {list.isError ? (
        <Text size="sm" c="red.8" role="alert">
          {t("favourites.box.error")}
        </Text>
      ) : list.isPending ? (
        <Stack gap="xs">
          <Skeleton height={18} />
          <Skeleton height={18} />
        </Stack>
      ) : list.data.results.length === 0 ? (
        <FavouritesEmpty compact />
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {list.data.results.map((favourite) => (
            <li key={favourite.id}>
              <FavouriteItem favourite={favourite} />
            </li>
          ))}
        </Stack>
      )}
    </DashboardBox>
  );
}

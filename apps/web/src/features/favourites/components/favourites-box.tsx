import { Stack } from "@mantine/core";
import { IconStar } from "@tabler/icons-react";
import { pathTo } from "../../../app/paths";
import { BoxList, DashboardBox } from "../../../components/dashboard-box";
import { useTranslation } from "../../../lib/use-translation";
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
      all={{
        to: pathTo("customer-agreement-favourite-list"),
        label: t("favourites.box.all"),
        shown: (list.data?.count ?? 0) > 0,
      }}
    >
      <BoxList query={list} error={t("favourites.box.error")} empty={<FavouritesEmpty compact />}>
        {(rows) => (
          <Stack gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
            {rows.map((favourite) => (
              <li key={favourite.id}>
                <FavouriteItem favourite={favourite} />
              </li>
            ))}
          </Stack>
        )}
      </BoxList>
    </DashboardBox>
  );
}

import type { FavouriteTypology } from "@app/contracts";
import { ActionIcon, Tooltip } from "@mantine/core";
import { IconStar, IconStarFilled } from "@tabler/icons-react";
import { notifySuccess } from "../../../lib/notify";
import { useTranslation } from "../../../lib/use-translation";
import { useAddFavourite, useAllFavourites, useRemoveFavourite } from "../api/favourite-api";

interface FavouriteStarProps {
  templateId: number;
  /** A contract template (the default) or a calculator (spec §3 Favourite typology). */
  typology?: FavouriteTypology;
  /** Read out with the button when several stars share a screen (e.g. a catalogue list). */
  templateTitle?: string;
  size?: "sm" | "md" | "lg";
}

/**
 * Adds a contract template or a calculator to the favourites or takes it out (spec §3
 * Favourite). Usable on any screen that shows one: drafting, the catalogue, the calculators.
 */
export function FavouriteStar({
  templateId,
  typology = "agreement",
  templateTitle,
  size = "lg",
}: FavouriteStarProps) {
  const { t } = useTranslation();
  const favourites = useAllFavourites();
  const add = useAddFavourite();
  const remove = useRemoveFavourite();
  const favourite = favourites.data?.find((f) => f.typology === typology && f.template_id === templateId);
  const starred = favourite !== undefined;
  const busy = favourites.isPending || add.isPending || remove.isPending;
  const calculator = typology === "calculator";
  const label = starred
    ? t(calculator ? "favourites.star.removeCalculator" : "favourites.star.remove")
    : t(calculator ? "favourites.star.addCalculator" : "favourites.star.add");

  const toggle = () => {
    if (busy) return;
    if (favourite)
      remove.mutate(favourite.id, { onSuccess: () => notifySuccess(t("favourites.star.removed")) });
    else
      add.mutate(
        { typology, template_id: templateId },
        { onSuccess: () => notifySuccess(t("favourites.star.added")) },
      );
  };

  return (
    <Tooltip label={label}>
      <ActionIcon
        variant={starred ? "light" : "subtle"}
        color="yellow.7"
        size={size}
        radius="xl"
        aria-pressed={starred}
        aria-label={templateTitle ? `${label}: ${templateTitle}` : label}
        loading={add.isPending || remove.isPending}
        disabled={favourites.isPending}
        onClick={toggle}
        data-testid="favourite-star"
      >
        {starred ? <IconStarFilled size={22} aria-hidden /> : <IconStar size={22} aria-hidden />}
      </ActionIcon>
    </Tooltip>
  );
}

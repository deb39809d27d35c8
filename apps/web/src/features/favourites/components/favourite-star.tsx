import { ActionIcon, Tooltip } from "@mantine/core";
import { IconStar, IconStarFilled } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { notifySuccess } from "../../../lib/notify";
import { useAddFavourite, useAllFavourites, useRemoveFavourite } from "../api/favourite-api";

interface FavouriteStarProps {
  templateId: number;
  /** Read out with the button when several stars share a screen (e.g. a catalogue list). */
  templateTitle?: string;
  size?: "sm" | "md" | "lg";
}

/**
 * Adds a contract template to the favourites or takes it out (spec §3 Favourite). Usable on any
 * screen that shows a template: the create screen now, the catalogue's items later.
 */
export function FavouriteStar({ templateId, templateTitle, size = "lg" }: FavouriteStarProps) {
  const { t } = useTranslation();
  const favourites = useAllFavourites();
  const add = useAddFavourite();
  const remove = useRemoveFavourite();
  const favourite = favourites.data?.find((f) => f.typology === "agreement" && f.template_id === templateId);
  const starred = favourite !== undefined;
  const busy = favourites.isPending || add.isPending || remove.isPending;
  const label = starred ? t("favourites.star.remove") : t("favourites.star.add");

  const toggle = () => {
    if (busy) return;
    if (favourite)
      remove.mutate(favourite.id, { onSuccess: () => notifySuccess(t("favourites.star.removed")) });
    else
      add.mutate(
        { typology: "agreement", template_id: templateId },
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

import { IconStar } from "@tabler/icons-react";
import { pathTo } from "../../../app/paths";
import { ResourceEmptyState } from "../../../components/resource-empty-state";
import { useTranslation } from "../../../lib/use-translation";

/** No favourites yet (spec §8 empty state): what the star is for, and where to find templates. */
export function FavouritesEmpty({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <ResourceEmptyState
      icon={<IconStar size={30} />}
      colour="yellow"
      title={t("favourites.empty.title")}
      text={t("favourites.empty.text")}
      action={{
        label: t("favourites.empty.cta"),
        to: pathTo("customer-agreement-template-list"),
        variant: "light",
      }}
      compact={compact}
    />
  );
}

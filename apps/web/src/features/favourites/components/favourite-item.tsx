import type { Favourite } from "@app/contracts";
import { ActionIcon, Anchor, Badge, Group, Text, Tooltip, VisuallyHidden } from "@mantine/core";
import { IconCalculator, IconFileText, IconStarOff } from "@tabler/icons-react";
import { Link } from "react-router";
import { pathTo } from "../../../app/paths";
import { useTranslation } from "../../../lib/use-translation";

/** Where a favourite leads: drafting a contract from it, or the calculators. */
export function favouriteTarget(favourite: Favourite): string {
  return favourite.typology === "agreement"
    ? pathTo("customer-agreement-agreement-create", { idTemplate: favourite.template_id })
    : `${pathTo("customer-calculator-template-list")}?calculator=${favourite.template_id}`;
}

/** English templates carry a flag; Italian is the norm and shows none (spec §2). */
export function EnglishFlag({ language }: { language: string }) {
  const { t } = useTranslation();
  if (language !== "en") return null;
  return (
    <Badge size="xs" variant="outline" color="blue" radius="sm">
      <span aria-hidden>{t("favourites.list.english")}</span>
      <VisuallyHidden>{t("favourites.list.englishLabel")}</VisuallyHidden>
    </Badge>
  );
}

interface FavouriteItemProps {
  favourite: Favourite;
  /** Absent in the dashboard box, which only links. */
  onRemove?: (favourite: Favourite) => void;
  removing?: boolean;
}

export function FavouriteItem({ favourite, onRemove, removing }: FavouriteItemProps) {
  const { t } = useTranslation();
  const Icon = favourite.typology === "agreement" ? IconFileText : IconCalculator;
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start" justify="space-between">
      <Group gap={8} wrap="nowrap" align="flex-start" miw={0}>
        <Icon size={18} stroke={1.6} aria-hidden style={{ flex: "none", marginTop: 3 }} />
        <Text component="span" size="sm" style={{ overflowWrap: "anywhere" }}>
          <Anchor component={Link} to={favouriteTarget(favourite)} inherit>
            <span lang={favourite.template_language}>{favourite.template_title}</span>
          </Anchor>{" "}
          {favourite.typology === "calculator" && (
            <Badge size="xs" variant="light" color="gray">
              {t("favourites.list.calculator")}
            </Badge>
          )}{" "}
          <EnglishFlag language={favourite.template_language} />
        </Text>
      </Group>
      {onRemove && (
        <Tooltip label={t("favourites.list.remove")}>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t("favourites.list.removeLabel", { title: favourite.template_title })}
            loading={removing}
            onClick={() => onRemove(favourite)}
          >
            <IconStarOff size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}

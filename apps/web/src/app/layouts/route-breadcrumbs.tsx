import { Anchor, Breadcrumbs, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { routeTitleKey, useNamedMatches } from "../route-meta";

/** Spec §2 breadcrumb bar, built from the named routes matched. Hidden on an area's home. */
export function RouteBreadcrumbs() {
  const { t } = useTranslation();
  const crumbs = useNamedMatches();
  if (crumbs.length < 2) return null;

  return (
    <nav aria-label={t("common.breadcrumbs")}>
      <Breadcrumbs mb="md" separatorMargin={6} styles={{ root: { flexWrap: "wrap" } }}>
        {crumbs.map((crumb, index) =>
          index === crumbs.length - 1 ? (
            <Text key={crumb.pathname} size="sm" c="dimmed" aria-current="page">
              {t(routeTitleKey(crumb.name))}
            </Text>
          ) : (
            <Anchor key={crumb.pathname} component={Link} to={crumb.pathname} size="sm">
              {t(routeTitleKey(crumb.name))}
            </Anchor>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}

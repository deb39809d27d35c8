import { Anchor, Breadcrumbs, Text } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "../../lib/use-translation";
import { useNamedMatches } from "../route-meta";

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
              {t(crumb.titleKey)}
            </Text>
          ) : (
            <Anchor key={crumb.pathname} component={Link} to={crumb.pathname} size="sm">
              {t(crumb.titleKey)}
            </Anchor>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}

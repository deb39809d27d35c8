import { Stack, Text } from "@mantine/core";
import { useMemo } from "react";
import { pathTo } from "../../../app/paths";
import { routeTitleKey } from "../../../app/route-meta";
import { NotFoundState } from "../../../components/not-found-state";
import { useItemMissing, useRouteId } from "../../../lib/route-id";
import { useTranslation } from "../../../lib/use-translation";
import { useCategoryDescendants } from "../api/use-category-descendants";
import { useRootCategories } from "../api/use-root-categories";
import { buildCategoryGroups } from "../catalogue-grouping";
import { CatalogueActionBar } from "../components/catalogue-action-bar";
import { CatalogueColumnItem, CatalogueColumns } from "../components/catalogue-columns";
import { CataloguePageHeader } from "../components/catalogue-page-header";
import { GroupsSkeleton } from "../components/groups-skeleton";
import { QueryError } from "../components/query-error";
import { TemplateGroup } from "../components/template-group";

/** `customer-agreement-category-list`: a root category's templates, by subcategory, in 3 columns. */
export function CategoryListPage() {
  const { t } = useTranslation();
  const id = useRouteId();
  const roots = useRootCategories();
  const descendants = useCategoryDescendants(id);
  const groups = useMemo(
    () => (id !== null && descendants.data ? buildCategoryGroups(id, descendants.data) : []),
    [id, descendants.data],
  );
  // Reached from the action bar the id is a root; any other id still lists, under a generic title.
  const root = roots.data?.find((node) => node.id === id);
  const title = root?.title ?? t(routeTitleKey("customer-agreement-category-list"));
  const templateCount = groups.reduce((sum, group) => sum + group.templates.length, 0);
  const missing = useItemMissing(descendants.error);
  if (missing || id === null)
    return (
      <NotFoundState
        back={{ to: pathTo("customer-agreement-template-list"), label: t("catalogue.category.toCatalogue") }}
      />
    );

  return (
    <Stack gap="lg">
      <CatalogueActionBar active={id !== null ? { categoryId: id } : undefined} compact />
      <CataloguePageHeader title={title}>
        {descendants.isSuccess && groups.length > 0
          ? `${t("catalogue.category.intro")} ${t("catalogue.category.templates", { count: templateCount })}.`
          : null}
      </CataloguePageHeader>
      {descendants.isError ? (
        <QueryError message={t("catalogue.category.error")} onRetry={() => void descendants.refetch()} />
      ) : descendants.isPending ? (
        <GroupsSkeleton />
      ) : groups.length === 0 ? (
        <Text>{t("catalogue.category.empty")}</Text>
      ) : (
        <CatalogueColumns groupCount={groups.length}>
          {groups.map((group) => (
            <CatalogueColumnItem key={group.key}>
              <TemplateGroup
                title={group.title}
                path={group.path}
                templates={group.templates}
                disabled={group.disabled}
              />
            </CatalogueColumnItem>
          ))}
        </CatalogueColumns>
      )}
    </Stack>
  );
}

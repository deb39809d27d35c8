import { Button, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { useId } from "@mantine/hooks";
import { IconListSearch } from "@tabler/icons-react";
import { Link, useNavigate } from "react-router";
import { pathTo } from "../../../app/paths";
import { useTranslation } from "../../../lib/use-translation";
import { type CatalogueSearchControl, CatalogueSearchForm } from "./catalogue-search-form";
import { RootCategoryButtons } from "./root-category-buttons";

export interface CatalogueActionBarProps {
  /** On the results screen: the box shows the current text and refines in place. */
  search?: CatalogueSearchControl & { onSubmit: (text: string) => void };
  /** Highlights where the customer is: the guided search, or a root category. */
  active?: { wizard: true } | { categoryId: number };
  /** Above a catalogue screen: on phones the explanations give way to the screen's content. */
  compact?: boolean;
}

/**
 * The dashboard action bar (spec §2), in three columns: free keyword search, guided search, one
 * button per root category. It also heads every catalogue screen.
 */
export function CatalogueActionBar({ search, active, compact = false }: CatalogueActionBarProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const guidedId = useId();
  const categoriesId = useId();
  const isWizard = active !== undefined && "wizard" in active;
  const categoryId = active !== undefined && "categoryId" in active ? active.categoryId : undefined;

  const goToResults = (text: string) =>
    navigate(pathTo("customer-agreement-template-list", {}, { inputTextSearched: text }));

  return (
    <Paper component="section" withBorder radius="md" p="md" aria-label={t("catalogue.actionBar.label")}>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg" verticalSpacing="lg">
        <CatalogueSearchForm onSubmit={search?.onSubmit ?? goToResults} control={search} compact={compact} />
        <Stack gap={6} role="group" aria-labelledby={guidedId}>
          <Text fw={600} size="sm" id={guidedId}>
            {t("catalogue.actionBar.guidedLabel")}
          </Text>
          <Text size="sm" c="dimmed" visibleFrom={compact ? "md" : undefined}>
            {t("catalogue.actionBar.guidedText")}
          </Text>
          <Button
            component={Link}
            to={pathTo("customer-agreement-wizard-list")}
            variant={isWizard ? "filled" : "outline"}
            leftSection={<IconListSearch size={18} aria-hidden />}
            aria-current={isWizard ? "page" : undefined}
            justify="flex-start"
          >
            {t("catalogue.actionBar.guidedButton")}
          </Button>
        </Stack>
        <Stack gap={6} role="group" aria-labelledby={categoriesId}>
          <Text fw={600} size="sm" id={categoriesId}>
            {t("catalogue.actionBar.categoriesLabel")}
          </Text>
          <RootCategoryButtons activeId={categoryId} />
        </Stack>
      </SimpleGrid>
    </Paper>
  );
}

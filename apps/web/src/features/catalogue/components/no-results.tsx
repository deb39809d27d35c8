import { Button, EmptyState, List, useMatches } from "@mantine/core";
import { IconListSearch, IconSearchOff } from "@tabler/icons-react";
import { Link } from "react-router";
import { pathTo } from "../../../app/paths";
import { useTranslation } from "../../../lib/use-translation";

/** Nothing matched the free search: say so, and offer the other ways to find a contract. */
export function NoResults({ text }: { text: string }) {
  const { t } = useTranslation();
  // On phones the illustration would take a third of the width the suggestions need.
  const withIcon = useMatches({ base: false, sm: true });
  return (
    <EmptyState align="left" variant="light" icon={withIcon ? <IconSearchOff aria-hidden /> : undefined}>
      <EmptyState.Title order={2}>{t("catalogue.search.emptyTitle", { text })}</EmptyState.Title>
      <EmptyState.Description>{t("catalogue.search.emptyIntro")}</EmptyState.Description>
      <List size="sm" spacing={4} mt="xs">
        <List.Item>{t("catalogue.search.trySynonym")}</List.Item>
        <List.Item>{t("catalogue.search.tryGuided")}</List.Item>
        <List.Item>{t("catalogue.search.tryCategories")}</List.Item>
      </List>
      <EmptyState.Actions>
        <Button
          component={Link}
          to={pathTo("customer-agreement-wizard-list")}
          leftSection={<IconListSearch size={18} aria-hidden />}
        >
          {t("catalogue.search.guidedButton")}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}

import type { CalculatorListItem } from "@app/contracts";
import { Button, Group, Paper } from "@mantine/core";
import { IconTimeline } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, Outlet } from "react-router";
import { pathTo } from "../../../app/paths";
import { routeTitleKey } from "../../../app/route-meta";
import { pagerOf } from "../../../components/list-pager";
import { ListScreen } from "../../../components/list-screen";
import { RowsSkeleton } from "../../../components/load-error-alert";
import { NewItemLink } from "../../../components/new-item-link";
import { useListUrlState } from "../../../lib/use-list-url-state";
import { useCalculatorList } from "../api/calculator-editor-api";
import { CalculatorDeleteDialog } from "../components/calculator-delete-dialog";
import { CalculatorFilters } from "../components/calculator-filters";
import { CalculatorTable } from "../components/calculator-table";
import { calculatorListQuery, calculatorListUrl } from "../list-params";

/**
 * `editor-calculator-template-list`: every calculator in any status, filtered, ordered, paged;
 * the evaluate screen opens over it (spec §2).
 */
export function CalculatorListPage() {
  const { t } = useTranslation();
  const { params, change, clearFilters, afterDelete, filtered } = useListUrlState(calculatorListUrl);
  const list = useCalculatorList(useMemo(() => calculatorListQuery(params), [params]));
  const [deleting, setDeleting] = useState<CalculatorListItem | null>(null);

  return (
    <>
      <ListScreen
        title={t(routeTitleKey("editor-calculator-template-list"))}
        intro={t("editorCalculators.list.intro")}
        actions={
          <Group gap="xs">
            <Button
              variant="default"
              component={Link}
              to={pathTo("editor-calculator-constant-list")}
              leftSection={<IconTimeline size={18} aria-hidden />}
            >
              {t("editorCalculators.list.constants")}
            </Button>
            <NewItemLink to={pathTo("editor-calculator-template-create")}>
              {t("editorCalculators.list.new")}
            </NewItemLink>
          </Group>
        }
        filters={<CalculatorFilters params={params} onChange={change} />}
        list={list}
        loading={<RowsSkeleton rows={5} height={36} />}
        empty={t("editorCalculators.list.empty")}
        filtered={filtered}
        onClearFilters={clearFilters}
        footer={pagerOf(params, change)}
        dialogs={
          <CalculatorDeleteDialog
            calculator={deleting}
            onClose={() => setDeleting(null)}
            onDeleted={() => afterDelete(list.data?.results.length ?? 0)}
          />
        }
      >
        {(rows) => (
          <Paper withBorder radius="md">
            <CalculatorTable rows={rows} params={params} onChange={change} onDelete={setDeleting} />
          </Paper>
        )}
      </ListScreen>
      <Outlet />
    </>
  );
}

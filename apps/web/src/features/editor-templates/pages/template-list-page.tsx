import type { EditorTemplateListItem } from "@app/contracts";
import { Paper } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { pathTo } from "../../../app/paths";
import { routeTitleKey } from "../../../app/route-meta";
import { pagerOf } from "../../../components/list-pager";
import { ListScreen } from "../../../components/list-screen";
import { RowsSkeleton } from "../../../components/load-error-alert";
import { NewItemLink } from "../../../components/new-item-link";
import { useListUrlState } from "../../../lib/use-list-url-state";
import { useTemplateList } from "../api/template-api";
import { TemplateCards } from "../components/template-cards";
import { TemplateDeleteDialog } from "../components/template-delete-dialog";
import { TemplateFilters } from "../components/template-filters";
import { TemplateTable } from "../components/template-table";
import { templateListQuery, templateListUrl } from "../list-params";

/** `editor-agreement-template-list`: every version of every template, filtered, ordered, paged. */
export function TemplateListPage() {
  const { t } = useTranslation();
  const { params, change, clearFilters, afterDelete, filtered } = useListUrlState(templateListUrl);
  const list = useTemplateList(useMemo(() => templateListQuery(params), [params]));
  const wide = useMediaQuery("(min-width: 62em)", true, { getInitialValueInEffect: false });
  const [deleting, setDeleting] = useState<EditorTemplateListItem | null>(null);
  const rowProps = { params, onChange: change, onDelete: setDeleting };

  return (
    <ListScreen
      title={t(routeTitleKey("editor-agreement-template-list"))}
      intro={t("editorTemplates.list.intro")}
      actions={
        <NewItemLink to={pathTo("editor-agreement-template-create")}>
          {t("editorTemplates.list.new")}
        </NewItemLink>
      }
      filters={<TemplateFilters params={params} onChange={change} />}
      list={list}
      loading={<RowsSkeleton rows={5} height={36} />}
      empty={t("editorTemplates.list.empty")}
      filtered={filtered}
      onClearFilters={clearFilters}
      footer={pagerOf(params, change)}
      dialogs={
        <TemplateDeleteDialog
          template={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => afterDelete(list.data?.results.length ?? 0)}
        />
      }
    >
      {(rows) =>
        wide ? (
          <Paper withBorder radius="md">
            <TemplateTable rows={rows} {...rowProps} />
          </Paper>
        ) : (
          <TemplateCards rows={rows} {...rowProps} />
        )
      }
    </ListScreen>
  );
}

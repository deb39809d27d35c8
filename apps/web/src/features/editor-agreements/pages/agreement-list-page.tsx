import { Button, Paper } from "@mantine/core";
import { IconFileSpreadsheet } from "@tabler/icons-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { routeTitleKey } from "../../../app/route-meta";
import { pagerOf } from "../../../components/list-pager";
import { ListScreen } from "../../../components/list-screen";
import { RowsSkeleton } from "../../../components/load-error-alert";
import { notifySuccess } from "../../../lib/notify";
import { useListUrlState } from "../../../lib/use-list-url-state";
import { useEditorAgreements, useExportAgreements } from "../api/agreements-api";
import { EditorAgreementFilters } from "../components/agreement-filters";
import { EditorAgreementTable } from "../components/agreement-table";
import { agreementQuery, editorAgreementListUrl } from "../list-params";

/** `editor-agreement-agreement-list`: every customer's agreements, read-only, and their export. */
export function EditorAgreementListPage() {
  const { t } = useTranslation();
  const { params, change, clearFilters, filtered } = useListUrlState(editorAgreementListUrl);
  const query = useMemo(() => agreementQuery(params), [params]);
  const list = useEditorAgreements(query);
  const exporter = useExportAgreements();

  return (
    <ListScreen
      title={t(routeTitleKey("editor-agreement-agreement-list"))}
      intro={t("editorAgreements.intro")}
      actions={
        <Button
          leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
          loading={exporter.isPending}
          onClick={() =>
            exporter.mutate(query, {
              onSuccess: (name) => notifySuccess(t("editorAgreements.exported", { name })),
            })
          }
        >
          {t("editorAgreements.export")}
        </Button>
      }
      filters={<EditorAgreementFilters params={params} onChange={change} />}
      list={list}
      loading={<RowsSkeleton rows={5} height={36} />}
      empty={t("editorAgreements.empty")}
      filtered={filtered}
      onClearFilters={clearFilters}
      footer={pagerOf(params, change)}
    >
      {(rows) => (
        <Paper withBorder radius="md">
          <EditorAgreementTable rows={rows} params={params} onChange={change} />
        </Paper>
      )}
    </ListScreen>
  );
}

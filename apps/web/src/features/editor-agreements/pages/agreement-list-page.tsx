import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconFileSpreadsheet } from "@tabler/icons-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { routeTitleKey } from "../../../app/route-meta";
import { ListEmptyState } from "../../../components/list-empty-state";
import { ListPager } from "../../../components/list-pager";
import { LoadErrorAlert, RowsSkeleton } from "../../../components/load-error-alert";
import { notifySuccess } from "../../../lib/notify";
import { useEditorAgreements, useExportAgreements } from "../api/agreements-api";
import { EditorAgreementFilters } from "../components/agreement-filters";
import { EditorAgreementTable } from "../components/agreement-table";
import {
  agreementQuery,
  DEFAULT_AGREEMENT_PARAMS,
  type EditorAgreementParams,
  hasAgreementFilters,
  readAgreementParams,
  updateAgreementParams,
  writeAgreementParams,
} from "../list-params";

/** `editor-agreement-agreement-list`: every customer's agreements, read-only, and their export. */
export function EditorAgreementListPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => readAgreementParams(search), [search]);
  const query = useMemo(() => agreementQuery(params), [params]);
  const list = useEditorAgreements(query);
  const exporter = useExportAgreements();
  const count = list.data?.count ?? 0;
  const filtered = hasAgreementFilters(params);

  const change = (patch: Partial<EditorAgreementParams>) =>
    setSearch((current) => writeAgreementParams(updateAgreementParams(readAgreementParams(current), patch)), {
      replace: !("page" in patch),
      preventScrollReset: true,
    });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t(routeTitleKey("editor-agreement-agreement-list"))}
          </Title>
          <Text c="dimmed">{t("editorAgreements.intro")}</Text>
        </Stack>
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
      </Group>
      <EditorAgreementFilters params={params} onChange={change} />
      {list.isError ? (
        <LoadErrorAlert onRetry={() => void list.refetch()} />
      ) : list.isPending ? (
        <RowsSkeleton rows={5} height={36} />
      ) : count === 0 ? (
        <ListEmptyState
          filtered={filtered}
          emptyText={t("editorAgreements.empty")}
          onClearFilters={() => setSearch(writeAgreementParams(DEFAULT_AGREEMENT_PARAMS))}
        />
      ) : (
        <Stack gap="sm" style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }} aria-busy={list.isFetching}>
          <Paper withBorder radius="md">
            <EditorAgreementTable rows={list.data.results} params={params} onChange={change} />
          </Paper>
          <ListPager
            count={count}
            page={params.page}
            perPage={params.perPage}
            onPage={(page) => change({ page })}
            onPerPage={(perPage) => change({ perPage })}
          />
        </Stack>
      )}
    </Stack>
  );
}

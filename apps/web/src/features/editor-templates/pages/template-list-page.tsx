import type { EditorTemplateListItem } from "@app/contracts";
import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconPlus } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { pathTo } from "../../../app/paths";
import { routeTitleKey } from "../../../app/route-meta";
import { ListEmptyState } from "../../../components/list-empty-state";
import { ListPager } from "../../../components/list-pager";
import { LoadErrorAlert, RowsSkeleton } from "../../../components/load-error-alert";
import { useTemplateList } from "../api/template-api";
import { TemplateCards } from "../components/template-cards";
import { TemplateDeleteDialog } from "../components/template-delete-dialog";
import { TemplateFilters } from "../components/template-filters";
import { TemplateTable } from "../components/template-table";
import {
  DEFAULT_TEMPLATE_PARAMS,
  hasTemplateFilters,
  readTemplateParams,
  type TemplateListParams,
  templateListQuery,
  updateTemplateParams,
  writeTemplateParams,
} from "../list-params";

/** `editor-agreement-template-list`: every version of every template, filtered, ordered, paged. */
export function TemplateListPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => readTemplateParams(search), [search]);
  const list = useTemplateList(useMemo(() => templateListQuery(params), [params]));
  const wide = useMediaQuery("(min-width: 62em)", true, { getInitialValueInEffect: false });
  const [deleting, setDeleting] = useState<EditorTemplateListItem | null>(null);

  // From the URL as it is when the change lands: a debounced filter must not undo a newer choice.
  const change = (patch: Partial<TemplateListParams>) =>
    setSearch((current) => writeTemplateParams(updateTemplateParams(readTemplateParams(current), patch)), {
      replace: !("page" in patch),
      preventScrollReset: true,
    });

  const count = list.data?.count ?? 0;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t(routeTitleKey("editor-agreement-template-list"))}
          </Title>
          <Text c="dimmed">{t("editorTemplates.list.intro")}</Text>
        </Stack>
        <Button
          component={Link}
          to={pathTo("editor-agreement-template-create")}
          leftSection={<IconPlus size={18} aria-hidden />}
        >
          {t("editorTemplates.list.new")}
        </Button>
      </Group>
      <TemplateFilters params={params} onChange={change} />
      {list.isError ? (
        <LoadErrorAlert onRetry={() => void list.refetch()} />
      ) : list.isPending ? (
        <RowsSkeleton rows={5} height={36} />
      ) : count === 0 ? (
        <ListEmptyState
          filtered={hasTemplateFilters(params)}
          emptyText={t("editorTemplates.list.empty")}
          onClearFilters={() => setSearch(writeTemplateParams(DEFAULT_TEMPLATE_PARAMS))}
        />
      ) : (
        <Stack gap="sm" style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }} aria-busy={list.isFetching}>
          {wide ? (
            <Paper withBorder radius="md">
              <TemplateTable
                rows={list.data.results}
                params={params}
                onChange={change}
                onDelete={setDeleting}
              />
            </Paper>
          ) : (
            <TemplateCards
              rows={list.data.results}
              params={params}
              onChange={change}
              onDelete={setDeleting}
            />
          )}
          <ListPager
            count={count}
            page={params.page}
            perPage={params.perPage}
            onPage={(page) => change({ page })}
            onPerPage={(perPage) => change({ perPage })}
          />
        </Stack>
      )}
      <TemplateDeleteDialog
        template={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => {
          if (list.data && list.data.results.length === 1 && params.page > 1)
            change({ page: params.page - 1 });
        }}
      />
    </Stack>
  );
}

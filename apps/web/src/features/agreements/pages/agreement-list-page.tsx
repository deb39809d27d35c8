import type { AgreementSummary } from "@app/contracts";
import { Alert, Button, Group, Pagination, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconAlertTriangle, IconPlus } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { pathTo } from "../../../app/paths";
import { routeTitleKey } from "../../../app/route-meta";
import { useAgreementList } from "../api/agreement-list-api";
import { AgreementCard, type AgreementDocumentActions } from "../components/agreement-card";
import { AgreementFilters } from "../components/agreement-filters";
import { AgreementsEmpty } from "../components/agreements-empty";
import { DeleteDialog } from "../components/delete-dialog";
import { DuplicateDialog } from "../components/duplicate-dialog";
import {
  type AgreementListParams,
  DEFAULT_PARAMS,
  hasFilters,
  readListParams,
  toApiQuery,
  updateListParams,
  writeListParams,
} from "../list-params";

/**
 * `customer-agreement-agreement-list`: the customer's agreements as cards, filtered, sorted,
 * paged. The route hands in the document actions (download, print preview, e-mail).
 */
export function AgreementListPage({ documents }: { documents: AgreementDocumentActions }) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => readListParams(search), [search]);
  const query = useMemo(() => toApiQuery(params), [params]);
  const list = useAgreementList(query);
  const [duplicating, setDuplicating] = useState<AgreementSummary | null>(null);
  const [deleting, setDeleting] = useState<AgreementSummary | null>(null);

  // From the URL as it is when the change lands: a debounced filter must not undo a newer choice.
  const change = (patch: Partial<AgreementListParams>) =>
    setSearch((current) => writeListParams(updateListParams(readListParams(current), patch)), {
      replace: !("page" in patch),
      preventScrollReset: true,
    });

  const count = list.data?.count ?? 0;
  const totalPages = Math.max(1, Math.ceil(count / params.perPage));
  const filtered = hasFilters(params);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t(routeTitleKey("customer-agreement-agreement-list"))}
          </Title>
          <Text c="dimmed">{t("agreements.list.intro")}</Text>
        </Stack>
        <Button
          component={Link}
          to={pathTo("customer-agreement-template-list")}
          leftSection={<IconPlus size={18} aria-hidden />}
        >
          {t("agreements.list.new")}
        </Button>
      </Group>
      {(count > 0 || filtered || params.page > 1) && <AgreementFilters params={params} onChange={change} />}
      {list.isError ? (
        <Alert
          color="red"
          icon={<IconAlertTriangle aria-hidden />}
          title={t("agreements.list.error")}
          role="alert"
        >
          <Button size="compact-sm" variant="white" onClick={() => void list.refetch()}>
            {t("common.retry")}
          </Button>
        </Alert>
      ) : list.isPending ? (
        <Stack gap="sm">
          {Array.from({ length: 3 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
            <Skeleton key={i} height={110} radius="md" />
          ))}
        </Stack>
      ) : count === 0 && !filtered ? (
        <Paper withBorder radius="md">
          <AgreementsEmpty />
        </Paper>
      ) : (
        <Stack gap="sm" style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }} aria-busy={list.isFetching}>
          <Text size="sm" c="dimmed" aria-live="polite" data-testid="agreement-count">
            {count === 0 ? t("agreements.list.noMatch") : t("agreements.list.count", { count })}
          </Text>
          {count === 0 && (
            <Group>
              <Button variant="light" size="xs" onClick={() => setSearch(writeListParams(DEFAULT_PARAMS))}>
                {t("agreements.list.clearFilters")}
              </Button>
            </Group>
          )}
          <Stack
            gap="sm"
            component="ul"
            aria-label={t("agreements.list.results")}
            style={{ listStyle: "none", padding: 0, margin: 0 }}
          >
            {list.data.results.map((agreement) => (
              <li key={agreement.id}>
                <AgreementCard
                  agreement={agreement}
                  documents={documents}
                  onDuplicate={setDuplicating}
                  onDelete={setDeleting}
                />
              </li>
            ))}
          </Stack>
          {totalPages > 1 && (
            <Group justify="center" mt="sm">
              <Pagination
                total={totalPages}
                value={Math.min(params.page, totalPages)}
                onChange={(page) => change({ page })}
                getItemProps={(item) => ({ "aria-label": `${t("agreements.list.pages")}: ${item}` })}
                getControlProps={(control) => ({ "aria-label": t(`agreements.list.control.${control}`) })}
              />
            </Group>
          )}
        </Stack>
      )}
      <DuplicateDialog agreement={duplicating} onClose={() => setDuplicating(null)} />
      <DeleteDialog
        agreement={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => {
          // The last card of a later page gone: show the page before it.
          if (list.data && list.data.results.length === 1 && params.page > 1)
            change({ page: params.page - 1 });
        }}
      />
    </Stack>
  );
}

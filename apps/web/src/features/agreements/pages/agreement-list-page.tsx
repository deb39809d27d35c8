import type { AgreementSummary } from "@app/contracts";
import { Group, Paper, Skeleton, Stack, Text } from "@mantine/core";
import { useMemo, useState } from "react";
import { pathTo } from "../../../app/paths";
import { routeTitleKey } from "../../../app/route-meta";
import { ListScreen } from "../../../components/list-screen";
import { NewItemLink } from "../../../components/new-item-link";
import { PagePagination } from "../../../components/page-pagination";
import { useListUrlState } from "../../../lib/use-list-url-state";
import { useTranslation } from "../../../lib/use-translation";
import { useAgreementList } from "../api/agreement-list-api";
import { AgreementCard, type AgreementDocumentActions } from "../components/agreement-card";
import { AgreementFilters } from "../components/agreement-filters";
import { AgreementsEmpty } from "../components/agreements-empty";
import { DeleteDialog, type DeleteOptionsSlot } from "../components/delete-dialog";
import { DuplicateDialog } from "../components/duplicate-dialog";
import { agreementListUrl, toApiQuery } from "../list-params";

/**
 * `customer-agreement-agreement-list`: the customer's agreements as cards, filtered, sorted,
 * paged. The route hands in the document actions (download, print preview, e-mail).
 */
export function AgreementListPage({
  documents,
  deleteOptions,
}: {
  documents: AgreementDocumentActions;
  /** Asked beside the delete confirmation (the calendar's deadlines), composed in by the route. */
  deleteOptions?: DeleteOptionsSlot;
}) {
  const { t } = useTranslation();
  const { params, change, clearFilters, afterDelete, filtered } = useListUrlState(agreementListUrl);
  const list = useAgreementList(useMemo(() => toApiQuery(params), [params]));
  const [duplicating, setDuplicating] = useState<AgreementSummary | null>(null);
  const [deleting, setDeleting] = useState<AgreementSummary | null>(null);
  // A customer with no agreement yet has nothing to filter.
  const hasAny = (list.data?.count ?? 0) > 0 || filtered || params.page > 1;

  return (
    <ListScreen
      title={t(routeTitleKey("customer-agreement-agreement-list"))}
      intro={t("agreements.list.intro")}
      actions={
        <NewItemLink to={pathTo("customer-agreement-template-list")}>{t("agreements.list.new")}</NewItemLink>
      }
      filters={hasAny && <AgreementFilters params={params} onChange={change} />}
      list={list}
      errorTitle={t("agreements.list.error")}
      loading={
        <Stack gap="sm" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={110} radius="md" />
          ))}
        </Stack>
      }
      empty={
        <Paper withBorder radius="md">
          <AgreementsEmpty />
        </Paper>
      }
      filtered={filtered}
      onClearFilters={clearFilters}
      noMatchText={t("agreements.list.noMatch")}
      header={(count) => (
        <Text size="sm" c="dimmed" aria-live="polite" data-testid="agreement-count">
          {t("agreements.list.count", { count })}
        </Text>
      )}
      footer={(count) => (
        <Group justify="center" mt="sm">
          <PagePagination
            count={count}
            perPage={params.perPage}
            page={params.page}
            onChange={(page) => change({ page })}
          />
        </Group>
      )}
      dialogs={
        <>
          <DuplicateDialog agreement={duplicating} onClose={() => setDuplicating(null)} />
          <DeleteDialog
            agreement={deleting}
            onClose={() => setDeleting(null)}
            onDeleted={() => afterDelete(list.data?.results.length ?? 0)}
            options={deleteOptions}
          />
        </>
      }
    >
      {(rows) => (
        <Stack
          gap="sm"
          component="ul"
          aria-label={t("agreements.list.results")}
          style={{ listStyle: "none", padding: 0, margin: 0 }}
        >
          {rows.map((agreement) => (
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
      )}
    </ListScreen>
  );
}

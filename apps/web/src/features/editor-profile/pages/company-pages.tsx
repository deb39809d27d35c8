import { COMPANY_FIELDS, type Company } from "@app/contracts";
import { Anchor, Paper, Skeleton, Stack, Table, Text, Title } from "@mantine/core";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { pathTo } from "../../../app/paths";
import { routeTitleKey } from "../../../app/route-meta";
import { CompanyFields, companyValues } from "../../../components/company-fields";
import { type DataColumn, DataTable } from "../../../components/data-table";
import { ListFilters } from "../../../components/list-filters";
import { pagerOf } from "../../../components/list-pager";
import { ListScreen } from "../../../components/list-screen";
import { LoadErrorAlert, RowsSkeleton } from "../../../components/load-error-alert";
import { NewItemLink } from "../../../components/new-item-link";
import { NotFoundState } from "../../../components/not-found-state";
import { ResourceForm } from "../../../components/resource-form";
import { serverFormErrors } from "../../../lib/form-errors";
import { listCodec, listQuery } from "../../../lib/list-codec";
import { notifySuccess } from "../../../lib/notify";
import { useItemMissing, useRouteId } from "../../../lib/route-id";
import { useListUrlState } from "../../../lib/use-list-url-state";
import { useCompany, useCompanyList, useProfileList, useSaveCompany } from "../api/editor-profile-api";

type CompanyOrder = "name" | "city" | "created_at";
const FILTERS = ["search"] as const;
const codec = listCodec<CompanyOrder, (typeof FILTERS)[number]>(
  ["name", "city", "created_at"],
  "name",
  FILTERS,
);

/** `editor-profile-company-list`: the subscriber firms, searchable by name, VAT number or city. */
export function CompanyListPage() {
  const { t } = useTranslation();
  const { params, change, clearFilters, filtered } = useListUrlState(codec);
  const query = useMemo(() => listQuery(params, FILTERS), [params]);
  const list = useCompanyList(query);
  const columns: DataColumn<Company, CompanyOrder>[] = [
    {
      key: "name",
      label: t("editorProfile.company.name"),
      sort: "name",
      cell: (row) => (
        <Anchor component={Link} to={pathTo("editor-profile-company-edit", { id: row.id })} fw={600}>
          {row.name}
        </Anchor>
      ),
    },
    { key: "vat", label: t("editorProfile.company.vat_number"), cell: (row) => row.vat_number || "—" },
    {
      key: "city",
      label: t("editorProfile.company.city"),
      sort: "city",
      cell: (row) => [row.city, row.province].filter(Boolean).join(" ") || "—",
    },
    { key: "members", label: t("editorProfile.company.members"), cell: (row) => row.members_count },
  ];
  return (
    <ListScreen
      title={t(routeTitleKey("editor-profile-company-list"))}
      actions={
        <NewItemLink to={pathTo("editor-profile-company-create")}>
          {t("editorProfile.company.new")}
        </NewItemLink>
      }
      filters={
        <ListFilters
          search={{
            label: t("editorProfile.company.search"),
            value: params.search,
            onChange: (search) => change({ search }),
          }}
          choices={[]}
        />
      }
      list={list}
      loading={<RowsSkeleton rows={5} height={36} />}
      empty={t("editorProfile.company.empty")}
      filtered={filtered}
      onClearFilters={clearFilters}
      footer={pagerOf(params, change)}
    >
      {(rows) => (
        <Paper withBorder radius="md">
          <DataTable
            label={t("editorProfile.company.table")}
            columns={columns}
            rows={rows}
            order={params}
            onOrder={change}
            minWidth={640}
          />
        </Paper>
      )}
    </ListScreen>
  );
}

/** `editor-profile-company-create` and `{id}/edit`: a firm's details, and its people. */
export function CompanyEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useRouteId();
  const company = useCompany(id);
  const missing = useItemMissing(company.error);
  const save = useSaveCompany(id);
  const [values, setValues] = useState(companyValues());
  useEffect(() => {
    if (company.data) setValues(companyValues(company.data));
  }, [company.data]);
  const errors = serverFormErrors(save.error, [...COMPANY_FIELDS]);
  const back = pathTo("editor-profile-company-list");
  if (missing) return <NotFoundState back={{ to: back }} />;
  if (id !== null && company.isError)
    return <LoadErrorAlert title={t("itemState.loadError")} onRetry={() => void company.refetch()} />;
  return (
    <Stack gap="md">
      <Title order={1}>{id === null ? t("editorProfile.company.new") : (company.data?.name ?? "")}</Title>
      {id !== null && !company.data ? (
        <Skeleton height={300} />
      ) : (
        <Paper withBorder p="md" radius="md">
          <ResourceForm
            framed={false}
            onSubmit={() =>
              save.mutate(values, {
                onSuccess: (saved) => {
                  notifySuccess(t("common.saved"));
                  if (id === null)
                    navigate(pathTo("editor-profile-company-edit", { id: saved.id }), { replace: true });
                },
              })
            }
            otherErrors={errors.other}
            otherErrorsTitle={t("editorProfile.notSaved")}
            submitLabel={t("editorProfile.save")}
            cancel={{ label: t("editorProfile.back"), to: back }}
            pending={save.isPending}
            canSubmit={values.name.trim() !== ""}
          >
            <CompanyFields
              values={values}
              onChange={(field, value) => setValues((v) => ({ ...v, [field]: value }))}
              errors={errors.fields}
              label={(field) => t(`editorProfile.company.${field}`)}
            />
          </ResourceForm>
        </Paper>
      )}
      {id !== null && <CompanyMembers companyId={id} />}
    </Stack>
  );
}

function CompanyMembers({ companyId }: { companyId: number }) {
  const { t } = useTranslation();
  const people = useProfileList({ no_page: "no_page", filter__company: companyId });
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="company-members">
      <Title order={2} size="h4" id="company-members" mb="sm">
        {t("editorProfile.company.members")}
      </Title>
      {people.data?.results.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("editorProfile.company.noMembers")}
        </Text>
      ) : (
        <Table>
          <Table.Tbody>
            {people.data?.results.map((p) => (
              <Table.Tr key={p.id}>
                <Table.Td>
                  <Anchor component={Link} to={pathTo("editor-profile-profile-edit", { id: p.id })}>
                    {[p.first_name, p.last_name].filter(Boolean).join(" ") || p.username}
                  </Anchor>
                </Table.Td>
                <Table.Td>{p.username}</Table.Td>
                <Table.Td>{p.role ? t(`editorProfile.roles.${p.role}`) : "—"}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}

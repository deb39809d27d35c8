import {
  LICENCE_PLANS,
  LICENCE_STATUSES,
  type Licence,
  type LicencePlan,
  type LicenceStatus,
} from "@app/contracts";
import {
  Anchor,
  Button,
  Group,
  Menu,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Textarea,
  Title,
} from "@mantine/core";
import { IconChevronDown, IconFileSpreadsheet } from "@tabler/icons-react";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { pathTo } from "../../../app/paths";
import { routeTitleKey } from "../../../app/route-meta";
import { type DataColumn, DataTable } from "../../../components/data-table";
import { DateField } from "../../../components/date-fields";
import { LicenceStatusBadge } from "../../../components/licence-status-badge";
import { ListFilters } from "../../../components/list-filters";
import { pagerOf } from "../../../components/list-pager";
import { ListScreen } from "../../../components/list-screen";
import { LoadErrorAlert, RowsSkeleton } from "../../../components/load-error-alert";
import { NewItemLink } from "../../../components/new-item-link";
import { NotFoundState } from "../../../components/not-found-state";
import { ResourceForm } from "../../../components/resource-form";
import { serverFormErrors } from "../../../lib/form-errors";
import { formatDate } from "../../../lib/format-date";
import { listCodec, listQuery } from "../../../lib/list-codec";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { useItemMissing, useRouteId } from "../../../lib/route-id";
import { useListUrlState } from "../../../lib/use-list-url-state";
import {
  useAllCompanies,
  useExportLicences,
  useLicence,
  useLicenceList,
  useSaveLicence,
  useSetLicenceStatus,
} from "../api/editor-profile-api";

type LicenceOrder = "valid_to" | "valid_from" | "seats" | "created_at";
const FILTERS = ["status", "expiring_within", "company"] as const;
const codec = listCodec<LicenceOrder, (typeof FILTERS)[number]>(
  ["valid_to", "valid_from", "seats", "created_at"],
  "valid_to",
  FILTERS,
);
/** Approve a request, suspend, reactivate or end a licence. */
function StatusMenu({ licence }: { licence: Licence }) {
  const { t } = useTranslation();
  const setStatus = useSetLicenceStatus();
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button
          size="compact-xs"
          variant="default"
          rightSection={<IconChevronDown size={12} aria-hidden />}
          loading={setStatus.isPending}
          aria-label={t("editorProfile.licence.changeStatus", { name: licence.company_name })}
        >
          {t("editorProfile.licence.statusButton")}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {LICENCE_STATUSES.filter((s) => s !== licence.status).map((status) => (
          <Menu.Item
            key={status}
            onClick={() =>
              setStatus.mutate(
                { id: licence.id, status },
                {
                  onSuccess: () =>
                    notifySuccess(
                      t("editorProfile.licence.statusSet", { status: t(`editorProfile.status.${status}`) }),
                    ),
                  onError: notifyError,
                },
              )
            }
          >
            {t(`editorProfile.licence.to.${status}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** `editor-profile-licence-list`: every licence, by status, firm and expiry within N days. */
export function LicenceListPage() {
  const { t } = useTranslation();
  const { params, change, clearFilters, filtered } = useListUrlState(codec);
  const query = useMemo(() => listQuery(params, FILTERS), [params]);
  const list = useLicenceList(query);
  const exporter = useExportLicences();
  const companies = useAllCompanies();
  const columns: DataColumn<Licence, LicenceOrder>[] = [
    {
      key: "company",
      label: t("editorProfile.licence.company"),
      cell: (row) => (
        <Anchor component={Link} to={pathTo("editor-profile-licence-edit", { id: row.id })} fw={600}>
          {row.company_name}
        </Anchor>
      ),
    },
    { key: "plan", label: t("editorProfile.licence.plan"), cell: (row) => row.name },
    { key: "seats", label: t("editorProfile.licence.seats"), sort: "seats", cell: (row) => row.seats },
    {
      key: "valid_to",
      label: t("editorProfile.licence.validity"),
      sort: "valid_to",
      cell: (row) => `${formatDate(row.valid_from)} – ${formatDate(row.valid_to)}`,
    },
    {
      key: "status",
      label: t("editorProfile.licence.status"),
      cellProps: { miw: 120 },
      cell: (row) => (
        <LicenceStatusBadge status={row.status} label={t(`editorProfile.status.${row.status}`)} />
      ),
    },
    {
      key: "actions",
      label: t("editorProfile.actions"),
      hideLabel: true,
      cell: (row) => <StatusMenu licence={row} />,
    },
  ];
  return (
    <ListScreen
      title={t(routeTitleKey("editor-profile-licence-list"))}
      actions={
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
            loading={exporter.isPending}
            onClick={() =>
              exporter.mutate(query, {
                onSuccess: (name) => notifySuccess(t("editorProfile.licence.exported", { name })),
              })
            }
          >
            {t("editorProfile.licence.export")}
          </Button>
          <NewItemLink to={pathTo("editor-profile-licence-create")}>
            {t("editorProfile.licence.new")}
          </NewItemLink>
        </Group>
      }
      filters={
        <ListFilters
          choices={[
            {
              label: t("editorProfile.licence.status"),
              value: params.status,
              onChange: (status) => change({ status }),
              data: LICENCE_STATUSES.map((s) => ({ value: s, label: t(`editorProfile.status.${s}`) })),
            },
            {
              label: t("editorProfile.licence.expiring"),
              value: params.expiring_within,
              onChange: (expiring_within) => change({ expiring_within }),
              data: ["30", "60", "90"].map((d) => ({
                value: d,
                label: t("editorProfile.licence.withinDays", { days: d }),
              })),
            },
            {
              label: t("editorProfile.licence.company"),
              value: params.company,
              onChange: (company) => change({ company }),
              data: (companies.data?.results ?? []).map((c) => ({ value: String(c.id), label: c.name })),
            },
          ]}
        />
      }
      list={list}
      loading={<RowsSkeleton rows={5} height={36} />}
      empty={t("editorProfile.licence.empty")}
      filtered={filtered}
      onClearFilters={clearFilters}
      footer={pagerOf(params, change)}
    >
      {(rows) => (
        <Paper withBorder radius="md">
          <DataTable
            label={t("editorProfile.licence.table")}
            columns={columns}
            rows={rows}
            order={params}
            onOrder={change}
            descendingFirst={["created_at"]}
            minWidth={820}
          />
        </Paper>
      )}
    </ListScreen>
  );
}

/** `editor-profile-licence-create` and `{id}/edit`: a firm's plan, seats and period; renewal is a new end. */
export function LicenceEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useRouteId();
  const licence = useLicence(id);
  const missing = useItemMissing(licence.error);
  const companies = useAllCompanies();
  // The same options between renders: a re-render must not rebuild an open drop-down's items.
  const companyOptions = useMemo(
    () => (companies.data?.results ?? []).map((c) => ({ value: String(c.id), label: c.name })),
    [companies.data],
  );
  const save = useSaveLicence(id);
  const year = new Date().getFullYear();
  const [values, setValues] = useState({
    company: "",
    plan: "complete" as LicencePlan,
    seats: 1,
    valid_from: `${year}-01-01`,
    valid_to: `${year}-12-31`,
    status: "active" as LicenceStatus,
    note: "",
  });
  useEffect(() => {
    const l = licence.data;
    if (l)
      setValues({
        company: String(l.company),
        plan: l.plan,
        seats: l.seats,
        valid_from: l.valid_from,
        valid_to: l.valid_to,
        status: l.status,
        note: l.note,
      });
  }, [licence.data]);
  const errors = serverFormErrors(save.error, [
    "company",
    "plan",
    "seats",
    "valid_from",
    "valid_to",
    "note",
    "status",
  ]);
  const back = pathTo("editor-profile-licence-list");
  const submit = () => {
    const { company, status, ...rest } = values;
    save.mutate(id === null ? { ...rest, company: Number(company), status } : rest, {
      onSuccess: (saved) => {
        notifySuccess(t("common.saved"));
        if (id === null) navigate(pathTo("editor-profile-licence-edit", { id: saved.id }), { replace: true });
      },
    });
  };
  if (missing) return <NotFoundState back={{ to: back }} />;
  if (id !== null && licence.isError)
    return <LoadErrorAlert title={t("itemState.loadError")} onRetry={() => void licence.refetch()} />;
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>
          {id === null
            ? t("editorProfile.licence.new")
            : `${licence.data?.name ?? ""} · ${licence.data?.company_name ?? ""}`}
        </Title>
        {licence.data && <StatusMenu licence={licence.data} />}
      </Group>
      {id !== null && !licence.data ? (
        <Skeleton height={300} />
      ) : (
        <Paper withBorder p="md" radius="md">
          <ResourceForm
            framed={false}
            onSubmit={submit}
            otherErrors={errors.other}
            otherErrorsTitle={t("editorProfile.notSaved")}
            submitLabel={t("editorProfile.save")}
            cancel={{ label: t("editorProfile.back"), to: back }}
            pending={save.isPending}
            canSubmit={values.company !== ""}
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select
                label={t("editorProfile.licence.company")}
                required
                searchable
                // Chosen once the firms are there; a licence never moves to another firm.
                disabled={id !== null || !companies.data}
                data={companyOptions}
                value={values.company}
                onChange={(value) => setValues((v) => ({ ...v, company: value ?? "" }))}
                error={errors.fields.company}
              />
              <Select
                label={t("editorProfile.licence.plan")}
                data={LICENCE_PLANS.map((p) => ({ value: p, label: t(`editorProfile.plans.${p}`) }))}
                value={values.plan}
                allowDeselect={false}
                onChange={(value) => value && setValues((v) => ({ ...v, plan: value as LicencePlan }))}
                error={errors.fields.plan}
              />
              <NumberInput
                label={t("editorProfile.licence.seats")}
                min={1}
                max={1000}
                value={values.seats}
                onChange={(value) => setValues((v) => ({ ...v, seats: Number(value) || 1 }))}
                error={errors.fields.seats}
              />
              {id === null && (
                <Select
                  label={t("editorProfile.licence.status")}
                  data={LICENCE_STATUSES.map((s) => ({ value: s, label: t(`editorProfile.status.${s}`) }))}
                  value={values.status}
                  allowDeselect={false}
                  onChange={(value) => value && setValues((v) => ({ ...v, status: value as LicenceStatus }))}
                />
              )}
              <DateField
                label={t("editorProfile.licence.validFrom")}
                required
                value={values.valid_from}
                onChange={(valid_from) => setValues((v) => ({ ...v, valid_from }))}
                error={errors.fields.valid_from}
              />
              <DateField
                label={t("editorProfile.licence.validTo")}
                required
                value={values.valid_to}
                onChange={(valid_to) => setValues((v) => ({ ...v, valid_to }))}
                error={errors.fields.valid_to}
              />
            </SimpleGrid>
            <Textarea
              label={t("editorProfile.licence.note")}
              value={values.note}
              maxLength={1000}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setValues((v) => ({ ...v, note: value }));
              }}
              error={errors.fields.note}
            />
          </ResourceForm>
        </Paper>
      )}
    </Stack>
  );
}

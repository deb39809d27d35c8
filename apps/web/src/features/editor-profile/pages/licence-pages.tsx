import {
  type EditorLicenceCreateBody,
  type EditorLicenceUpdateBody,
  LICENCE_PLANS,
  LICENCE_STATUSES,
  type Licence,
  type LicencePlan,
  type LicenceStatus,
} from "@app/contracts";
import { Anchor, Button, Menu, NumberInput, Select, SimpleGrid, Textarea } from "@mantine/core";
import { IconChevronDown, IconFileSpreadsheet } from "@tabler/icons-react";
import { Link } from "react-router";
import { pathTo } from "../../../app/paths";
import { DateField } from "../../../components/date-fields";
import { LicenceStatusBadge } from "../../../components/licence-status-badge";
import { MENU_PROPS } from "../../../components/menu-props";
import {
  type EditPageDeclaration,
  type FormProps,
  ResourceEditPage,
} from "../../../components/resource-edit-page";
import { type ListPageDeclaration, ResourceListPage } from "../../../components/resource-list-page";
import { formatDate } from "../../../lib/format-date";
import { notifySuccess } from "../../../lib/notify";
import { useTranslation } from "../../../lib/use-translation";
import {
  useCompanyOptions,
  useExportLicences,
  useLicence,
  useLicenceList,
  useSaveLicence,
  useSetLicenceStatus,
} from "../api/editor-profile-api";

/** Approve a request, suspend, reactivate or end a licence. */
function StatusMenu({ licence }: { licence: Licence }) {
  const { t } = useTranslation();
  const setStatus = useSetLicenceStatus();
  return (
    <Menu position="bottom-end" {...MENU_PROPS}>
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

/** The list's rows as an xlsx file, with its filters and order. */
function ExportButton({ query }: { query: Record<string, string | number> }) {
  const { t } = useTranslation();
  const exporter = useExportLicences();
  return (
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
  );
}

type LicenceOrder = "valid_to" | "valid_from" | "seats" | "created_at";

/** `editor-profile-licence-list`: every licence, by status, firm and expiry within N days. */
const LICENCE_LIST: ListPageDeclaration<Licence, LicenceOrder, "status" | "expiring_within" | "company"> = {
  route: "editor-profile-licence-list",
  orders: ["valid_to", "valid_from", "seats", "created_at"],
  defaultOrder: "valid_to",
  descendingFirst: ["created_at"],
  filters: ["status", "expiring_within", "company"],
  useList: useLicenceList,
  create: { route: "editor-profile-licence-create", label: "editorProfile.licence.new" },
  Actions: ExportButton,
  choices: [
    {
      filter: "status",
      label: "editorProfile.licence.status",
      options: (t) => LICENCE_STATUSES.map((s) => ({ value: s, label: t(`editorProfile.status.${s}`) })),
    },
    {
      filter: "expiring_within",
      label: "editorProfile.licence.expiring",
      options: (t) =>
        ["30", "60", "90"].map((d) => ({
          value: d,
          label: t("editorProfile.licence.withinDays", { days: d }),
        })),
    },
    { filter: "company", label: "editorProfile.licence.company" },
  ],
  useOptions: () => ({ company: useCompanyOptions() }),
  columns: (t) => [
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
  ],
  table: { label: "editorProfile.licence.table", minWidth: 820 },
  empty: "editorProfile.licence.empty",
};

export function LicenceListPage() {
  return <ResourceListPage declaration={LICENCE_LIST} />;
}

interface LicenceValues {
  company: string;
  plan: LicencePlan;
  seats: number;
  valid_from: string;
  valid_to: string;
  status: LicenceStatus;
  note: string;
}

function LicenceForm({ values, set, errors, item }: FormProps<Licence, LicenceValues>) {
  const { t } = useTranslation();
  const companyOptions = useCompanyOptions();
  const creating = item === undefined;
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t("editorProfile.licence.company")}
          required
          searchable
          // Chosen once the firms are there; a licence never moves to another firm.
          disabled={!creating || companyOptions.length === 0}
          data={companyOptions}
          value={values.company}
          onChange={(value) => set({ company: value ?? "" })}
          error={errors.fields.company}
        />
        <Select
          label={t("editorProfile.licence.plan")}
          data={LICENCE_PLANS.map((p) => ({ value: p, label: t(`editorProfile.plans.${p}`) }))}
          value={values.plan}
          allowDeselect={false}
          onChange={(value) => value && set({ plan: value as LicencePlan })}
          error={errors.fields.plan}
        />
        <NumberInput
          label={t("editorProfile.licence.seats")}
          min={1}
          max={1000}
          value={values.seats}
          onChange={(value) => set({ seats: Number(value) || 1 })}
          error={errors.fields.seats}
        />
        {creating && (
          <Select
            label={t("editorProfile.licence.status")}
            data={LICENCE_STATUSES.map((s) => ({ value: s, label: t(`editorProfile.status.${s}`) }))}
            value={values.status}
            allowDeselect={false}
            onChange={(value) => value && set({ status: value as LicenceStatus })}
          />
        )}
        <DateField
          label={t("editorProfile.licence.validFrom")}
          required
          value={values.valid_from}
          onChange={(valid_from) => set({ valid_from })}
          error={errors.fields.valid_from}
        />
        <DateField
          label={t("editorProfile.licence.validTo")}
          required
          value={values.valid_to}
          onChange={(valid_to) => set({ valid_to })}
          error={errors.fields.valid_to}
        />
      </SimpleGrid>
      <Textarea
        label={t("editorProfile.licence.note")}
        value={values.note}
        maxLength={1000}
        onChange={(event) => set({ note: event.currentTarget.value })}
        error={errors.fields.note}
      />
    </>
  );
}

/** `editor-profile-licence-create` and `{id}/edit`: a firm's plan, seats and period; renewal is a new end. */
const LICENCE_EDIT: EditPageDeclaration<
  Licence,
  LicenceValues,
  EditorLicenceCreateBody | EditorLicenceUpdateBody
> = {
  list: "editor-profile-licence-list",
  edit: "editor-profile-licence-edit",
  useItem: useLicence,
  useSave: useSaveLicence,
  newValues: () => {
    const year = new Date().getFullYear();
    return {
      company: "",
      plan: "complete",
      seats: 1,
      valid_from: `${year}-01-01`,
      valid_to: `${year}-12-31`,
      status: "active",
      note: "",
    };
  },
  valuesOf: (l) => ({
    company: String(l.company),
    plan: l.plan,
    seats: l.seats,
    valid_from: l.valid_from,
    valid_to: l.valid_to,
    status: l.status,
    note: l.note,
  }),
  // The firm and the status are chosen when the licence is made; the status then changes from its menu.
  bodyOf: ({ company, status, ...rest }, item) =>
    item === undefined ? { ...rest, company: Number(company), status } : rest,
  fields: ["company", "plan", "seats", "valid_from", "valid_to", "note", "status"],
  title: (licence) => `${licence.name} · ${licence.company_name}`,
  texts: {
    new: "editorProfile.licence.new",
    save: "editorProfile.save",
    back: "editorProfile.back",
    notSaved: "editorProfile.notSaved",
  },
  required: ["company"],
  Form: LicenceForm,
  HeaderActions: ({ item }) => <StatusMenu licence={item} />,
};

export function LicenceEditPage() {
  return <ResourceEditPage declaration={LICENCE_EDIT} />;
}

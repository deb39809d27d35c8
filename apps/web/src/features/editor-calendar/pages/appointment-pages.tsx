import type { Appointment } from "@app/contracts";
import { Anchor, Paper, Select, Skeleton, Stack, Text } from "@mantine/core";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { pathTo } from "../../../app/paths";
import { routeTitleKey } from "../../../app/route-meta";
import { AppointmentFields } from "../../../components/appointment-fields/appointment-fields";
import {
  type AppointmentFormValues,
  appointmentBody,
  appointmentValues,
  newAppointmentValues,
} from "../../../components/appointment-fields/appointment-values";
import { appointmentWhen } from "../../../components/appointment-fields/appointment-when";
import { ConfirmDeleteDialog } from "../../../components/confirm-delete-dialog";
import { type DataColumn, DataTable } from "../../../components/data-table";
import { EditScreenHeader } from "../../../components/edit-screen-header";
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
import {
  useAllAgendas,
  useAppointmentList,
  useDeleteEditorAppointment,
  useEditorAppointment,
  useSaveEditorAppointment,
} from "../api/editor-calendar-api";

type AppointmentOrder = "start" | "title";
const FILTERS = ["search", "agenda"] as const;
const codec = listCodec<AppointmentOrder, (typeof FILTERS)[number]>(["start", "title"], "start", FILTERS);

/** `editor-calendar-appointment-list`: the agendas' appointments, by start, by agenda. */
export function AppointmentListPage() {
  const { t } = useTranslation();
  const { params, change, clearFilters, filtered } = useListUrlState(codec);
  const query = useMemo(() => listQuery(params, FILTERS), [params]);
  const list = useAppointmentList(query);
  const agendas = useAllAgendas();
  const columns: DataColumn<Appointment, AppointmentOrder>[] = [
    {
      key: "title",
      label: t("editorCalendar.appointment.title"),
      sort: "title",
      cell: (row) => (
        <Anchor component={Link} to={pathTo("editor-calendar-appointment-edit", { id: row.id })} fw={600}>
          {row.title}
        </Anchor>
      ),
    },
    {
      key: "start",
      label: t("editorCalendar.appointment.when"),
      sort: "start",
      cell: (row) => <span>{appointmentWhen(row, t("calendar.allDay"))}</span>,
    },
    { key: "agenda", label: t("editorCalendar.appointment.agenda"), cell: (row) => row.agenda_name ?? "—" },
    { key: "place", label: t("editorCalendar.appointment.place"), cell: (row) => row.place || "—" },
  ];
  return (
    <ListScreen
      title={t(routeTitleKey("editor-calendar-appointment-list"))}
      actions={
        <NewItemLink to={pathTo("editor-calendar-appointment-create")}>
          {t("editorCalendar.appointment.new")}
        </NewItemLink>
      }
      filters={
        <ListFilters
          search={{
            label: t("editorCalendar.appointment.search"),
            value: params.search,
            onChange: (search) => change({ search }),
          }}
          choices={[
            {
              label: t("editorCalendar.appointment.agenda"),
              value: params.agenda,
              onChange: (agenda) => change({ agenda }),
              data: (agendas.data?.results ?? []).map((a) => ({ value: String(a.id), label: a.name })),
            },
          ]}
        />
      }
      list={list}
      loading={<RowsSkeleton rows={5} height={36} />}
      empty={t("editorCalendar.appointment.empty")}
      filtered={filtered}
      onClearFilters={clearFilters}
      footer={pagerOf(params, change)}
    >
      {(rows) => (
        <Paper withBorder radius="md">
          <DataTable
            label={t("editorCalendar.appointment.table")}
            columns={columns}
            rows={rows}
            order={params}
            onOrder={change}
            minWidth={720}
          />
        </Paper>
      )}
    </ListScreen>
  );
}

/** `editor-calendar-appointment-create` and `{id}/edit`: an agenda's appointment; delete. */
export function AppointmentEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useRouteId();
  const appointment = useEditorAppointment(id);
  const missing = useItemMissing(appointment.error);
  const agendas = useAllAgendas();
  const save = useSaveEditorAppointment(id);
  const remove = useDeleteEditorAppointment();
  const [values, setValues] = useState<AppointmentFormValues>(() => newAppointmentValues({}));
  const [agenda, setAgenda] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  useEffect(() => {
    if (!appointment.data) return;
    setValues(appointmentValues(appointment.data));
    setAgenda(appointment.data.agenda === null ? null : String(appointment.data.agenda));
  }, [appointment.data]);
  // A new appointment goes in the only agenda when there is one.
  useEffect(() => {
    const only = agendas.data?.results.length === 1 ? agendas.data.results[0] : undefined;
    if (id === null && agenda === null && only) setAgenda(String(only.id));
  }, [agendas.data, id, agenda]);
  const errors = serverFormErrors(save.error, [
    "agenda",
    "title",
    "start",
    "end",
    "all_day",
    "place",
    "description",
  ]);
  const back = pathTo("editor-calendar-appointment-list");
  const set = <K extends keyof AppointmentFormValues>(key: K, value: AppointmentFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  if (missing) return <NotFoundState back={{ to: back }} />;
  if (id !== null && appointment.isError)
    return <LoadErrorAlert title={t("itemState.loadError")} onRetry={() => void appointment.refetch()} />;
  return (
    <Stack gap="md">
      <EditScreenHeader
        title={id === null ? t("editorCalendar.appointment.new") : (appointment.data?.title ?? "")}
        deleteLabel={t("editorCalendar.delete")}
        onDelete={appointment.data ? () => setDeleting(true) : undefined}
      />
      {id !== null && !appointment.data ? (
        <Skeleton height={320} />
      ) : (
        <Paper withBorder p="md" radius="md">
          <ResourceForm
            framed={false}
            onSubmit={() => {
              const { reminder: _r, agreement: _a, ...body } = appointmentBody(values);
              save.mutate(
                { ...body, agenda: Number(agenda) },
                {
                  onSuccess: (saved) => {
                    notifySuccess(t("common.saved"));
                    if (id === null)
                      navigate(pathTo("editor-calendar-appointment-edit", { id: saved.id }), {
                        replace: true,
                      });
                  },
                },
              );
            }}
            otherErrors={errors.other}
            otherErrorsTitle={t("editorCalendar.notSaved")}
            submitLabel={t("editorCalendar.save")}
            cancel={{ label: t("editorCalendar.back"), to: back }}
            pending={save.isPending}
            canSubmit={values.title.trim() !== "" && agenda !== null}
          >
            <Select
              label={t("editorCalendar.appointment.agenda")}
              required
              data={(agendas.data?.results ?? []).map((a) => ({ value: String(a.id), label: a.name }))}
              value={agenda}
              onChange={setAgenda}
              error={errors.fields.agenda}
            />
            <AppointmentFields values={values} onChange={set} errors={errors.fields} />
          </ResourceForm>
        </Paper>
      )}
      {appointment.data && (
        <ConfirmDeleteDialog
          opened={deleting}
          title={t("editorCalendar.confirmTitle")}
          confirmLabel={t("editorCalendar.delete")}
          cancelLabel={t("editorCalendar.cancel")}
          pending={remove.isPending}
          onClose={() => setDeleting(false)}
          onConfirm={() =>
            remove.mutate(appointment.data.id, {
              onSuccess: () => {
                notifySuccess(t("common.deleted"));
                navigate(back);
              },
            })
          }
        >
          <Text fw={600}>{appointment.data.title}</Text>
          <Text>{t("calendar.confirmDelete.text")}</Text>
        </ConfirmDeleteDialog>
      )}
    </Stack>
  );
}

import type { Appointment, EditorAppointmentCreateBody } from "@app/contracts";
import { Anchor, Select, Text } from "@mantine/core";
import { useEffect } from "react";
import { Link } from "react-router";
import { pathTo } from "../../../app/paths";
import { AppointmentFields } from "../../../components/appointment-fields/appointment-fields";
import {
  type AppointmentFormValues,
  appointmentBody,
  appointmentValues,
  newAppointmentValues,
} from "../../../components/appointment-fields/appointment-values";
import { appointmentWhen } from "../../../components/appointment-fields/appointment-when";
import {
  type EditPageDeclaration,
  type FormProps,
  ResourceEditPage,
} from "../../../components/resource-edit-page";
import { type ListPageDeclaration, ResourceListPage } from "../../../components/resource-list-page";
import { keepsRomeTime } from "../../../lib/rome-time";
import { useTranslation } from "../../../lib/use-translation";
import {
  useAllAgendas,
  useAppointmentList,
  useDeleteEditorAppointment,
  useEditorAppointment,
  useSaveEditorAppointment,
} from "../api/editor-calendar-api";

/** The agendas as a choice's options, by name. */
function useAgendaOptions() {
  const agendas = useAllAgendas();
  return (agendas.data?.results ?? []).map((a) => ({ value: String(a.id), label: a.name }));
}

/** `editor-calendar-appointment-list`: the agendas' appointments, by start, by agenda. */
const APPOINTMENT_LIST: ListPageDeclaration<Appointment, "start" | "title", "search" | "agenda"> = {
  route: "editor-calendar-appointment-list",
  orders: ["start", "title"],
  defaultOrder: "start",
  filters: ["search", "agenda"],
  useList: useAppointmentList,
  create: { route: "editor-calendar-appointment-create", label: "editorCalendar.appointment.new" },
  search: "editorCalendar.appointment.search",
  choices: [{ filter: "agenda", label: "editorCalendar.appointment.agenda" }],
  useOptions: () => ({ agenda: useAgendaOptions() }),
  columns: (t) => [
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
      // Rome's days and hours; said so where the browser's clock is another.
      label: keepsRomeTime()
        ? t("editorCalendar.appointment.when")
        : `${t("editorCalendar.appointment.when")} (${t("calendar.romeTimeShort")})`,
      sort: "start",
      cellProps: { style: { whiteSpace: "nowrap" } },
      cell: (row) => <span>{appointmentWhen(row, t("calendar.allDay"))}</span>,
    },
    { key: "agenda", label: t("editorCalendar.appointment.agenda"), cell: (row) => row.agenda_name ?? "—" },
    { key: "place", label: t("editorCalendar.appointment.place"), cell: (row) => row.place || "—" },
  ],
  table: { label: "editorCalendar.appointment.table", minWidth: 720 },
  empty: "editorCalendar.appointment.empty",
};

export function AppointmentListPage() {
  return <ResourceListPage declaration={APPOINTMENT_LIST} />;
}

/** An agenda's appointment as the form holds it: the shared fields, and the agenda it goes in. */
type AgendaAppointmentValues = AppointmentFormValues & { agenda: string | null };

function AppointmentForm({ values, set, errors, item }: FormProps<Appointment, AgendaAppointmentValues>) {
  const { t } = useTranslation();
  const agendas = useAgendaOptions();
  // A new appointment goes in the only agenda when there is one.
  const only = agendas.length === 1 ? agendas[0]?.value : undefined;
  useEffect(() => {
    if (item === undefined && values.agenda === null && only) set({ agenda: only });
  }, [item, values.agenda, only, set]);
  return (
    <>
      <Select
        label={t("editorCalendar.appointment.agenda")}
        required
        data={agendas}
        value={values.agenda}
        onChange={(agenda) => set({ agenda })}
        error={errors.fields.agenda}
      />
      <AppointmentFields
        values={values}
        onChange={(key, value) => set({ [key]: value })}
        errors={errors.fields}
      />
    </>
  );
}

/** `editor-calendar-appointment-create` and `{id}/edit`: an agenda's appointment; delete. */
const APPOINTMENT_EDIT: EditPageDeclaration<
  Appointment,
  AgendaAppointmentValues,
  EditorAppointmentCreateBody
> = {
  list: "editor-calendar-appointment-list",
  edit: "editor-calendar-appointment-edit",
  useItem: useEditorAppointment,
  useSave: useSaveEditorAppointment,
  newValues: () => ({ ...newAppointmentValues({}), agenda: null }),
  valuesOf: (appointment) => ({
    ...appointmentValues(appointment),
    agenda: appointment.agenda === null ? null : String(appointment.agenda),
  }),
  bodyOf: ({ agenda, ...values }) => {
    // An agenda's appointment has no reminder and no contract: those are a customer's.
    const { reminder: _r, agreement: _a, ...body } = appointmentBody(values);
    return { ...body, agenda: Number(agenda) };
  },
  fields: ["agenda", "title", "start", "end", "all_day", "place", "description"],
  title: (appointment) => appointment.title,
  texts: {
    new: "editorCalendar.appointment.new",
    save: "editorCalendar.save",
    back: "editorCalendar.back",
    notSaved: "editorCalendar.notSaved",
  },
  remove: {
    useDelete: useDeleteEditorAppointment,
    texts: {
      delete: "editorCalendar.delete",
      confirmTitle: "editorCalendar.confirmTitle",
      cancel: "editorCalendar.cancel",
    },
    text: (appointment, t) => (
      <>
        <Text fw={600}>{appointment.title}</Text>
        <Text>{t("calendar.confirmDelete.text")}</Text>
      </>
    ),
  },
  required: ["agenda", "title"],
  Form: AppointmentForm,
  skeletonHeight: 320,
};

export function AppointmentEditPage() {
  return <ResourceEditPage declaration={APPOINTMENT_EDIT} />;
}

import type { Appointment } from "@app/contracts";
import FullCalendar from "@fullcalendar/react";
import dayGridPlugin from "@fullcalendar/react/daygrid";
import interactionPlugin from "@fullcalendar/react/interaction";
import listPlugin from "@fullcalendar/react/list";
import enLocale from "@fullcalendar/react/locales/en-gb";
import itLocale from "@fullcalendar/react/locales/it";
import classicThemePlugin from "@fullcalendar/react/themes/classic";
import timeGridPlugin from "@fullcalendar/react/timegrid";
import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { RomeTimeNote } from "../../../components/appointment-fields/rome-time-note";
import { LoadErrorAlert } from "../../../components/load-error-alert";
import { notifySuccess } from "../../../lib/notify";
import { addDays, ROME_ZONE, romeDay, romeMoment, romeToday } from "../../../lib/rome-time";
import { useTranslation } from "../../../lib/use-translation";
import { useAppointments, useSaveAppointment } from "../api/calendar-api";
import { AppointmentFormDialog } from "../components/appointment-form-dialog";
import { CalendarFeedPanel } from "../components/calendar-feed-panel";
import "@fullcalendar/react/skeleton.css";
import "@fullcalendar/react/themes/classic/theme.css";
import "@fullcalendar/react/themes/classic/palette.css";
import classes from "./calendar-page.module.css";

type Dialog = {
  id: number | null;
  preset?: { day: string; start?: string; end?: string; allDay?: boolean };
} | null;

/** The customers' own appointments in the theme's blue; an agenda's in its colour. */
const OWN_COLOUR = "#1864ab";

function toEvent(appointment: Appointment) {
  const colour = appointment.colour ?? OWN_COLOUR;
  return {
    id: String(appointment.id),
    title: appointment.title,
    // An all-day appointment as its Rome days; a timed one as its moments, which the calendar
    // shows on Rome's clock (its timeZone).
    start: appointment.all_day ? romeDay(appointment.start) : appointment.start,
    end: appointment.all_day ? romeDay(appointment.end) : appointment.end,
    allDay: appointment.all_day,
    editable: !appointment.read_only,
    color: colour,
    contrastColor: "#ffffff",
    extendedProps: { appointment },
  };
}

/**
 * `/customer/calendar/` (issue 17): the whole calendar in month, week, day and agenda views, Monday
 * first, in the screen's language; an appointment dragged or stretched is saved at once (and put
 * back if the server refuses); a click or Enter opens it; a range chosen on the grid starts a new
 * one. The private iCalendar link sits below.
 */
export function CalendarPage() {
  const { t, i18n } = useTranslation();
  const [range, setRange] = useState(() => {
    const firstOfMonth = `${romeToday().slice(0, 8)}01`;
    return { from: addDays(firstOfMonth, -7), to: addDays(firstOfMonth, 39) };
  });
  const [dialog, setDialog] = useState<Dialog>(null);
  const appointments = useAppointments(range.from, range.to);
  const save = useSaveAppointment();
  const events = useMemo(() => (appointments.data?.results ?? []).map(toEvent), [appointments.data]);

  const move = (info: {
    event: { id: string; title: string; startStr: string; endStr: string; allDay: boolean };
    revert: () => void;
  }) => {
    const { event } = info;
    // The calendar writes Rome's days for an all-day event and moments with Rome's offset
    // otherwise; a dropped event without an end keeps the default length of its kind.
    const start = event.allDay ? romeMoment(`${event.startStr} 00:00`) : event.startStr;
    if (!start) return info.revert();
    const end = event.allDay
      ? romeMoment(`${event.endStr || addDays(event.startStr, 1)} 00:00`)
      : event.endStr || new Date(new Date(start).getTime() + 3_600_000).toISOString();
    save.mutate(
      { id: Number(event.id), body: { start, end: end ?? "", all_day: event.allDay } },
      {
        onSuccess: () => notifySuccess(t("calendar.page.moved", { title: event.title })),
        onError: () => info.revert(),
      },
    );
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>{t("calendar.page.title")}</Title>
          <Text c="dimmed" size="sm" maw={760}>
            {t("calendar.page.intro")}
          </Text>
          <RomeTimeNote />
        </Stack>
        <Button
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={() => setDialog({ id: null, preset: { day: romeToday() } })}
        >
          {t("calendar.page.new")}
        </Button>
      </Group>
      {appointments.isError && <LoadErrorAlert onRetry={() => void appointments.refetch()} />}
      <Paper withBorder radius="md" p="md" className={classes.calendar}>
        <FullCalendar
          plugins={[classicThemePlugin, dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]}
          locale={i18n.language === "en" ? enLocale : itLocale}
          // Rome's clock and days whatever the browser's zone (issue 31); FullCalendar 7 reads
          // named zones itself, through the Temporal polyfill.
          timeZone={ROME_ZONE}
          firstDay={1}
          buttons={{
            prev: { hint: t("calendar.page.previous") },
            next: { hint: t("calendar.page.next") },
            today: { text: t("calendar.page.today"), hint: t("calendar.page.todayHint") },
          }}
          initialView="dayGridMonth"
          // The agenda view's days: the weekday, and the date d/m/Y as every list writes it
          // rather than «16 dicembre 2026» (issue 44).
          listDayFormat={{ weekday: "long" }}
          listDayAltFormat={{ day: "2-digit", month: "2-digit", year: "numeric" }}
          headerToolbar={{
            start: "prev,next today",
            center: "title",
            end: "dayGridMonth,timeGridWeek,timeGridDay,listWeek",
          }}
          height="auto"
          nowIndicator
          navLinks
          dayMaxEvents
          selectable
          editable
          eventInteractive
          events={events}
          dayCellTopInnerClass={(info) => (info.isOther ? classes.otherMonth : "")}
          // The calendar's strings are Rome's (`2026-12-16`, `2026-12-16T10:00:00+01:00`).
          datesSet={(info) => setRange({ from: info.startStr.slice(0, 10), to: info.endStr.slice(0, 10) })}
          select={(info) => {
            const day = info.startStr.slice(0, 10);
            setDialog({
              id: null,
              preset: info.allDay
                ? { day, allDay: info.endStr.slice(0, 10) > addDays(day, 1) }
                : { day, start: info.startStr.slice(11, 16), end: info.endStr.slice(11, 16) },
            });
          }}
          eventClick={(info) => {
            info.jsEvent.preventDefault();
            setDialog({ id: Number(info.event.id) });
          }}
          eventDrop={move}
          eventResize={move}
        />
      </Paper>
      <CalendarFeedPanel />
      {dialog && (
        <AppointmentFormDialog
          key={dialog.id ?? `new-${dialog.preset?.day}-${dialog.preset?.start}`}
          id={dialog.id}
          preset={dialog.preset}
          onClose={() => setDialog(null)}
          onDeleted={() => setDialog(null)}
        />
      )}
    </Stack>
  );
}

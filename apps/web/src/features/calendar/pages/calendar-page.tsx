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
import dayjs from "dayjs";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadErrorAlert } from "../../../components/load-error-alert";
import { notifySuccess } from "../../../lib/notify";
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
    start: appointment.start,
    end: appointment.end,
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
  const [range, setRange] = useState(() => ({
    from: dayjs().startOf("month").subtract(7, "day").format("YYYY-MM-DD"),
    to: dayjs().endOf("month").add(8, "day").format("YYYY-MM-DD"),
  }));
  const [dialog, setDialog] = useState<Dialog>(null);
  const appointments = useAppointments(range.from, range.to);
  const save = useSaveAppointment();
  const events = useMemo(() => (appointments.data?.results ?? []).map(toEvent), [appointments.data]);

  const move = (info: {
    event: { id: string; title: string; start: Date | null; end: Date | null; allDay: boolean };
    revert: () => void;
  }) => {
    const { event } = info;
    if (!event.start) return info.revert();
    const start = dayjs(event.start);
    // A dropped event without an end keeps the default length of its kind.
    const end = event.end ? dayjs(event.end) : event.allDay ? start.add(1, "day") : start.add(1, "hour");
    save.mutate(
      { id: Number(event.id), body: { start: start.format(), end: end.format(), all_day: event.allDay } },
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
        </Stack>
        <Button
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={() => setDialog({ id: null, preset: { day: dayjs().format("YYYY-MM-DD") } })}
        >
          {t("calendar.page.new")}
        </Button>
      </Group>
      {appointments.isError && <LoadErrorAlert onRetry={() => void appointments.refetch()} />}
      <Paper withBorder radius="md" p="md" className={classes.calendar}>
        <FullCalendar
          plugins={[classicThemePlugin, dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]}
          locale={i18n.language === "en" ? enLocale : itLocale}
          firstDay={1}
          buttons={{
            prev: { hint: t("calendar.page.previous") },
            next: { hint: t("calendar.page.next") },
            today: { text: t("calendar.page.today"), hint: t("calendar.page.todayHint") },
          }}
          initialView="dayGridMonth"
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
          datesSet={(info) =>
            setRange({
              from: dayjs(info.start).format("YYYY-MM-DD"),
              to: dayjs(info.end).format("YYYY-MM-DD"),
            })
          }
          select={(info) => {
            const start = dayjs(info.start);
            const end = dayjs(info.end);
            setDialog({
              id: null,
              preset: info.allDay
                ? { day: start.format("YYYY-MM-DD"), allDay: end.diff(start, "day") > 1 }
                : { day: start.format("YYYY-MM-DD"), start: start.format("HH:mm"), end: end.format("HH:mm") },
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

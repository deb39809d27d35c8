import type { Appointment } from "@app/contracts";
import { ActionIcon, Anchor, Badge, Button, Group, Indicator, Skeleton, Stack, Text } from "@mantine/core";
import { Calendar } from "@mantine/dates";
import { IconCalendar, IconPencil, IconPlus, IconTrash } from "@tabler/icons-react";
import dayjs from "dayjs";
import { useState } from "react";
import { Link } from "react-router";
import { pathTo } from "../../../app/paths";
import { nextDay } from "../../../components/appointment-fields/appointment-values";
import { appointmentWhen } from "../../../components/appointment-fields/appointment-when";
import { RomeTimeNote } from "../../../components/appointment-fields/rome-time-note";
import { formatDate } from "../../../lib/format-date";
import { addDays, romeToday } from "../../../lib/rome-time";
import { useTranslation } from "../../../lib/use-translation";
import "dayjs/locale/it";
import { useAppointmentDates, useAppointments } from "../api/calendar-api";
import { DeleteAppointmentDialog } from "./delete-appointment-dialog";
import "@mantine/dates/styles.layer.css";
import { DashboardBox } from "../../../components/dashboard-box";
import classes from "../../../components/date-fields.module.css";

/** Spec §9: the marked days are asked for the month shown plus or minus 15 days. */
const MARK_MARGIN_DAYS = 15;

/**
 * The dashboard's Calendar box (spec §1, §3): a month with the days that have appointments
 * marked, the selected day's appointments, and the way to create, edit and delete them (the form
 * is the dashboard's `appointment-create` / `{id}/appointment-edit` modal route).
 */
export function CalendarBox() {
  const { t, i18n } = useTranslation();
  // Today as Rome's calendar has it, whatever the browser's zone (issue 31).
  const [month, setMonth] = useState(() => `${romeToday().slice(0, 8)}01`);
  const [selected, setSelected] = useState(romeToday);
  const [deleting, setDeleting] = useState<Appointment | null>(null);
  const from = addDays(month, -MARK_MARGIN_DAYS);
  const to = addDays(dayjs(month).add(1, "month").format("YYYY-MM-DD"), MARK_MARGIN_DAYS);
  const dates = useAppointmentDates(from, to);
  const marked = new Set(dates.data ?? []);
  const day = useAppointments(selected, nextDay(selected));

  return (
    <DashboardBox
      name="calendar"
      icon={<IconCalendar size={28} aria-hidden />}
      title={t("calendar.box.title")}
      fill={false}
      action={
        <Anchor component={Link} to={pathTo("customer-calendar")} size="sm">
          {t("calendar.box.open")}
        </Anchor>
      }
    >
      <Calendar
        date={month}
        onDateChange={setMonth}
        maxLevel="year"
        fullWidth
        size="sm"
        // The month and weekday names in the screen's language (dayjs's Italian is loaded by
        // formatDate); Monday first.
        locale={i18n.language === "en" ? "en" : "it"}
        firstDayOfWeek={1}
        classNames={{ day: classes.day }}
        previousLabel={t("calendar.box.previousMonth")}
        nextLabel={t("calendar.box.nextMonth")}
        ariaLabels={{
          previousMonth: t("calendar.box.previousMonth"),
          nextMonth: t("calendar.box.nextMonth"),
          // The button shows the month («dicembre 2026»): its name starts with what it shows.
          monthLevelControl: `${formatDate(month, "MMMM YYYY")}, ${t("calendar.box.monthLevel")}`,
          yearLevelControl: `${formatDate(month, "YYYY")}, ${t("calendar.box.yearLevel")}`,
        }}
        getDayProps={(date) => ({
          selected: date === selected,
          onClick: () => setSelected(date),
          "aria-label": marked.has(date)
            ? t("calendar.box.hasAppointments", { day: formatDate(date, "D MMMM YYYY") })
            : formatDate(date, "D MMMM YYYY"),
          "data-marked": marked.has(date) || undefined,
        })}
        renderDay={(date) => (
          <Indicator size={6} color="red.8" offset={-3} disabled={!marked.has(date)}>
            <div>{dayjs(date).date()}</div>
          </Indicator>
        )}
      />
      <Group justify="space-between" gap="xs">
        <Text fw={600} size="sm" id="calendar-box-day">
          {t("calendar.box.dayTitle", { day: formatDate(selected, "ddd DD/MM/YYYY") })}
        </Text>
        <Button
          component={Link}
          to={`${pathTo("customer-dashboard-appointment-create")}?day=${selected}`}
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
        >
          {t("calendar.box.new")}
        </Button>
      </Group>
      {!day.data ? (
        <Skeleton height={48} />
      ) : day.data.results.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="calendar-box-empty">
          {t("calendar.box.empty")}
        </Text>
      ) : (
        <Stack
          gap={6}
          component="ul"
          aria-labelledby="calendar-box-day"
          p={0}
          m={0}
          style={{ listStyle: "none" }}
        >
          {day.data.results.map((appointment) => (
            <Group key={appointment.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Group gap={6} wrap="nowrap">
                  {appointment.read_only && (
                    <Badge size="xs" variant="outline" color="blue.9">
                      {t("calendar.readOnlyBadge")}
                    </Badge>
                  )}
                  <Anchor
                    component={Link}
                    to={pathTo("customer-dashboard-appointment-edit", { id: appointment.id })}
                    size="sm"
                    fw={600}
                    truncate
                  >
                    {appointment.title}
                  </Anchor>
                </Group>
                <Text size="xs" c="dimmed">
                  {appointmentWhen(appointment, t("calendar.allDay"), false)}
                  {appointment.place ? ` · ${appointment.place}` : ""}
                </Text>
              </Stack>
              {!appointment.read_only && (
                <Group gap={2} wrap="nowrap">
                  <ActionIcon
                    component={Link}
                    to={pathTo("customer-dashboard-appointment-edit", { id: appointment.id })}
                    variant="subtle"
                    color="gray.8"
                    aria-label={t("calendar.edit", { title: appointment.title })}
                  >
                    <IconPencil size={16} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red.8"
                    aria-label={t("calendar.delete", { title: appointment.title })}
                    onClick={() => setDeleting(appointment)}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              )}
            </Group>
          ))}
        </Stack>
      )}
      <RomeTimeNote />
      <DeleteAppointmentDialog appointment={deleting} onClose={() => setDeleting(null)} />
    </DashboardBox>
  );
}

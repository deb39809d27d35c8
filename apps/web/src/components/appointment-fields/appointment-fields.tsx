import { SimpleGrid, Switch, Textarea, TextInput } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "../../lib/use-translation";
import { DateField, DateTimeField } from "../date-fields";
import type { AppointmentFormValues } from "./appointment-values";
import { RomeTimeNote } from "./rome-time-note";

/** The date-time field's value from the form's day and time ("" while the day is empty). */
const wallClock = (day: string, time: string) => (day ? `${day} ${time || "00:00"}:00` : "");

export interface AppointmentFieldsProps {
  values: AppointmentFormValues;
  onChange: <K extends keyof AppointmentFormValues>(key: K, value: AppointmentFormValues[K]) => void;
  /** The server's refusals by field (`start`, `end`, …). */
  errors: Record<string, string | undefined>;
  /** Fields of the caller's own between the place and the notes (reminder, contract, agenda). */
  children?: ReactNode;
}

/**
 * An appointment's fields, for the customers' dialog and the editors' screen: title, all day,
 * start and end (days when all day, days and times otherwise, typed d/m/Y on Rome's clock in
 * either language), place, the caller's extra fields, notes. Labels come from `calendar.form`.
 */
export function AppointmentFields({ values, onChange, errors, children }: AppointmentFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput
        label={t("calendar.form.title")}
        required
        data-autofocus
        value={values.title}
        maxLength={200}
        onChange={(event) => onChange("title", event.currentTarget.value)}
        error={errors.title}
      />
      <Switch
        label={t("calendar.form.allDay")}
        checked={values.all_day}
        onChange={(event) => onChange("all_day", event.currentTarget.checked)}
        error={errors.all_day}
      />
      {values.all_day ? (
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <DateField
            label={t("calendar.form.startDay")}
            required
            value={values.start_day}
            onChange={(day) => onChange("start_day", day)}
            error={errors.start}
          />
          <DateField
            label={t("calendar.form.endDay")}
            required
            value={values.end_day}
            onChange={(day) => onChange("end_day", day)}
            error={errors.end}
          />
        </SimpleGrid>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <DateTimeField
            label={t("calendar.form.start")}
            required
            value={wallClock(values.start_day, values.start_time)}
            onChange={(next) => {
              onChange("start_day", next.slice(0, 10));
              onChange("start_time", next.slice(11, 16));
            }}
            error={errors.start}
          />
          <DateTimeField
            label={t("calendar.form.end")}
            required
            value={wallClock(values.end_day, values.end_time)}
            onChange={(next) => {
              onChange("end_day", next.slice(0, 10));
              onChange("end_time", next.slice(11, 16));
            }}
            error={errors.end}
          />
        </SimpleGrid>
      )}
      <RomeTimeNote />
      <TextInput
        label={t("calendar.form.place")}
        value={values.place}
        maxLength={300}
        onChange={(event) => onChange("place", event.currentTarget.value)}
        error={errors.place}
      />
      {children}
      <Textarea
        label={t("calendar.form.description")}
        autosize
        minRows={2}
        maxRows={8}
        maxLength={5000}
        value={values.description}
        onChange={(event) => onChange("description", event.currentTarget.value)}
        error={errors.description}
      />
    </>
  );
}

import { SimpleGrid, Switch, Textarea, TextInput } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { AppointmentFormValues } from "./appointment-values";

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
 * start and end as the browser's own date and time inputs (keyboard-friendly and localised),
 * place, the caller's extra fields, notes. Labels come from the `calendar.form` texts.
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
      <SimpleGrid cols={values.all_day ? 2 : { base: 2, sm: 4 }}>
        <TextInput
          type="date"
          label={t("calendar.form.startDay")}
          required
          value={values.start_day}
          onChange={(event) => onChange("start_day", event.currentTarget.value)}
          error={errors.start}
        />
        {!values.all_day && (
          <TextInput
            type="time"
            label={t("calendar.form.startTime")}
            required
            value={values.start_time}
            onChange={(event) => onChange("start_time", event.currentTarget.value)}
          />
        )}
        <TextInput
          type="date"
          label={t("calendar.form.endDay")}
          required
          value={values.end_day}
          onChange={(event) => onChange("end_day", event.currentTarget.value)}
          error={errors.end}
        />
        {!values.all_day && (
          <TextInput
            type="time"
            label={t("calendar.form.endTime")}
            required
            value={values.end_time}
            onChange={(event) => onChange("end_time", event.currentTarget.value)}
          />
        )}
      </SimpleGrid>
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

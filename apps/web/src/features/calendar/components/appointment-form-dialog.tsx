import type { Appointment } from "@app/contracts";
import { Button, Group, Modal, Select, SimpleGrid, Text } from "@mantine/core";
import { IconDownload, IconTrash } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { AppointmentFields } from "../../../components/appointment-fields/appointment-fields";
import {
  type AppointmentFormValues,
  appointmentBody,
  appointmentValues,
  newAppointmentValues,
  REMINDER_CHOICES,
} from "../../../components/appointment-fields/appointment-values";
import { AppointmentWhen } from "../../../components/appointment-fields/appointment-when";
import { RomeTimeNote } from "../../../components/appointment-fields/rome-time-note";
import { DialogForm, DialogLoadState, dialogWaits, ReadOnlyNotice } from "../../../components/dialog-form";
import { serverFormErrors } from "../../../lib/form-errors";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { useItemMissing } from "../../../lib/route-id";
import { useTranslation } from "../../../lib/use-translation";
import {
  downloadAppointmentIcs,
  useAgreementChoices,
  useAppointment,
  useSaveAppointment,
} from "../api/calendar-api";
import { DeleteAppointmentDialog } from "./delete-appointment-dialog";

export interface AppointmentFormDialogProps {
  /** The appointment to edit, or null for a new one. */
  id: number | null;
  /** A new appointment's day and times (from the selected day, or a range chosen on the calendar). */
  preset?: { day?: string | null; start?: string | null; end?: string | null; allDay?: boolean };
  onClose: () => void;
  onSaved?: (saved: Appointment) => void;
  onDeleted?: () => void;
}

const FIELDS = ["title", "start", "end", "all_day", "place", "reminder", "agreement", "description"];

/**
 * An appointment's form in a dialog (spec §2 `appointment-create`, `{id}/appointment-edit`): what
 * the server refuses stays beside each field and in the error notification (spec §8), nothing
 * typed is lost; the editors' appointments open read-only, with their .ics.
 */
export function AppointmentFormDialog({
  id,
  preset,
  onClose,
  onSaved,
  onDeleted,
}: AppointmentFormDialogProps) {
  const { t } = useTranslation();
  const appointment = useAppointment(id);
  const agreements = useAgreementChoices();
  const save = useSaveAppointment();
  const [values, setValues] = useState<AppointmentFormValues>(() => newAppointmentValues(preset ?? {}));
  const [deleting, setDeleting] = useState(false);
  const loaded = appointment.data;
  const missing = useItemMissing(appointment.error);

  useEffect(() => {
    if (loaded) setValues(appointmentValues(loaded));
  }, [loaded]);

  const errors = serverFormErrors(save.error, FIELDS);
  const set = <K extends keyof AppointmentFormValues>(key: K, value: AppointmentFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const readOnly = loaded?.read_only ?? false;
  const title =
    id === null
      ? t("calendar.form.createTitle")
      : readOnly
        ? t("calendar.form.viewTitle")
        : t("calendar.form.editTitle");

  const submit = () =>
    save.mutate(
      { id, body: appointmentBody(values) },
      {
        onSuccess: (saved) => {
          notifySuccess(t("common.saved"));
          onSaved?.(saved);
          onClose();
        },
      },
    );

  const body = () => {
    if (dialogWaits(id, missing, appointment))
      return <DialogLoadState id={id} missing={missing} query={appointment} onClose={onClose} />;
    if (loaded && readOnly)
      return (
        <ReadOnlyNotice reason={t("calendar.form.readOnly", { agenda: loaded.agenda_name ?? "" })}>
          <Text fw={700} size="lg">
            {loaded.title}
          </Text>
          <AppointmentWhen appointment={loaded} />
          <RomeTimeNote />
          {loaded.place && <Text size="sm">{loaded.place}</Text>}
          {loaded.description && (
            <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
              {loaded.description}
            </Text>
          )}
          <Group justify="flex-end">
            <Button
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={() => void downloadAppointmentIcs(loaded.id, loaded.title).catch(notifyError)}
            >
              {t("calendar.form.ics")}
            </Button>
            <Button onClick={onClose}>{t("calendar.form.close")}</Button>
          </Group>
        </ReadOnlyNotice>
      );
    return (
      <DialogForm onSubmit={submit} notSavedTitle={t("calendar.form.notSaved")} otherErrors={errors.other}>
        <AppointmentFields values={values} onChange={set} errors={errors.fields}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t("calendar.form.reminder")}
              data={REMINDER_CHOICES.map((value) => ({ value, label: t(`calendar.reminders.${value}`) }))}
              value={values.reminder}
              allowDeselect={false}
              onChange={(value) => set("reminder", value ?? "")}
              error={errors.fields.reminder}
            />
            <Select
              label={t("calendar.form.agreement")}
              searchable
              clearable
              placeholder={t("calendar.form.noAgreement")}
              data={(agreements.data?.results ?? []).map((a) => ({ value: String(a.id), label: a.title }))}
              value={values.agreement || null}
              onChange={(value) => set("agreement", value ?? "")}
              error={errors.fields.agreement}
            />
          </SimpleGrid>
        </AppointmentFields>
        <Group justify="space-between">
          <Group gap="xs">
            {loaded && (
              <>
                <Button
                  variant="subtle"
                  color="red.8"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  onClick={() => setDeleting(true)}
                >
                  {t("calendar.form.delete")}
                </Button>
                <Button
                  variant="subtle"
                  leftSection={<IconDownload size={16} aria-hidden />}
                  onClick={() => void downloadAppointmentIcs(loaded.id, loaded.title).catch(notifyError)}
                >
                  {t("calendar.form.ics")}
                </Button>
              </>
            )}
          </Group>
          <Group gap="xs">
            <Button variant="default" onClick={onClose}>
              {t("calendar.form.cancel")}
            </Button>
            <Button type="submit" loading={save.isPending} disabled={values.title.trim() === ""}>
              {t("calendar.form.save")}
            </Button>
          </Group>
        </Group>
      </DialogForm>
    );
  };

  return (
    <>
      <Modal
        opened={!deleting}
        onClose={onClose}
        title={title}
        size="lg"
        closeButtonProps={{ "aria-label": t("common.close") }}
      >
        {body()}
      </Modal>
      {loaded && (
        <DeleteAppointmentDialog
          appointment={deleting ? loaded : null}
          onClose={() => setDeleting(false)}
          onDeleted={() => {
            onDeleted?.();
            onClose();
          }}
        />
      )}
    </>
  );
}

import type { Notification, NotificationCreateBody } from "@app/contracts";
import { Button, Group, Modal, Select, Textarea, TextInput } from "@mantine/core";
import { useEffect, useState } from "react";
import { routeTitleKey } from "../../../app/route-meta";
import { DateTimeField } from "../../../components/date-fields";
import { DialogForm, DialogLoadState, dialogWaits, ReadOnlyNotice } from "../../../components/dialog-form";
import { serverFormErrors } from "../../../lib/form-errors";
import { notifySuccess } from "../../../lib/notify";
import { romeMoment, romeWallClock } from "../../../lib/rome-time";
import { useItemMissing } from "../../../lib/route-id";
import { useTranslation } from "../../../lib/use-translation";
import { useAgreementChoices, useNotification, useSaveNote } from "../api/notification-api";
import { isEditable } from "../notification-rules";

/** The form's values: the date as Rome's wall clock (`YYYY-MM-DD HH:mm:ss`), the contract's id as text. */
interface NoteValues {
  title: string;
  text: string;
  date: string | null;
  agreement: string | null;
}

const EMPTY: NoteValues = { title: "", text: "", date: null, agreement: null };
const FIELDS = ["title", "text", "date", "agreement"];

function valuesOf(note: Notification): NoteValues {
  return {
    title: note.title,
    text: note.text,
    date: note.date ? romeWallClock(note.date) : null,
    agreement: note.agreement === null ? null : String(note.agreement),
  };
}

function bodyOf(values: NoteValues): Required<NotificationCreateBody> {
  return {
    title: values.title.trim(),
    text: values.text.trim(),
    date: values.date ? romeMoment(values.date) : null,
    agreement: values.agreement ? Number(values.agreement) : null,
  };
}

/**
 * The customer's own note in a dialog (spec §2 message/notify/ create and {id}/edit): title,
 * text, an optional moment in Rome's time and an optional contract. What the server refuses
 * stays under each field and in the error notification (spec §8); nothing typed is lost.
 */
export function NoteFormDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const note = useNotification(id);
  const agreements = useAgreementChoices();
  const save = useSaveNote(id);
  const [values, setValues] = useState<NoteValues>(EMPTY);
  const loaded = note.data;
  const missing = useItemMissing(note.error);

  useEffect(() => {
    if (loaded) setValues(valuesOf(loaded));
  }, [loaded]);

  const errors = serverFormErrors(save.error, FIELDS);
  const set = <K extends keyof NoteValues>(key: K, value: NoteValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const submit = () =>
    save.mutate(bodyOf(values), {
      onSuccess: () => {
        notifySuccess(t("common.saved"));
        onClose();
      },
    });

  const body = () => {
    if (dialogWaits(id, missing, note))
      return <DialogLoadState id={id} missing={missing} query={note} onClose={onClose} />;
    if (loaded && !isEditable(loaded))
      return (
        <ReadOnlyNotice reason={t("notifications.form.notEditable")}>
          <Group justify="flex-end">
            <Button onClick={onClose}>{t("notifications.form.close")}</Button>
          </Group>
        </ReadOnlyNotice>
      );
    return (
      <DialogForm
        onSubmit={submit}
        notSavedTitle={t("notifications.form.notSaved")}
        otherErrors={errors.other}
      >
        <TextInput
          label={t("notifications.form.title")}
          required
          data-autofocus
          maxLength={200}
          value={values.title}
          onChange={(event) => set("title", event.currentTarget.value)}
          error={errors.fields.title}
        />
        <Textarea
          label={t("notifications.form.text")}
          autosize
          minRows={3}
          maxRows={10}
          maxLength={5000}
          value={values.text}
          onChange={(event) => set("text", event.currentTarget.value)}
          error={errors.fields.text}
        />
        <DateTimeField
          label={t("notifications.form.date")}
          description={t("notifications.form.dateHint")}
          value={values.date ?? ""}
          onChange={(value) => set("date", value || null)}
          error={errors.fields.date}
        />
        <Select
          label={t("notifications.form.agreement")}
          searchable
          clearable
          placeholder={t("notifications.form.noAgreement")}
          data={agreements.data ?? []}
          value={values.agreement}
          onChange={(value) => set("agreement", value)}
          error={errors.fields.agreement}
          nothingFoundMessage={t("notifications.form.noAgreement")}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t("notifications.form.cancel")}
          </Button>
          <Button type="submit" loading={save.isPending} disabled={values.title.trim() === ""}>
            {t("notifications.form.save")}
          </Button>
        </Group>
      </DialogForm>
    );
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t(
        routeTitleKey(id === null ? "customer-message-notify-create" : "customer-message-notify-edit"),
      )}
      size="lg"
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      {body()}
    </Modal>
  );
}

import type { Appointment } from "@app/contracts";
import { Text } from "@mantine/core";
import { ConfirmDeleteDialog } from "../../../components/confirm-delete-dialog";
import { notifySuccess } from "../../../lib/notify";
import { useTranslation } from "../../../lib/use-translation";
import { useDeleteAppointment } from "../api/calendar-api";

/**
 * Spec §5: deleting an appointment asks first, 'If you confirm, the appointment can not be
 * restored'; then the lists reload and the success notice shows. A failure shows the error
 * notification (spec §8) and the dialog stays.
 */
export function DeleteAppointmentDialog({
  appointment,
  onClose,
  onDeleted,
}: {
  appointment: Appointment | null;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteAppointment();
  return (
    <ConfirmDeleteDialog
      opened={appointment !== null}
      title={t("calendar.confirmDelete.title")}
      confirmLabel={t("calendar.confirmDelete.confirm")}
      cancelLabel={t("calendar.confirmDelete.cancel")}
      pending={remove.isPending}
      onClose={onClose}
      onConfirm={() =>
        appointment &&
        remove.mutate(appointment.id, {
          onSuccess: () => {
            notifySuccess(t("common.deleted"));
            onClose();
            onDeleted?.();
          },
        })
      }
    >
      <Text fw={600}>{appointment?.title}</Text>
      <Text>{t("calendar.confirmDelete.text")}</Text>
    </ConfirmDeleteDialog>
  );
}

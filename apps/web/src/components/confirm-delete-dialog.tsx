import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { IconAlertTriangle, IconBan } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { ApiError } from "../lib/api-error";
import { errorBodyToLines } from "../lib/error-lines";
import { useTranslation } from "../lib/use-translation";
import { READABLE_ALERT } from "./readable-alert";

interface ConfirmDeleteDialogProps {
  opened: boolean;
  title: string;
  /** What is deleted and what follows from it. */
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /**
   * The last attempt's failure (e.g. a node with children) and the heading of its reasons: said
   * here, whole and once (the delete raises no notice of its own, issue 44), and no confirm.
   */
  refusal?: { title: string; error: unknown };
}

/** What a failed delete says, in words: the server's reasons, or the generic message. */
function refusalLines(error: unknown, generic: string): string[] {
  if (!error) return [];
  const lines = error instanceof ApiError ? errorBodyToLines(error.body) : [];
  return lines.length > 0 ? lines : [generic];
}

/**
 * Every delete confirmation of the app (spec §5: 'Attention'): a warning title, what goes, Cancel
 * focused first so Enter never deletes by accident, the red confirm button; when the server
 * refuses, its reasons in the dialog and only Close.
 */
export function ConfirmDeleteDialog(props: ConfirmDeleteDialogProps) {
  const { t } = useTranslation();
  const reasons = refusalLines(props.refusal?.error, t("errors.generic"));
  const refused = reasons.length > 0;
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      centered
      closeButtonProps={{ "aria-label": t("common.close") }}
      title={
        <Group gap="xs">
          <IconAlertTriangle size={20} color="var(--mantine-color-red-6)" aria-hidden />
          <span>{props.title}</span>
        </Group>
      }
    >
      <Stack>
        {props.children}
        {refused && props.refusal && (
          <Alert
            styles={READABLE_ALERT}
            color="red"
            icon={<IconBan aria-hidden />}
            title={props.refusal.title}
            role="alert"
          >
            {reasons.map((line) => (
              <Text key={line} size="sm">
                {line}
              </Text>
            ))}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose} data-autofocus>
            {refused ? t("common.close") : props.cancelLabel}
          </Button>
          {!refused && (
            // red.9: white on Mantine's default filled red (red.8 here) is 4.48:1, just short of AA.
            <Button color="red.9" onClick={props.onConfirm} loading={props.pending}>
              {props.confirmLabel}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}

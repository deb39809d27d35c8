import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useTranslation } from "../../../lib/use-translation";

/** A yes/no question before something that cannot be undone from here; Cancel takes the focus. */
export function ConfirmDialog(props: {
  opened: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      centered
      title={props.title}
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      <Stack>
        <Text>{props.text}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose} data-autofocus>
            {t("signatures.frozen.cancel")}
          </Button>
          <Button color="red" loading={props.pending} onClick={props.onConfirm}>
            {props.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

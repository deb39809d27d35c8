import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { notifySuccess } from "../../../lib/notify";
import { useTranslation } from "../../../lib/use-translation";
import type { DocumentRequest } from "../model/document-target";
import { DocumentNotices, FailureAlert } from "./dialog-notices";

/**
 * The frame of a dialog that sends a contract somewhere (download, e-mail): the contract named
 * with what the customer should know of it, the dialog's own fields, why the last try failed,
 * Cancel and the action. `shown` is the request kept while the dialog closes.
 */
/** How a document dialog is opened: the agreement it is for (null: closed), and how it closes. */
export interface DialogOpening {
  request: DocumentRequest | null;
  onClose: () => void;
}

export function DocumentDialog(props: {
  request: DocumentRequest | null;
  shown: DocumentRequest | null;
  onClose: () => void;
  title: string;
  intro: (title: string) => string;
  size?: string;
  /** A click beside the dialog closes it (not while the action runs, not with a form to lose). */
  closeOnClickOutside: boolean;
  onSubmit: () => void;
  pending: boolean;
  failure: { error: unknown; title: string; fields: string[] };
  action: { label: string; icon: ReactNode; autoFocus?: boolean };
  /** Shown under the buttons (what the action is doing). */
  footnote?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { shown } = props;
  return (
    <Modal
      opened={props.request !== null}
      onClose={props.onClose}
      title={props.title}
      centered
      closeButtonProps={{ "aria-label": t("common.close") }}
      size={props.size}
      closeOnClickOutside={props.closeOnClickOutside}
    >
      {shown && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            props.onSubmit();
          }}
          noValidate
          aria-busy={props.pending || undefined}
        >
          <Stack>
            <Text size="sm" style={{ overflowWrap: "anywhere" }}>
              {props.intro(shown.agreement.title)}
            </Text>
            <DocumentNotices request={shown} />
            {props.children}
            <FailureAlert {...props.failure} />
            <Group justify="flex-end">
              <Button variant="default" onClick={props.onClose}>
                {t("documents.cancel")}
              </Button>
              <Button
                type="submit"
                loading={props.pending}
                leftSection={props.action.icon}
                data-autofocus={props.action.autoFocus || undefined}
              >
                {props.action.label}
              </Button>
            </Group>
            {props.footnote}
          </Stack>
        </form>
      )}
    </Modal>
  );
}

/** What a dialog's action does once done: says so, in the server's words or its own, and closes. */
export function closeWhenDone<T>(onClose: () => void, notice: (answer: T) => string) {
  return {
    onSuccess: (answer: T) => {
      notifySuccess(notice(answer));
      onClose();
    },
  };
}

import { Button, Group, Paper, Stack } from "@mantine/core";
import type { FormEvent, ReactNode } from "react";
import { Link } from "react-router";
import { OtherErrorsAlert } from "./other-errors-alert";

interface ResourceFormProps {
  /** Called with the browser's own submit prevented. */
  onSubmit: () => void;
  /** The server's messages the fields do not show (`serverFormErrors(...).other`). */
  otherErrors: string[];
  /** The heading of those messages, e.g. "The data were not saved". */
  otherErrorsTitle: string;
  submitLabel: string;
  /** Cancel leads back (a link) or closes (a dialog). */
  cancel: { label: string; to: string } | { label: string; onClick: () => void };
  pending: boolean;
  /** False while a required field is empty: the save button waits (spec §5). Left out, the
   * button stays enabled and `onSubmit` says what is missing. */
  canSubmit?: boolean;
  /** In a page: framed; in a dialog: bare. */
  framed?: boolean;
  children: ReactNode;
}

/**
 * Every create and edit form of the app: its fields, the server's other messages in one alert
 * (nothing the server said is lost), then Cancel and the save button, which shows progress.
 */
export function ResourceForm(props: ResourceFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (props.canSubmit !== false && !props.pending) props.onSubmit();
  };
  const body = (
    <Stack gap="md">
      {props.children}
      <OtherErrorsAlert title={props.otherErrorsTitle} lines={props.otherErrors} />
      <Group justify="flex-end">
        {"to" in props.cancel ? (
          <Button variant="default" component={Link} to={props.cancel.to}>
            {props.cancel.label}
          </Button>
        ) : (
          <Button variant="default" onClick={props.cancel.onClick}>
            {props.cancel.label}
          </Button>
        )}
        <Button type="submit" loading={props.pending} disabled={props.canSubmit === false}>
          {props.submitLabel}
        </Button>
      </Group>
    </Stack>
  );
  return props.framed === false ? (
    <form onSubmit={submit} noValidate>
      {body}
    </form>
  ) : (
    <Paper withBorder radius="md" p="md" component="form" onSubmit={submit} noValidate>
      {body}
    </Paper>
  );
}

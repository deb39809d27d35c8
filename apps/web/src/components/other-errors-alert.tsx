import { Alert, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { READABLE_ALERT } from "./readable-alert";

/**
 * The server's messages that belong to no field of a form, under one heading ("The data were
 * not saved"), one line each: nothing the server said is lost. Nothing when there are none.
 */
export function OtherErrorsAlert({ title, lines }: { title: string; lines: readonly string[] }) {
  if (lines.length === 0) return null;
  return (
    <Alert
      styles={READABLE_ALERT}
      color="red"
      icon={<IconAlertTriangle aria-hidden />}
      title={title}
      role="alert"
    >
      {lines.map((line) => (
        <Text key={line} size="sm">
          {line}
        </Text>
      ))}
    </Alert>
  );
}

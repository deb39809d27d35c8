import { Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * One framed block of the signatures' screens (freeze, remote signature, invitations, the
 * invitee's page): its heading, a line saying what it is for, then its content.
 */
export function PanelSection(props: {
  title: string;
  /** The heading's level: 3 in the drafting screen's «Firme» tab, 2 on the invitee's own page. */
  order?: 2 | 3;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={props.order ?? 3} size="h4">
          {props.title}
        </Title>
        {props.intro && <Text size="sm">{props.intro}</Text>}
        {props.children}
      </Stack>
    </Paper>
  );
}

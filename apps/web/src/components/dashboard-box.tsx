import { Card, Group, Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * A box of the customer's dashboard (spec §1): a framed section named by its heading, with its
 * icon, and beside the heading the way to the whole list; its content below.
 */
export function DashboardBox({
  name,
  icon,
  title,
  action,
  fill = true,
  children,
}: {
  /** The box's name, which ids its heading (`box-<name>`). */
  name: string;
  icon: ReactNode;
  title: string;
  action?: ReactNode;
  /** Whether the box fills its row's height (every box but the calendar). */
  fill?: boolean;
  children: ReactNode;
}) {
  const id = `box-${name}`;
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby={id}
      h={fill ? "100%" : undefined}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            {icon}
            <Title order={2} size="h4" id={id}>
              {title}
            </Title>
          </Group>
          {action}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}

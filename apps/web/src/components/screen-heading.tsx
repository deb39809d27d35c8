import { Group, Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** A screen's heading: its title with a line beneath (an intro, the record's facts), and its actions. */
export function ScreenHeading({
  title,
  below,
  actions,
}: {
  title: string;
  below?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {title}
        </Title>
        {below}
      </Stack>
      {actions}
    </Group>
  );
}

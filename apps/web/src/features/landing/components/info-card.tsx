import { Paper, Stack, ThemeIcon, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** A titled card of the information pages (requirements, contacts). */
export function InfoCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm">
        <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

import { Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** The h1 of a catalogue screen and the line under it (a count, an intro). */
export function CataloguePageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Stack gap={4}>
      <Title order={1} size="h2">
        {title}
      </Title>
      {children && (
        <Text c="dimmed" aria-live="polite">
          {children}
        </Text>
      )}
    </Stack>
  );
}

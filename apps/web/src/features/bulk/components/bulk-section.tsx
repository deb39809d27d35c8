import { Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** A step of the page: a section named by its heading. */
export function BulkSection({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section">
      <Title order={2} size="h3">
        {heading}
      </Title>
      {children}
    </Stack>
  );
}

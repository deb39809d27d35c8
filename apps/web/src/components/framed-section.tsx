import { Paper, Table, VisuallyHidden } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "../lib/use-translation";

/** A framed block of an edit screen, named for screen readers (its data, its values…). */
export function FramedSection({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={label}>
      {children}
    </Paper>
  );
}

/** The heading of a table's actions column: read by screen readers, not shown. */
export function ActionsHeading() {
  const { t } = useTranslation();
  return (
    <Table.Th>
      <VisuallyHidden>{t("list.actions")}</VisuallyHidden>
    </Table.Th>
  );
}

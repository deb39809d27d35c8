import { Table, UnstyledButton } from "@mantine/core";
import { IconArrowsSort, IconSortAscending, IconSortDescending } from "@tabler/icons-react";
import type { ReactNode } from "react";

interface SortHeaderProps {
  children: ReactNode;
  /** This column is the list's order. */
  active: boolean;
  descending: boolean;
  onSort: () => void;
  /** Read by screen readers, e.g. "Sort by title". */
  sortLabel: string;
}

/** A table heading that orders the list by its column (spec §4: ordering by a field name). */
export function SortHeader({ children, active, descending, onSort, sortLabel }: SortHeaderProps) {
  const Icon = !active ? IconArrowsSort : descending ? IconSortDescending : IconSortAscending;
  return (
    <Table.Th aria-sort={active ? (descending ? "descending" : "ascending") : "none"}>
      <UnstyledButton
        onClick={onSort}
        aria-label={sortLabel}
        style={{
          display: "inline-flex",
          alignItems: "center",
          gap: 4,
          fontWeight: 700,
          fontSize: "inherit",
          whiteSpace: "nowrap",
        }}
      >
        {children}
        <Icon size={14} aria-hidden style={{ opacity: active ? 1 : 0.4 }} />
      </UnstyledButton>
    </Table.Th>
  );
}

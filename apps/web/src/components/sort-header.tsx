import { Table, UnstyledButton } from "@mantine/core";
import { IconArrowsSort, IconSortAscending, IconSortDescending } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { toggleOrder } from "../lib/list-url";
import { useTranslation } from "../lib/use-translation";

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

/**
 * The headings of a list ordered by a click: `sortable(column, label)` draws the column's
 * heading for the list's current order and asks for the toggled order on click (list-url.ts).
 */
export function useSortableHeaders<O extends string>(
  current: { order: O; descending: boolean },
  onChange: (change: { order: O; descending: boolean }) => void,
  descendingFirst: readonly O[] = [],
) {
  const { t } = useTranslation();
  return (column: O, label: string) => (
    <SortHeader
      active={current.order === column}
      descending={current.descending}
      onSort={() => onChange(toggleOrder(current, column, descendingFirst))}
      sortLabel={t("list.sortBy", { column: label })}
    >
      {label}
    </SortHeader>
  );
}

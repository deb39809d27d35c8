import { Group, SegmentedControl, Select, Stack } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "../lib/use-translation";

interface ListCardsProps<Row extends { id: number }, O extends string> {
  rows: readonly Row[];
  /** The orders offered, each with its label. */
  orders: { value: O; label: string }[];
  order: { order: O; descending: boolean };
  onOrder: (change: { order: O; descending: boolean }) => void;
  card: (row: Row) => ReactNode;
}

/** A list on a phone: one card per row, ordered with a select and a direction instead of headings. */
export function ListCards<Row extends { id: number }, O extends string>(props: ListCardsProps<Row, O>) {
  const { t } = useTranslation();
  const { order, descending } = props.order;
  return (
    <Stack gap="xs">
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <Select
          label={t("list.orderBy")}
          data={props.orders}
          value={order}
          allowDeselect={false}
          onChange={(value) => value && props.onOrder({ order: value as O, descending })}
          style={{ flex: 1 }}
          size="xs"
        />
        <SegmentedControl
          size="xs"
          aria-label={t("list.direction")}
          data={[
            { value: "asc", label: "↑" },
            { value: "desc", label: "↓" },
          ]}
          value={descending ? "desc" : "asc"}
          onChange={(direction) => props.onOrder({ order, descending: direction === "desc" })}
        />
      </Group>
      <Stack gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
        {props.rows.map((row) => (
          <li key={row.id}>{props.card(row)}</li>
        ))}
      </Stack>
    </Stack>
  );
}

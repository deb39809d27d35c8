import { Table, type TableTdProps, VisuallyHidden } from "@mantine/core";
import { Fragment, type ReactNode } from "react";
import { useTranslation } from "../lib/use-translation";
import { useSortableHeaders } from "./sort-header";

/** One column of a list table: its heading, what each row shows, and how it sorts if it does. */
export interface DataColumn<T, O extends string> {
  key: string;
  /** The heading; hidden visually (but read) for an actions column. */
  label: string;
  hideLabel?: boolean;
  /** The order this column's heading sets (`order_by__`), if the column sorts. */
  sort?: O;
  cell: (row: T) => ReactNode;
  /** Layout of the cell: width limits, weight, no wrapping… */
  cellProps?: TableTdProps;
}

interface DataTableProps<T extends { id: number | string }, O extends string> {
  /** Read by screen readers as the table's name. */
  label: string;
  columns: readonly DataColumn<T, O>[];
  rows: readonly T[];
  /** The list's order, and the way to change it (a click on a heading); left out, nothing sorts. */
  order?: { order: O; descending: boolean };
  onOrder?: (change: { order: O; descending: boolean }) => void;
  /** Columns that sort newest first on the first click (dates, versions). */
  descendingFirst?: readonly O[];
  /** Below this width the table scrolls sideways rather than squeezing its columns. */
  minWidth: number;
}

/** A table nobody sorts (a firm's few people): its headings are plain. */
const UNSORTED = { order: "" as never, descending: false };
const ignore = () => {};

/**
 * Every list table of the back office, declared by its columns (spec §4 Lists: ordering by a
 * click on a heading, `aria-sort` for screen readers). Striped, one row per item.
 */
export function DataTable<T extends { id: number | string }, O extends string = never>(
  props: DataTableProps<T, O>,
) {
  const sortable = useSortableHeaders(
    props.order ?? UNSORTED,
    props.onOrder ?? ignore,
    props.descendingFirst,
  );
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={props.minWidth}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label={props.label}>
        <Table.Thead>
          <Table.Tr>
            {props.columns.map((column) =>
              column.sort && props.order ? (
                <Fragment key={column.key}>{sortable(column.sort, column.label)}</Fragment>
              ) : (
                <Table.Th key={column.key}>
                  {column.hideLabel ? (
                    <VisuallyHidden>{column.label || t("list.actions")}</VisuallyHidden>
                  ) : (
                    column.label
                  )}
                </Table.Th>
              ),
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.rows.map((row) => (
            <Table.Tr key={row.id}>
              {props.columns.map((column) => (
                <Table.Td key={column.key} {...column.cellProps}>
                  {column.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

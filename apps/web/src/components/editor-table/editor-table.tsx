import { Button, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconPlus } from "@tabler/icons-react";
import { type ReactNode, useEffect, useRef } from "react";
import { type EditorTableColumn, ListRows, TableRows, type TableViewProps } from "./editor-table-views";
import type { SluggedItem, TableAction, TableRow, TableState } from "./row-table";

export type { EditorTableColumn };

export interface RowFormProps<T> {
  row: TableRow<T & SluggedItem>;
  onCancel: () => void;
  onApply: (data: T) => void;
  /** The server's errors of this row, by property. */
  serverErrors: Record<string, string>;
}

interface EditorTableProps<T extends SluggedItem> {
  title: string;
  state: TableState<T>;
  dispatch: (action: TableAction<T>) => void;
  columns: EditorTableColumn<T>[];
  newItem: T;
  addLabel: string;
  emptyText: string;
  /** How a row is named to screen readers ("Campo Canone"). */
  rowName: (item: T) => string;
  renderForm: (props: RowFormProps<T>) => ReactNode;
  rowErrors: (key: string) => Record<string, string>;
  /** Frozen content: rows are shown, never changed. */
  readOnly?: boolean;
}

/**
 * An editor table of spec §4: Add opens the new row's detail (and hides while any row is open),
 * the detail is an inline form with Cancel and Apply, rows can be edited, moved and removed.
 */
export function EditorTable<T extends SluggedItem>(props: EditorTableProps<T>) {
  const { title, state, dispatch, columns, newItem, addLabel, emptyText, rowName, renderForm, rowErrors } =
    props;
  const counter = useRef(0);
  const root = useRef<HTMLElement>(null);
  const lastOpen = useRef<string | null>(null);
  // When a detail closes, the keyboard goes back to its row's edit button (or to Add when the row is gone).
  useEffect(() => {
    if (state.openKey !== null) {
      lastOpen.current = state.openKey;
      return;
    }
    const key = lastOpen.current;
    if (key === null) return;
    lastOpen.current = null;
    const target =
      root.current?.querySelector<HTMLElement>(`[data-row-edit="${key}"]`) ??
      root.current?.querySelector<HTMLElement>("[data-table-add]");
    target?.focus();
  }, [state.openKey]);
  const busy = state.openKey !== null;
  const editable = !props.readOnly;
  const matchesWide = useMediaQuery("(min-width: 48em)", true, { getInitialValueInEffect: false });
  // The table and the list are different trees: switching while a row is open would mount its
  // form anew and lose what was typed in it (a zoom or a rotated tablet crosses the breakpoint).
  // So the view chosen when the row opened stays until it closes.
  const heldView = useRef(matchesWide);
  if (!busy) heldView.current = matchesWide;
  const wide = heldView.current;
  const view: TableViewProps<T> = {
    title,
    state,
    dispatch,
    columns,
    rowName,
    rowErrors,
    editable,
    form: (row, errors) =>
      renderForm({
        row,
        serverErrors: errors,
        onCancel: () => dispatch({ type: "cancel" }),
        onApply: (data) => dispatch({ type: "apply", data }),
      }),
  };

  const add = () => {
    counter.current += 1;
    dispatch({ type: "add", key: `new-${Date.now()}-${counter.current}`, data: newItem });
  };

  return (
    <Paper ref={root} withBorder radius="md" p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {title}
          </Title>
          {editable && !busy && (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={add}
              data-table-add
            >
              {addLabel}
            </Button>
          )}
        </Group>
        {state.rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {emptyText}
          </Text>
        ) : wide ? (
          <Table.ScrollContainer minWidth={560}>
            <TableRows {...view} />
          </Table.ScrollContainer>
        ) : (
          <ListRows {...view} />
        )}
      </Stack>
    </Paper>
  );
}

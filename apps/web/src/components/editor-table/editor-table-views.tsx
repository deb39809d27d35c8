import { ActionIcon, Group, Paper, Stack, Table, Text } from "@mantine/core";
import { IconAlertCircle, IconArrowDown, IconArrowUp, IconPencil } from "@tabler/icons-react";
import { Fragment, type ReactNode } from "react";
import { useTranslation } from "../../lib/use-translation";
import { ActionsHeading } from "../framed-section";
import { RemoveButton } from "../remove-button";
import type { SluggedItem, TableAction, TableRow, TableState } from "./row-table";

export interface EditorTableColumn<T> {
  header: string;
  cell: (item: T) => ReactNode;
}

export interface TableViewProps<T extends SluggedItem> {
  title: string;
  state: TableState<T>;
  dispatch: (action: TableAction<T>) => void;
  columns: EditorTableColumn<T>[];
  rowName: (item: T) => string;
  rowErrors: (key: string) => Record<string, string>;
  /** The open row's inline form. */
  form: (row: TableRow<T>, errors: Record<string, string>) => ReactNode;
  editable: boolean;
}

function RowActions<T extends SluggedItem>({
  row,
  index,
  name,
  hasErrors,
  state,
  dispatch,
}: {
  row: TableRow<T>;
  index: number;
  name: string;
  hasErrors: boolean;
  state: TableState<T>;
  dispatch: (action: TableAction<T>) => void;
}) {
  const { t } = useTranslation();
  const busy = state.openKey !== null;
  return (
    <Group gap={2} justify="flex-end" wrap="nowrap">
      {hasErrors && !busy && (
        <IconAlertCircle
          size={18}
          color="var(--mantine-color-red-9)"
          aria-label={t("editorTable.hasErrors")}
        />
      )}
      <ActionIcon
        variant="subtle"
        disabled={busy}
        onClick={() => dispatch({ type: "open", key: row.key })}
        data-row-edit={row.key}
        aria-label={t("editorTable.edit", { name })}
      >
        <IconPencil size={16} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="gray"
        disabled={busy || index === 0}
        onClick={() => dispatch({ type: "move", key: row.key, offset: -1 })}
        aria-label={t("editorTable.moveUp", { name })}
      >
        <IconArrowUp size={16} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="gray"
        disabled={busy || index === state.rows.length - 1}
        onClick={() => dispatch({ type: "move", key: row.key, offset: 1 })}
        aria-label={t("editorTable.moveDown", { name })}
      >
        <IconArrowDown size={16} aria-hidden />
      </ActionIcon>
      <RemoveButton
        disabled={busy}
        onClick={() => dispatch({ type: "remove", key: row.key })}
        label={t("editorTable.remove", { name })}
      />
    </Group>
  );
}

const ErrorLine = ({ errors }: { errors: Record<string, string> }) => (
  <Text size="xs" c="red.9">
    {Object.values(errors).join(" ")}
  </Text>
);

/** Wide screens: a table, the open row's form in a full-width row beneath it. */
export function TableRows<T extends SluggedItem>(props: TableViewProps<T>) {
  const { title, state, dispatch, columns, rowName, rowErrors, form, editable } = props;
  const { t } = useTranslation();
  const span = columns.length + (editable ? 1 : 0);
  return (
    <Table verticalSpacing={6} aria-label={title}>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => (
            <Table.Th key={column.header}>{column.header}</Table.Th>
          ))}
          {editable && <ActionsHeading />}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {state.rows.map((row, index) => {
          const open = row.key === state.openKey;
          const errors = rowErrors(row.key);
          const hasErrors = Object.keys(errors).length > 0;
          const name = rowName(row.data) || t("editorTable.newRow");
          return (
            <Fragment key={row.key}>
              <Table.Tr bg={open ? "var(--mantine-color-blue-light)" : undefined}>
                {columns.map((column) => (
                  <Table.Td key={column.header} style={{ overflowWrap: "anywhere" }}>
                    {column.cell(row.data)}
                  </Table.Td>
                ))}
                {editable && (
                  <Table.Td>
                    <RowActions {...{ row, index, name, hasErrors, state, dispatch }} />
                  </Table.Td>
                )}
              </Table.Tr>
              {open && (
                <Table.Tr>
                  <Table.Td colSpan={span} p="md" bg="var(--mantine-color-gray-light)">
                    {form(row, errors)}
                  </Table.Td>
                </Table.Tr>
              )}
              {hasErrors && !open && (
                <Table.Tr>
                  <Table.Td colSpan={span} pt={0}>
                    <ErrorLine errors={errors} />
                  </Table.Td>
                </Table.Tr>
              )}
            </Fragment>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

/** Phones: one block per row (its columns as label and value), the open row's form inside it. */
export function ListRows<T extends SluggedItem>(props: TableViewProps<T>) {
  const { title, state, dispatch, columns, rowName, rowErrors, form, editable } = props;
  const { t } = useTranslation();
  return (
    <Stack gap="xs" component="ul" aria-label={title} style={{ listStyle: "none", margin: 0, padding: 0 }}>
      {state.rows.map((row, index) => {
        const open = row.key === state.openKey;
        const errors = rowErrors(row.key);
        const hasErrors = Object.keys(errors).length > 0;
        const name = rowName(row.data) || t("editorTable.newRow");
        const [first, ...rest] = columns;
        return (
          <Paper
            key={row.key}
            component="li"
            withBorder
            radius="sm"
            p="xs"
            bg={open ? "var(--mantine-color-blue-light)" : undefined}
          >
            <Stack gap={2}>
              <Text fw={600} size="sm">
                {first?.cell(row.data)}
              </Text>
              {rest.map((column) => (
                <Group key={column.header} gap={4} wrap="nowrap">
                  <Text size="xs" c="dimmed" style={{ flex: "none" }}>
                    {column.header}:
                  </Text>
                  <Text size="xs" component="div" truncate>
                    {column.cell(row.data)}
                  </Text>
                </Group>
              ))}
            </Stack>
            {editable && !open && <RowActions {...{ row, index, name, hasErrors, state, dispatch }} />}
            {hasErrors && !open && <ErrorLine errors={errors} />}
            {open && (
              <Paper mt="xs" p="xs" radius="sm" bg="var(--mantine-color-body)">
                {form(row, errors)}
              </Paper>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}

import { Button, Paper, Stack, Text } from "@mantine/core";
import { useTranslation } from "../lib/use-translation";

type ListEmptyStateProps =
  /** Nothing exists yet: what to say. */
  | { filtered?: false; emptyText: string; noMatchText?: never; onClearFilters?: never }
  /** Filters are active: nothing matched them (the generic sentence, or the list's), with the way out. */
  | { filtered: true; emptyText?: never; noMatchText?: string; onClearFilters: () => void };

/** A list with no row: either nothing matches the filters (with a way out) or nothing exists yet. */
export function ListEmptyState({ filtered, emptyText, noMatchText, onClearFilters }: ListEmptyStateProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="xs" ta="center">
        <Text fw={600}>{filtered ? (noMatchText ?? t("list.noMatch")) : emptyText}</Text>
        {filtered && (
          <Button variant="light" size="xs" onClick={onClearFilters}>
            {t("list.clearFilters")}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

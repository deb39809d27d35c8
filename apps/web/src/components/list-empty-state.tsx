import { Button, Paper, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

interface ListEmptyStateProps {
  /** Whether filters are active: then nothing matched them, and they can be cleared. */
  filtered: boolean;
  /** What to say when the list is empty without any filter. */
  emptyText: string;
  onClearFilters: () => void;
}

/** A list with no row: either nothing matches the filters (with a way out) or nothing exists yet. */
export function ListEmptyState({ filtered, emptyText, onClearFilters }: ListEmptyStateProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="xs" ta="center">
        <Text fw={600}>{filtered ? t("list.noMatch") : emptyText}</Text>
        {filtered && (
          <Button variant="light" size="xs" onClick={onClearFilters}>
            {t("list.clearFilters")}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

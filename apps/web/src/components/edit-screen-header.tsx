import { Button, Group, Stack, Title } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import type { ReactNode } from "react";

/**
 * A back-office edit screen's heading: the item's name (or "New …"), and Delete once the item
 * exists, which opens the screen's confirmation.
 */
export function EditScreenHeader({
  title,
  deleteLabel,
  onDelete,
  below,
  children,
}: {
  title: string;
  /** A line beneath the title (where the item stands). */
  below?: ReactNode;
  /** Needed with `onDelete`. */
  deleteLabel?: string;
  /** Absent while creating: there is nothing to delete yet. */
  onDelete?: () => void;
  /** Further actions beside the heading. */
  children?: ReactNode;
}) {
  const heading = (
    <Title order={1} style={{ overflowWrap: "anywhere" }}>
      {title}
    </Title>
  );
  return (
    <Group justify="space-between">
      {below ? (
        <Stack gap={4}>
          {heading}
          {below}
        </Stack>
      ) : (
        heading
      )}
      {children}
      {onDelete && (
        <Button
          variant="default"
          color="red.8"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={onDelete}
        >
          {deleteLabel}
        </Button>
      )}
    </Group>
  );
}

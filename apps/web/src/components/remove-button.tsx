import { ActionIcon, type ActionIconProps } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";

/**
 * The bin that removes one row of an editable table or list (a value, a party, a condition):
 * red, quiet, and named for a screen reader by what it removes.
 */
export function RemoveButton({
  label,
  onClick,
  disabled,
  ...layout
}: { label: string; onClick: () => void; disabled?: boolean } & Pick<ActionIconProps, "mt" | "mb">) {
  return (
    <ActionIcon
      variant="subtle"
      color="red"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      {...layout}
    >
      <IconTrash size={16} aria-hidden />
    </ActionIcon>
  );
}

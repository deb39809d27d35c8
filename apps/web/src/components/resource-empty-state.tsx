import { Button, Stack, Text, ThemeIcon } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";

interface ResourceEmptyStateProps {
  /** A Tabler icon at size 30, shown on its own screen, not in a dashboard box. */
  icon: ReactNode;
  colour?: string;
  title: string;
  text: string;
  /** Where to start: the first thing to do when there is nothing yet. */
  action: { label: string; to: string; variant?: "filled" | "light" };
  /** In a dashboard box: left-aligned, no icon, a small button. */
  compact?: boolean;
}

/** Nothing of a kind exists yet (spec §8 empty states): what it is for, and the way to start. */
export function ResourceEmptyState({
  icon,
  colour,
  title,
  text,
  action,
  compact = false,
}: ResourceEmptyStateProps) {
  return (
    <Stack
      align={compact ? "flex-start" : "center"}
      gap="xs"
      ta={compact ? "left" : "center"}
      py={compact ? 0 : "xl"}
    >
      {!compact && (
        <ThemeIcon size={56} radius="xl" variant="light" color={colour} aria-hidden>
          {icon}
        </ThemeIcon>
      )}
      <Text fw={600}>{title}</Text>
      <Text size="sm" c="dimmed" maw={440}>
        {text}
      </Text>
      <Button component={Link} to={action.to} variant={action.variant} size={compact ? "xs" : "sm"}>
        {action.label}
      </Button>
    </Stack>
  );
}

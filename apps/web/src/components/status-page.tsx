import { Center, Group, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import type { ReactNode } from "react";

interface StatusPageProps {
  icon: ReactNode;
  title: string;
  text: ReactNode;
  /** Buttons or links offered to get out of the situation. */
  actions?: ReactNode;
  color?: string;
  /** 1 for a page; 2 inside a dialog, under the dialog's own title, with less room around it. */
  headingOrder?: 1 | 2;
}

/** A full-width message with an icon: maintenance, not found, no access, unexpected error. */
export function StatusPage({
  icon,
  title,
  text,
  actions,
  color = "gray",
  headingOrder = 1,
}: StatusPageProps) {
  return (
    <Center py={headingOrder === 1 ? 64 : "md"} px="md">
      <Stack align="center" gap="md" maw={520} ta="center">
        <ThemeIcon size={72} radius="xl" variant="light" color={color} aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={headingOrder} size={headingOrder === 1 ? "h2" : "h3"}>
          {title}
        </Title>
        <Text c="dimmed" size="lg">
          {text}
        </Text>
        {actions && <Group justify="center">{actions}</Group>}
      </Stack>
    </Center>
  );
}

import { Center, Group, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import type { ReactNode } from "react";

interface StatusPageProps {
  icon: ReactNode;
  title: string;
  text: ReactNode;
  /** Buttons or links offered to get out of the situation. */
  actions?: ReactNode;
  color?: string;
}

/** A full-width message with an icon: maintenance, not found, no access, unexpected error. */
export function StatusPage({ icon, title, text, actions, color = "gray" }: StatusPageProps) {
  return (
    <Center py={64} px="md">
      <Stack align="center" gap="md" maw={520} ta="center">
        <ThemeIcon size={72} radius="xl" variant="light" color={color} aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={1} size="h2">
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

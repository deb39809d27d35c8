import { Anchor, Card, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";

/**
 * A box of the customer's dashboard (spec §1): a framed section named by its heading, with its
 * icon, and beside the heading the way to the whole list; its content below.
 */
export function DashboardBox({
  name,
  icon,
  title,
  action,
  all,
  fill = true,
  children,
}: {
  /** The box's name, which ids its heading (`box-<name>`). */
  name: string;
  icon: ReactNode;
  title: string;
  action?: ReactNode;
  /** The way to the whole list, shown once the list holds anything. */
  all?: { to: string; label: string; shown: boolean };
  /** Whether the box fills its row's height (every box but the calendar). */
  fill?: boolean;
  children: ReactNode;
}) {
  const id = `box-${name}`;
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby={id}
      h={fill ? "100%" : undefined}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            {icon}
            <Title order={2} size="h4" id={id}>
              {title}
            </Title>
          </Group>
          {action}
          {all?.shown && (
            <Anchor component={Link} to={all.to} size="sm">
              {all.label}
            </Anchor>
          )}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}

/**
 * A box's list as its call answers: the failure, in the box's words; loading rows (their heights);
 * the empty state; or the rows.
 */
export function BoxList<Row>({
  query,
  error,
  empty,
  skeleton = [18, 18],
  children,
}: {
  query: { isError: boolean; data?: { results: Row[] } };
  error: string;
  empty: ReactNode;
  skeleton?: number[];
  children: (rows: Row[]) => ReactNode;
}) {
  if (query.isError)
    return (
      <Text size="sm" c="red.8" role="alert">
        {error}
      </Text>
    );
  if (!query.data)
    return (
      <Stack gap="xs" aria-busy>
        {skeleton.map((height, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders, in a fixed order
          <Skeleton key={index} height={height} />
        ))}
      </Stack>
    );
  return query.data.results.length === 0 ? empty : children(query.data.results);
}

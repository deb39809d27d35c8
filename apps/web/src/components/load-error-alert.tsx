import { Alert, Button, Skeleton, Stack } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useTranslation } from "../lib/use-translation";
import { READABLE_ALERT } from "./readable-alert";

/** A list or tree that failed to load, with the way to try again. */
export function LoadErrorAlert({ title, onRetry }: { title?: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      styles={READABLE_ALERT}
      color="red"
      icon={<IconAlertTriangle aria-hidden />}
      title={title ?? t("list.loadError")}
      role="alert"
    >
      <Button size="compact-sm" variant="white" onClick={onRetry}>
        {t("common.retry")}
      </Button>
    </Alert>
  );
}

/**
 * A grey block that says what is loading. The name sits on a `status` role: a name on a plain
 * `div` is an ARIA attribute axe refuses (aria-prohibited-attr), and a reader would not say it.
 */
export function LoadingBlock({ label, height }: { label: string; height: number }) {
  return <Skeleton role="status" aria-label={label} aria-busy height={height} />;
}

/** Grey rows while a list loads; `indent` staggers them like a tree. */
export function RowsSkeleton({
  rows,
  height,
  indent = false,
}: {
  rows: number;
  height: number;
  indent?: boolean;
}) {
  return (
    <Stack gap="xs" aria-busy>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
        <Skeleton key={i} height={height} radius="sm" ml={indent ? (i % 3) * 24 : undefined} />
      ))}
    </Stack>
  );
}

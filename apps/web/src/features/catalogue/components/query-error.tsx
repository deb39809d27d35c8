import { Alert, Button } from "@mantine/core";
import { IconAlertTriangle, IconRefresh } from "@tabler/icons-react";
import { useTranslation } from "../../../lib/use-translation";

/** A list that could not be loaded: what failed, and a way to ask again. */
export function QueryError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert" title={message}>
      <Button
        size="compact-sm"
        variant="white"
        color="red"
        leftSection={<IconRefresh size={16} aria-hidden />}
        onClick={onRetry}
      >
        {t("common.retry")}
      </Button>
    </Alert>
  );
}

import { Alert, Anchor, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { Link } from "react-router";
import { pathTo } from "../../../app/paths";
import { READABLE_ALERT } from "../../../components/readable-alert";
import type { ApiError } from "../../../lib/api-error";
import { errorBodyToLines } from "../../../lib/error-lines";
import { useTranslation } from "../../../lib/use-translation";
import { isPecNotReady } from "../api/pec-send-api";

/**
 * The send refused with 409: the PEC mailbox is not set (`pec_not_configured`) or its connection
 * test has not passed (`pec_not_verified`). The server's words say which; the link leads to where
 * it is put right.
 */
export function PecNotReadyAlert({ error, onLeave }: { error: unknown; onLeave: () => void }) {
  const { t } = useTranslation();
  if (!isPecNotReady(error)) return null;
  const lines = errorBodyToLines((error as ApiError).body as Record<string, unknown>);
  return (
    <Alert
      styles={READABLE_ALERT}
      color="orange"
      role="alert"
      icon={<IconAlertTriangle aria-hidden />}
      title={t("documents.pec.notReadyTitle")}
    >
      {lines.map((line) => (
        <Text key={line} size="sm">
          {line}
        </Text>
      ))}
      <Anchor component={Link} to={pathTo("customer-profile-pec")} onClick={onLeave} size="sm" fw={600}>
        {t("documents.pec.openMailbox")}
      </Anchor>
    </Alert>
  );
}

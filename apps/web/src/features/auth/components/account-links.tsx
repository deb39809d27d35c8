import { Anchor, Stack } from "@mantine/core";
import { Link } from "react-router";
import { ExternalLink } from "../../../components/external-link";
import { useGlobalConfig } from "../../../lib/global-config";
import { useTranslation } from "../../../lib/use-translation";

/**
 * The links under the navbar login form (spec §2), from configuration. The reset-password
 * link falls back to our own page when no external one is configured.
 */
export function AccountLinks({
  resetPasswordPath,
  onNavigate,
}: {
  resetPasswordPath: string;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const { data: config } = useGlobalConfig();
  const frontend = config?.frontend;
  const subscribeUrl = frontend?.SUBSCRIBE_URL ?? frontend?.SHOP_URL ?? null;
  const appointmentUrl = frontend?.APPOINTMENT_REQUEST_URL ?? null;

  return (
    <Stack gap={6}>
      {frontend?.RESET_PASSWORD_URL ? (
        <ExternalLink href={frontend.RESET_PASSWORD_URL} size="sm">
          {t("auth.links.resetPassword")}
        </ExternalLink>
      ) : (
        <Anchor component={Link} to={resetPasswordPath} size="sm" onClick={onNavigate}>
          {t("auth.links.resetPassword")}
        </Anchor>
      )}
      {subscribeUrl && (
        <ExternalLink href={subscribeUrl} size="sm">
          {t("auth.links.subscribe")}
        </ExternalLink>
      )}
      {appointmentUrl && (
        <ExternalLink href={appointmentUrl} size="sm">
          {t("auth.links.appointment")}
        </ExternalLink>
      )}
    </Stack>
  );
}

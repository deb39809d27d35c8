import { Stack, Title } from "@mantine/core";
import { useTranslation } from "../../../lib/use-translation";
import { SecurityPanel } from "../../auth/mfa/security-panel";
import { ProfileNav } from "../components/profile-nav";

/** `customer-profile-security` (issue 35): the customer's two-factor sign-in, on or off. */
export function SecurityPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Title order={1}>{t("routes.customer-profile-security")}</Title>
      <ProfileNav active="security" />
      <SecurityPanel />
    </Stack>
  );
}

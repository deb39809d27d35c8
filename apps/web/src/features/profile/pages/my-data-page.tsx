import { Stack, Title } from "@mantine/core";
import { useTranslation } from "../../../lib/use-translation";
import { DeleteAccountSection } from "../components/delete-account-section";
import { MyDataExport } from "../components/my-data-export";
import { ProfileNav } from "../components/profile-nav";

/** `customer-profile-my-data` (issue 35): the customer's data taken out, or the account erased. */
export function MyDataPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Title order={1}>{t("routes.customer-profile-my-data")}</Title>
      <ProfileNav active="myData" />
      <MyDataExport />
      <DeleteAccountSection />
    </Stack>
  );
}

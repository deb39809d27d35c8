import type { PecSettingsScope } from "@app/contracts";
import { Alert, Radio, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { useState } from "react";
import { LoadErrorAlert } from "../../../components/load-error-alert";
import { READABLE_ALERT } from "../../../components/readable-alert";
import { useTranslation } from "../../../lib/use-translation";
import { usePecSettings } from "../api/pec-settings-api";
import { PecSettingsForm } from "../components/pec-settings-form";
import { ProfileNav } from "../components/profile-nav";

const isScope = (value: string): value is PecSettingsScope => value === "firm" || value === "person";

/**
 * `customer-profile-pec` (issue 47 §1): the PEC mailbox contracts are sent from. The firm's
 * administrator sets the firm's, or anyone their own (which wins for them); the scope chosen
 * reads that mailbox's settings.
 */
export function PecSettingsPage() {
  const { t } = useTranslation();
  const [asked, setAsked] = useState<PecSettingsScope | undefined>(undefined);
  const settings = usePecSettings(asked);
  const data = settings.data;
  // Until one is chosen, the mailbox in use; an administrator with none starts on the firm's.
  const scope: PecSettingsScope = asked ?? (data?.can_edit_firm ? (data.scope ?? "firm") : "person");

  return (
    <Stack gap="md">
      <Title order={1}>{t("routes.customer-profile-pec")}</Title>
      <ProfileNav active="pec" />
      <Text maw={720}>{t("profile.pec.intro")}</Text>
      {data?.can_edit_firm && (
        <Radio.Group
          label={t("profile.pec.scope")}
          value={scope}
          onChange={(value) => isScope(value) && setAsked(value)}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="firm" label={t("profile.pec.scopes.firm")} />
            <Radio value="person" label={t("profile.pec.scopes.person")} />
          </Stack>
        </Radio.Group>
      )}
      {settings.isError ? (
        <LoadErrorAlert onRetry={() => void settings.refetch()} />
      ) : !data ? (
        <Skeleton height={320} />
      ) : (
        <>
          {!data.can_edit_firm && data.scope === "firm" && (
            <Alert styles={READABLE_ALERT} color="blue" icon={<IconInfoCircle size={18} aria-hidden />}>
              {t("profile.pec.firmInUse")}
            </Alert>
          )}
          <PecSettingsForm key={scope} settings={data} scope={scope} />
        </>
      )}
    </Stack>
  );
}

import { MFA_RECOVERY_CODE_COUNT } from "@app/contracts";
import { Alert, Button, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconAlertTriangle, IconRefresh } from "@tabler/icons-react";
import { useState } from "react";
import { READABLE_ALERT } from "../../../components/readable-alert";
import { useTranslation } from "../../../lib/use-translation";
import { useRecoveryCodesLeft, useRegenerateRecoveryCodes } from "../api/mfa";
import "./mfa-texts";
import { MfaProofForm } from "./mfa-proof-form";
import { RecoveryCodesView } from "./recovery-codes-view";

/** Few enough codes left that the screen suggests new ones. */
const FEW_LEFT = 3;

/**
 * The recovery codes once two-factor is on (issue 44): how many are left, and ten new ones in
 * place of them (used up, or kept where someone else may read them), shown this once.
 */
export function RecoveryCodesSection({ username }: { username: string }) {
  const { t } = useTranslation();
  const left = useRecoveryCodesLeft(true);
  const regenerate = useRegenerateRecoveryCodes();
  const [asking, setAsking] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);

  if (codes) {
    return (
      <RecoveryCodesView
        codes={codes}
        username={username}
        notice={t("mfa.security.regenerated")}
        onDone={() => setCodes(null)}
      />
    );
  }

  const remaining = left.data?.remaining;
  return (
    <Stack gap="sm" component="section" aria-labelledby="recovery-codes-title">
      <Title order={2} size="h4" id="recovery-codes-title">
        {t("mfa.security.codesLabel")}
      </Title>
      {remaining === undefined ? (
        <Skeleton height={20} maw={360} />
      ) : (
        <Text size="sm">
          {t("mfa.security.codesLeft", { count: remaining, total: MFA_RECOVERY_CODE_COUNT })}
        </Text>
      )}
      {remaining !== undefined && remaining <= FEW_LEFT && (
        <Alert styles={READABLE_ALERT} color="orange" icon={<IconAlertTriangle aria-hidden />}>
          {t("mfa.security.codesFew")}
        </Alert>
      )}
      {asking ? (
        <MfaProofForm
          intro={t("mfa.security.regenerateIntro")}
          submitLabel={t("mfa.security.regenerate")}
          autoFocus
          pending={regenerate.isPending}
          onSubmit={async (body) => {
            const made = await regenerate.mutateAsync(body);
            setAsking(false);
            setCodes(made.recovery_codes);
          }}
        />
      ) : (
        <Button
          variant="default"
          w="fit-content"
          leftSection={<IconRefresh size={18} aria-hidden />}
          onClick={() => setAsking(true)}
        >
          {t("mfa.security.regenerateOpen")}
        </Button>
      )}
    </Stack>
  );
}

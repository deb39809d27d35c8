import { Anchor, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { IconShieldCheck } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { fieldErrorsFromError } from "../../../lib/form-errors";
import { useTranslation } from "../../../lib/use-translation";
import { useMfaVerifyMutation } from "../api/login";
import "./mfa-texts";
import { enteredTotpCode, isTotpCode, TOTP_INPUT_MAX_LENGTH } from "./totp-entry";

interface MfaCodeStepProps {
  mfaToken: string;
  rememberMe: boolean;
  /** Runs once the session's token is stored. */
  onSuccess: () => void;
  /** Back to username and password (a challenge ended, or the wrong account). */
  onBack: () => void;
}

const RECOVERY = /^[a-z0-9]{5}-[a-z0-9]{5}$/i;

/** The login's second step (issue 35): the app's code, or one of the recovery codes. */
export function MfaCodeStep({ mfaToken, rememberMe, onSuccess, onBack }: MfaCodeStepProps) {
  const { t } = useTranslation();
  const verify = useMfaVerifyMutation(rememberMe);
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | undefined>();
  const entered = enteredTotpCode(value);
  const valid = recovery ? RECOVERY.test(entered) : isTotpCode(value);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    try {
      await verify.mutateAsync(
        recovery ? { mfa_token: mfaToken, recovery_code: entered } : { mfa_token: mfaToken, code: entered },
      );
    } catch (failure) {
      const field = recovery ? "recovery_code" : "code";
      setError(fieldErrorsFromError(failure, [field])[field] as string | undefined);
      return;
    }
    onSuccess();
  };

  const switchMode = () => {
    setRecovery(!recovery);
    setValue("");
    setError(undefined);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text fw={600}>{t("mfa.step.title")}</Text>
        <Text size="sm">{recovery ? t("mfa.step.recoveryIntro") : t("mfa.step.intro")}</Text>
        <TextInput
          key={recovery ? "recovery" : "code"}
          label={recovery ? t("mfa.step.recoveryCode") : t("mfa.step.code")}
          autoComplete="one-time-code"
          inputMode={recovery ? "text" : "numeric"}
          autoCapitalize="none"
          spellCheck={false}
          maxLength={recovery ? 24 : TOTP_INPUT_MAX_LENGTH}
          required
          data-autofocus
          autoFocus
          value={value}
          error={error}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setError(undefined);
          }}
        />
        <Button
          type="submit"
          disabled={!valid}
          loading={verify.isPending}
          leftSection={<IconShieldCheck size={18} aria-hidden />}
          fullWidth
        >
          {t("mfa.step.verify")}
        </Button>
        <Group justify="space-between" gap="xs">
          <Anchor component="button" type="button" size="sm" onClick={switchMode}>
            {recovery ? t("mfa.step.useCode") : t("mfa.step.useRecovery")}
          </Anchor>
          <Anchor component="button" type="button" size="sm" onClick={onBack}>
            {t("mfa.step.back")}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}

import { Button, Stack, Text, Title } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { PasswordField } from "../../../components/password-field";
import { fieldErrorsFromError } from "../../../lib/form-errors";
import { notifySuccess } from "../../../lib/notify";
import { useMfaDisable } from "../api/mfa";
import "./mfa-texts";
import { TOTP_CODE, TotpCodeInput } from "./totp-code-input";

/** Turning two-factor off (issue 35): the password and a current code, so a session alone cannot. */
export function MfaDisableForm() {
  const { t } = useTranslation();
  const disable = useMfaDisable();
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const entered = code.replace(/\s/g, "");

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await disable.mutateAsync({ password, code: entered });
    } catch (failure) {
      setErrors(fieldErrorsFromError(failure, ["password", "code"]));
      return;
    }
    notifySuccess(t("mfa.security.disabled"));
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" maw={360}>
        <Title order={2} size="h4">
          {t("mfa.security.disableTitle")}
        </Title>
        <Text size="sm">{t("mfa.security.disableIntro")}</Text>
        <PasswordField
          label={t("mfa.security.password")}
          autoComplete="current-password"
          required
          value={password}
          error={errors.password}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
        <TotpCodeInput label={t("mfa.security.code")} value={code} error={errors.code} onChange={setCode} />
        <Button
          type="submit"
          color="red"
          variant="light"
          disabled={!password || !TOTP_CODE.test(entered)}
          loading={disable.isPending}
        >
          {t("mfa.security.disable")}
        </Button>
      </Stack>
    </form>
  );
}

import { Button, Stack, Text, Title } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { PasswordField } from "../../../components/password-field";
import { fieldErrorsFromError } from "../../../lib/form-errors";
import { useTranslation } from "../../../lib/use-translation";
import { MFA_PROOF_FIELDS } from "../api/mfa";
import "./mfa-texts";
import { TotpCodeInput } from "./totp-code-input";
import { enteredTotpCode, isTotpCode } from "./totp-entry";

/**
 * The password and a current code, which a change to two-factor takes (turning it off, new
 * recovery codes) so that a session alone cannot. A refusal is said beside its field and goes
 * as that field is typed in again.
 */
export function MfaProofForm({
  title,
  intro,
  submitLabel,
  danger = false,
  autoFocus = false,
  pending,
  onSubmit,
}: {
  /** Its heading, when the form is a part of its own (not under a heading of its section). */
  title?: string;
  intro: string;
  submitLabel: string;
  /** A change that lowers the account's protection: the button says so in red. */
  danger?: boolean;
  /** The form opened on request: its first field takes the focus. */
  autoFocus?: boolean;
  pending: boolean;
  /** Sends the proof; rejects with the server's refusal. */
  onSubmit: (body: { password: string; code: string }) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const forget = (field: string) => setErrors(({ [field]: _gone, ...rest }) => rest);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await onSubmit({ password, code: enteredTotpCode(code) });
    } catch (failure) {
      setErrors(fieldErrorsFromError(failure, MFA_PROOF_FIELDS));
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" maw={360}>
        {title && (
          <Title order={2} size="h4">
            {title}
          </Title>
        )}
        <Text size="sm">{intro}</Text>
        <PasswordField
          label={t("mfa.security.password")}
          autoComplete="current-password"
          required
          autoFocus={autoFocus}
          value={password}
          error={errors.password}
          onChange={(event) => {
            setPassword(event.currentTarget.value);
            forget("password");
          }}
        />
        <TotpCodeInput
          label={t("mfa.security.code")}
          value={code}
          error={errors.code}
          onChange={(value) => {
            setCode(value);
            forget("code");
          }}
        />
        <Button
          type="submit"
          color={danger ? "red" : undefined}
          variant={danger ? "light" : "filled"}
          disabled={!password || !isTotpCode(code)}
          loading={pending}
        >
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}

import type { RemoteSignCredential, SignedCopyReport } from "@app/contracts";
import { Button, Group, Paper, Stack, Text, TextInput } from "@mantine/core";
import { IconSend, IconSignature } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { PasswordField } from "../../../../components/password-field";
import { useTranslation } from "../../../../lib/use-translation";
import type { RemoteSignCalls } from "../../api/remote-sign-api";
import { type RemoteSignFailure, remoteSignFailure } from "../../model/remote-sign-failure";
import { CredentialFacts, CredentialLabel } from "./credential-step";
import { FailureAlert } from "./failure-alert";
import { useFirstFieldFocus } from "./use-first-field-focus";

/**
 * Step 3: the OTP sent when the certificate asks for one, then PIN and OTP, which authorise this
 * one signature. They live in this step's fields only: never stored, gone with the step.
 */
export function AuthoriseStep(props: {
  calls: RemoteSignCalls;
  session: string;
  credential: RemoteSignCredential;
  onSigned: (report: SignedCopyReport) => void;
  onChangeCredential: () => void;
  onExpired: () => void;
}) {
  const { t } = useTranslation();
  const { calls, session, credential } = props;
  const otpRequired = credential.otp_required;
  const [pin, setPin] = useState("");
  const [otp, setOtp] = useState("");
  const [otpSent, setOtpSent] = useState(false);
  const [sending, setSending] = useState(false);
  const [signing, setSigning] = useState(false);
  const [failure, setFailure] = useState<RemoteSignFailure | null>(null);
  const fields = failure?.kind === "fields" ? failure.fields : {};
  const ref = useFirstFieldFocus<HTMLDivElement>();

  /** A failure said where it belongs; the ten-minute session gone sends the signer to sign in again. */
  const fail = (error: unknown) => {
    const said = remoteSignFailure(error);
    if (said.kind === "sessionExpired") return props.onExpired();
    if (said.kind === "fields" && said.fields.pin) setPin("");
    if (said.kind === "fields" && said.fields.otp) setOtp("");
    setFailure(said);
  };

  const sendOtp = async () => {
    setSending(true);
    setFailure(null);
    try {
      await calls.sendOtp({ session, credential_id: credential.credential_id });
      setOtpSent(true);
    } catch (error) {
      fail(error);
    } finally {
      setSending(false);
    }
  };

  const sign = async (event: FormEvent) => {
    event.preventDefault();
    if (!pin || (otpRequired && !otp.trim()) || signing) return;
    setSigning(true);
    setFailure(null);
    try {
      const report = await calls.sign({
        session,
        credential_id: credential.credential_id,
        pin,
        otp: otpRequired ? otp.trim() : null,
      });
      setPin("");
      setOtp("");
      props.onSigned(report);
    } catch (error) {
      fail(error);
      setSigning(false);
    }
  };

  return (
    <Stack gap="md" ref={ref}>
      <Paper withBorder p="sm">
        <Stack gap={2}>
          <CredentialLabel credential={credential} />
          <CredentialFacts credential={credential} />
        </Stack>
      </Paper>
      {otpRequired && (
        <Stack gap="xs">
          <Text size="sm">{t("signatures.remote.otpHint")}</Text>
          <Group>
            <Button
              variant={otpSent ? "default" : "filled"}
              leftSection={<IconSend size={16} aria-hidden />}
              loading={sending}
              onClick={() => void sendOtp()}
            >
              {t(otpSent ? "signatures.remote.resendOtp" : "signatures.remote.sendOtp")}
            </Button>
          </Group>
          <Text size="sm" role="status">
            {otpSent ? t("signatures.remote.otpSent") : ""}
          </Text>
        </Stack>
      )}
      <form onSubmit={(event) => void sign(event)} noValidate>
        <Stack gap="sm">
          <PasswordField
            label={t("signatures.remote.pin")}
            description={t("signatures.remote.pinHint")}
            autoComplete="off"
            required
            value={pin}
            onChange={(event) => setPin(event.currentTarget.value)}
            error={fields.pin}
          />
          {otpRequired && (
            <TextInput
              label={t("signatures.remote.otp")}
              autoComplete="one-time-code"
              inputMode="numeric"
              required
              value={otp}
              onChange={(event) => setOtp(event.currentTarget.value)}
              error={fields.otp}
            />
          )}
          <FailureAlert failure={failure} field="credential_id" />
          <Group>
            <Button
              type="submit"
              leftSection={<IconSignature size={16} aria-hidden />}
              loading={signing}
              disabled={!pin || (otpRequired && !otp.trim())}
            >
              {t("signatures.remote.sign")}
            </Button>
            <Button variant="default" onClick={props.onChangeCredential} disabled={signing}>
              {t("signatures.remote.changeCredential")}
            </Button>
          </Group>
          {signing && (
            <Text size="sm" role="status">
              {t("signatures.remote.signing")}
            </Text>
          )}
        </Stack>
      </form>
    </Stack>
  );
}

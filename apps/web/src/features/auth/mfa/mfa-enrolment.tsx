import { Alert, Button, Code, Group, Image, List, Stack, Text, Title } from "@mantine/core";
import { IconDownload, IconShieldLock } from "@tabler/icons-react";
import { type FormEvent, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { renderSVG } from "uqr";
import { READABLE_ALERT } from "../../../components/readable-alert";
import { fieldErrorsFromError } from "../../../lib/form-errors";
import { refreshAfterMfaChange, useMfaEnable, useMfaSetup } from "../api/mfa";
import "./mfa-texts";
import { TOTP_CODE, TotpCodeInput } from "./totp-code-input";

/** The QR code of an `otpauth://` address, drawn here (no image service: the secret stays ours). */
function QrCode({ address }: { address: string }) {
  const { t } = useTranslation();
  const source = useMemo(
    () => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(address, { border: 2 }))}`,
    [address],
  );
  return <Image src={source} alt={t("mfa.security.qrAlt")} w={200} h={200} bg="white" />;
}

/** Offers the recovery codes as a text file, named and headed in the reader's language. */
function downloadCodes(codes: string[], fileName: string, header: string) {
  const blob = new Blob([`${header}\n\n${codes.join("\n")}\n`], { type: "text/plain;charset=utf-8" });
  const link = document.createElement("a");
  link.href = URL.createObjectURL(blob);
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(link.href);
}

/**
 * Turning two-factor on (issue 35): a new secret as a QR code (and as text), a first code to
 * confirm it, then the recovery codes, shown once, to download before going on.
 */
export function MfaEnrolment({
  username,
  onCodes,
  onDone,
}: {
  username: string;
  /** The codes are on screen: the caller keeps this open though `me` may already say "on". */
  onCodes?: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const setup = useMfaSetup();
  const enable = useMfaEnable();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [codes, setCodes] = useState<string[] | null>(null);
  const entered = code.replace(/\s/g, "");

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    try {
      setCodes((await enable.mutateAsync(entered)).recovery_codes);
      onCodes?.();
    } catch (failure) {
      setError(fieldErrorsFromError(failure, ["code"]).code);
    }
  };

  if (codes) {
    return (
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t("mfa.security.codesTitle")}
        </Title>
        <Alert styles={READABLE_ALERT} color="green" icon={<IconShieldLock aria-hidden />}>
          {t("mfa.security.enabled")}
        </Alert>
        <Text size="sm">{t("mfa.security.codesIntro")}</Text>
        <List aria-label={t("mfa.security.codesLabel")} ff="monospace" listStyleType="none" spacing={2}>
          {codes.map((recoveryCode) => (
            <List.Item key={recoveryCode}>{recoveryCode}</List.Item>
          ))}
        </List>
        <Group>
          <Button
            variant="default"
            leftSection={<IconDownload size={18} aria-hidden />}
            onClick={() =>
              downloadCodes(
                codes,
                t("mfa.security.codesFile"),
                t("mfa.security.codesFileHeader", { username }),
              )
            }
          >
            {t("mfa.security.download")}
          </Button>
          <Button
            onClick={async () => {
              await refreshAfterMfaChange();
              onDone();
            }}
          >
            {t("mfa.security.saved")}
          </Button>
        </Group>
      </Stack>
    );
  }

  if (!setup.data) {
    return (
      <Group>
        <Button
          leftSection={<IconShieldLock size={18} aria-hidden />}
          loading={setup.isPending}
          onClick={() => setup.mutate()}
        >
          {t("mfa.security.start")}
        </Button>
      </Group>
    );
  }

  return (
    <Stack gap="sm">
      <Text size="sm">{t("mfa.security.scan")}</Text>
      <QrCode address={setup.data.otpauth_url} />
      <Text size="sm">
        {t("mfa.security.manual")} <Code data-testid="mfa-secret">{setup.data.secret}</Code>
      </Text>
      <form onSubmit={confirm} noValidate>
        <Stack gap="sm" maw={320}>
          <TotpCodeInput
            label={t("mfa.security.confirm")}
            value={code}
            error={error}
            onChange={(value) => {
              setCode(value);
              setError(undefined);
            }}
          />
          <Button type="submit" disabled={!TOTP_CODE.test(entered)} loading={enable.isPending}>
            {t("mfa.security.enable")}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}

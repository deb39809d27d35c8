import { ActionIcon, Button, Code, CopyButton, Group, Image, Stack, Text, Tooltip } from "@mantine/core";
import { IconCheck, IconCopy, IconShieldLock } from "@tabler/icons-react";
import { type FormEvent, useMemo, useState } from "react";
import { renderSVG } from "uqr";
import { fieldErrorsFromError } from "../../../lib/form-errors";
import { useTranslation } from "../../../lib/use-translation";
import { refreshAfterMfaChange, useMfaEnable, useMfaSetup } from "../api/mfa";
import "./mfa-texts";
import { RecoveryCodesView } from "./recovery-codes-view";
import { TotpCodeInput } from "./totp-code-input";
import { enteredTotpCode, isTotpCode, secretInGroups } from "./totp-entry";

/** The QR code of an `otpauth://` address, drawn here (no image service: the secret stays ours). */
function QrCode({ address }: { address: string }) {
  const { t } = useTranslation();
  const source = useMemo(
    () => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(address, { border: 2 }))}`,
    [address],
  );
  return <Image src={source} alt={t("mfa.security.qrAlt")} w={200} h={200} bg="white" />;
}

/** The secret to type by hand, in groups of four, and a button that copies it whole (issue 44). */
function ManualSecret({ secret }: { secret: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Text size="sm">{t("mfa.security.manual")}</Text>
      <Group gap="xs" wrap="nowrap">
        <Code data-testid="mfa-secret" fz="md" style={{ letterSpacing: "0.05em" }}>
          {secretInGroups(secret)}
        </Code>
        <CopyButton value={secret}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t("mfa.security.copied") : t("mfa.security.copy")} withArrow>
              <ActionIcon
                variant="default"
                size="lg"
                onClick={copy}
                aria-label={copied ? t("mfa.security.copied") : t("mfa.security.copy")}
              >
                {copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
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

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    try {
      setCodes((await enable.mutateAsync(enteredTotpCode(code))).recovery_codes);
      onCodes?.();
    } catch (failure) {
      setError(fieldErrorsFromError(failure, ["code"]).code);
    }
  };

  if (codes) {
    return (
      <RecoveryCodesView
        codes={codes}
        username={username}
        notice={t("mfa.security.enabled")}
        onDone={async () => {
          await refreshAfterMfaChange();
          onDone();
        }}
      />
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
      <ManualSecret secret={setup.data.secret} />
      <form onSubmit={confirm} noValidate>
        <Stack gap="sm" maw={320}>
          {/* The code is what the user types next: the field takes the focus as it appears. */}
          <TotpCodeInput
            label={t("mfa.security.confirm")}
            value={code}
            error={error}
            autoFocus
            onChange={(value) => {
              setCode(value);
              setError(undefined);
            }}
          />
          <Button type="submit" disabled={!isTotpCode(code)} loading={enable.isPending}>
            {t("mfa.security.enable")}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}

import { Alert, Button, Group, List, Stack, Text, Title } from "@mantine/core";
import { IconDownload, IconShieldLock } from "@tabler/icons-react";
import { READABLE_ALERT } from "../../../components/readable-alert";
import { useTranslation } from "../../../lib/use-translation";
import "./mfa-texts";

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
 * Recovery codes just made (two-factor turned on, or new codes): shown this once, to download
 * before going on. `notice` says what has just happened.
 */
export function RecoveryCodesView({
  codes,
  username,
  notice,
  onDone,
}: {
  codes: string[];
  username: string;
  notice: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t("mfa.security.codesTitle")}
      </Title>
      <Alert styles={READABLE_ALERT} color="green" icon={<IconShieldLock aria-hidden />}>
        {notice}
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
            downloadCodes(codes, t("mfa.security.codesFile"), t("mfa.security.codesFileHeader", { username }))
          }
        >
          {t("mfa.security.download")}
        </Button>
        <Button onClick={onDone}>{t("mfa.security.saved")}</Button>
      </Group>
    </Stack>
  );
}

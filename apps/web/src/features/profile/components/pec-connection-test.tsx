import type { PecSettings, PecSettingsScope, PecSettingsTest } from "@app/contracts";
import { Alert, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconCircleCheck, IconCircleX, IconPlugConnected } from "@tabler/icons-react";
import { useId } from "react";
import { OtherErrorsAlert } from "../../../components/other-errors-alert";
import { READABLE_ALERT } from "../../../components/readable-alert";
import { serverFormErrors } from "../../../lib/form-errors";
import { formatInRome } from "../../../lib/rome-time";
import { useTranslation } from "../../../lib/use-translation";
import { useTestPecSettings } from "../api/pec-settings-api";

/**
 * «Prova la connessione» (issue 47 §1): logs in to the saved SMTP and IMAP servers and says what
 * each answered. The mailbox sends only once a test has passed on these very settings
 * (`verified_at`, which a change of server, user or password clears).
 */
export function PecConnectionTest(props: {
  settings: PecSettings;
  scope: PecSettingsScope;
  unsaved: boolean;
}) {
  const { t } = useTranslation();
  const test = useTestPecSettings();
  const hintId = useId();
  const { settings } = props;
  const saved = settings.configured && settings.scope === props.scope;
  const hint = !saved ? t("profile.pec.testNeedsSave") : props.unsaved ? t("profile.pec.testUnsaved") : null;
  // The test is of the mailbox the caller sends with, unless an administrator chose whose.
  const scope = settings.can_edit_firm ? props.scope : undefined;
  const failure = test.error ? serverFormErrors(test.error, []).other : [];

  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t("profile.pec.testTitle")}
        </Title>
        <VerifiedState settings={settings} saved={saved} />
        <Group>
          <Button
            variant="default"
            leftSection={<IconPlugConnected size={16} aria-hidden />}
            // Focusable while unavailable, so that the reason beside it is read with it.
            aria-disabled={hint ? true : undefined}
            data-disabled={hint ? true : undefined}
            aria-describedby={hint ? hintId : undefined}
            loading={test.isPending}
            onClick={() => !hint && test.mutate(scope)}
          >
            {t("profile.pec.test")}
          </Button>
          {hint && (
            <Text size="sm" c="dimmed" id={hintId}>
              {hint}
            </Text>
          )}
        </Group>
        {test.data && !test.isPending && <TestResult result={test.data} />}
        <OtherErrorsAlert title={t("profile.pec.testFailed")} lines={failure} />
      </Stack>
    </Paper>
  );
}

function VerifiedState({ settings, saved }: { settings: PecSettings; saved: boolean }) {
  const { t } = useTranslation();
  if (!saved) return <Text size="sm">{t("profile.pec.notConfigured")}</Text>;
  if (settings.verified_at)
    return (
      <Text size="sm">
        {t("profile.pec.verified", {
          date: formatInRome(settings.verified_at, "DD/MM/YYYY"),
          time: formatInRome(settings.verified_at, "HH:mm"),
        })}
      </Text>
    );
  return (
    <Text size="sm" fw={600}>
      {t("profile.pec.unverified")}
    </Text>
  );
}

/** Each server's answer, in words: passed or failed, and what it said. */
function TestResult({ result }: { result: PecSettingsTest }) {
  const { t } = useTranslation();
  const passed = result.smtp.ok && result.imap.ok;
  return (
    <Alert
      styles={READABLE_ALERT}
      color={passed ? "green" : "red"}
      role="status"
      title={t(passed ? "profile.pec.testPassed" : "profile.pec.testNotPassed")}
    >
      <Stack gap={4}>
        {(["smtp", "imap"] as const).map((server) => {
          const check = result[server];
          const Icon = check.ok ? IconCircleCheck : IconCircleX;
          return (
            <Group key={server} gap="xs" wrap="nowrap" align="flex-start">
              <Icon
                size={18}
                aria-hidden
                color={check.ok ? "var(--mantine-color-green-8)" : "var(--mantine-color-red-8)"}
              />
              <Text size="sm">
                {t(check.ok ? "profile.pec.checkOk" : "profile.pec.checkFailed", {
                  server: t(`profile.pec.server.${server}`),
                })}
                {/* A success needs no more words; a failure says what the server answered. */}
                {!check.ok && check.message ? `: ${check.message}` : ""}
              </Text>
            </Group>
          );
        })}
      </Stack>
    </Alert>
  );
}

import { Alert, Button, CopyButton, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconCheck, IconCopy, IconLink, IconLinkOff, IconRefresh } from "@tabler/icons-react";
import { useState } from "react";
import { READABLE_ALERT } from "../../../components/readable-alert";
import { formatDate } from "../../../lib/format-date";
import { notifySuccess } from "../../../lib/notify";
import { useTranslation } from "../../../lib/use-translation";
import { useCalendarFeed, useEnableCalendarFeed, useRevokeCalendarFeed } from "../api/calendar-api";

/**
 * The private iCalendar link (issue 17): created (or replaced) and shown once, copied into
 * Outlook, Google Calendar or Apple Calendar; turned off at any time.
 */
export function CalendarFeedPanel() {
  const { t } = useTranslation();
  const feed = useCalendarFeed();
  const enable = useEnableCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [url, setUrl] = useState<string | null>(null);
  const enabled = feed.data?.enabled ?? false;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="calendar-feed-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="calendar-feed-title">
          {t("calendar.feed.title")}
        </Title>
        <Text size="sm">{t("calendar.feed.intro")}</Text>
        {url ? (
          <Group align="flex-end" wrap="nowrap">
            <TextInput
              label={t("calendar.feed.url")}
              value={url}
              readOnly
              style={{ flex: 1 }}
              onFocus={(e) => e.currentTarget.select()}
            />
            <CopyButton value={url}>
              {({ copied, copy }) => (
                <Button
                  variant="default"
                  leftSection={
                    copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
                  }
                  onClick={copy}
                >
                  {copied ? t("calendar.feed.copied") : t("calendar.feed.copy")}
                </Button>
              )}
            </CopyButton>
          </Group>
        ) : (
          <Alert styles={READABLE_ALERT} color={enabled ? "teal" : "gray"} variant="light">
            <Text size="sm">
              {enabled && feed.data?.created_at
                ? t("calendar.feed.enabledSince", { date: formatDate(feed.data.created_at) })
                : t("calendar.feed.off")}
            </Text>
          </Alert>
        )}
        <Group gap="xs">
          <Button
            leftSection={enabled ? <IconRefresh size={16} aria-hidden /> : <IconLink size={16} aria-hidden />}
            loading={enable.isPending}
            onClick={() =>
              enable.mutate(undefined, {
                onSuccess: (created) => {
                  setUrl(created.url);
                  if (enabled) notifySuccess(t("calendar.feed.created"));
                },
              })
            }
          >
            {enabled ? t("calendar.feed.renew") : t("calendar.feed.enable")}
          </Button>
          {enabled && (
            <Button
              variant="default"
              color="red.8"
              leftSection={<IconLinkOff size={16} aria-hidden />}
              loading={revoke.isPending}
              onClick={() =>
                revoke.mutate(undefined, {
                  onSuccess: () => {
                    setUrl(null);
                    notifySuccess(t("calendar.feed.revoked"));
                  },
                })
              }
            >
              {t("calendar.feed.revoke")}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

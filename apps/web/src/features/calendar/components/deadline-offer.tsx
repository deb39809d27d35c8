import { Alert, Anchor, Button, Group, Text } from "@mantine/core";
import { IconCalendarPlus, IconCalendarTime } from "@tabler/icons-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { pathTo } from "../../../app/paths";
import { READABLE_ALERT } from "../../../components/readable-alert";
import { formatDate } from "../../../lib/format-date";
import { notifySuccess } from "../../../lib/notify";
import { useTranslation } from "../../../lib/use-translation";
import { useAddDeadlines, useAgreementDeadlines } from "../api/calendar-api";

/**
 * Under a saved contract's header (issue 17): its filled deadlines not yet in the calendar, with
 * "Add the deadlines to the calendar"; once added, a line saying they follow the contract, and a
 * notice when a save has moved one.
 */
export function DeadlineOffer({ agreementId, savedAt }: { agreementId: number; savedAt: string }) {
  const { t } = useTranslation();
  const deadlines = useAgreementDeadlines(agreementId, savedAt);
  const add = useAddDeadlines(agreementId);
  const previous = useRef<Map<string, string | null> | null>(null);
  const results = deadlines.data?.results ?? [];

  // A deadline already in the calendar whose date this save changed has moved with it: say so.
  useEffect(() => {
    if (!deadlines.data || deadlines.isPlaceholderData) return;
    const before = previous.current;
    for (const d of deadlines.data.results)
      if (before && d.appointment !== null && d.date && before.has(d.field) && before.get(d.field) !== d.date)
        notifySuccess(t("calendar.deadlines.moved", { label: d.label, date: formatDate(d.date) }));
    previous.current = new Map(deadlines.data.results.map((d) => [d.field, d.date]));
  }, [deadlines.data, deadlines.isPlaceholderData, t]);

  const pending = results.filter((d) => d.date && d.appointment === null);
  const kept = results.filter((d) => d.appointment !== null);
  if (pending.length === 0 && kept.length === 0) return null;
  return (
    <Alert
      styles={READABLE_ALERT}
      color={pending.length ? "blue" : "teal"}
      variant="light"
      icon={pending.length ? <IconCalendarPlus aria-hidden /> : <IconCalendarTime aria-hidden />}
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          {pending.length
            ? t("calendar.deadlines.offer", {
                count: pending.length,
                list: pending.map((d) => `${d.label} (${formatDate(d.date as string)})`).join(", "),
              })
            : t("calendar.deadlines.kept", { count: kept.length })}{" "}
          {!pending.length && (
            <Anchor component={Link} to={pathTo("customer-calendar")} size="sm">
              {t("calendar.box.open")}
            </Anchor>
          )}
        </Text>
        {pending.length > 0 && (
          <Button
            size="xs"
            leftSection={<IconCalendarPlus size={14} aria-hidden />}
            loading={add.isPending}
            onClick={() =>
              add.mutate(undefined, {
                onSuccess: () => notifySuccess(t("calendar.deadlines.added", { count: pending.length })),
              })
            }
          >
            {t("calendar.deadlines.add")}
          </Button>
        )}
      </Group>
    </Alert>
  );
}

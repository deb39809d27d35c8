import type { Notification } from "@app/contracts";
import {
  ActionIcon,
  Anchor,
  Button,
  Divider,
  Group,
  Indicator,
  Popover,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from "@mantine/core";
import { IconBell, IconChecks } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import { pathTo } from "../../../app/paths";
import { RowsSkeleton } from "../../../components/load-error-alert";
import { useTranslation } from "../../../lib/use-translation";
import { useLatestNotifications, useReadAll, useUnreadCount } from "../api/notification-api";
import { useOpenNotification } from "../hooks/use-open-notification";
import { unreadBadge } from "../notification-rules";
import "../notification-texts";
import { formatRome } from "../../../lib/rome-time";
import classes from "./notification-bell.module.css";
import { UnreadDot } from "./notification-kind";

/**
 * The navbar's bell (issue 18): how many notifications are unread, asked every minute and when
 * the window gets the focus back, and on a click the latest ones, "mark all as read" and the way
 * to the full list. Opening one marks it read and goes where it leads.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const unread = useUnreadCount();
  const count = unread.data ?? 0;
  const badge = unreadBadge(count);

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={360}
      shadow="md"
      withArrow
      trapFocus
      returnFocus
    >
      <Indicator
        inline
        disabled={badge === null}
        // The count is in the button's name; the badge is for the eye.
        label={
          <span aria-hidden data-testid="notification-bell-count">
            {badge}
          </span>
        }
        size={18}
        offset={5}
        color="red.9"
        withBorder
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="dark"
            size="lg"
            radius="xl"
            aria-label={t("notifications.bell.label", { count })}
            onClick={() => setOpened((open) => !open)}
          >
            <IconBell size={22} aria-hidden />
          </ActionIcon>
        </Popover.Target>
      </Indicator>
      <Popover.Dropdown aria-labelledby="notification-bell-title" p="sm" maw="calc(100vw - 16px)">
        {opened && <BellPanel unread={count} onClose={() => setOpened(false)} />}
      </Popover.Dropdown>
    </Popover>
  );
}

function BellPanel({ unread, onClose }: { unread: number; onClose: () => void }) {
  const { t } = useTranslation();
  const latest = useLatestNotifications(true);
  const readAll = useReadAll();
  const open = useOpenNotification();
  const rows = latest.data?.results ?? [];

  let body = null;
  if (latest.isError)
    body = (
      <Group gap="xs" role="alert">
        <Text size="sm">{t("notifications.bell.error")}</Text>
        <Button size="compact-sm" variant="light" onClick={() => void latest.refetch()}>
          {t("common.retry")}
        </Button>
      </Group>
    );
  else if (!latest.data) body = <RowsSkeleton rows={3} height={44} />;
  else if (rows.length === 0)
    body = (
      <Text size="sm" c="dimmed" py="xs">
        {t("notifications.bell.empty")}
      </Text>
    );
  else
    body = (
      <Stack component="ul" gap={2} m={0} p={0} style={{ listStyle: "none" }}>
        {rows.map((notification) => (
          <li key={notification.id}>
            <BellItem
              notification={notification}
              onOpen={() => {
                onClose();
                open(notification);
              }}
            />
          </li>
        ))}
      </Stack>
    );

  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={700} id="notification-bell-title">
          {t("notifications.bell.title")}
        </Text>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconChecks size={16} aria-hidden />}
          // Looks disabled with nothing unread but keeps the focus it has just been clicked with:
          // a disabled (or loading) button would drop it out of the popover.
          data-disabled={unread === 0 || undefined}
          aria-disabled={unread === 0}
          onClick={() => unread > 0 && !readAll.isPending && readAll.mutate()}
        >
          {t("notifications.bell.readAll")}
        </Button>
      </Group>
      {body}
      <Divider />
      <Anchor
        component={Link}
        to={pathTo("customer-message-notify-list")}
        onClick={onClose}
        size="sm"
        ta="center"
      >
        {t("notifications.bell.seeAll")}
      </Anchor>
    </Stack>
  );
}

function BellItem({ notification, onOpen }: { notification: Notification; onOpen: () => void }) {
  const { t } = useTranslation();
  const unread = !notification.read;
  return (
    <UnstyledButton className={classes.item} onClick={onOpen}>
      <Group gap="xs" wrap="nowrap" align="baseline">
        {/* The dot's place is kept when read, so the titles line up. */}
        <span style={{ width: 8, flex: "none" }}>{unread && <UnreadDot />}</span>
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size="sm" fw={unread ? 700 : 400} lineClamp={2} style={{ overflowWrap: "anywhere" }}>
            {notification.title}
            {unread && <VisuallyHidden> ({t("notifications.bell.unread")})</VisuallyHidden>}
          </Text>
          <Text size="xs" c="dimmed">
            {t(`notifications.kinds.${notification.kind}`)} ·{" "}
            {formatRome(notification.date ?? notification.created_at)}
          </Text>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}

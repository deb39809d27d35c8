import type { Notification } from "@app/contracts";
import { ActionIcon, Anchor, Badge, Flex, Group, Paper, Stack, Text, Tooltip } from "@mantine/core";
import { IconArrowRight, IconMail, IconMailOpened, IconPencil, IconTrash } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { pathTo } from "../../../app/paths";
import { formatRome } from "../../../lib/rome-time";
import { useTranslation } from "../../../lib/use-translation";
import { isEditable, notificationTarget } from "../notification-rules";
import { NotificationKindIcon } from "./notification-kind";

interface NotificationRowProps {
  notification: Notification;
  onToggleRead: (notification: Notification) => void;
  onOpen: (notification: Notification) => void;
  onDelete: (notification: Notification) => void;
  /** Its read mark is being changed. */
  toggling: boolean;
}

/** An icon button named for screen readers, with the same words in a tooltip for the eye. */
function RowAction(props: {
  label: string;
  tooltip: string;
  colour: string;
  children: ReactNode;
  onClick?: () => void;
  to?: string;
  loading?: boolean;
}) {
  const common = { variant: "subtle", color: props.colour, "aria-label": props.label, size: "lg" } as const;
  return (
    <Tooltip label={props.tooltip} withArrow openDelay={300}>
      {props.to ? (
        <ActionIcon component={Link} to={props.to} {...common}>
          {props.children}
        </ActionIcon>
      ) : (
        <ActionIcon onClick={props.onClick} loading={props.loading} {...common}>
          {props.children}
        </ActionIcon>
      )}
    </Tooltip>
  );
}

/**
 * One notification of the list: its kind, title, text, date (Rome), the contract it concerns,
 * the way to what it is about, and its actions (read mark, edit for one's own notes, delete).
 */
export function NotificationRow({
  notification,
  onToggleRead,
  onOpen,
  onDelete,
  toggling,
}: NotificationRowProps) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const unread = !notification.read;
  const titleId = `notification-${notification.id}`;
  const when = notification.date ?? notification.created_at;
  const target = notificationTarget(notification);
  const leads = target !== pathTo("customer-message-notify-list");
  const { title } = notification;

  return (
    <Paper
      component="article"
      withBorder
      radius="md"
      p="md"
      aria-labelledby={titleId}
      // Focused by "load more" on the first row it brings.
      tabIndex={-1}
      data-testid="notification-row"
      data-unread={unread || undefined}
      style={unread ? { borderLeft: "4px solid var(--mantine-color-red-8)" } : undefined}
    >
      {/* On a phone the actions go under the text, which keeps the width to read. */}
      <Flex direction={{ base: "column", sm: "row" }} justify="space-between" align="flex-start" gap="sm">
        <Group align="flex-start" wrap="nowrap" gap="sm" style={{ minWidth: 0 }}>
          <NotificationKindIcon kind={notification.kind} />
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Group gap="xs" wrap="wrap">
              <Text size="sm" c="dimmed">
                {t(`notifications.kinds.${notification.kind}`)}
              </Text>
              <Text size="sm" c="dimmed" component="time" dateTime={when}>
                {formatRome(when)}
              </Text>
              {unread && (
                <Badge color="red.9" variant="filled" size="sm">
                  {t("notifications.list.unread")}
                </Badge>
              )}
            </Group>
            <Text
              component="h2"
              id={titleId}
              fw={unread ? 700 : 500}
              size="md"
              m={0}
              style={{ overflowWrap: "anywhere" }}
            >
              {title}
            </Text>
            {notification.text && (
              <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                {notification.text}
              </Text>
            )}
            {notification.agreement !== null && notification.agreement_title && (
              <Text size="sm">
                {t("notifications.list.contract")}
                <Anchor
                  component={Link}
                  to={pathTo("customer-agreement-agreement-edit", { id: notification.agreement })}
                  size="sm"
                >
                  {notification.agreement_title}
                </Anchor>
              </Text>
            )}
            {leads && notification.kind !== "note" && (
              <Anchor
                component="button"
                type="button"
                size="sm"
                fw={600}
                onClick={() => onOpen(notification)}
                style={{ alignSelf: "flex-start" }}
              >
                <Group gap={4} wrap="nowrap" component="span">
                  {t(`notifications.list.open.${notification.kind}`)}
                  <IconArrowRight size={14} aria-hidden />
                </Group>
              </Anchor>
            )}
          </Stack>
        </Group>
        <Group gap={2} wrap="nowrap" ml={{ base: 44, sm: 0 }}>
          <RowAction
            label={t(unread ? "notifications.list.markRead" : "notifications.list.markUnread", { title })}
            tooltip={t(unread ? "notifications.list.markReadShort" : "notifications.list.markUnreadShort")}
            colour="gray.8"
            loading={toggling}
            onClick={() => onToggleRead(notification)}
          >
            {unread ? <IconMailOpened size={18} aria-hidden /> : <IconMail size={18} aria-hidden />}
          </RowAction>
          {isEditable(notification) && (
            <RowAction
              label={t("notifications.list.edit", { title })}
              tooltip={t("notifications.list.editShort")}
              colour="gray.8"
              to={`${pathTo("customer-message-notify-edit", { id: notification.id })}${search}`}
            >
              <IconPencil size={18} aria-hidden />
            </RowAction>
          )}
          <RowAction
            label={t("notifications.list.delete", { title })}
            tooltip={t("notifications.list.deleteShort")}
            colour="red.8"
            onClick={() => onDelete(notification)}
          >
            <IconTrash size={18} aria-hidden />
          </RowAction>
        </Group>
      </Flex>
    </Paper>
  );
}

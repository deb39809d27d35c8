import { List, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { ApiError } from "./api-error";
import { errorNoticeLines } from "./error-lines";
import {
  closedNotice,
  isErrorNoticeOpen,
  openErrorNotice,
  registerNoticeStore,
  successNoticeId,
} from "./notice-registry";
import { requestNotifications } from "./notifications-mount";
import { ERROR_AUTO_CLOSE_MS, SUCCESS_AUTO_CLOSE_MS } from "./notify-timing";
import { i18n } from "./translator";

export { SUCCESS_AUTO_CLOSE_MS };

type ShowOptions = Parameters<typeof import("@mantine/notifications").notifications.show>[0];

// Notices are fire-and-forget, so the notifications package (container, transitions) is
// fetched when the first one is raised rather than with the landing page.
function show(options: ShowOptions & { id: string }, stillWanted: () => boolean = () => true): void {
  requestNotifications();
  // The close button is an icon: it needs a name of its own (axe: button-name).
  const closeButtonProps = { "aria-label": i18n.t("common.close") };
  // Mantine dims a notice's text to grey 6, under AA's 4.5:1 on white: the text colour instead.
  const styles = { description: { color: "var(--mantine-color-text)" } };
  void import("@mantine/notifications").then(({ notifications, notificationsStore }) => {
    registerNoticeStore({
      dismiss: (which) =>
        notifications.updateState(notificationsStore, (list) => list.filter((n) => !which(String(n.id)))),
    });
    // Dismissed while the package loaded (the operation worked meanwhile, the screen was left).
    if (!stillWanted()) return;
    notifications.show({ closeButtonProps, styles, ...options, onClose: () => closedNotice(options.id) });
  });
}

/** A notice that stays until closed, with content of its own (an import's outcome, say). */
export function notifyDetails(options: {
  title: string;
  message: ReactNode;
  color: "green" | "yellow";
}): void {
  show({ ...options, id: successNoticeId(), autoClose: false, withCloseButton: true });
}

export function notifySuccess(message: string): void {
  show({
    id: successNoticeId(),
    message,
    color: "green",
    autoClose: SUCCESS_AUTO_CLOSE_MS,
    withCloseButton: true,
  });
}

function ErrorLinesMessage({ lines }: { lines: string[] }) {
  if (lines.length === 1) return <Text size="sm">{lines[0]}</Text>;
  return (
    <List size="sm" listStyleType="none" spacing={2}>
      {lines.map((line) => (
        <List.Item key={line}>{line}</List.Item>
      ))}
    </List>
  );
}

/**
 * The spec's 'Operation failed' notification (§8), in words: the messages of the answer, never a
 * field's key nor a status code. The notice closes by itself, and as soon as the same operation
 * succeeds or the user leaves the screen (lib/notifications-mount). 401 and the maintenance
 * statuses are handled by the API client itself (logout, maintenance page), so they never notify.
 */
export function notifyError(error: unknown): void {
  notifyErrorExcept(error, []);
}

/**
 * `notifyError`, leaving out what the screen already shows beside its fields (`shownInline`, keys
 * of the answer): a failure those fields say all of raises no notice (issue 44).
 */
export function notifyErrorExcept(error: unknown, shownInline: readonly string[]): void {
  if (error instanceof ApiError && (error.isUnauthorized || error.isMaintenance)) return;
  const texts = { network: i18n.t("errors.network"), generic: i18n.t("errors.generic") };
  const lines =
    error instanceof ApiError ? errorNoticeLines(error.body, texts, shownInline) : [texts.generic];
  if (!lines) return;
  const id = openErrorNotice(error instanceof ApiError ? error.operation : undefined);
  show(
    {
      id,
      title: i18n.t("errors.operationFailed"),
      message: <ErrorLinesMessage lines={lines} />,
      color: "red",
      autoClose: ERROR_AUTO_CLOSE_MS,
      withCloseButton: true,
    },
    () => isErrorNoticeOpen(id),
  );
}

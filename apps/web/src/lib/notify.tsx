import { List, Text } from "@mantine/core";
import i18next from "i18next";
import type { ReactNode } from "react";
import { ApiError } from "./api-error";
import { errorNoticeLines } from "./error-lines";
import { registerNoticeCleaner, requestNotifications } from "./notifications-mount";
import { SUCCESS_AUTO_CLOSE_MS } from "./notify-timing";

export { SUCCESS_AUTO_CLOSE_MS };

type ShowOptions = Parameters<typeof import("@mantine/notifications").notifications.show>[0];

// Notices are fire-and-forget, so the notifications package (container, transitions) is
// fetched when the first one is raised rather than with the landing page.
function show(options: ShowOptions): void {
  requestNotifications();
  // The close button is an icon: it needs a name of its own (axe: button-name).
  const closeButtonProps = { "aria-label": i18next.t("common.close") };
  // Mantine dims a notice's text to grey 6, under AA's 4.5:1 on white: the text colour instead.
  const styles = { description: { color: "var(--mantine-color-text)" } };
  void import("@mantine/notifications").then(({ notifications }) => {
    registerNoticeCleaner(() => notifications.clean());
    notifications.show({ closeButtonProps, styles, ...options });
  });
}

/** A notice that stays until closed, with content of its own (an import's outcome, say). */
export function notifyDetails(options: {
  title: string;
  message: ReactNode;
  color: "green" | "yellow";
}): void {
  show({ ...options, autoClose: false, withCloseButton: true });
}

export function notifySuccess(message: string): void {
  show({ message, color: "green", autoClose: SUCCESS_AUTO_CLOSE_MS, withCloseButton: true });
}

function ErrorBodyMessage({ body }: { body: Record<string, unknown> }) {
  const { heading, lines } = errorNoticeLines(body, {
    network: i18next.t("errors.network"),
    generic: i18next.t("errors.generic"),
  });
  return (
    <>
      {heading && (
        <Text fw={600} size="sm">
          {i18next.t("errors.statusHeading", { code: heading })}
        </Text>
      )}
      <List size="sm" listStyleType="none" spacing={2}>
        {lines.map((line, index) => (
          // Lines can repeat; their position is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: static list rendered once
          <List.Item key={index}>{line}</List.Item>
        ))}
      </List>
    </>
  );
}

/**
 * The spec's 'Operation failed' notification (§8). 401 and the maintenance statuses are
 * handled by the API client itself (logout, maintenance page), so they never notify.
 */
export function notifyError(error: unknown): void {
  if (error instanceof ApiError && (error.isUnauthorized || error.isMaintenance)) return;
  const body =
    error instanceof ApiError
      ? error.body
      : { status_code: null, non_field_errors: [i18next.t("errors.generic")] };
  show({
    title: i18next.t("errors.operationFailed"),
    message: <ErrorBodyMessage body={body} />,
    color: "red",
    autoClose: false,
    withCloseButton: true,
  });
}

import i18next from "i18next";
import { SUCCESS_AUTO_CLOSE_MS } from "../../../lib/notify-timing";

/**
 * Download, print preview and e-mail come with the documents issue; until then their buttons say
 * so plainly instead of doing nothing.
 */
export function notifyNotAvailable(action: string): void {
  void import("@mantine/notifications").then(({ notifications }) =>
    notifications.show({
      title: action,
      message: i18next.t("agreementEditor.preview.notAvailable"),
      color: "blue",
      autoClose: SUCCESS_AUTO_CLOSE_MS,
      withCloseButton: true,
    }),
  );
}

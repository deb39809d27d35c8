import type { Notification } from "@app/contracts";
import { useNavigate } from "react-router";
import { useSetNotificationStatus } from "../api/notification-api";
import { notificationTarget } from "../notification-rules";

/**
 * Opening a notification reads it: it is marked read (the bell and the list reload) and the
 * customer goes where it leads. The mark goes on in the background: leaving the page does not
 * stop it, and a failure notifies like every action.
 */
export function useOpenNotification() {
  const navigate = useNavigate();
  const setStatus = useSetNotificationStatus();
  return (notification: Pick<Notification, "id" | "kind" | "agreement" | "read">) => {
    if (!notification.read) setStatus.mutate({ id: notification.id, status: "read" });
    navigate(notificationTarget(notification));
  };
}

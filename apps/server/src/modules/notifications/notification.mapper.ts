import type { Notification } from "@app/contracts";
import { romeIso } from "../../platform/time/rome-time";
import type { NotificationView } from "./notification.repository";

export function toNotification(row: NotificationView): Notification {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    text: row.text,
    date: row.date ? romeIso(new Date(row.date)) : null,
    read: row.read,
    agreement: row.agreement_id,
    agreement_title: row.agreement_title,
    template: row.template_id,
    bulk_job: row.bulk_job_id,
    created_at: new Date(row.created_at).toISOString(),
  };
}

import type {
  Notification,
  NotificationCreateBody,
  NotificationSetStatusBody,
  NotificationUnread,
  NotificationUpdateBody,
} from "@app/contracts";
import type { Database } from "../../db/client";
import type { Viewer } from "../../platform/auth/viewer";
import { AppError } from "../../platform/http/app-error";
import { type ListQueryInput, parseListQuery } from "../../platform/list/list-query";
import { createAgreementReader } from "../agreements";
import { cancelNoteReminder, syncNoteReminder } from "./note-reminders";
import { toNotification } from "./notification.mapper";
import { createNotificationRepository, notificationListSpec } from "./notification.repository";

/**
 * A customer's notifications (issue 18): the system's, which they read, mark and delete, and
 * their own notes, which they also write. Every use case is scoped to the caller, whatever id
 * is sent: another customer's notification is unknown (404).
 */
export function createNotificationService(db: Database) {
  const repository = createNotificationRepository(db);
  const agreementsOf = createAgreementReader(db);

  async function get(viewer: Viewer, id: number): Promise<Notification> {
    const row = await repository.find(viewer.userId, id);
    if (!row) throw AppError.notFound();
    return toNotification(row);
  }
  async function assertAgreement(viewer: Viewer, id: number | null | undefined) {
    if (id === null || id === undefined) return;
    if (!(await agreementsOf.findByOwner(viewer.userId, id))) throw AppError.field("agreement", "not_found");
  }

  return {
    list: (viewer: Viewer, query: ListQueryInput) =>
      repository.list(viewer.userId, parseListQuery(query, notificationListSpec)),

    get,

    /** The customer's own note; with a date ahead, a reminder that comes back unread then. */
    async create(viewer: Viewer, body: NotificationCreateBody): Promise<Notification> {
      await assertAgreement(viewer, body.agreement);
      const date = body.date ? new Date(body.date) : null;
      const id = await db.transaction(async (tx) => {
        const inTx = tx as unknown as Database;
        const created = await createNotificationRepository(inTx).insert({
          owner_id: viewer.userId,
          kind: "note",
          title: body.title,
          text: body.text,
          date,
          agreement_id: body.agreement ?? null,
          // One's own note is read: the bell counts what others tell, and the note's own date.
          read: true,
        });
        await syncNoteReminder(inTx, { id: created, date });
        return created;
      });
      return get(viewer, id);
    },

    /** Only the customer's own notes are written; what the system said stays as said (403). */
    async update(viewer: Viewer, id: number, body: NotificationUpdateBody): Promise<Notification> {
      const current = await get(viewer, id);
      if (current.kind !== "note") throw AppError.forbidden("notification_not_editable");
      await assertAgreement(viewer, body.agreement);
      const date = body.date === undefined ? undefined : body.date === null ? null : new Date(body.date);
      await db.transaction(async (tx) => {
        const inTx = tx as unknown as Database;
        await createNotificationRepository(inTx).update(viewer.userId, id, {
          ...(body.title !== undefined ? { title: body.title } : {}),
          ...(body.text !== undefined ? { text: body.text } : {}),
          ...(date !== undefined ? { date } : {}),
          ...(body.agreement !== undefined ? { agreement_id: body.agreement } : {}),
        });
        if (date !== undefined) await syncNoteReminder(inTx, { id, date });
      });
      return get(viewer, id);
    },

    async setStatus(viewer: Viewer, id: number, body: NotificationSetStatusBody): Promise<Notification> {
      if (!(await repository.update(viewer.userId, id, { read: body.status === "read" })))
        throw AppError.notFound();
      return get(viewer, id);
    },

    async destroy(viewer: Viewer, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const inTx = tx as unknown as Database;
        if (!(await createNotificationRepository(inTx).delete(viewer.userId, id))) throw AppError.notFound();
        await cancelNoteReminder(inTx, id);
      });
    },

    async unread(viewer: Viewer): Promise<NotificationUnread> {
      return { unread: await repository.unread(viewer.userId) };
    },

    async readAll(viewer: Viewer): Promise<NotificationUnread> {
      await repository.readAll(viewer.userId);
      return { unread: 0 };
    },
  };
}

import { NOTIFICATIONS_PAGE_SIZE } from "@app/contracts";
import { and, eq, getTableColumns, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { declareList } from "../../platform/list/declare-list";
import { runJsonList } from "../../platform/list/json-list";
import { romeIsoTimestamp } from "../../platform/list/json-row";
import type { ParsedListQuery } from "../../platform/list/list-query";
import { agreements } from "../agreements";
import { type NotificationRow, notifications } from "./notification.table";

/** The notification list (spec §4: the screen asks one more page per load-more), newest first. */
export const notificationListSpec = declareList(notifications, {
  pageSize: NOTIFICATIONS_PAGE_SIZE,
  orders: ["created_at", "date", "title", "read", "kind"],
  defaultOrder: ["-created_at", "-id"],
  filters: {
    boolean: ["read"],
    exact: ["kind"],
    number: { agreement: "agreement_id" },
    date: ["date", "created_at"],
  },
  search: ["title", "text"],
});

const viewColumns = { ...getTableColumns(notifications), agreement_title: agreements.title };
export type NotificationView = NotificationRow & { agreement_title: string | null };

/** Queries on one customer's notifications: every call is scoped to its owner. */
export function createNotificationRepository(db: Database) {
  const mine = (ownerId: number) => eq(notifications.owner_id, ownerId);
  const one = (ownerId: number, id: number) => and(mine(ownerId), eq(notifications.id, id));
  const view = () =>
    db
      .select(viewColumns)
      .from(notifications)
      .leftJoin(agreements, eq(agreements.id, notifications.agreement_id));

  return {
    /** The owner's notifications as PostgreSQL writes them (issue 33), in toNotification's shape. */
    list(ownerId: number, parsed: ParsedListQuery) {
      const n = notifications;
      return runJsonList(db, parsed, {
        key: "notifications",
        table: n,
        scope: (param) => eq(n.owner_id, param("owner")),
        params: { owner: ownerId },
        shape: () => ({
          id: n.id,
          kind: n.kind,
          title: n.title,
          text: n.text,
          date: romeIsoTimestamp(n.date),
          read: n.read,
          agreement: n.agreement_id,
          agreement_title: sql`(select a.title from ${agreements} as a where a.id = ${n.agreement_id})`,
          template: n.template_id,
          bulk_job: n.bulk_job_id,
          created_at: n.created_at,
        }),
      });
    },
    async find(ownerId: number, id: number): Promise<NotificationView | null> {
      const [row] = await view().where(one(ownerId, id));
      return (row as NotificationView | undefined) ?? null;
    },
    async insert(values: typeof notifications.$inferInsert) {
      const [row] = await db.insert(notifications).values(values).returning({ id: notifications.id });
      return (row as { id: number }).id;
    },
    async update(ownerId: number, id: number, changes: Partial<typeof notifications.$inferInsert>) {
      const rows = await db
        .update(notifications)
        .set({ ...changes, updated_at: new Date() })
        .where(one(ownerId, id))
        .returning({ id: notifications.id });
      return rows.length > 0;
    },
    async delete(ownerId: number, id: number) {
      const rows = await db.delete(notifications).where(one(ownerId, id)).returning({ id: notifications.id });
      return rows.length > 0;
    },
    unread: (ownerId: number) => db.$count(notifications, and(mine(ownerId), eq(notifications.read, false))),
    async readAll(ownerId: number) {
      await db
        .update(notifications)
        .set({ read: true, updated_at: new Date() })
        .where(and(mine(ownerId), eq(notifications.read, false)));
    },
  };
}

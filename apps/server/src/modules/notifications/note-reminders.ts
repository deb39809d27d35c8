import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { AppContext } from "../../platform/http/app-context";
import { jobQueue } from "../../platform/jobs/job-queue";
import type { JobHandler } from "../../platform/jobs/job-runner";
import { notifications } from "./notification.table";

export const NOTE_REMINDER_JOB = "note-reminder";
const keyOf = (noteId: number) => `${NOTE_REMINDER_JOB}:${noteId}`;

/**
 * A customer's note with a date ahead is a reminder (issue 18): at that moment it comes back
 * unread, to the top of the list and into the bell's count. Scheduled, moved or dropped in the
 * note's own save; a date gone by reminds of nothing.
 */
export async function syncNoteReminder(
  tx: Database,
  note: { id: number; date: Date | null },
  now = new Date(),
) {
  if (note.date === null || note.date <= now) {
    await jobQueue.cancel(tx, keyOf(note.id));
    return;
  }
  await jobQueue.schedule(tx, {
    kind: NOTE_REMINDER_JOB,
    key: keyOf(note.id),
    payload: { note: note.id, date: note.date.toISOString() },
    runAt: note.date,
  });
}

export const cancelNoteReminder = (tx: Database, noteId: number) => jobQueue.cancel(tx, keyOf(noteId));

/** Brings a due note back: unread, and dated now in the list (it arrives now). */
export function createNoteReminderHandler(ctx: Pick<AppContext, "db">): JobHandler {
  return async (job, done) => {
    await ctx.db.transaction(async (tx) => {
      const inTx = tx as unknown as Database;
      // A note moved or deleted since is not reminded here (a moved one has its own job time).
      await inTx
        .update(notifications)
        .set({ read: false, created_at: sql`now()`, updated_at: sql`now()` })
        .where(
          and(
            eq(notifications.id, Number(job.payload.note)),
            eq(notifications.kind, "note"),
            sql`${notifications.date} = ${String(job.payload.date)}::timestamptz`,
          ),
        );
      await done(inTx);
    });
  };
}

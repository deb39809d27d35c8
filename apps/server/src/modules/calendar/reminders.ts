import type { Language } from "@app/contracts";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { displayName } from "../../platform/auth/display-name";
import { users } from "../../platform/auth/identity.table";
import type { AppContext } from "../../platform/http/app-context";
import { translate } from "../../platform/i18n/translate";
import { jobQueue } from "../../platform/jobs/job-queue";
import type { JobHandler } from "../../platform/jobs/job-runner";
import { ROME_TIME_ZONE, romeDay, romeIso } from "../../platform/time/rome-time";
import { notifications } from "../notifications/notification.table";
import { type AppointmentRow, appointments } from "./calendar.table";

export const REMINDER_JOB = "appointment-reminder";
const keyOf = (appointmentId: number) => `${REMINDER_JOB}:${appointmentId}`;

/**
 * Puts the reminder of a customer's appointment on the job queue for `start - reminder`, or takes
 * it off when there is none (or the start has passed). A reminder whose time has gone by but
 * whose appointment is still ahead goes out at once. Called in the save's transaction.
 */
export async function syncReminder(tx: Database, row: AppointmentRow, now = new Date()): Promise<void> {
  if (row.owner_id === null || row.reminder === null || row.start_at <= now) {
    await jobQueue.cancel(tx, keyOf(row.id));
    return;
  }
  const due = new Date(row.start_at.getTime() - row.reminder * 60_000);
  await jobQueue.schedule(tx, {
    kind: REMINDER_JOB,
    key: keyOf(row.id),
    payload: { appointment: row.id, start: row.start_at.toISOString(), reminder: row.reminder },
    runAt: due < now ? now : due,
  });
}

export const cancelReminder = (tx: Database, appointmentId: number) =>
  jobQueue.cancel(tx, keyOf(appointmentId));

/** "giovedì 3 dicembre 2026, 10:00" / "Thursday 3 December 2026, 10:00", in Rome. */
function when(row: AppointmentRow, language: Language): string {
  const locale = language === "en" ? "en-GB" : "it-IT";
  const day = new Intl.DateTimeFormat(locale, {
    timeZone: ROME_TIME_ZONE,
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
  });
  if (row.all_day) {
    const lastMoment = new Date(row.end_at.getTime() - 1);
    const firstText = day.format(row.start_at);
    return romeDay(row.start_at) === romeDay(lastMoment)
      ? firstText
      : `${firstText} – ${day.format(lastMoment)}`;
  }
  const time = new Intl.DateTimeFormat(locale, {
    timeZone: ROME_TIME_ZONE,
    hour: "2-digit",
    minute: "2-digit",
  });
  return `${day.format(row.start_at)}, ${time.format(row.start_at)}–${time.format(row.end_at)}`;
}

/**
 * Sends a due reminder (issue 17): an e-mail in the owner's language with the appointment and a
 * link to it, queued in the outbox, and the in-app notification, saved with the job's "done" in
 * one transaction. An
 * appointment deleted or moved since is not reminded here (a moved one has its own job time).
 */
export function createReminderHandler(ctx: Pick<AppContext, "db" | "outbox" | "config" | "log">): JobHandler {
  return async (job, done) => {
    const id = Number(job.payload.appointment);
    const [row] = await ctx.db
      .select({ appointment: appointments, user: users })
      .from(appointments)
      .innerJoin(users, eq(users.id, appointments.owner_id))
      .where(eq(appointments.id, id));
    if (
      !row ||
      row.appointment.reminder === null ||
      row.appointment.start_at.toISOString() !== job.payload.start
    )
      return;
    const { appointment, user } = row;
    const language = (user.language === "en" ? "en" : "it") as Language;
    const link = `${ctx.config.PUBLIC_URL.replace(/\/$/, "")}/customer/${appointment.id}/appointment-edit`;
    const params = {
      name: displayName(user),
      title: appointment.title,
      when: when(appointment, language),
      place: appointment.place || "—",
      description: appointment.description || "—",
      link,
    };
    await ctx.db.transaction(async (tx) => {
      const inTx = tx as unknown as Database;
      if (user.email && user.is_active)
        await ctx.outbox.queue(
          inTx,
          {
            to: user.email,
            subject: translate(language, "reminder_subject", params),
            text: translate(language, "reminder_body", params),
          },
          { type: "appointment", id: appointment.id, userId: user.id },
        );
      await inTx.insert(notifications).values({
        owner_id: user.id,
        kind: "appointment_reminder",
        title: appointment.title,
        text: translate(language, "reminder_notification", params),
        date: appointment.start_at,
        agreement_id: appointment.agreement_id,
        appointment_id: appointment.id,
      });
      await done(inTx);
    });
    ctx.outbox.wake();
    ctx.log.info({ appointment: appointment.id, start: romeIso(appointment.start_at) }, "reminder queued");
  };
}

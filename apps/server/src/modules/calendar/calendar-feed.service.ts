import { createHash, randomBytes } from "node:crypto";
import type { CalendarFeed, CalendarFeedStatus, Language } from "@app/contracts";
import { and, asc, eq, gt, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { displayName } from "../../platform/auth/display-name";
import { users } from "../../platform/auth/identity.table";
import type { Viewer } from "../../platform/auth/viewer";
import type { AppContext } from "../../platform/http/app-context";
import { AppError } from "../../platform/http/app-error";
import { translate } from "../../platform/i18n/translate";
import { createAppointmentRepository } from "./appointment.repository";
import { appointments, calendarFeeds } from "./calendar.table";

/** Where the feed is served: no session, the token is the key. */
export const FEED_PATH = "/api/calendar/feed";
/** How far back a feed reaches: calendar programs need the recent past, not every year. */
const FEED_PAST_DAYS = 365;
const FEED_MAX_EVENTS = 5000;

// The iCalendar writer (ical-generator, its time zones and the Temporal polyfill) loads at the
// first export, not at start: only the calendar's feed and .ics downloads use it (DESIGN §11, memory).
const calendarIcs = () => import("./calendar-ics");

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * The private calendar feed (issue 17): a secret URL a calendar program subscribes to without a
 * session. Only the token's SHA-256 is kept, so a new URL replaces the previous one and
 * revoking it ends every subscription at once.
 */
export function createCalendarFeedService(ctx: Pick<AppContext, "db" | "config">) {
  const db: Database = ctx.db;
  const repository = createAppointmentRepository(db);
  const urlOf = (token: string) =>
    `${ctx.config.PUBLIC_URL.replace(/\/$/, "")}${FEED_PATH}/${token}/calendar.ics`;

  async function rowsFor(userId: number, extra?: SQL) {
    const scope = await repository.visibleTo(userId);
    const since = new Date(Date.now() - FEED_PAST_DAYS * 86_400_000);
    const parsed = {
      where: and(gt(appointments.end_at, since), extra),
      orderBy: [asc(appointments.start_at), asc(appointments.id)],
      limit: FEED_MAX_EVENTS,
      offset: 0,
      perPage: FEED_MAX_EVENTS,
    };
    return (await repository.list(scope, parsed)).rows;
  }

  return {
    async status(viewer: Viewer): Promise<CalendarFeedStatus> {
      const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.user_id, viewer.userId));
      return { enabled: Boolean(row), created_at: row?.created_at.toISOString() ?? null };
    },
    /** Turns the feed on, or gives it a new URL: the previous one stops working. */
    async enable(viewer: Viewer): Promise<CalendarFeed> {
      const token = randomBytes(32).toString("base64url");
      await db
        .insert(calendarFeeds)
        .values({ user_id: viewer.userId, token_hash: hashOf(token) })
        .onConflictDoUpdate({
          target: calendarFeeds.user_id,
          set: { token_hash: hashOf(token), created_at: new Date() },
        });
      return { url: urlOf(token) };
    },
    async revoke(viewer: Viewer): Promise<void> {
      await db.delete(calendarFeeds).where(eq(calendarFeeds.user_id, viewer.userId));
    },
    /** The feed's calendar, or 404 for an unknown or revoked token (and a disabled person). */
    async feed(token: string): Promise<string> {
      if (!/^[\w-]{20,100}$/.test(token)) throw AppError.notFound();
      const [owner] = await db
        .select({ user: users })
        .from(calendarFeeds)
        .innerJoin(users, eq(users.id, calendarFeeds.user_id))
        .where(and(eq(calendarFeeds.token_hash, hashOf(token)), eq(users.is_active, true)));
      if (!owner) throw AppError.notFound();
      const language = (owner.user.language === "en" ? "en" : "it") as Language;
      const name = translate(language, "calendar_feed_name", { name: displayName(owner.user) });
      const { appointmentsIcs } = await calendarIcs();
      return appointmentsIcs(await rowsFor(owner.user.id), name, ctx.config.PUBLIC_URL);
    },
    /** One appointment the caller sees, as an .ics file. */
    async one(viewer: Viewer, id: number): Promise<{ ics: string; title: string }> {
      const scope = await repository.visibleTo(viewer.userId);
      const row = await repository.find(scope, id);
      if (!row) throw AppError.notFound();
      const { appointmentsIcs } = await calendarIcs();
      return { ics: appointmentsIcs([row], row.title, ctx.config.PUBLIC_URL), title: row.title };
    },
  };
}

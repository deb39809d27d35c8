import { type Language, PLAN_LABELS } from "@app/contracts";
import { sql } from "drizzle-orm";
import { type Database, rowsAffected } from "../../db/client";
import { users } from "../../platform/auth/identity.table";
import type { AppContext } from "../../platform/http/app-context";
import { translate } from "../../platform/i18n/translate";
import { jobQueue } from "../../platform/jobs/job-queue";
import type { JobHandler } from "../../platform/jobs/job-runner";
import { addDays, romeDay, romeMoment } from "../../platform/time/rome-time";
import { companies, companyMembers, licences } from "../profile";
import { notifications } from "./notification.table";

export const LICENCE_EXPIRY_JOB = "licence-expiry-scan";
/** The subscription screen warns from 30 days before the end (issue 16); the bell too. */
export const LICENCE_WARNING_DAYS = 30;

const scanKey = (day: string) => `${LICENCE_EXPIRY_JOB}:${day}`;
/** Each morning at 07:00 in Rome, before the working day. */
const scanTime = (day: string) => romeMoment(day, "07:00");

/** Puts today's scan on the queue unless it is there (every instance does so when it starts). */
export async function scheduleLicenceScan(db: Database, now = new Date()): Promise<void> {
  const today = romeDay(now);
  await jobQueue.scheduleOnce(db, {
    kind: LICENCE_EXPIRY_JOB,
    key: scanKey(today),
    payload: { day: today },
    runAt: now,
  });
}

const PLAN_CASE = (language: Language) =>
  sql.raw(
    `case l.plan ${Object.entries(PLAN_LABELS)
      .map(([plan, label]) => `when '${plan}' then '${label[language].replace(/'/g, "''")}'`)
      .join(" ")} else l.name end`,
  );

/**
 * Tells every active member of a firm, once per licence and end date, that an active licence
 * ends within 30 days and no later one of the firm's follows it (issue 18). Then puts tomorrow's
 * scan on the queue, so one chain of daily jobs runs whatever the number of instances.
 */
export async function scanExpiringLicences(db: Database, today: string): Promise<number> {
  const limit = addDays(today, LICENCE_WARNING_DAYS);
  const text = (language: Language, key: "licence_expiring_title" | "licence_expiring_text") => {
    const marked = translate(language, key, {
      date: "\u0001date\u0001",
      plan: "\u0001plan\u0001",
      firm: "\u0001firm\u0001",
    });
    return sql`replace(replace(replace(${marked}, ${"\u0001date\u0001"}, to_char(l.valid_to, 'DD/MM/YYYY')),
                       ${"\u0001plan\u0001"}, ${PLAN_CASE(language)}), ${"\u0001firm\u0001"}, c.name)`;
  };
  const result = await db.execute(sql`
    insert into ${notifications} (owner_id, kind, title, text, date, dedupe_key)
    select u.id, 'licence_expiring',
           case when u.language = 'en' then ${text("en", "licence_expiring_title")}
                else ${text("it", "licence_expiring_title")} end,
           case when u.language = 'en' then ${text("en", "licence_expiring_text")}
                else ${text("it", "licence_expiring_text")} end,
           (l.valid_to::timestamp at time zone 'Europe/Rome'),
           'licence-expiring:' || l.id || ':' || l.valid_to::text
      from ${licences} l
      join ${companies} c on c.id = l.company_id
      join ${companyMembers} m on m.company_id = l.company_id
      join ${users} u on u.id = m.user_id and u.is_active
     where l.status = 'active'
       and l.valid_to >= ${today}::date and l.valid_to <= ${limit}::date
       and not exists (select 1 from ${licences} later
                        where later.company_id = l.company_id and later.status = 'active'
                          and later.valid_to > l.valid_to)
    on conflict (owner_id, dedupe_key) do nothing`);
  return rowsAffected(result);
}

export function createLicenceScanHandler(ctx: Pick<AppContext, "db" | "log">): JobHandler {
  return async (job, done) => {
    const day = String(job.payload.day);
    const told = await ctx.db.transaction(async (tx) => {
      const inTx = tx as unknown as Database;
      const count = await scanExpiringLicences(inTx, day);
      const tomorrow = addDays(day, 1);
      await jobQueue.scheduleOnce(inTx, {
        kind: LICENCE_EXPIRY_JOB,
        key: scanKey(tomorrow),
        payload: { day: tomorrow },
        runAt: scanTime(tomorrow),
      });
      await done(inTx);
      return count;
    });
    ctx.log.info({ day, notices: told }, "licence expiry scan");
  };
}

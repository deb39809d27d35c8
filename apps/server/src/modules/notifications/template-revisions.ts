import type { Language } from "@app/contracts";
import { eq, sql } from "drizzle-orm";
import { type Database, rowsAffected } from "../../db/client";
import { users } from "../../platform/auth/identity.table";
import type { AppContext } from "../../platform/http/app-context";
import { translate } from "../../platform/i18n/translate";
import { jobQueue } from "../../platform/jobs/job-queue";
import type { JobHandler } from "../../platform/jobs/job-runner";
import { agreements } from "../agreements";
import { templates } from "../catalogue";
import { notifications, templateRevisedJobKey } from "./notification.table";

export const TEMPLATE_REVISED_JOB = "template-revised";

/** Stands for each contract's own title in the text, replaced row by row in the database. */
const AGREEMENT_MARK = "\u0001agreement\u0001";

/**
 * A version published without "minor" puts one job on the queue, in the publication's own
 * transaction: the editor's call answers at once however many contracts there are, and the
 * notices are written in the background (issue 18).
 */
export function followTemplatePublications(ctx: Pick<AppContext, "events">) {
  ctx.events.on("template.published", async (event, tx) => {
    if (event.minor) return;
    await jobQueue.schedule(tx, {
      kind: TEMPLATE_REVISED_JOB,
      key: templateRevisedJobKey(event.templateId),
      payload: { template: event.templateId, family: event.familyId, version: event.version },
      runAt: new Date(),
    });
  });
  // A contract brought up to date no longer needs its notices.
  ctx.events.on("agreement.upgraded", async (event, tx) => {
    await tx
      .update(notifications)
      .set({ read: true, updated_at: new Date() })
      .where(
        sql`${notifications.owner_id} = ${event.ownerId} and ${notifications.agreement_id} = ${event.fromAgreementId}
            and ${notifications.kind} = 'template_revised' and not ${notifications.read}`,
      );
  });
}

/**
 * Writes the notices of a published version: one per contract drafted on an older version of the
 * family, in its owner's language, carrying the contract's id (never one per edit: a job run twice
 * adds nothing, by the notice's dedupe key). Notices of older versions still unread are marked
 * read: the newest one says it all. One statement each, so 10,000 contracts take one round trip.
 */
export function createTemplateRevisedHandler(ctx: Pick<AppContext, "db" | "log">): JobHandler {
  return async (job, done) => {
    const templateId = Number(job.payload.template);
    const [version] = await ctx.db.select().from(templates).where(eq(templates.id, templateId));
    const publishedAt = version?.published_at;
    if (!version || !publishedAt) return;
    const family = version.family_id ?? version.id;
    const params = { template: version.title, version: version.version, agreement: AGREEMENT_MARK };
    const title = (language: Language) => translate(language, "template_revised_title", params);
    const text = (language: Language) => translate(language, "template_revised_text", params);
    const inserted = await ctx.db.transaction(async (tx) => {
      const inTx = tx as unknown as Database;
      await inTx.execute(sql`
        update ${notifications} set read = true, updated_at = now()
         where kind = 'template_revised' and not read and template_id <> ${templateId}
           and template_id in (select id from ${templates} where family_id = ${family})`);
      const result = await inTx.execute(sql`
        insert into ${notifications}
               (owner_id, kind, title, text, date, agreement_id, template_id, dedupe_key)
        select a.owner_id, 'template_revised',
               case when u.language = 'en' then ${title("en")} else ${title("it")} end,
               replace(case when u.language = 'en' then ${text("en")} else ${text("it")} end,
                       ${AGREEMENT_MARK}, a.title),
               ${publishedAt.toISOString()}::timestamptz, a.id, ${templateId},
               'template-revised:' || a.id || ':' || ${templateId}::text
          from ${agreements} a
          join ${templates} t on t.id = a.template_id
          join ${users} u on u.id = a.owner_id
         where t.family_id = ${family} and t.version < ${version.version}
        on conflict (owner_id, dedupe_key) do nothing`);
      await done(inTx);
      return rowsAffected(result);
    });
    ctx.log.info({ template: templateId, notices: inserted }, "template revision notices written");
  };
}

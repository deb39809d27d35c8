import type { FastifyInstance } from "fastify";
import type { Config } from "./config/config.schema";
import type { Database } from "./db/client";
import {
  AUDIT_LIST_HEADS_JOB,
  AUDIT_RETENTION_JOB,
  createAuditListHeadsHandler,
  createAuditRetentionHandler,
  scheduleAuditListHeads,
  scheduleAuditRetention,
} from "./modules/account";
import {
  CONTACT_LIST_HEADS_JOB,
  createContactListHeadsHandler,
  scheduleContactListHeads,
} from "./modules/address-book";
import {
  AGREEMENT_LIST_HEADS_JOB,
  AGREEMENT_SEARCH_TEXTS_JOB,
  createAgreementListHeadsHandler,
  createAgreementSearchTextsHandler,
  scheduleAgreementListHeads,
  scheduleAgreementSearchTexts,
} from "./modules/agreements";
import { BULK_EXPIRY_JOB, BULK_JOB, createBulkExpiryHandler, createBulkHandler } from "./modules/bulk";
import { createReminderHandler, REMINDER_JOB } from "./modules/calendar";
import {
  createLicenceScanHandler,
  createNoteReminderHandler,
  createTemplateRevisedHandler,
  LICENCE_EXPIRY_JOB,
  NOTE_REMINDER_JOB,
  scheduleLicenceScan,
  TEMPLATE_REVISED_JOB,
} from "./modules/notifications";
import { createPecIdleWatch, type PecModule, resumePecPolls } from "./modules/pec";
import type { AppContext } from "./platform/http/app-context";
import { createJobRunner } from "./platform/jobs/job-runner";
import { MAIL_SEND_JOB } from "./platform/mail/mail-outbox";
import { createMailSendHandler } from "./platform/mail/mail-send.job";

/**
 * Due jobs run on every instance; the queue hands each to one of them. Started once the app is
 * ready (JOBS_POLL_SECONDS > 0), stopped with it; `app.jobs` is the runner (the tests run it).
 */
export function registerJobs(
  app: FastifyInstance,
  ctx: AppContext,
  db: Database,
  config: Config,
  pec: PecModule,
): void {
  const jobs = createJobRunner({
    db,
    handlers: {
      [MAIL_SEND_JOB]: createMailSendHandler(db, ctx.mailer, ctx.outbox, app.log),
      [REMINDER_JOB]: createReminderHandler(ctx),
      [TEMPLATE_REVISED_JOB]: createTemplateRevisedHandler(ctx),
      [LICENCE_EXPIRY_JOB]: createLicenceScanHandler(ctx),
      [NOTE_REMINDER_JOB]: createNoteReminderHandler(ctx),
      ...pec.handlers,
      [BULK_JOB]: createBulkHandler(ctx),
      [BULK_EXPIRY_JOB]: createBulkExpiryHandler(ctx),
      [AUDIT_RETENTION_JOB]: createAuditRetentionHandler(ctx),
      [AGREEMENT_LIST_HEADS_JOB]: createAgreementListHeadsHandler(ctx),
      [AUDIT_LIST_HEADS_JOB]: createAuditListHeadsHandler(ctx),
      [CONTACT_LIST_HEADS_JOB]: createContactListHeadsHandler(ctx),
      [AGREEMENT_SEARCH_TEXTS_JOB]: createAgreementSearchTextsHandler(ctx),
    },
    log: app.log,
    pollMs: config.JOBS_POLL_SECONDS * 1000,
  });
  app.decorate("jobs", jobs);
  // A use case that queued e-mail wakes the runner once committed: the mail goes now.
  ctx.outbox.onWake(() => jobs.wake());
  // A receipt announced by IMAP IDLE brings its mailbox's poll forward and wakes the runner.
  const pecIdle = createPecIdleWatch(ctx, pec.box, () => jobs.wake());
  if (config.JOBS_POLL_SECONDS > 0)
    app.addHook("onReady", async () => {
      // The daily chain of licence scans starts with today's, once whatever the instances.
      await scheduleLicenceScan(db);
      // So does the nightly chain that deletes the activity log's expired events.
      await scheduleAuditRetention(db);
      // The contracts written before migration 0048 get their list heads, once, in batches.
      await scheduleAgreementListHeads(db);
      // And the activity log's events written before migration 0050.
      await scheduleAuditListHeads(db);
      // And the address books' contacts written before migration 0052.
      await scheduleContactListHeads(db);
      // The contracts' search texts, written since migration 0053.
      await scheduleAgreementSearchTexts(db);
      // Every verified PEC mailbox is read again, even one whose chain of polls ended.
      await resumePecPolls(db);
      jobs.start();
      if (config.PEC_IDLE) pecIdle.start();
    });
  app.addHook("onClose", async () => {
    pecIdle.stop();
    await jobs.stop();
  });
}

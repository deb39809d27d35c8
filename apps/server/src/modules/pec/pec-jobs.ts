import type { Database } from "../../db/client";
import { jobQueue } from "../../platform/jobs/job-queue";

/** The PEC jobs (issue 47): each message's sending, each mailbox's poll, each message's receipt timeout. */
export const PEC_SEND_JOB = "pec-send";
export const PEC_POLL_JOB = "pec-poll";
export const PEC_TIMEOUT_JOB = "pec-timeout";

export const pecJobs = {
  send: (db: Database, messageId: number) =>
    jobQueue.schedule(db, {
      kind: PEC_SEND_JOB,
      key: `pec-send:${messageId}`,
      payload: { message: messageId },
      runAt: new Date(),
    }),
  /** The mailbox's next poll; `scheduleOnce` keeps the chain one job long whatever calls it. */
  pollNow: (db: Database, settingsId: number) =>
    jobQueue.schedule(db, {
      kind: PEC_POLL_JOB,
      key: `pec-poll:${settingsId}`,
      payload: { settings: settingsId },
      runAt: new Date(),
    }),
  pollAt: (db: Database, settingsId: number, runAt: Date) =>
    jobQueue.schedule(db, {
      kind: PEC_POLL_JOB,
      key: `pec-poll:${settingsId}`,
      payload: { settings: settingsId },
      runAt,
    }),
  timeout: (db: Database, messageId: number, runAt: Date) =>
    jobQueue.schedule(db, {
      kind: PEC_TIMEOUT_JOB,
      key: `pec-timeout:${messageId}`,
      payload: { message: messageId },
      runAt,
    }),
};

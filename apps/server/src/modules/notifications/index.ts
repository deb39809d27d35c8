// Notifications and news (issue 18): the customers' notifications (their calls, the notices of
// revised templates, expiring licences and finished imports; issue 17's reminders write them too)
// and the editors' news.
export { createLicenceScanHandler, LICENCE_EXPIRY_JOB, scheduleLicenceScan } from "./licence-expiry";
export { newsRoutes } from "./news.routes";
export { createNoteReminderHandler, NOTE_REMINDER_JOB } from "./note-reminders";
export { notificationRoutes } from "./notification.routes";
export * from "./notification.table";
export { createTemplateRevisedHandler, TEMPLATE_REVISED_JOB } from "./template-revisions";

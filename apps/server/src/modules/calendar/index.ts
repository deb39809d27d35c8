// The calendar's public surface (issue 17): customers' appointments, editors' agendas, reminders
// on the job queue, the iCalendar feed.
export * from "./calendar.table";
export { customerCalendarRoutes } from "./calendar-customer.routes";
export { editorCalendarRoutes } from "./calendar-editor.routes";
export { calendarFeedRoutes } from "./calendar-feed.routes";
export { createReminderHandler, REMINDER_JOB } from "./reminders";

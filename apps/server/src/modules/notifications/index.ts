// Notifications (issue 18 gives them their calls and screens; issue 17's reminders write them).
export * from "./notification.table";

import { z } from "zod";

/** A reminder, in minutes before the start: at the time, 15 minutes, 1 hour, 1 day, 1 week. */
export const REMINDER_MINUTES = [0, 15, 60, 1440, 10080] as const;
export const reminderSchema = z
  .number()
  .int()
  .refine((n) => (REMINDER_MINUTES as readonly number[]).includes(n), {
    message: `one of ${REMINDER_MINUTES.join(", ")}`,
  });

import type { Page } from "@playwright/test";
import { tokenCookie } from "./support";

// Shared by the calendar journeys (calendar.spec.ts, calendar-editors.spec.ts).

export const A = "/api/calendar/customer/appointment";
export const TRANSITIONAL_LEASE = "Contratto di locazione ad uso transitorio";
export const day = (offset = 0) => {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
};

export async function headers(page: Page) {
  return { Authorization: `JWT ${(await tokenCookie(page))?.value}` };
}

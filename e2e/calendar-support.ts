import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
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

/** The text of the newest .eml the server wrote whose subject contains `subject`. */
export function mailWith(subject: string): string | null {
  const dir = join(process.env.E2E_DATA_DIR ?? "", "mail");
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((file) => file.endsWith(".eml"));
  } catch {
    return null;
  }
  const texts = files
    .map((file) => readFileSync(join(dir, file), "utf8").replace(/=\r?\n/g, ""))
    .filter((text) => text.includes(subject) || decodeURIComponent(text).includes(subject));
  return texts.at(-1) ?? null;
}

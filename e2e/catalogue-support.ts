import type { Page } from "@playwright/test";
import { expect } from "./console-guard";
import { snapshot } from "./support";

// What the catalogue's journeys share (catalogue*.spec.ts).
export const LEASE = "Contratto di locazione ad uso abitativo a canone libero (4+4)";
export const CREATE_URL = /\/customer\/agreement\/\d+\/create$/;
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };

/** Full-page pictures of a catalogue screen at desktop and phone widths, for visual review. */
export async function snapshotBothWidths(page: Page, name: string): Promise<void> {
  await snapshot(page, `catalogue-${name}-1280`);
  await page.setViewportSize(PHONE);
  await snapshot(page, `catalogue-${name}-390`);
  await page.setViewportSize(DESKTOP);
}

/** Opens the lease template and returns the create page it reached. */
export async function openLease(page: Page): Promise<string> {
  await page.getByRole("link", { name: LEASE, exact: true }).click();
  await expect(page).toHaveURL(CREATE_URL);
  return new URL(page.url()).pathname;
}

/** The addresses of the calls the page makes from now on whose address contains `part`. */
export function callsTo(page: Page, part: string): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes(part)) urls.push(request.url());
  });
  return urls;
}

/** The console errors and warnings the page logs from now on. */
export function consoleProblems(page: Page): string[] {
  const lines: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") lines.push(message.text());
  });
  return lines;
}

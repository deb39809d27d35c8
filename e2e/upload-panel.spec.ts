import type { Page } from "@playwright/test";
import { expect, test } from "./console-guard";
import { settled, signInAsCustomer } from "./support";

// Issue 31: the fixed upload panel never hides the end of a page, collapsed or open.

/**
 * Scrolls to the very end and gives how far the page's last element reaches past the panel's top.
 * Called inside `expect.poll`: a box still loading above may push the end down after the scroll
 * (it did on a slow CI machine), so each attempt scrolls again and a footer out of view is no answer.
 */
async function overlapAtTheEnd(page: Page): Promise<number> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const panel = page.getByRole("region", { name: "Caricamenti e download" });
  // The page's last element: the footer's last link, under everything else on a customer page.
  const last = page.getByRole("contentinfo").locator("a, button").last();
  const [panelBox, lastBox] = await Promise.all([panel.boundingBox(), last.boundingBox()]);
  if (!panelBox || !lastBox) throw new Error("not drawn");
  const viewportHeight = page.viewportSize()?.height ?? 0;
  if (lastBox.y + lastBox.height > viewportHeight) return Number.POSITIVE_INFINITY;
  return lastBox.y + lastBox.height - panelBox.y;
}

test("the page's end can always be scrolled above the upload panel", async ({ page, consoleGuard }) => {
  // The journey's own refusal: a file that is no spreadsheet.
  consoleGuard.allowRefusal(415, "/address-book/import/");
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAsCustomer(page);
  await settled(page);
  await expect.poll(() => overlapAtTheEnd(page)).toBeLessThanOrEqual(0);

  // Open with a file in it, the panel is taller: the page makes room for it as well. (A PDF named
  // .xlsx: the server refuses it, and the panel opens by itself on the failed item.)
  const box = page.getByRole("region", { name: "Rubrica" });
  await box.getByRole("button", { name: "Importa" }).click();
  const dialog = page.getByRole("dialog", { name: "Importa contatti" });
  await dialog.locator('input[type="file"]').setInputFiles({
    name: "non-un-foglio.xlsx",
    mimeType: "application/octet-stream",
    buffer: Buffer.from("%PDF-1.7\n%%EOF"),
  });
  await dialog.getByRole("button", { name: "Importa", exact: true }).click();
  const panel = page.getByRole("region", { name: "Caricamenti e download" });
  await expect(panel.getByText(/Non riuscito/)).toBeVisible();
  await settled(page);
  await expect.poll(() => overlapAtTheEnd(page)).toBeLessThanOrEqual(0);

  // Another customer page, a short one, with the panel opened on its empty list (a new page load).
  await page.goto("/customer/profile/licence/");
  await settled(page);
  await page.getByRole("button", { name: /Caricamenti/ }).click();
  await expect(panel.getByText("Nessuna richiesta di caricamento")).toBeVisible();
  await expect.poll(() => overlapAtTheEnd(page)).toBeLessThanOrEqual(0);
});

import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";

/** Demo accounts seeded in embedded/test mode (README). */
export const DEMO_PASSWORD = "demo-password-2026";
export const accounts = {
  customer: "demo-customer",
  customer2: "demo-customer-2",
  editor: "demo-editor",
  nobody: "demo-nobody",
} as const;

export const SCREENSHOT_DIR = join(import.meta.dirname, "test-results", "screenshots");

/** Saves a full-page screenshot of a key screen for visual review. */
export async function snapshot(
  page: Page,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<void> {
  // What the user would see settle: no loading overlay, no busy region, the fonts in place.
  await settled(page);
  // A whole page past the viewport is captured by stretching the viewport for a moment; a
  // drop-down open on it may come back hidden (its field judged out of view), so a screen with
  // one open is captured as the user sees it, the viewport alone.
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage });
}

/**
 * Waits for what a user sees when a screen has finished loading: the global loading overlay
 * gone, no region marked busy and the web fonts loaded. Never "network idle": a page that
 * polls or keeps a connection open would never get there.
 */
export async function settled(page: Page): Promise<void> {
  await expect(page.getByTestId("loading-overlay")).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** The pages the journey opens from now on start in English, as for a user who chose it. */
export async function inEnglish(page: Page): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem("language", "en"));
}

/** Signs in through the customer login page (the quickest way to get a session). */
export async function signInAsCustomer(page: Page, username: string = accounts.customer): Promise<void> {
  await page.goto("/auth/customer/login");
  await page.getByLabel("Nome utente").fill(username);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Accedi" }).click();
  await expect(page).toHaveURL(/\/customer$/);
}

export async function signInAsEditor(page: Page): Promise<void> {
  await page.goto("/auth/editor/login");
  await page.getByLabel("Nome utente").fill(accounts.editor);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Accedi" }).click();
  await expect(page).toHaveURL(/\/editor$/);
}

export async function tokenCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === "token");
}

/**
 * axe-core on the current page: no serious or critical violation allowed. `within` narrows the
 * check to an open modal: the page behind its overlay is dimmed on purpose and out of reach, and
 * axe would measure the contrast of text seen through the overlay.
 */
const LANDMARK_RULE = /^landmark-/;

export async function expectNoSeriousA11yViolations(page: Page, within?: string): Promise<void> {
  // Colours are judged as drawn: a notice or dialog half-way through its fade would read as a
  // contrast failure that no user sees once it settles. Finite CSS transitions and animations
  // end within a second; endless ones (spinners, the striped upload bar) are left running.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (a) => a.playState !== "running" || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
          ),
      undefined,
      { timeout: 2000 },
    )
    .catch(() => undefined);
  // While axe reads the page (a second or more on a busy machine), a notice may reach its
  // auto-close and start fading: with transitions cut short for the check, it is either drawn as
  // at rest or already invisible, never half-way (profile.spec.ts failed once on a success notice
  // read at 1.09:1 while fading out).
  const noTransitions = await page.addStyleTag({
    content:
      "*, *::before, *::after { transition-duration: 0s !important; transition-delay: 0s !important; }",
  });
  // WCAG 2.1 AA and axe's best practices, with the name-matches-label check axe keeps
  // experimental (a button whose visible words are not in its name: issue 44).
  const builder = new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .options({ rules: { "label-content-name-mismatch": { enabled: true } } });
  const results = await (within ? builder.include(within) : builder).analyze();
  await noTransitions.evaluate((style) => (style as Element).remove());
  // Serious and critical everywhere; moderate too for landmarks, which a screen-reader user
  // moves by (a second «banner» with a dialog open, two regions of the same name).
  const serious = results.violations.filter(
    (v) =>
      v.impact === "serious" ||
      v.impact === "critical" ||
      (v.impact === "moderate" && LANDMARK_RULE.test(v.id)),
  );
  expect(
    serious.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target.join(" ")}: ${n.any[0]?.message ?? ""}`).join(", ")})`,
    ),
  ).toEqual([]);
}

/**
 * Types into a date field (components/date-fields: day/month/year, `16/12/2026` or
 * `16/12/2026 10:30`) as a person does, then leaves it, which closes its month (Tab might open
 * the next field's, over what the journey clicks next); the field then shows what was typed.
 */
export async function typeDate(field: Locator, text: string): Promise<void> {
  await field.fill(text);
  await field.blur();
  await expect(field).toHaveValue(text);
}

/** An ISO day (`2026-12-16`) as the date fields show it: `16/12/2026`. */
export const dmy = (isoDay: string) => isoDay.split("-").reverse().join("/");

/** Today in Rome, `YYYY-MM-DD`: the calendar's and the lists' days whatever the runner's zone. */
export const romeToday = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Rome" }).format(new Date());

/**
 * Chooses an option of a select (Mantine's combobox) as a person does, and waits until the field
 * shows it. On a loaded machine a click may land while the list is still being drawn (its options
 * come from a call) and be lost; the choice is then made again rather than the journey going on
 * with the field's default, which it would only notice far later.
 */
export async function chooseOption(combobox: Locator, option: string): Promise<void> {
  const page = combobox.page();
  await expect(async () => {
    await combobox.click();
    await page.getByRole("option", { name: option, exact: true }).click({ timeout: 5_000 });
    await expect(combobox).toHaveValue(option, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

/**
 * A new template saved: its edit screen, drawn afresh for the new id. The address changes first
 * and the screen follows in a transition, so a click between the two lands on the old screen
 * (and its tab is lost with it): wait for the edit screen's own heading.
 */
export async function expectSavedTemplateScreen(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/editor\/agreement\/template\/\d+\/edit$/);
  await expect(page.getByRole("heading", { level: 1, name: "Modifica modello di contratto" })).toBeVisible();
}

import type { GlobalConfig } from "@app/contracts";
import type { Page } from "@playwright/test";
import { expect, test } from "./console-guard";
import { signInAsCustomer, snapshot } from "./support";

/** `YYYY-MM-DD HH:mm`, a day away from now: wide enough for any time zone. */
function configMoment(offsetDays: number): string {
  const date = new Date(Date.now() + offsetDays * 24 * 3600 * 1000);
  return date.toISOString().slice(0, 16).replace("T", " ");
}

/** Serves the real configuration with some maintenance settings replaced. */
async function patchConfig(page: Page, patch: (config: GlobalConfig) => void): Promise<void> {
  await page.route("**/api/get-global-config/", async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as GlobalConfig;
    patch(config);
    await route.fulfill({ response, json: config });
  });
}

test("a server error (500) shows the maintenance page", async ({ page, consoleGuard }) => {
  consoleGuard.allowRefusal(500, "/api/account/me/");
  await signInAsCustomer(page);
  await expect(page).toHaveURL(/\/customer$/);
  await page.route("**/api/account/me/", (route) =>
    route.fulfill({ status: 500, json: { status_code: 500, non_field_errors: ["Boom"] } }),
  );
  // A fresh load: the guard asks for the profile and gets the 500.
  await page.goto("/customer/calendar/");
  await expect(page).toHaveURL(/\/maintenance\/$/);
  await expect(page.getByRole("heading", { name: "Sistema in manutenzione" })).toBeVisible();
  await expect(page.getByText("Riprova più tardi")).toBeVisible();
  await expect(page.getByText("Boom")).toHaveCount(0);
  await snapshot(page, "08-maintenance");
});

test("within the extraordinary-maintenance window the browser goes to the configured URL", async ({
  page,
}) => {
  await patchConfig(page, (config) => {
    config.EXTRAORDINARY_MAINTENANCE = {
      URL: "/maintenance/",
      START_DATE: configMoment(-1),
      END_DATE: configMoment(1),
    };
  });
  await page.goto("/find-out-more");
  await expect(page).toHaveURL(/\/maintenance\/$/);
  await expect(page.getByRole("heading", { name: "Sistema in manutenzione" })).toBeVisible();
});

test("within the window and with no URL configured, the browser goes to our maintenance page", async ({
  page,
}) => {
  await patchConfig(page, (config) => {
    config.EXTRAORDINARY_MAINTENANCE = { URL: null, START_DATE: configMoment(-1), END_DATE: configMoment(1) };
  });
  await page.goto("/pricing");
  await expect(page).toHaveURL(/\/maintenance\/$/);
  await expect(page.getByRole("heading", { name: "Sistema in manutenzione" })).toBeVisible();
});

test("the maintenance warning shows once, 3 s after the profile loads, and only Continue closes it", async ({
  page,
  context,
}) => {
  await patchConfig(page, (config) => {
    config.frontend.EXTRAORDINARY_MAINTENANCE = {
      WARNING_START_DATE: configMoment(-1),
      WARNING_END_DATE: configMoment(1),
    };
  });
  await signInAsCustomer(page);
  const dialog = page.getByRole("dialog", { name: "Manutenzione straordinaria" });
  await expect(dialog).toBeVisible({ timeout: 8000 });
  await expect(dialog.getByRole("button", { name: "Continua" })).toBeFocused();
  await snapshot(page, "09-maintenance-warning");

  await page.keyboard.press("Escape");
  await expect(dialog).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Continua" }).click();
  await expect(dialog).toBeHidden();

  const notice = (await context.cookies()).find((cookie) => cookie.name === "extraordinary_maintenance");
  expect(notice?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 23 * 3600);

  // Already shown today: a reload does not show it again.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: /^Ciao, / })).toBeVisible();
  await page.waitForTimeout(3500);
  await expect(dialog).toBeHidden();
});

import type { AgreementDetail, ListResponse, TemplateListItem } from "@app/contracts";
import type { Page } from "@playwright/test";
import { expect, test } from "./console-guard";
import { accounts, DEMO_PASSWORD, inEnglish, signInAsCustomer, snapshot, tokenCookie } from "./support";

// Issue 31: error notices say what happened, never hide a dialog's close button, and end with the session.
// Issue 44: they say it in words, not again what a form shows beside its fields, and go by themselves,
// when the same operation succeeds and when the user moves on.

async function authHeaders(page: Page) {
  return { Authorization: `JWT ${(await tokenCookie(page))?.value}` };
}

/** One contract of this spec's own, made through the API, to open the send-by-e-mail dialog on. */
async function createAgreement(page: Page, title: string): Promise<AgreementDetail> {
  const headers = await authHeaders(page);
  const list = (await (
    await page.request.get("/api/agreement/customer/template/list/?no_page=no_page", { headers })
  ).json()) as ListResponse<TemplateListItem>;
  const template = list.results[0];
  if (!template) throw new Error("no template");
  const response = await page.request.post("/api/agreement/customer/agreement/create/", {
    headers,
    data: { title, template: template.id, values: {} },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as AgreementDetail;
}

async function openSendDialog(page: Page, title: string) {
  await page.goto(`/customer/agreement/list?title=${encodeURIComponent(title)}`);
  await page
    .getByRole("article")
    .filter({ has: page.getByRole("link", { name: title, exact: true }) })
    .getByRole("button", { name: "Invia per e-mail" })
    .click();
  const dialog = page.getByRole("dialog", { name: "Invia il contratto per e-mail" });
  const recipients = dialog.getByRole("combobox", { name: "Destinatari" });
  await recipients.fill("controparte@esempio.it");
  await recipients.press("Enter");
  return dialog;
}

function intersects(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test("a failed send's notice says what happened and leaves the dialog's header clear", async ({
  page,
  consoleGuard,
}) => {
  // The failures are the journey's own: a refused send, then a send that never reaches the server.
  consoleGuard.allowRefusal(409, "/sendmail/");
  consoleGuard.allow(/^error: Failed to load resource: net::ERR_INTERNET_DISCONNECTED @ .*\/sendmail\//);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAsCustomer(page);
  const title = `Avvisi ${Date.now()}`;
  await createAgreement(page, title);
  const dialog = await openSendDialog(page, title);

  // An answer with an empty body: the spec's generic message, in words (no "Errore 409", issue 44).
  await page.route("**/sendmail/**", (route) =>
    route.fulfill({ status: 409, contentType: "application/json", body: "{}" }),
  );
  await dialog.getByRole("button", { name: "Invia", exact: true }).click();
  const notice = page.getByRole("alert").filter({ hasText: "Operazione non riuscita" });
  await expect(notice).toContainText("Si è verificato un errore durante l'operazione");
  await expect(notice).not.toContainText("Errore");

  // The notice and the dialog do not overlap, and the dialog's close button is the one clicked there.
  const close = dialog.getByRole("button", { name: "Chiudi" });
  const [noticeBox, dialogBox, closeBox] = await Promise.all([
    notice.boundingBox(),
    dialog.boundingBox(),
    close.boundingBox(),
  ]);
  if (!noticeBox || !dialogBox || !closeBox) throw new Error("not drawn");
  expect(intersects(noticeBox, dialogBox)).toBe(false);
  const onTop = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest("button")?.getAttribute("aria-label"),
    { x: closeBox.x + closeBox.width / 2, y: closeBox.y + closeBox.height / 2 },
  );
  expect(onTop).toBe("Chiudi");
  await notice.getByRole("button", { name: "Chiudi" }).click();
  await expect(notice).toHaveCount(0);

  // A server that cannot be reached is named as such, with no "Errore 0".
  await page.unroute("**/sendmail/**");
  await page.route("**/sendmail/**", (route) => route.abort("internetdisconnected"));
  await dialog.getByRole("button", { name: "Invia", exact: true }).click();
  await expect(notice).toContainText(
    "Impossibile raggiungere il server. Controlla la connessione e riprova.",
  );
  await expect(notice).not.toContainText("Errore 0");
});

test("a session that ends takes its sticky error notices with it", async ({ page, consoleGuard }) => {
  // A refused send, then every call of the ended session answering 401 until the app signs out.
  consoleGuard.allowRefusal(409, "/sendmail/");
  consoleGuard.allowRefusal(401, "/api/");
  await signInAsCustomer(page);
  const title = `Sessione ${Date.now()}`;
  await createAgreement(page, title);
  const dialog = await openSendDialog(page, title);
  await page.route("**/sendmail/**", (route) =>
    route.fulfill({
      status: 409,
      contentType: "application/json",
      body: JSON.stringify({ status_code: 409, non_field_errors: ["Invio rifiutato"] }),
    }),
  );
  await dialog.getByRole("button", { name: "Invia", exact: true }).click();
  const notice = page.getByRole("alert").filter({ hasText: "Operazione non riuscita" });
  await expect(notice).toContainText("Invio rifiutato");

  // The session is ended elsewhere; the next call answers 401 and the app signs out.
  const revoked = await page.request.post("/api/account/customer/logout/", {
    headers: await authHeaders(page),
  });
  expect(revoked.ok()).toBe(true);
  await page.unroute("**/sendmail/**");
  await dialog.getByRole("button", { name: "Invia", exact: true }).click();
  await expect(page).toHaveURL(/\/auth\/customer\/login/);
  await expect(page.getByRole("heading", { level: 1, name: "Accedi alla tua area" })).toBeVisible();
  await expect(notice).toHaveCount(0);
});

/** Signs in through a login page with the given password; the page stays where the answer leads. */
async function signIn(page: Page, area: "customer" | "editor", password: string, texts = ITALIAN) {
  await page.getByLabel(texts.username).fill(area === "customer" ? accounts.customer : accounts.editor);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(password);
  await page.getByRole("button", { name: texts.signIn, exact: true }).click();
}
const ITALIAN = { username: "Nome utente", signIn: "Accedi" };
const ENGLISH = { username: "Username", signIn: "Sign in" };

test("a refused sign-in is said in words, closes by itself, and is gone once signed in", async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allowRefusal(400, "/customer/login/");
  // The notices' timers run on a clock the journey moves on, instead of waiting for them.
  await page.clock.install();
  await page.goto("/auth/customer/login");
  await signIn(page, "customer", "non-e-la-password");
  const notice = page.getByRole("alert").filter({ hasText: "Operazione non riuscita" });
  await expect(notice).toContainText("Nome utente o password non corretti");
  await expect(notice).not.toContainText(/Errore|non_field_errors|status_code/);
  await snapshot(page, "error-notices-01-sign-in-refused");
  await page.clock.runFor(11_000);
  await expect(notice).toHaveCount(0);

  // Refused again, then the right password: the dashboard carries no notice of the refusal.
  await signIn(page, "customer", "non-e-la-password");
  await expect(notice).toBeVisible();
  await signIn(page, "customer", DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/customer$/);
  await expect(page.getByRole("alert").filter({ hasText: "Operazione non riuscita" })).toHaveCount(0);
  await snapshot(page, "error-notices-02-signed-in");
});

test.describe("in English", () => {
  test.beforeEach(async ({ page }) => {
    await inEnglish(page);
  });

  test("an editor's refused sign-in is said in English words, and is gone once signed in", async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allowRefusal(400, "/api-token-auth/login/");
    await page.goto("/auth/editor/login");
    await signIn(page, "editor", "not-the-password", ENGLISH);
    const notice = page.getByRole("alert").filter({ hasText: "Operation failed" });
    await expect(notice).toContainText(/incorrect/i);
    await expect(notice).not.toContainText(/Error \d|Errore|non_field_errors/);
    await snapshot(page, "error-notices-03-sign-in-refused-en");
    await signIn(page, "editor", DEMO_PASSWORD, ENGLISH);
    await expect(page).toHaveURL(/\/editor$/);
    await expect(page.getByRole("alert").filter({ hasText: "Operation failed" })).toHaveCount(0);
  });
});

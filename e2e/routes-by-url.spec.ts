import { clearCustomerData, LEASE, templateByTitle } from "./agreement-support";
import { expect, test } from "./console-guard";
import { signInAsCustomer, signInAsEditor, snapshot, tokenCookie } from "./support";

test("customer screens opened by their address show their title and breadcrumbs; wrapper routes lead to their first screen", async ({
  page,
}) => {
  await signInAsCustomer(page);
  await expect(page).toHaveURL(/\/customer$/);
  for (const [url, title] of [
    ["/customer/agreement/wizard/", "Ricerca guidata"],
    ["/customer/agreement/template/?inputTextSearched=locazione", "Modelli di contratto"],
    ["/customer/agreement/category/list/3/", "Contratti della categoria"],
    ["/customer/calculator/template/", "Calcolatori"],
    ["/customer/profile/subscription/", "Abbonamento"],
  ] as const) {
    await page.goto(url);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(`${title} · Contratti Online`);
  }
  await expect(page.getByRole("navigation", { name: "Percorso di navigazione" })).toContainText(
    "La mia area/Profilo/Abbonamento",
  );

  // Wrapper routes lead to their first screen.
  await page.goto("/customer/profile/");
  await expect(page).toHaveURL(/\/customer\/profile\/profile\/$/);
  // One of Mario's own contracts: another id is the not-found state (not-found.spec.ts).
  const lease = await templateByTitle(page, LEASE);
  const created = await page.request.post("/api/agreement/customer/agreement/create/", {
    headers: { Authorization: `JWT ${(await tokenCookie(page))?.value}` },
    data: { title: "Indirizzi diretti", template: lease.id, values: {} },
  });
  const { id } = (await created.json()) as { id: number };
  await page.goto(`/customer/agreement/${id}/edit`);
  await expect(page).toHaveURL(new RegExp(`/customer/agreement/${id}/edit/customize-agreement$`));
  await expect(page.getByRole("heading", { level: 1, name: "Indirizzi diretti" })).toBeVisible();
  await expect(page).toHaveTitle("Personalizza il contratto · Contratti Online");
  // Journeys share one database: the dashboard's journey expects Mario without agreements.
  await clearCustomerData(page);
});

test("a dashboard dialog route opens over the dashboard and closes back to it", async ({ page }) => {
  await signInAsCustomer(page);
  await page.goto("/customer/addressbook-create");
  const dialog = page.getByRole("dialog", { name: "Nuovo contatto" });
  await expect(dialog).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: /^Ciao, / })).toBeVisible();
  await snapshot(page, "13-dashboard-dialog-route");
  await dialog.getByRole("button", { name: "Chiudi" }).first().click();
  await expect(page).toHaveURL(/\/customer$/);
  await expect(dialog).toBeHidden();
});

test("editor screens opened by their address show their title", async ({ page }) => {
  await signInAsEditor(page);
  for (const [url, title] of [
    ["/editor/agreement/template/create", "Nuovo modello di contratto"],
    ["/editor/agreement/category/create/4/child", "Nuova sottocategoria"],
    ["/editor/calendar/agenda/create", "Nuova agenda"],
    ["/editor/profile/licence/", "Licenze"],
    ["/editor/agreement/favourite-count/", "Preferiti dei clienti"],
  ] as const) {
    await page.goto(url);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  }
});

test("the password reset pages work without a session", async ({ page, consoleGuard }) => {
  consoleGuard.allowRefusal(400, "/password/reset/confirm/");
  await page.goto("/auth/password/reset");
  await page.getByLabel("Indirizzo e-mail").fill("nessuno@example.it");
  await page.getByRole("button", { name: "Invia il link" }).click();
  await expect(page.getByRole("status")).toContainText("riceverai a breve");
  await snapshot(page, "14-password-reset-sent");

  await page.goto("/auth/password/reset/confirm");
  await expect(page.getByText("Il link non è valido o è incompleto")).toBeVisible();

  await page.goto("/auth/password/reset/confirm?token=not-a-real-token");
  await page.getByRole("textbox", { name: "Nuova password", exact: true }).fill("nuova-password-2026");
  await page.getByRole("textbox", { name: "Conferma la nuova password" }).fill("altra-password-2026");
  await expect(page.getByText("Le due password non coincidono")).toBeVisible();
  await page.getByRole("textbox", { name: "Conferma la nuova password" }).fill("nuova-password-2026");
  await page.getByRole("button", { name: "Salva la nuova password" }).click();
  // An unknown token is refused by the server with the error notification.
  await expect(page.getByRole("alert").filter({ hasText: "Operazione non riuscita" })).toBeVisible();
});

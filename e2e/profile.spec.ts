import type { Page } from "@playwright/test";
import { expect, test } from "./console-guard";
import { choosePassword, signIn } from "./profile-support";
import {
  accounts,
  DEMO_PASSWORD,
  expectNoSeriousA11yViolations,
  settled,
  signInAsCustomer,
  snapshot,
  tokenCookie,
  typeDate,
} from "./support";

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
});
test.describe.configure({ timeout: 120_000 });

/** Picks the new firm in the form's searchable firm list: typed, then chosen from the keyboard. */
async function pickFirm(page: Page) {
  const firm = page.getByRole("combobox", { name: "Azienda", exact: true });
  await expect(firm).toBeEnabled();
  await firm.fill("Studio Verdi Avvocati");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(firm).toHaveValue("Studio Verdi Avvocati");
}

test("a new firm is onboarded: its administrator chooses a password from the invitation, invites a colleague, sees the seats, and a third person is refused", async ({
  page,
  consoleGuard,
  browser,
}) => {
  consoleGuard.allowRefusal(400, "/company/create/");
  // The editors' back office: the firm, a two-seat licence, its administrator.
  await page.goto("/auth/editor/login");
  await page.getByLabel("Nome utente").fill(accounts.editor);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Accedi" }).click();
  await expect(page).toHaveURL(/\/editor$/);
  const headers = { Authorization: `JWT ${(await tokenCookie(page))?.value}` };
  const E = "/api/profile/editor";
  await page
    .getByRole("navigation", { name: "Menu della redazione" })
    .getByRole("link", { name: "Aziende" })
    .click();
  await page.getByRole("link", { name: "Nuova azienda" }).click();
  await page.getByRole("textbox", { name: "Denominazione" }).fill("Studio Verdi Avvocati");
  await page.getByRole("textbox", { name: "Partita IVA" }).fill("02543210980");
  await page.getByRole("textbox", { name: "Comune" }).fill("Padova");
  await page.getByRole("textbox", { name: "Provincia" }).fill("pd");
  await page.getByRole("button", { name: "Salva" }).click();
  await expect(page.getByText(/la partita IVA ha 11 cifre/)).toBeVisible();
  await page.getByRole("textbox", { name: "Partita IVA" }).fill("02543210989");
  await page.getByRole("button", { name: "Salva" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Studio Verdi Avvocati" })).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page);

  await page
    .getByRole("navigation", { name: "Menu della redazione" })
    .getByRole("link", { name: "Licenze" })
    .click();
  await page.getByRole("link", { name: "Nuova licenza" }).click();
  await pickFirm(page);
  await page.getByRole("textbox", { name: "Postazioni" }).fill("2");
  await typeDate(page.getByRole("textbox", { name: "Valida dal" }), "01/01/2026");
  await typeDate(page.getByRole("textbox", { name: "Valida fino al" }), "31/12/2027");
  await page.getByRole("button", { name: "Salva" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: /Soluzione Completa · Studio Verdi Avvocati/ }),
  ).toBeVisible();

  await page
    .getByRole("navigation", { name: "Menu della redazione" })
    .getByRole("link", { name: "Profili" })
    .click();
  await page.getByRole("link", { name: "Nuovo profilo" }).click();
  await page.getByRole("textbox", { name: "Nome utente", exact: true }).fill("verdi.elena");
  await page.getByRole("textbox", { name: "Nome", exact: true }).fill("Elena");
  await page.getByRole("textbox", { name: "Cognome" }).fill("Verdi");
  await page.getByRole("textbox", { name: "E-mail" }).fill("elena@studio-verdi.example");
  await pickFirm(page);
  await page.getByRole("combobox", { name: "Ruolo nell'azienda" }).click();
  await page.getByRole("option", { name: "amministratore" }).click();
  await page.getByRole("button", { name: "Crea e invia l'invito" }).click();
  await expect(page.getByText("Profilo creato: invito inviato a elena@studio-verdi.example")).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page);
  await page
    .getByRole("navigation", { name: "Menu della redazione" })
    .getByRole("link", { name: "Licenze" })
    .click();
  await expect(page.getByRole("link", { name: "Studio Verdi Avvocati" })).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page);
  await snapshot(page, "profile-00-editor-licences");
  const firm = (await (await page.request.get(`${E}/company/list/?free_filter__=Verdi`, { headers })).json())
    .results[0];
  await page.context().clearCookies();

  await choosePassword(page, "elena@studio-verdi.example", "Elena-Verdi-2026!");
  await signIn(page, "verdi.elena", "Elena-Verdi-2026!");
  await expect(page).toHaveURL(/\/customer$/);
  await page.goto("/customer/profile/profile/");
  await expect(page.getByRole("heading", { name: "Le persone di Studio Verdi Avvocati" })).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page);
  await snapshot(page, "profile-01-people");

  await page.getByRole("link", { name: "Invita un collega" }).click();
  await page.getByRole("textbox", { name: "Nome utente" }).fill("verdi.marco");
  await page.getByRole("textbox", { name: "Nome", exact: true }).fill("Marco");
  await page.getByRole("textbox", { name: "Cognome" }).fill("Verdi");
  await page.getByRole("textbox", { name: "E-mail" }).fill("marco@studio-verdi.example");
  await settled(page);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Invia l'invito" }).click();
  await expect(page.getByText("Invito inviato a marco@studio-verdi.example")).toBeVisible();
  await expect(page.getByRole("row", { name: /Marco Verdi/ }).getByText("Invito in attesa")).toBeVisible();
  // A pending invitation's badge is read like any other (WCAG AA contrast).
  await settled(page);
  await expectNoSeriousA11yViolations(page);

  // The colleague takes up the invitation and signs in: both seats are in use.
  const other = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const marco = await other.newPage();
  await choosePassword(marco, "marco@studio-verdi.example", "Marco-Verdi-2026!");
  await signIn(marco, "verdi.marco", "Marco-Verdi-2026!");
  await expect(marco).toHaveURL(/\/customer$/);

  await page.goto("/customer/profile/subscription/");
  await expect(page.getByTestId("seats-used")).toHaveText("2 in uso su 2");
  await expect(page.getByRole("button", { name: "Disconnetti Marco Verdi" })).toBeVisible();
  // Her own row offers no way to sign herself out.
  const own = page.getByRole("row", { name: /^Elena Verdi \(tu\)/ });
  await expect(own).toContainText("1 sessione");
  await expect(own.getByRole("button")).toHaveCount(0);
  await settled(page);
  await expectNoSeriousA11yViolations(page);
  await snapshot(page, "profile-02-subscription");

  // A third person of the firm (added by the editors) is refused at sign-in, told why.
  const editorContext = await browser.newContext();
  const editorPage = await editorContext.newPage();
  await editorPage.goto("/");
  const third = await editorPage.request.post(`${E}/profile/create/`, {
    headers,
    data: {
      username: "verdi.luca",
      first_name: "Luca",
      last_name: "Verdi",
      email: "luca@studio-verdi.example",
      company: firm.id,
    },
  });
  expect(third.ok()).toBe(true);
  const thirdPage = await (await browser.newContext()).newPage();
  await choosePassword(thirdPage, "luca@studio-verdi.example", "Luca-Verdi-2026!");
  await signIn(thirdPage, "verdi.luca", "Luca-Verdi-2026!");
  await expect(
    thirdPage.getByText(/Le postazioni della licenza dello studio sono tutte in uso \(2 su 2\)/),
  ).toBeVisible();
  await snapshot(thirdPage, "profile-03-refused");

  // The administrator frees Marco's seat: Luca gets in.
  await page.getByRole("button", { name: "Disconnetti Marco Verdi" }).click();
  await expect(page.getByTestId("seats-used")).toHaveText("1 in uso su 2");
  await signIn(thirdPage, "verdi.luca", "Luca-Verdi-2026!");
  await expect(thirdPage).toHaveURL(/\/customer$/);
  await other.close();

  // Signed in on a second device too, she ends that session from her row and stays signed in here.
  const laptop = await (await browser.newContext()).newPage();
  await signIn(laptop, "verdi.elena", "Elena-Verdi-2026!");
  await expect(laptop).toHaveURL(/\/customer$/);
  await page.reload();
  await expect(own).toContainText("2 sessioni");
  await own.getByRole("button", { name: "Esci da tutti gli altri dispositivi" }).click();
  await expect(page.getByText("Sei uscito da tutti gli altri dispositivi")).toBeVisible();
  await expect(own).toContainText("1 sessione");
  await expect(own.getByRole("button")).toHaveCount(0);
  await snapshot(page, "profile-03b-own-sessions-ended");
  await laptop.goto("/customer/profile/subscription/");
  await expect(laptop).toHaveURL(/\/auth\//);
});

test("a member reads the firm and the licences but cannot change them", async ({ page }) => {
  await signInAsCustomer(page, "demo-colleague");
  await page.goto("/customer/profile/company/");
  await expect(page.getByRole("heading", { name: "Bianchi Consulenti del Lavoro" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Modifica i dati dello studio" })).toHaveCount(0);
  await page.getByRole("link", { name: "Licenze" }).click();
  await expect(page.getByRole("cell", { name: "Soluzione Completa" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Richiedi un modulo o più postazioni" })).toHaveCount(0);
  await settled(page);
  await expectNoSeriousA11yViolations(page);
  await snapshot(page, "profile-04-member-licences");
});

import { expect, test } from "./console-guard";
import {
  accounts,
  expectNoSeriousA11yViolations,
  settled,
  signInAsCustomer,
  snapshot,
  typeDate,
} from "./support";

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
});

test("a customer adds a company and a person, fixing what the server refuses, and finds, edits and deletes them", async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allowRefusal(400, "/address-book/create/");
  await signInAsCustomer(page, accounts.customer2);
  const box = page.getByRole("region", { name: "Rubrica" });
  await expect(box.getByText(/La rubrica è vuota/)).toBeVisible();

  await box.getByRole("link", { name: "Aggiungi" }).click();
  const dialog = page.getByRole("dialog", { name: "Nuovo contatto" });
  await dialog.getByRole("combobox", { name: "Tipologia" }).click();
  await page.getByRole("option", { name: "Società" }).click();
  await dialog
    .getByRole("textbox", { name: "Denominazione o ragione sociale" })
    .fill("Zeta Costruzioni S.r.l.");
  await dialog.getByRole("textbox", { name: "Forma giuridica" }).fill("S.r.l.");
  await dialog.getByRole("textbox", { name: "Partita IVA" }).fill("00743110158");
  await dialog.getByRole("textbox", { name: "Codice fiscale" }).fill("00743110157");
  await dialog.getByRole("textbox", { name: "Indirizzo" }).fill("Via Emilia 10");
  await dialog.getByRole("textbox", { name: "CAP" }).fill("47121");
  await dialog.getByRole("textbox", { name: "Comune" }).fill("Forlì");
  await dialog.getByRole("textbox", { name: "Provincia" }).fill("FC");
  await dialog.getByRole("button", { name: "Salva" }).click();
  // The wrong check digit is named beside its field; what was typed stays.
  await expect(dialog.getByText(/la partita IVA ha 11 cifre e la cifra di controllo esatta/)).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page);
  await snapshot(page, "address-book-01-refused");
  await dialog.getByRole("textbox", { name: "Partita IVA" }).fill("00743110157");
  await dialog.getByRole("button", { name: "Salva" }).click();
  await expect(dialog).toBeHidden();
  await expect(box.getByRole("link", { name: "Zeta Costruzioni S.r.l.", exact: true })).toBeVisible();

  await box.getByRole("link", { name: "Aggiungi" }).click();
  const person = page.getByRole("dialog", { name: "Nuovo contatto" });
  await person.getByRole("textbox", { name: "Nome", exact: true }).fill("Anna");
  await person.getByRole("textbox", { name: "Cognome", exact: true }).fill("Bianchi");
  await person.getByRole("textbox", { name: "Codice fiscale" }).fill("BNCNNA80A41H501R");
  await typeDate(person.getByRole("textbox", { name: "Data di nascita" }), "01/01/1980");
  await person.getByRole("button", { name: "Salva" }).click();
  await expect(person).toBeHidden();

  // The A-Z column reaches each letter; the list is A to Z.
  await expect(box.getByRole("button", { name: "Vai alla lettera Z" })).toBeEnabled();
  await expect(box.getByRole("button", { name: "Vai alla lettera C" })).toBeDisabled();
  await box.getByRole("button", { name: "Vai alla lettera Z" }).click();
  await expect(box.getByRole("link").filter({ hasText: /Bianchi Anna|Zeta/ })).toHaveText([
    "Bianchi Anna",
    "Zeta Costruzioni S.r.l.",
  ]);
  await settled(page);
  await expectNoSeriousA11yViolations(page);
  await snapshot(page, "address-book-02-box");

  await box.getByRole("link", { name: "Modifica Bianchi Anna" }).click();
  const edit = page.getByRole("dialog", { name: "Modifica contatto" });
  await expect(edit.getByRole("textbox", { name: "Codice fiscale" })).toHaveValue("BNCNNA80A41H501R");
  await expect(edit.getByRole("textbox", { name: "Data di nascita" })).toHaveValue("01/01/1980");
  await edit.getByRole("textbox", { name: "Comune" }).fill("Roma");
  await edit.getByRole("button", { name: "Salva" }).click();
  await expect(edit).toBeHidden();

  await box.getByRole("button", { name: "Elimina Bianchi Anna" }).click();
  await page
    .getByRole("dialog", { name: "Eliminare il contatto?" })
    .getByRole("button", { name: "Elimina" })
    .click();
  await expect(box.getByRole("link", { name: "Bianchi Anna", exact: true })).toHaveCount(0);
});

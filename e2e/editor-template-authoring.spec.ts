import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./console-guard";
import {
  chooseOption,
  expectNoSeriousA11yViolations,
  expectSavedTemplateScreen,
  signInAsEditor,
  snapshot,
} from "./support";
import {
  addItemField,
  apply,
  caretToTheEnd,
  fieldsTable,
  newTemplateWithParty,
  openNewField,
  rowForm,
} from "./template-logic-support";

// Issue 44, the editors' authoring of template logic, as the most demanding editor tries it: a
// group's item fields offered inside «Per ogni…», problems placed in words and the same on the
// screen and the server, Save waiting while the text cannot be saved, conditions explained in
// the editor's language, a reference to a clause a condition can leave out warned of and
// printed readably, the feminine forms previewed, and a fields table and a text that read.
test.describe.configure({ timeout: 240_000 });

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsEditor(page);
});

const bodyText = (page: Page) =>
  page.getByTestId("template-body").getByRole("textbox", { name: /^(Testo del contratto|Contract text)$/ });

/** Whether an element's text shows whole: not cut with an ellipsis, not broken over two lines. */
async function readsWhole(element: Locator) {
  return element.evaluate((node) => {
    const cut = [node, ...node.querySelectorAll("*")].some((e) => e.scrollWidth > e.clientWidth + 1);
    return !cut && node.getClientRects().length === 1;
  });
}

async function openPicker(page: Page) {
  await page.getByRole("combobox", { name: /^(Inserisci un campo|Insert a field)$/ }).click();
}

test("an editor writes a repeating party's text: its item fields from the picker, each problem placed in words, a reference warned of, the feminine previewed", async ({
  page,
}) => {
  await newTemplateWithParty(page, `Compravendita di beni mobili ${Date.now()}`, {
    label: "Acquirente",
    slug: "acquirenti",
    fieldSet: "Acquirenti",
    forms: ["l'Acquirente", "gli Acquirenti", "l'Acquirente", "le Acquirenti"],
  });

  // The fields: a condition explained in words, count() refused on a field that is no group.
  await page.getByRole("tab", { name: /^Campi e note/ }).click();
  await openNewField(page, "Con arredi", "arredi", "Sì/No");
  await apply(page);
  await openNewField(page, "Prezzo di vendita convenuto", "prezzo_di_vendita_convenuto", "Numero");
  await rowForm(page).getByRole("checkbox", { name: "Obbligatorio" }).check();
  const condition = rowForm(page).getByRole("textbox", { name: "Visibile se" });
  await condition.fill("count(arredi) > 1");
  await expect(rowForm(page)).toContainText(
    "«arredi» non è un gruppo ripetibile: count() si applica solo a un gruppo",
  );
  await condition.fill("arredi ==");
  await expect(rowForm(page)).toContainText(
    "L'espressione non è scritta correttamente: dopo «arredi ==» manca un valore",
  );
  await condition.fill("(arredi and");
  await expect(rowForm(page)).toContainText("manca la parentesi di chiusura in «(arredi and»");
  await expect(rowForm(page)).not.toContainText(/at character|Unclosed|Expected/);
  await condition.fill("arredi");
  await apply(page);

  // A group that makes no party repeating: its item's name is asked, never its plural label.
  await openNewField(page, "Garanti", "garanti", "Gruppo ripetibile");
  const itemName = rowForm(page).getByRole("textbox", { name: "Nome di un elemento" });
  await expect(itemName).toHaveValue("");
  await addItemField(page, "Nome del garante");
  await rowForm(page).getByRole("button", { name: "Applica" }).click();
  await expect(rowForm(page)).toContainText("Scrivi come si chiama un elemento, al singolare");
  await itemName.fill("Garante");
  await apply(page);
  await expect(fieldsTable(page).getByRole("row").filter({ hasText: "Garanti" })).toContainText(
    "Gruppo ripetibile (1 campo)",
  );
  // The party's group: one item is named as the party is, in the singular.
  await openNewField(page, "Acquirenti", "acquirenti", "Gruppo ripetibile");
  await expect(itemName).toHaveValue("Acquirente");
  await addItemField(page, "Nome e cognome", "nome");
  await addItemField(page, "Codice fiscale", "codice_fiscale", "Codice fiscale");
  await apply(page);

  // The table: every badge whole, every code on one line.
  const priceRow = fieldsTable(page).getByRole("row").filter({ hasText: "Prezzo di vendita convenuto" });
  for (const badge of ["Obbligatorio", "Condizionato"])
    expect(await readsWhole(priceRow.getByText(badge, { exact: true })), badge).toBe(true);
  expect(await readsWhole(priceRow.getByText("prezzo_di_vendita_convenuto"))).toBe(true);
  await snapshot(page, "authoring-01-fields");
  await expectNoSeriousA11yViolations(page);

  // The text: the item's fields offered inside «Per ogni…», by their labels, and only there.
  await page.getByRole("tab", { name: "Testo" }).click();
  const text = bodyText(page);
  await text.click();
  await page.keyboard.type("Vendono {{term::acquirenti::a}} {{each::acquirenti::inline}}");
  await openPicker(page);
  await expect(page.getByRole("option", { name: "Codice fiscale (Acquirente)" })).toBeVisible();
  await page.getByRole("option", { name: "Nome e cognome (Acquirente)" }).click();
  await expect(text.getByText("Nome e cognome", { exact: false })).toBeVisible();
  await page.keyboard.type("{{endeach}} i beni.");
  await openPicker(page);
  await expect(page.getByRole("option", { name: "Con arredi (arredi)" })).toBeVisible();
  await expect(page.getByRole("option", { name: "Nome e cognome (Acquirente)" })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("placeholder-check")).not.toContainText("fuori da");

  // A block left open: placed by its paragraph and the words around it, and Save waits.
  await caretToTheEnd(text);
  await page.keyboard.press("Enter");
  await page.keyboard.type("Il prezzo è dovuto{{if::arredi}} con gli arredi");
  const logic = page.getByTestId("logic-check");
  await expect(logic).toHaveText(
    "Il segnaposto {{if::arredi}} (paragrafo 2, tra «Il prezzo è dovuto» e «con gli arredi») apre un blocco che non è chiuso",
  );
  await expect(page.getByTestId("placeholder-check")).not.toContainText(/posizione|cita campi non definiti/);
  await expect(page.getByTestId("save-blocked")).toBeVisible();
  const save = page.getByRole("button", { name: "Salva" });
  await expect(save).toBeDisabled();
  await snapshot(page, "authoring-02-unclosed");
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.type("{{endif}}.");
  await expect(logic).toHaveCount(0);
  await expect(save).toBeEnabled();
  // The region a condition governs stands out (violet 1, under black text: 15:1).
  await expect(text.locator(".logic-region-if").first()).toHaveCSS("background-color", "rgb(229, 219, 255)");

  // A clause only the furnished sale has, labelled, and a reference to it outside its condition.
  await page.keyboard.press("Enter");
  await page.keyboard.type("1. {{if::arredi}}");
  await page.keyboard.press("Control+b");
  await page.keyboard.type("Arredi.");
  await page.keyboard.press("Control+b");
  await page.keyboard.type(" Gli arredi sono elencati nell'inventario.{{endif}}");
  await page.getByRole("button", { name: "Logica" }).click();
  await page.getByRole("menuitem", { name: "Etichetta questa clausola…" }).click();
  const labelDialog = page.getByRole("dialog", { name: "Etichetta della clausola" });
  await labelDialog.getByRole("textbox", { name: "Etichetta" }).fill("arredi");
  await labelDialog.getByRole("button", { name: "Salva l'etichetta" }).click();
  await expect(labelDialog).toBeHidden();
  // The label shows in the text, above its clause.
  await expect(text.getByText("Etichetta «arredi»")).toBeVisible();
  await expect(text).toBeFocused();
  await page.keyboard.press("End");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Consegna. Si veda l'articolo ");
  await page.getByRole("button", { name: "Logica" }).click();
  await page.getByRole("menuitem", { name: "Articolo «arredi»" }).click();
  await expect(text).toBeFocused();
  await page.keyboard.type(".");
  const warnings = page.getByTestId("logic-warnings");
  await expect(warnings).toHaveText(
    "Il rinvio {{ref::arredi}} (clausola 2, tra «Consegna. Si veda l'articolo» e «.») cita la clausola «Arredi», che una condizione può togliere: quando manca, il contratto stampa «Arredi» al posto del numero. Mettilo nella stessa condizione della clausola",
  );
  await expect(save).toBeEnabled();
  await snapshot(page, "authoring-03-warning");
  await expectNoSeriousA11yViolations(page);
  await save.click();
  await expectSavedTemplateScreen(page);
  await expect(page.getByText("Dati salvati. Il testo ha un punto da verificare")).toBeVisible();

  // The preview: the reference to a clause left out reads; the feminine forms can be seen.
  await page.getByRole("tab", { name: "Anteprima" }).click();
  const preview = page.getByTestId("template-preview");
  const answers = page.getByRole("region", { name: "Risposte di prova" });
  await expect(preview).toContainText("Vendono agli Acquirenti");
  await expect(preview).toContainText("Il prezzo è dovuto con gli arredi.");
  await expect(preview).toContainText("Si veda l'articolo 1.");
  await answers.getByRole("switch", { name: "Con arredi" }).uncheck({ force: true });
  await expect(preview).toContainText("Si veda l'articolo «Arredi».");
  await expect(preview).not.toContainText("__________");
  await expect(preview).toContainText("Il prezzo è dovuto.");
  const gender = answers.getByRole("radiogroup", { name: "Genere di «Acquirente»" });
  await gender.getByRole("radio", { name: "Femminile" }).check();
  await expect(preview).toContainText("Vendono alle Acquirenti");
  await answers.getByRole("textbox", { name: "Elementi di «Acquirenti»" }).fill("1");
  await expect(preview).toContainText("Vendono all'Acquirente");
  await answers.getByRole("textbox", { name: "Elementi di «Acquirenti»" }).fill("2");
  await gender.getByRole("radio", { name: "Misto" }).check();
  await expect(preview).toContainText("Vendono agli Acquirenti");
  await gender.getByRole("radio", { name: "Femminile" }).check();
  await snapshot(page, "authoring-04-preview-feminine");
  await expectNoSeriousA11yViolations(page);
});

test("a save the server refuses shows its message on the screen, without a notification beside it", async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allowRefusal(400, "/api/agreement/editor/template/create/");
  await page.goto("/editor/agreement/template/create");
  await page.getByRole("tab", { name: "Dati" }).click();
  await page.getByRole("textbox", { name: "Titolo" }).fill(`Rinvio malformato ${Date.now()}`);
  // The commentary cites a link without its id: the live check reads the text, the server both.
  await page.getByRole("tab", { name: "Disciplina" }).click();
  const commentary = page.getByTestId("template-discipline").getByRole("textbox", { name: "Disciplina" });
  await commentary.click();
  await page.keyboard.type("Si veda {{link::solo}} in materia.");
  await page.getByRole("button", { name: "Salva" }).click();
  const refusal = page.getByRole("alert").filter({ hasText: "Il modello non è stato salvato" });
  await expect(refusal).toContainText("{{link::solo}}");
  await expect(page.getByText("Operazione non riuscita")).toHaveCount(0);
  await expect(page.getByText(/Errore 400|body:/)).toHaveCount(0);
  await snapshot(page, "authoring-05-refused");
  await expectNoSeriousA11yViolations(page);
});

test.describe("in English", () => {
  test("the conditions, the problems' places and the sample genders speak English", async ({ page }) => {
    await page.goto("/editor/agreement/template/create");
    await page.getByRole("button", { name: "Cambia lingua: English" }).click();
    await page.getByRole("tab", { name: "Data" }).click();
    await page.getByRole("textbox", { name: "Title" }).fill(`Sale of goods ${Date.now()}`);
    await page.getByRole("button", { name: "Add party" }).click();
    await page.getByRole("textbox", { name: "Party name" }).fill("Buyer");
    await page.getByRole("textbox", { name: "Code (slug)" }).fill("buyers");
    await page.getByRole("textbox", { name: "Field group" }).fill("Buyers");
    await page.getByRole("tab", { name: /^Fields and notes/ }).click();
    const form = page.getByRole("form", { name: "Field detail" });
    const table = page.getByRole("region", { name: "Fields", exact: true });
    await table.getByRole("button", { name: "Add field" }).click();
    await form.getByRole("textbox", { name: "Label" }).fill("Furnished");
    await form.getByRole("textbox", { name: "Code (slug)" }).fill("furnished");
    await chooseOption(form.getByRole("combobox", { name: "Type" }), "Yes/No");
    await form.getByRole("button", { name: "Apply" }).click();
    await table.getByRole("button", { name: "Add field" }).click();
    await form.getByRole("textbox", { name: "Label" }).fill("Price");
    await form.getByRole("textbox", { name: "Code (slug)" }).fill("price");
    await form.getByRole("textbox", { name: "Visible if" }).fill("count(furnished) > 1");
    await expect(form).toContainText("“furnished” is not a repeating group: count() applies only to a group");
    await form.getByRole("textbox", { name: "Visible if" }).fill("furnished ==");
    await expect(form).toContainText(
      "The expression is not well formed: a value is missing after “furnished ==”",
    );
    await form.getByRole("textbox", { name: "Visible if" }).fill("furnished");
    await form.getByRole("button", { name: "Apply" }).click();
    await table.getByRole("button", { name: "Add field" }).click();
    await form.getByRole("textbox", { name: "Label" }).fill("Buyers");
    await form.getByRole("textbox", { name: "Code (slug)" }).fill("buyers");
    await chooseOption(form.getByRole("combobox", { name: "Type" }), "Repeating group");
    await expect(form.getByRole("textbox", { name: "Name of one item" })).toHaveValue("Buyer");
    await form.getByRole("button", { name: "Add a field to each item" }).click();
    const item = form.getByRole("group", { name: /^Item field/ }).first();
    await item.getByRole("textbox", { name: "Label" }).fill("Tax code");
    await chooseOption(item.getByRole("combobox", { name: "Type" }), "Italian fiscal code");
    await form.getByRole("button", { name: "Apply" }).click();
    await expect(form).toBeHidden();
    await snapshot(page, "authoring-06-fields-en");

    await page.getByRole("tab", { name: "Text" }).click();
    const text = bodyText(page);
    await text.click();
    await page.keyboard.type("The goods are sold to {{term::buyers}} {{if::furnished}}with the furniture");
    await expect(page.getByTestId("logic-check")).toHaveText(
      "The placeholder {{if::furnished}} (paragraph 1, between “…are sold to {{term::buyers}}” and “with the furniture”) opens a block that is never closed",
    );
    await expect(page.getByRole("button", { name: "Save" })).toBeDisabled();
    await snapshot(page, "authoring-07-unclosed-en");
    await page.keyboard.type("{{endif}}.");
    await expect(page.getByRole("button", { name: "Save" })).toBeEnabled();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(/\/editor\/agreement\/template\/\d+\/edit$/);

    await page.getByRole("tab", { name: "Preview" }).click();
    const answers = page.getByRole("region", { name: "Sample answers" });
    const gender = answers.getByRole("radiogroup", { name: "Gender of “Buyer”" });
    await expect(gender.getByRole("radio", { name: "Male", exact: true })).toBeChecked();
    await gender.getByRole("radio", { name: "Female" }).check();
    await expect(gender.getByRole("radio", { name: "Female" })).toBeChecked();
    await snapshot(page, "authoring-08-preview-en");
    await expectNoSeriousA11yViolations(page);
  });
});

import { insertField } from "./agreement-support";
import { expect, test } from "./console-guard";
import {
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

// Issue 32 in the back office: an editor makes a question conditional, writes a condition in the
// text, sees the text's logic checked as it is typed, previews both branches with the sample
// answers and publishes.
test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsEditor(page);
});

test("a toolbar button pressed right after typing takes the click, though the page changes as the text is handed over", async ({
  page,
}) => {
  await page.goto("/editor/agreement/template/create");
  const text = page.getByTestId("template-body").getByRole("textbox", { name: "Testo del contratto" });
  await text.click();
  // The first letters make the template unsaved: a line appears under the title when the text is
  // handed over, which it is when the press on the button takes the focus from the text.
  await page.keyboard.type("Il comodante ");
  await page.getByRole("button", { name: "Logica" }).click();
  await expect(page.getByRole("menu")).toBeVisible();
  await expect(page.getByText("Ci sono modifiche non salvate.")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(text).toHaveText("Il comodante");
});

test("an editor makes a question and a clause conditional, previews both branches and publishes", async ({
  page,
}) => {
  const title = `Comodato con termine ${Date.now()}`;
  await page.goto("/editor/agreement/template/create");
  await page.getByRole("tab", { name: "Dati" }).click();
  await page.getByRole("textbox", { name: "Titolo" }).fill(title);

  await page.getByRole("tab", { name: /^Campi e note/ }).click();
  await openNewField(page, "Bene concesso", "bene");
  await apply(page);
  await openNewField(page, "Con termine di restituzione", "con_termine", "Sì/No");
  await apply(page);
  // The condition is checked as it is typed, with the expression language's own words.
  await openNewField(page, "Data di restituzione", "data_restituzione", "Data");
  const condition = rowForm(page).getByRole("textbox", { name: "Visibile se" });
  await condition.fill("con_termine and");
  await expect(rowForm(page)).toContainText(
    "L'espressione non è scritta correttamente: dopo «con_termine and» manca un valore",
  );
  await rowForm(page).getByRole("button", { name: "Applica" }).click();
  await expect(rowForm(page)).toBeVisible();
  await condition.fill("con_termine");
  await apply(page);
  await expect(fieldsTable(page)).toContainText("Condizionato");

  // The clause's two branches, typed in the text; an unclosed block is named with its position.
  await page.getByRole("tab", { name: "Testo" }).click();
  const text = page.getByTestId("template-body").getByRole("textbox", { name: "Testo del contratto" });
  await text.click();
  await page.keyboard.type("Il comodante concede ");
  await insertField(page, "Bene concesso (bene)");
  await page.keyboard.type(", da restituire {{if::con_termine}}entro il ");
  const logic = page.getByTestId("logic-check");
  // Placed by its paragraph and the words around it, a field by its label (issue 44).
  await expect(logic).toContainText(
    "Il segnaposto {{if::con_termine}} (paragrafo 1, tra «…Bene concesso, da restituire» e «entro il») apre un blocco che non è chiuso",
  );
  await insertField(page, "Data di restituzione (data_restituzione)");
  await page.keyboard.type("{{else}}a richiesta del comodante{{endif}}.");
  await expect(logic).toHaveCount(0);
  await expect(page.getByTestId("placeholder-check")).toContainText(
    "Ogni segnaposto del testo ha il suo campo",
  );
  await snapshot(page, "editor-logic-01-text");
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("button", { name: "Salva" }).click();
  await expectSavedTemplateScreen(page);

  // Both branches in the preview, from the sample answers.
  await page.getByRole("tab", { name: "Anteprima" }).click();
  const preview = page.getByTestId("template-preview");
  const answers = page.getByRole("region", { name: "Risposte di prova" });
  await expect(preview).toContainText("entro il 31/01/2030.");
  await answers.getByRole("switch", { name: "Con termine di restituzione" }).uncheck({ force: true });
  await expect(preview).toContainText("da restituire a richiesta del comodante.");
  await expect(preview).not.toContainText("entro il");
  await snapshot(page, "editor-logic-02-preview");
  await expectNoSeriousA11yViolations(page);
  await answers.getByRole("switch", { name: "Con termine di restituzione" }).check({ force: true });
  await expect(preview).toContainText("entro il 31/01/2030.");

  await page.getByRole("button", { name: "Pubblica" }).click();
  await expect(page.getByRole("button", { name: "Ritira" })).toBeVisible();
});

test("an editor builds a repeating party from the screens: the group and its item fields, the party's forms, a text that agrees", async ({
  page,
}) => {
  // The party and the four forms its role noun takes.
  await newTemplateWithParty(page, `Locazione con più conduttori ${Date.now()}`, {
    label: "Conduttore",
    slug: "conduttori",
    fieldSet: "Conduttori",
    forms: ["il Conduttore", "i Conduttori", "la Conduttrice", "le Conduttrici"],
  });
  await expect(page.getByText("Per renderla ripetibile, aggiungi nella tabella dei campi")).toBeVisible();

  // The group: refused without item fields, then with two, bounded 1 to 4.
  await page.getByRole("tab", { name: /^Campi e note/ }).click();
  await openNewField(page, "Conduttori", "conduttori", "Gruppo ripetibile");
  await expect(rowForm(page)).toContainText("Questo gruppo rende ripetibile la parte «Conduttore»");
  await rowForm(page).getByRole("textbox", { name: "Nome di un elemento" }).fill("Conduttore");
  await rowForm(page).getByRole("textbox", { name: "Numero massimo di elementi" }).fill("4");
  await rowForm(page).getByRole("button", { name: "Applica" }).click();
  await expect(rowForm(page)).toContainText("Il gruppo non ha ancora campi: aggiungine almeno uno.");
  const first = await addItemField(page, "Nome e cognome");
  await expect(first.getByRole("textbox", { name: "Codice (slug)" })).toHaveValue("nome_e_cognome");
  await first.getByRole("textbox", { name: "Codice (slug)" }).fill("nome");
  await first.getByRole("checkbox", { name: "Obbligatorio" }).check();
  await addItemField(page, "Codice fiscale", undefined, "Codice fiscale");
  await snapshot(page, "editor-logic-03-group");
  await expectNoSeriousA11yViolations(page);
  await apply(page);
  await expect(fieldsTable(page)).toContainText("Gruppo ripetibile (2 campi)");
  await page.getByRole("tab", { name: "Dati" }).click();
  await expect(page.getByText("Ripetibile: gruppo «conduttori», da 1 a 4")).toBeVisible();

  // The text, in the template language: no HTML written by hand.
  await page.getByRole("tab", { name: "Testo" }).click();
  const text = page.getByTestId("template-body").getByRole("textbox", { name: "Testo del contratto" });
  await text.click();
  await page.keyboard.type(
    "{{term::conduttori::capital}} {{each::conduttori::inline}}{{field::conduttori.nome}}{{endeach}} {{if::count(conduttori) > 1}}prendono{{else}}prende{{endif}} in locazione l'immobile.",
  );
  await expect(page.getByTestId("logic-check")).toHaveCount(0);
  // The tokens typed became chips that read out what they do.
  await expect(text.getByText("Se il numero di «Conduttori» è maggiore di 1")).toBeVisible();
  await expect(text.getByText("Per ogni «Conduttore» di «Conduttori»")).toBeVisible();

  // A sentence made conditional from the menu's builder, without typing the syntax.
  await page.keyboard.press("Enter");
  await page.keyboard.type("I conduttori rispondono in solido.");
  await page.keyboard.press("Shift+Home");
  await page.getByRole("button", { name: "Logica" }).click();
  await page.getByRole("menuitem", { name: "Condizione intorno alla selezione…" }).click();
  const builder = page.getByRole("dialog", { name: "Condizione" });
  await builder.getByRole("combobox", { name: "Campo della riga 1" }).click();
  await page.getByRole("option", { name: "Conduttori (conduttori)" }).click();
  await expect(builder.getByRole("combobox", { name: "Confronto della riga 1" })).toHaveValue(
    "ha più elementi di",
  );
  await builder.getByRole("textbox", { name: "Valore della riga 1" }).fill("1");
  await expect(builder.getByRole("textbox", { name: "Condizione" })).toHaveValue("count(conduttori) > 1");
  await expect(builder.getByTestId("condition-reading")).toHaveText(
    "Si legge: il numero di «Conduttori» è maggiore di 1",
  );
  // The pointer leaves the list it chose from, which closed over the builder's buttons.
  await page.mouse.move(0, 0);
  await snapshot(page, "editor-logic-05-builder");
  await expectNoSeriousA11yViolations(page, '[role="dialog"]');
  await builder.getByRole("button", { name: "Inserisci" }).click();
  await expect(builder).toBeHidden();
  await expect(text.getByText("Fine della condizione")).toHaveCount(2);
  await expect(page.getByTestId("logic-check")).toHaveCount(0);
  await snapshot(page, "editor-logic-06-regions");

  // A clause labelled from the menu, and a reference that prints its number as the answers leave it.
  await caretToTheEnd(text);
  await page.keyboard.press("Enter");
  await page.keyboard.type("1. Riservatezza. Le Parti mantengono riservato il contratto.");
  await page.getByRole("button", { name: "Logica" }).click();
  await page.getByRole("menuitem", { name: "Etichetta questa clausola…" }).click();
  const labelDialog = page.getByRole("dialog", { name: "Etichetta della clausola" });
  await labelDialog.getByRole("textbox", { name: "Etichetta" }).fill("Riservatezza");
  await expect(labelDialog).toContainText("Sarà salvato come «riservatezza»");
  await labelDialog.getByRole("button", { name: "Salva l'etichetta" }).click();
  await expect(labelDialog).toBeHidden();
  // The caret is back in the text (a person sees it) before the next keystroke.
  await expect(text).toBeFocused();
  await page.keyboard.press("End");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Rinvio. Si veda l'articolo ");
  await page.getByRole("button", { name: "Logica" }).click();
  await page.getByRole("menuitem", { name: "Articolo «riservatezza»" }).click();
  await expect(text).toBeFocused();
  await page.keyboard.type(".");
  await expect(text.getByText("Numero dell'articolo «riservatezza»")).toBeVisible();
  await page.getByRole("button", { name: "Salva" }).click();
  await expectSavedTemplateScreen(page);

  // The preview agrees with the sample answers' number of tenants.
  await page.getByRole("tab", { name: "Anteprima" }).click();
  const preview = page.getByTestId("template-preview");
  await expect(preview).toContainText(/I Conduttori .+ e .+ prendono in locazione l'immobile\./);
  await expect(preview).toContainText("I conduttori rispondono in solido.");
  await expect(preview).toContainText("Rinvio. Si veda l'articolo 1.");
  const answers = page.getByRole("region", { name: "Risposte di prova" });
  await answers.getByRole("textbox", { name: "Elementi di «Conduttori»" }).fill("1");
  await expect(preview).toContainText(/Il Conduttore .+ prende in locazione l'immobile\./);
  await expect(preview).not.toContainText("rispondono in solido");
  await snapshot(page, "editor-logic-04-group-preview");
  await page.getByRole("button", { name: "Pubblica" }).click();
  await expect(page.getByRole("button", { name: "Ritira" })).toBeVisible();
});

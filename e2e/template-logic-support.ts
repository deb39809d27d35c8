import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, type Locator, type Page } from "@playwright/test";
import { agreementCard } from "./agreement-support";
import { chooseOption } from "./support";

// The tenants the repeating-party journey chooses from the address book (issue 32).

export const TENANTS = [
  // Her birth fills the card's «Luogo e data di nascita» in its own form (issue 44).
  {
    nome: "Anna",
    cognome: "Bianchi",
    codice_fiscale: "BNCNNA80A41H501R",
    luogo_nascita: "Roma",
    data_nascita: "1980-01-01",
  },
  { nome: "Luca", cognome: "Verdi", codice_fiscale: "VRDLCU75C12F205W" },
];

// The customer's contract as downloaded, to read which clauses every output prints (issue 32).

export const LIBREOFFICE = ["/usr/bin/libreoffice", "/usr/bin/soffice"].find((path) => existsSync(path));

/** The downloaded file's text, as pdftotext reads it (a DOCX through LibreOffice first). */
export async function downloadedText(
  page: Page,
  title: string,
  format: "PDF" | "Word (DOCX)",
): Promise<string> {
  await agreementCard(page, title).getByRole("button", { name: "Scarica", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Scarica il contratto" });
  await dialog.getByRole("radio", { name: new RegExp(format.replace(/[()]/g, "\\$&")) }).check();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    dialog.getByRole("button", { name: "Scarica", exact: true }).click(),
  ]);
  await expect(dialog).toBeHidden();
  const dir = mkdtempSync(join(tmpdir(), "logic-"));
  let pdf = join(dir, "contract.pdf");
  if (format === "PDF") writeFileSync(pdf, readFileSync(await download.path()));
  else {
    const docx = join(dir, "contract.docx");
    writeFileSync(docx, readFileSync(await download.path()));
    execFileSync(LIBREOFFICE ?? "soffice", ["--headless", "--convert-to", "pdf", "--outdir", dir, docx], {
      timeout: 120_000,
      env: { ...process.env, HOME: dir },
    });
    pdf = join(dir, "contract.pdf");
  }
  return execFileSync("pdftotext", ["-layout", pdf, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
}

// The editors' fields table and its row form (issue 32).

export const fieldsTable = (page: Page) => page.getByRole("region", { name: "Campi", exact: true });
export const rowForm = (page: Page) => page.getByRole("form", { name: "Dettaglio del campo" });

export async function openNewField(page: Page, label: string, slug: string, type?: string) {
  await fieldsTable(page).getByRole("button", { name: "Aggiungi campo" }).click();
  await rowForm(page).getByRole("textbox", { name: "Etichetta" }).fill(label);
  await rowForm(page).getByRole("textbox", { name: "Codice (slug)" }).fill(slug);
  if (type) await chooseOption(rowForm(page).getByRole("combobox", { name: "Tipo" }), type);
}

/** A new template with its title and a party whose role noun takes four forms, on the Dati tab. */
export async function newTemplateWithParty(
  page: Page,
  title: string,
  party: { label: string; slug: string; fieldSet: string; forms: readonly [string, string, string, string] },
) {
  await page.goto("/editor/agreement/template/create");
  await page.getByRole("tab", { name: "Dati" }).click();
  await page.getByRole("textbox", { name: "Titolo" }).fill(title);
  await page.getByRole("button", { name: "Aggiungi parte" }).click();
  await page.getByRole("textbox", { name: "Nome della parte" }).fill(party.label);
  await page.getByRole("textbox", { name: "Codice (slug)" }).fill(party.slug);
  await page.getByRole("textbox", { name: "Gruppo di campi" }).fill(party.fieldSet);
  for (const [i, name] of ["Singolare", "Plurale", "Singolare femminile", "Plurale femminile"].entries())
    await page
      .getByRole("textbox", { name: `Forme del ruolo, con l'articolo: ${name}`, exact: true })
      .fill(party.forms[i] as string);
}

/** The open group row's item field `index`, once added. */
export const itemField = (page: Page, index: number) =>
  rowForm(page)
    .getByRole("group", { name: /^Campo dell'elemento/ })
    .nth(index);

/** Adds an item field to the open group row: its label, and its code and type when given. */
export async function addItemField(page: Page, label: string, slug?: string, type?: string) {
  const index = await rowForm(page)
    .getByRole("group", { name: /^Campo dell'elemento/ })
    .count();
  await rowForm(page).getByRole("button", { name: "Aggiungi un campo dell'elemento" }).click();
  const item = itemField(page, index);
  await item.getByRole("textbox", { name: "Etichetta" }).fill(label);
  if (slug) await item.getByRole("textbox", { name: "Codice (slug)" }).fill(slug);
  if (type) await chooseOption(item.getByRole("combobox", { name: "Tipo" }), type);
  return item;
}

export async function apply(page: Page) {
  await rowForm(page).getByRole("button", { name: "Applica" }).click();
  await expect(rowForm(page)).toBeHidden();
}

/**
 * Puts the caret at the very end of the text, as a person would (a click below the last line,
 * then Ctrl+End), and checks it is there: nothing of the text after it. A click near the last
 * line's closing chip may land before it, and on a loaded machine the click raced ProseMirror's
 * own selection sync; either way it is tried again. Then a frame passes, so that ProseMirror has
 * read the selection the next keystroke starts from.
 */
export async function caretToTheEnd(text: Locator) {
  await expect(async () => {
    const box = await text.boundingBox();
    if (!box) throw new Error("the text editor is not on screen");
    await text.click({ position: { x: box.width - 8, y: box.height - 8 } });
    await text.page().keyboard.press("Control+End");
    const after = await text.evaluate((root) => {
      const selection = getSelection();
      if (!selection?.focusNode || !root.contains(selection.focusNode)) return "(the caret is elsewhere)";
      const rest = document.createRange();
      rest.selectNodeContents(root);
      rest.setStart(selection.focusNode, selection.focusOffset);
      return rest.toString();
    });
    expect(after).toBe("");
  }).toPass({ timeout: 10_000 });
  await text.page().evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
}

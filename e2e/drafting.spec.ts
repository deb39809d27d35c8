import type { AgreementSummary, ListResponse, TemplateDetail, TemplateListItem } from "@app/contracts";
import {
  agreementCard,
  apiGet,
  clearCustomerData,
  closeNotifications,
  completeRequiredFields,
  contractEditor,
  createAgreements,
  DESKTOP,
  insertField,
  LEASE,
  snapshotBothWidths,
  templateByTitle,
  VALID_FISCAL_CODE,
  WRONG_CHECK_FISCAL_CODE,
} from "./agreement-support";
import { expect, test } from "./console-guard";
import {
  accounts,
  DEMO_PASSWORD,
  expectNoSeriousA11yViolations,
  signInAsCustomer,
  snapshot,
  tokenCookie,
} from "./support";

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(DESKTOP);
});

// Whole journeys, each with dozens of steps and full-page pictures at two widths.
test.describe.configure({ timeout: 120_000 });

test("a customer drafts a contract: compile with live checks and preview, save, complete, customise, duplicate, delete", async ({
  page,
}) => {
  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });
  page.on("pageerror", (error) => consoleErrors.push(error.message));
  await signInAsCustomer(page, accounts.customer2);
  await clearCustomerData(page);
  const lease = await templateByTitle(page, LEASE);

  // Opening a template from the catalogue lands on its commentary.
  await page
    .getByRole("region", { name: "Trova il contratto" })
    .getByRole("link", { name: "Contratti civili e commerciali" })
    .click();
  await page.getByRole("link", { name: LEASE, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/customer/agreement/${lease.id}/create$`));
  await expect(page.getByRole("tab", { name: "Disciplina" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("heading", { name: "Fonti" })).toBeVisible();
  await snapshotBothWidths(page, "01-discipline");

  // Compile: the preview follows the typing, a wrong check character is caught, then fixed.
  await page.getByRole("button", { name: "Inizia la compilazione" }).click();
  await expect(page.getByRole("tab", { name: "Compilazione" })).toHaveAttribute("aria-selected", "true");
  const progress = page.getByTestId("required-progress");
  await expect(progress).toHaveText(/^0 di \d+ campi obbligatori$/);
  const preview = page.getByTestId("live-preview");
  await expect(preview.locator('mark.field-empty[data-field="locatore_nome"]')).toHaveText("__________");
  await page.locator("#field-locatore_nome").pressSequentially("Mario Rossi");
  await expect(preview.locator('[data-field="locatore_nome"]').first()).toHaveText("Mario Rossi");
  await expect(preview.locator('span.field[data-field="locatore_nome"]')).toHaveCount(1);
  await expect(progress).toHaveText(/^1 di \d+ campi obbligatori$/);

  const fiscalCode = page.locator("#field-locatore_codice_fiscale");
  await fiscalCode.fill(WRONG_CHECK_FISCAL_CODE);
  await fiscalCode.blur();
  await expect(
    page.getByText("Il campo Codice fiscale del locatore non è un codice fiscale valido"),
  ).toBeVisible();
  await snapshotBothWidths(page, "02-compile-error");
  await fiscalCode.fill(VALID_FISCAL_CODE);
  await expect(
    page.getByText("Il campo Codice fiscale del locatore non è un codice fiscale valido"),
  ).toBeHidden();
  await expect(preview.locator('[data-field="locatore_codice_fiscale"]').first()).toHaveText(
    VALID_FISCAL_CODE,
  );

  // Save while incomplete: the URL becomes the agreement's, the dot is red.
  await page.getByLabel("Titolo del contratto").fill("Locazione via Roma 1");
  await page.getByRole("button", { name: "Salva", exact: true }).click();
  await expect(page.getByText("Dati salvati correttamente")).toBeVisible();
  await expect(page).toHaveURL(/\/customer\/agreement\/\d+\/edit\/customize-agreement\?tab=compile$/);
  const agreementId = Number(/agreement\/(\d+)\/edit/.exec(page.url())?.[1]);
  await expect(page.getByTestId("validity-text")).toHaveText("Incompleto");
  await expect(page.getByTestId("save-state")).toHaveText("Tutte le modifiche sono salvate");
  await expect(page.locator("#field-locatore_nome")).toHaveValue("Mario Rossi");

  await page.goto("/customer/agreement/list");
  const card = agreementCard(page, "Locazione via Roma 1");
  await expect(card.getByRole("img", { name: "Contratto incompleto" })).toBeVisible();
  await expect(card.getByRole("button", { name: /^Anteprima di stampa/ })).toHaveAttribute(
    "aria-disabled",
    "true",
  );
  await card.getByRole("button", { name: /^Anteprima di stampa/ }).hover();
  await expect(
    page.getByRole("tooltip", { name: "Completa il contratto per abilitare la stampa" }),
  ).toBeVisible();

  // Complete every required field: the contract turns valid, the dot green.
  await card.getByRole("link", { name: "Modifica" }).click();
  await expect(page).toHaveURL(
    new RegExp(`/customer/agreement/${agreementId}/edit/customize-agreement\\?tab=compile$`),
  );
  // What was saved is back in the form.
  await expect(page.locator("#field-locatore_nome")).toHaveValue("Mario Rossi");
  await completeRequiredFields(page, lease);
  await expect(progress).toHaveText(/^(\d+) di \1 campi obbligatori$/);
  await expect(page.getByTestId("validity-text")).toHaveText("Completo");
  await snapshotBothWidths(page, "03-compile-complete");
  await page.getByRole("button", { name: "Salva", exact: true }).click();
  await expect(page.getByText("Dati salvati correttamente").first()).toBeVisible();
  await expect(page.getByTestId("save-state")).toHaveText("Tutte le modifiche sono salvate");
  await page.getByRole("button", { name: "Segna come pronto" }).click();
  await expect(page.getByTestId("status-badge")).toHaveText("Pronto");
  // The spec's two later statuses, from the menu; Set Draft brings any of them back.
  await page.getByRole("button", { name: "Altri stati" }).click();
  await page.getByRole("menuitem", { name: /Segna come completato/ }).click();
  await expect(page.getByTestId("status-badge")).toHaveText("Completato");
  await page.getByRole("button", { name: "Riporta in bozza" }).click();
  await expect(page.getByTestId("status-badge")).toHaveText("Bozza");

  // Customise: the whole contract in the rich-text editor, its fields live chips.
  await page.getByRole("tab", { name: "Personalizzazione" }).click();
  const contract = contractEditor(page);
  await expect(contract.locator('[data-field="locatore_nome"]').first()).toHaveText("Mario Rossi");
  // An optional field left empty shows its name, marked.
  await expect(contract.locator('[data-field="locatore_pec"]').first()).toHaveAttribute("data-empty", "true");
  await expect(contract.locator('[data-field="locatore_pec"]').first()).toHaveText("PEC del locatore");
  // The closing formula rewritten, with a word in bold, then a new paragraph citing a field.
  // The caret must stand in the clause before the first key: select its final full stop, and
  // check it is selected, so a click the editor has not yet turned into a caret cannot lose a key.
  await expect(async () => {
    await contract.getByText("Letto, approvato e sottoscritto.").click();
    await page.keyboard.press("End");
    await page.keyboard.press("Shift+ArrowLeft");
    expect(await page.evaluate(() => window.getSelection()?.toString())).toBe(".");
  }).toPass({ timeout: 10_000 });
  await page.keyboard.type(" dalle ");
  await page.keyboard.press("ControlOrMeta+b");
  await page.keyboard.type("Parti");
  await page.keyboard.press("ControlOrMeta+b");
  await page.keyboard.type(" in due originali.");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Canone annuo convenuto: € ");
  await insertField(page, "Canone annuo");
  await expect(contract.locator('[data-field="canone_annuo"]').last()).toHaveText("1.200,50");
  await expect(page.getByText("Il testo è stato personalizzato rispetto al modello.")).toBeVisible();
  await expect(page.getByTestId("save-state")).toHaveText("Modifiche non salvate");
  await snapshotBothWidths(page, "04-customise-editing");
  // Ctrl+S saves from inside the editor too, the last keystrokes included.
  await contract.click();
  await page.keyboard.press("End");
  await page.keyboard.type(" Fine.");
  await page.keyboard.press("ControlOrMeta+s");
  await expect(page.getByTestId("save-state")).toHaveText("Tutte le modifiche sono salvate");

  // The preview is what prints: the customised clause, values formatted, no field markers.
  await page.getByRole("tab", { name: "Anteprima" }).click();
  const printed = page.getByTestId("print-preview");
  await expect(printed).toContainText("Letto, approvato e sottoscritto dalle Parti in due originali.");
  await expect(printed.locator("strong", { hasText: "Parti" })).toBeVisible();
  await expect(printed).toContainText("Canone annuo convenuto: € 1.200,50");
  await expect(printed).toContainText("Fine.");
  await expect(printed).toContainText("€ 1.200,50");
  await expect(printed.locator("mark")).toHaveCount(0);
  await snapshotBothWidths(page, "05-preview");
  await page.reload();
  await expect(page.getByTestId("print-preview")).toContainText("dalle Parti in due originali.");

  // The list: green dot now; duplicate to the copy's customise page; delete the copy.
  await page.goto("/customer/agreement/list");
  await expect(card.getByRole("img", { name: "Contratto completo" })).toBeVisible();
  await snapshotBothWidths(page, "06-list");
  await card.getByRole("button", { name: "Duplica" }).click();
  const duplicate = page.getByRole("dialog", { name: "Duplica il contratto" });
  const copyTitle = duplicate.getByLabel("Titolo della copia");
  await expect(copyTitle).toHaveValue("Copia di Locazione via Roma 1");
  await copyTitle.fill("");
  await duplicate.getByRole("button", { name: "Duplica" }).click();
  await expect(duplicate.getByText("Il titolo è obbligatorio")).toBeVisible();
  await copyTitle.fill("Locazione via Roma 1 - copia");
  await duplicate.getByRole("button", { name: "Duplica" }).click();
  await expect(page).toHaveURL(/\/customer\/agreement\/\d+\/edit\/customize-agreement$/);
  expect(page.url()).not.toContain(`/agreement/${agreementId}/`);
  await expect(page.getByRole("tab", { name: "Personalizzazione" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("heading", { level: 1, name: "Locazione via Roma 1 - copia" })).toBeVisible();

  await page.goto("/customer/agreement/list");
  await expect(page.getByTestId("agreement-count")).toHaveText("2 contratti");
  await agreementCard(page, "Locazione via Roma 1 - copia").getByRole("button", { name: "Elimina" }).click();
  const confirm = page.getByRole("dialog", { name: "Attenzione" });
  await expect(confirm).toContainText("Sei sicuro di voler eliminare il contratto?");
  await snapshot(page, "agreements-07-delete-confirm-1280");
  await confirm.getByRole("button", { name: "Elimina" }).click();
  await expect(page.getByText("Dati eliminati correttamente")).toBeVisible();
  await expect(page.getByTestId("agreement-count")).toHaveText("1 contratto");
  await expect(agreementCard(page, "Locazione via Roma 1 - copia")).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test("leaving with unsaved changes asks first; a failed save keeps what was typed", async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allowRefusal(400, "/agreement/create/");
  await signInAsCustomer(page, accounts.customer2);
  await clearCustomerData(page);
  const lease = await templateByTitle(page, LEASE);
  await page.goto(`/customer/agreement/${lease.id}/create`);
  await page.getByRole("tab", { name: "Compilazione" }).click();
  await page.locator("#field-locatore_nome").fill("Anna Verdi");
  await page.getByRole("link", { name: "La mia area" }).click();
  const guard = page.getByRole("dialog", { name: "Ci sono modifiche non salvate" });
  await expect(guard).toBeVisible();
  await snapshot(page, "agreements-11-unsaved-guard-1280");
  await guard.getByRole("button", { name: "Resta nella pagina" }).click();
  await expect(guard).toBeHidden();
  await expect(page.locator("#field-locatore_nome")).toHaveValue("Anna Verdi");

  // An empty title is refused before asking the server; the values stay.
  await page.getByLabel("Titolo del contratto").fill("");
  await page.getByRole("button", { name: "Salva", exact: true }).click();
  await expect(page.getByText("Il titolo è obbligatorio")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/customer/agreement/${lease.id}/create\\?tab=compile$`));
  await expect(page.locator("#field-locatore_nome")).toHaveValue("Anna Verdi");
  await expect(page.getByText("Il campo Codice fiscale del locatore è obbligatorio")).toBeVisible();

  // The server refuses a value: its message shows beside the field, on the field's step, in the
  // 'Operation failed' notice too; what was typed is still there.
  await page.getByLabel("Titolo del contratto").fill("Locazione Verdi");
  await page.getByRole("button", { name: /^2\. Conduttore/ }).click();
  await page.route("**/api/agreement/customer/agreement/create/", (route) =>
    route.fulfill({
      status: 400,
      json: { status_code: 400, "values.locatore_nome": ["Il nome indicato non è accettato"] },
    }),
  );
  await page.getByRole("button", { name: "Salva", exact: true }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Locatore" })).toBeVisible();
  await expect(page.locator("#field-locatore_nome-error")).toHaveText("Il nome indicato non è accettato");
  await expect(page.getByText("Operazione non riuscita")).toBeVisible();
  await expect(page.locator("#field-locatore_nome")).toHaveValue("Anna Verdi");
  await expect(page).toHaveURL(new RegExp(`/customer/agreement/${lease.id}/create\\?tab=compile$`));
  await snapshotBothWidths(page, "12-server-error");
  await page.unroute("**/api/agreement/customer/agreement/create/");

  // The shell's sticky notices are checked by their own suite; close them before scanning the form.
  await closeNotifications(page);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("link", { name: "La mia area" }).click();
  await guard.getByRole("button", { name: "Esci senza salvare" }).click();
  await expect(page).toHaveURL(/\/customer$/);
});

test("the live preview of the longest template repaints within a frame of a keystroke", async ({ page }) => {
  await signInAsCustomer(page, accounts.customer2);
  await clearCustomerData(page);
  const list = await apiGet<ListResponse<TemplateListItem>>(
    page,
    "/api/agreement/customer/template/list/?no_page=no_page",
  );
  const details = await Promise.all(
    list.results.map((t) =>
      apiGet<TemplateDetail>(page, `/api/agreement/customer/template/retrieve/${t.id}/`),
    ),
  );
  const longest = details.reduce((a, b) => (b.body.length > a.body.length ? b : a));
  const field = longest.fields.find(
    (f) => f.visible && f.type === "text" && longest.body.includes(`{field::${f.slug}}`),
  );
  if (!field) throw new Error("no text field in the longest template");
  await page.goto(`/customer/agreement/${longest.id}/create?tab=compile`);
  const input = page.locator(`#field-${field.slug}`);
  if (!(await input.isVisible())) {
    const steps = page.getByRole("navigation", { name: "Passaggi della compilazione" }).getByRole("button");
    const stepTitle = field.field_set || "Altri dati";
    await steps.filter({ hasText: stepTitle }).first().click();
  }
  await input.focus();

  // Each keystroke: the input event React handles, then the next frame's paint (a rAF, then a
  // task after it, runs once the frame with the new text has been painted).
  const timings = await page.evaluate(
    async ({ selector, slug }) => {
      const el = document.querySelector<HTMLInputElement>(selector);
      if (!el) throw new Error("no input");
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
      const samples: number[] = [];
      const work: number[] = [];
      let text = "";
      // The first 10 keystrokes warm the JIT up and are not counted.
      for (let i = 0; i < 50; i++) {
        text += "abcdefghij"[i % 10];
        const start = performance.now();
        setValue?.call(el, text);
        el.dispatchEvent(new Event("input", { bubbles: true }));
        // React renders a discrete event's update before dispatchEvent returns: this is the work.
        work.push(performance.now() - start);
        await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
        const shown = document.querySelector(
          `[data-testid="live-preview"] [data-field="${slug}"]`,
        )?.textContent;
        if (shown !== text) throw new Error(`preview shows ${shown}, expected ${text}`);
        samples.push(performance.now() - start);
      }
      return { samples: samples.slice(10), work: work.slice(10) };
    },
    { selector: `#field-${field.slug}`, slug: field.slug },
  );
  const stats = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] as number;
    return { median: at(0.5), p95: at(0.95), max: sorted.at(-1) as number };
  };
  const paint = stats(timings.samples);
  const work = stats(timings.work);
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  console.log(
    `live preview on «${longest.title}» (${longest.body.length} chars, ${longest.fields.length} fields), 40 keystrokes after 10 of warm-up: ` +
      `keystroke-to-paint median ${ms(paint.median)}, p95 ${ms(paint.p95)}, max ${ms(paint.max)}; ` +
      `render work median ${ms(work.median)}, p95 ${ms(work.p95)}, max ${ms(work.max)}`,
  );
  // The work fits inside one 60 Hz frame (16.7 ms); keystroke-to-paint also waits for that frame.
  // Medians: the machines running the suite are shared, and a p95 there measures the neighbours.
  expect(work.median).toBeLessThan(16.7);
  expect(paint.median).toBeLessThan(50);
});

test("an agreement keeps opening on its own template version after the editors publish a new one", async ({
  page,
}) => {
  await signInAsCustomer(page, accounts.customer2);
  await clearCustomerData(page);
  const loan = await templateByTitle(page, "Contratto di comodato d'uso gratuito di immobile");
  await createAgreements(page, loan.id, ["Comodato via Verdi 3"]);
  const [agreement] = (
    await apiGet<ListResponse<AgreementSummary>>(
      page,
      "/api/agreement/customer/agreement/list/?no_page=no_page",
    )
  ).results;

  // The editors publish a new version of the template: the catalogue now shows that one.
  const login = await page.request.post("/api-token-auth/login/", {
    data: { username: accounts.editor, password: DEMO_PASSWORD },
  });
  const editor = { Authorization: `JWT ${(await login.json()).token}` };
  const next = await page.request.post(`/api/agreement/editor/template/create-new-version/${loan.id}/`, {
    headers: editor,
    data: {},
  });
  expect(next.status()).toBe(201);
  const published = await page.request.patch(
    `/api/agreement/editor/template/set-status/${(await next.json()).id}/`,
    {
      headers: editor,
      data: { status: "public" },
    },
  );
  expect(published.ok()).toBe(true);
  expect(
    (
      await page.request.get(`/api/agreement/customer/template/retrieve/${loan.id}/`, {
        headers: { Authorization: `JWT ${(await tokenCookie(page))?.value}` },
      })
    ).status(),
  ).toBe(404);

  // The customer's agreement still opens, compiled from the version it was made from.
  await page.goto(`/customer/agreement/${agreement?.id}/edit/customize-agreement`);
  await expect(page.getByRole("textbox", { name: "Titolo del contratto" })).toHaveValue(
    "Comodato via Verdi 3",
  );
  await expect(page.getByText(/Contratto di comodato/).first()).toBeVisible();
});

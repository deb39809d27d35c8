import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import type { ListResponse } from "@app/contracts";
import { apiGet, closeNotifications } from "./agreement-support";
import { expect, test } from "./console-guard";
import { accounts, DEMO_PASSWORD, expectNoSeriousA11yViolations, signInAsEditor, snapshot } from "./support";

// Journeys through the editor's back office (issue 7): a calculator linked to a template, a tree
// node the server refuses, the category tree.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsEditor(page);
});

test("an editor links a calculator to a template, and it is still linked after a reload", async ({
  page,
}) => {
  // The published version: earlier journeys may have left other versions of the same template.
  await page.goto("/editor/agreement/template/?title=comodato&status=public");
  await page.getByRole("link", { name: "Contratto di comodato d'uso gratuito di immobile" }).click();
  await page.getByRole("tab", { name: "Dati" }).click();
  const calculators = page.getByRole("combobox", { name: "Calcolatori collegati" });
  await calculators.click();
  await calculators.fill("preavviso");
  // Calculators customers cannot see yet say so.
  await page
    .getByRole("option", { name: "Periodo di preavviso e indennità sostitutiva (art. 2118 c.c.) (bozza)" })
    .click();
  await calculators.press("Escape");
  await page.getByRole("button", { name: "Salva" }).click();
  await expect(page.getByText("Ci sono modifiche non salvate.")).toBeHidden();
  await page.reload();
  await page.getByRole("tab", { name: "Dati" }).click();
  const metadata = page.getByRole("region", { name: "Dati del modello" });
  await expect(
    metadata.getByText("Periodo di preavviso e indennità sostitutiva (art. 2118 c.c.) (bozza)"),
  ).toBeVisible();
  // A published template's screen: its withdraw button must be readable too.
  await expect(page.getByRole("button", { name: "Ritira" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("a tree node the server refuses keeps what was typed and shows every message", async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allowRefusal(400, "/category/create/");
  // The parent deleted meanwhile by a colleague: the server names the title and the parent.
  await page.route("**/api/agreement/editor/category/create/", (route) =>
    route.fulfill({
      status: 400,
      json: {
        status_code: 400,
        title_it: ["Il titolo esiste già in questa categoria"],
        parent: ["La categoria superiore non esiste più"],
      },
    }),
  );
  await page.goto("/editor/agreement/category/");
  await page.getByRole("link", { name: "Aggiungi un elemento in «Immobili»" }).click();
  await page.getByRole("textbox", { name: "Titolo in italiano" }).fill("Categoria rifiutata");
  await page.getByRole("button", { name: "Salva" }).click();
  await expect(page.getByText("Il titolo esiste già in questa categoria")).toBeVisible();
  const other = page.getByRole("alert").filter({ hasText: "Le modifiche non sono state salvate" });
  // In words: a field's key is never shown (issue 44).
  await expect(other).toContainText("La categoria superiore non esiste più");
  await expect(other).not.toContainText("parent");
  await expect(page.getByRole("textbox", { name: "Titolo in italiano" })).toHaveValue("Categoria rifiutata");
  await expectNoSeriousA11yViolations(page);
});

test("an editor adds, reorders and cannot orphan categories", async ({ page, consoleGuard }) => {
  consoleGuard.allowRefusal(409, "/category/destroy/");
  await page.goto("/editor/agreement/category/");
  await page.getByRole("link", { name: "Aggiungi un elemento in «Immobili»" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Nuova sottocategoria" })).toBeVisible();
  await page.getByRole("textbox", { name: "Titolo in italiano" }).fill("Categoria e2e");
  await page.getByRole("button", { name: "Salva" }).click();
  await expect(page).toHaveURL(/\/editor\/agreement\/category\/$/);

  const siblings = () =>
    page
      .getByRole("list", { name: "Elementi di «Immobili»" })
      .locator(":scope > li > div > div:first-child > p")
      .allTextContents();
  await expect(page.getByRole("button", { name: "Sposta «Categoria e2e» in su" })).toBeVisible();
  const before = await siblings();
  expect(before.at(-1)).toBe("Categoria e2e");
  const moveUp = page.getByRole("button", { name: "Sposta «Categoria e2e» in su" });
  await moveUp.click();
  await expect.poll(siblings).toEqual([...before.slice(0, -2), "Categoria e2e", before.at(-2)]);
  // The keyboard stays on the moved node.
  await expect(moveUp).toBeFocused();

  // The new category goes: the notice says so.
  await page.getByRole("button", { name: "Elimina «Categoria e2e»" }).click();
  const dialog = page.getByRole("dialog", { name: "Eliminare la categoria?" });
  await dialog.getByRole("button", { name: "Elimina" }).click();
  const deleted = page.getByRole("alert").filter({ hasText: "Dati eliminati correttamente" });
  await expect(deleted).toBeVisible();

  // A category that is the only one of live templates is refused: said once, whole, in the
  // dialog; no notice repeats it, and the success notice of the delete before goes (issue 44).
  await page.getByRole("button", { name: "Elimina «Locazioni abitative»" }).click();
  await dialog.getByRole("button", { name: "Elimina" }).click();
  await expect(dialog.getByRole("alert")).toContainText("Eliminazione non consentita");
  await expect(dialog.getByRole("alert")).toContainText(
    /resterebbero senza categoria: .+\. Assegnali prima a un'altra categoria/,
  );
  await expect(page.getByRole("alert").filter({ hasText: "Operazione non riuscita" })).toHaveCount(0);
  await expect(deleted).toHaveCount(0);
  await snapshot(page, "editor-category-refused");
  await dialog.getByRole("button", { name: "Chiudi" }).last().click();
  await closeNotifications(page);
  await expectNoSeriousA11yViolations(page);
});

test("an editor exports the customers' agreements as xlsx", async ({ page }, testInfo) => {
  // A customer's agreement to find in the file, whatever the journeys before left.
  const login = await page.request.post("/api/account/customer/login/", {
    data: { username: accounts.customer2, password: DEMO_PASSWORD },
  });
  const customer = { Authorization: `JWT ${(await login.json()).token}` };
  const templates = await page.request.get("/api/agreement/customer/template/list/?no_page=no_page", {
    headers: customer,
  });
  const created = await page.request.post("/api/agreement/customer/agreement/create/", {
    headers: customer,
    data: {
      title: "Esportazione — Società Né & C.",
      template: (await templates.json()).results[0].id,
      values: {},
    },
  });
  expect(created.ok()).toBe(true);
  await page.goto("/editor/agreement/agreement/");
  await expect(page.getByRole("heading", { level: 1, name: "Contratti dei clienti" })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Esporta xlsx" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^contratti-\d{4}-\d{2}-\d{2}\.xlsx$/);
  // Under its own name: openpyxl goes by the extension.
  const file = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(file);
  expect(readFileSync(file).subarray(0, 2).toString("latin1")).toBe("PK");
  await expect(page.getByText(/^Esportazione completata/)).toBeVisible();
  // A real reader: openpyxl (python3-openpyxl) finds the header and one row per agreement.
  const read =
    "import json,sys,openpyxl; ws=openpyxl.load_workbook(sys.argv[1]).active; print(json.dumps([list(r) for r in ws.iter_rows(values_only=True)], default=str))";
  const rows = JSON.parse(execFileSync("/usr/bin/python3", ["-c", read, file]).toString()) as unknown[][];
  expect(rows[0]?.slice(0, 3)).toEqual(["ID", "Titolo", "Cliente"]);
  const listed = await apiGet<ListResponse<{ id: number }>>(
    page,
    "/api/agreement/editor/agreement/list/?no_page=no_page",
  );
  expect(
    rows
      .slice(1)
      .map((row) => row[0])
      .sort(),
  ).toEqual(listed.results.map((a) => a.id).sort());
  await expectNoSeriousA11yViolations(page);
});

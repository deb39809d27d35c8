import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TemplateDetail } from "@app/contracts";
import type { Page } from "@playwright/test";
import { sampleValues, WOMAN_FISCAL_CODE } from "../apps/server/src/test/sample-values";
import { opensslCadesSign } from "../packages/signatures/src/testing/pki";
import { apiGet, clearCustomerData, LEASE, templateByTitle } from "./agreement-support";
import { expect, test } from "./console-guard";
import { expectNoSeriousA11yViolations, inEnglish, signInAsCustomer, snapshot, tokenCookie } from "./support";

// The demonstration signer (packages/signatures/demo): Mario Rossi, under the demo authority the
// server trusts in demo mode, marked as a demonstration in every report.
const DEMO_SIGNER = join(import.meta.dirname, "..", "packages", "signatures", "demo", "signer");
const A = "/api/agreement/customer/agreement";

test.describe.configure({ timeout: 120_000 });

/** The 3+2 lease between Mario Rossi (landlord) and Anna Bianchi (tenant), complete. */
function leaseValues(template: TemplateDetail) {
  const values = sampleValues(template.fields);
  const set = (slug: string, value: string) => {
    if (template.fields.some((field) => field.slug === slug)) values[slug] = value;
  };
  set("locatore_nome", "Mario Rossi");
  set("locatore_codice_fiscale", "RSSMRA80A01H501U");
  set("conduttore_nome", "Anna Bianchi");
  set("conduttore_codice_fiscale", WOMAN_FISCAL_CODE);
  return values;
}

async function createLease(page: Page): Promise<number> {
  const template = await templateByTitle(page, LEASE);
  const response = await page.request.post(`${A}/create/`, {
    headers: { Authorization: `JWT ${(await tokenCookie(page))?.value}` },
    data: { title: "Locazione Rossi–Bianchi", template: template.id, values: leaseValues(template) },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** Signs the frozen PDF the server gives, as a signing tool would: a CAdES `.p7m` by openssl. */
async function signFrozen(page: Page, id: number, dir: string): Promise<string> {
  const frozen = await page.request.get(`${A}/frozen/download/${id}/`, {
    headers: { Authorization: `JWT ${(await tokenCookie(page))?.value}` },
  });
  expect(frozen.status()).toBe(200);
  const pdf = join(dir, "contratto.pdf");
  writeFileSync(pdf, await frozen.body());
  const signed = join(dir, "contratto.pdf.p7m");
  writeFileSync(
    signed,
    opensslCadesSign(pdf, {
      cert: join(DEMO_SIGNER, "mario-rossi.pem"),
      key: join(DEMO_SIGNER, "mario-rossi.key"),
    }),
  );
  return signed;
}

test("a lawyer freezes a lease, uploads the landlord's .p7m, reads who signed and who is missing, and a tampered copy is refused", async ({
  page,
  consoleGuard,
}) => {
  await signInAsCustomer(page);
  await clearCustomerData(page);
  const id = await createLease(page);
  const dir = mkdtempSync(join(tmpdir(), "signatures-e2e-"));

  await page.goto(`/customer/agreement/${id}/edit/preview?tab=signatures`);
  const panel = page.getByRole("tabpanel", { name: "Firme" });
  await expect(panel.getByText("Firma richiesta: firma elettronica semplice")).toBeVisible();
  await expect(panel.getByText("Il testo non è ancora bloccato")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await panel.getByRole("button", { name: "Blocca per la firma" }).click();
  await expect(panel.getByRole("heading", { name: "In firma" })).toBeVisible();
  await expect(page.getByTestId("status-badge")).toHaveText("In firma");
  await expect(page.getByText("Il contratto è in firma: il testo è bloccato")).toBeVisible();
  await expect(panel.getByText("Nessuna copia firmata caricata.")).toBeVisible();

  // The download for signing is the frozen PDF itself.
  const download = page.waitForEvent("download");
  await panel.getByRole("button", { name: "Scarica il PDF da firmare" }).click();
  const frozenPath = await (await download).path();
  const signed = await signFrozen(page, id, dir);
  expect(readFileSync(frozenPath).equals(readFileSync(join(dir, "contratto.pdf")))).toBe(true);

  await panel.locator('input[type="file"]').setInputFiles(signed);
  const card = panel.getByRole("article", { name: "contratto.pdf.p7m" });
  await expect(card).toBeVisible();
  await expect(card).toContainText(
    /Firma valida con avvertenze di Mario Rossi \(RSSMRA80A01H501U\), certificato qualificato emesso da CA di prova — solo dimostrazione, apposta il \d{2}\/\d{2}\/\d{4} alle \d{2}:\d{2}/,
  );
  await expect(card).toContainText("Corrisponde al PDF bloccato");
  await expect(card).toContainText("Firma di prova");
  await expect(card).toContainText("Revoca non verificata");
  await expect(panel.getByText("Firmato da 1 parte su 2 — manca Anna Bianchi")).toBeVisible();
  await expect(page.getByTestId("status-badge")).toHaveText("In firma");
  await expectNoSeriousA11yViolations(page);
  await snapshot(page, "signatures-01-report-1280");

  // A byte of the contract changed inside the envelope: refused, said where it was dropped.
  consoleGuard.allowRefusal(400, "/signed-copy/upload/");
  const envelope = readFileSync(signed);
  const at = envelope.indexOf(Buffer.from("%PDF-")) + 300;
  envelope[at] = (envelope[at] ?? 0) ^ 0x01;
  const tampered = join(dir, "manomesso.pdf.p7m");
  writeFileSync(tampered, envelope);
  await panel.locator('input[type="file"]').setInputFiles(tampered);
  const refusal = panel.getByRole("alert").filter({ hasText: "manomesso.pdf.p7m non è stato accettato" });
  await expect(refusal).toContainText("Il documento è stato modificato dopo la firma");
  await snapshot(page, "signatures-02-refused-1280");
  const kept = await apiGet<{ results: unknown[] }>(page, `${A}/signed-copy/list/${id}/`);
  expect(kept.results).toHaveLength(1);

  // The list shows the status, and filters by it.
  await page.goto("/customer/agreement/list");
  const row = page.getByRole("article").filter({ hasText: "Locazione Rossi–Bianchi" });
  await expect(row.getByText("In firma")).toBeVisible();
  await snapshot(page, "signatures-03-list-1280");
  await page.goto("/customer");
  const box = page.getByRole("region", { name: "I miei contratti" });
  await expect(box.getByRole("listitem").filter({ hasText: "Locazione Rossi–Bianchi" })).toContainText(
    "In firma",
  );

  // Reopened, the contract can change again; the copy stays, no longer matching.
  await page.goto(`/customer/agreement/${id}/edit/preview?tab=signatures`);
  await panel.getByRole("button", { name: "Riapri per modificare" }).click();
  const dialog = page.getByRole("dialog", { name: "Riaprire il contratto?" });
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole("button", { name: "Riapri" }).click();
  await expect(panel.getByText("Il testo non è ancora bloccato")).toBeVisible();
  await expect(page.getByTestId("status-badge")).not.toHaveText("In firma");
  await expect(card).toContainText("Non corrisponde al PDF bloccato");
});

test.describe("in English", () => {
  test("the panel speaks English and names the level a preliminary sale needs", async ({ page }) => {
    await signInAsCustomer(page);
    await inEnglish(page);
    const sale = await templateByTitle(page, "Contratto preliminare di compravendita immobiliare");
    const response = await page.request.post(`${A}/create/`, {
      headers: { Authorization: `JWT ${(await tokenCookie(page))?.value}` },
      data: { title: "Preliminare", template: sale.id, values: sampleValues(sale.fields) },
    });
    const { id } = (await response.json()) as { id: number };
    await page.goto(`/customer/agreement/${id}/edit/preview?tab=signatures`);
    const panel = page.getByRole("tabpanel", { name: "Signatures" });
    await expect(
      panel.getByText("Signature required: qualified electronic or digital signature"),
    ).toBeVisible();
    await expect(panel.getByText(/art\. 1350 nos\. 1–12 of the Civil Code/)).toBeVisible();
    await panel.getByRole("button", { name: "Freeze for signature" }).click();
    await expect(panel.getByRole("heading", { name: "Out for signature" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await snapshot(page, "signatures-04-feq-en-1280");
  });
});

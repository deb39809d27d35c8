import { execFileSync } from "node:child_process";
import { mkdtempSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import type { TemplateDetail } from "@app/contracts";
import type { Locator, Page } from "@playwright/test";
import { sampleValues } from "../apps/server/src/test/sample-values";
import { apiGet, clearCustomerData, LEASE, templateByTitle } from "./agreement-support";
import { expect, test } from "./console-guard";
import { awaitMailedText, mailsTo } from "./mail-support";
import { expectNoSeriousA11yViolations, inEnglish, signInAsCustomer, snapshot, tokenCookie } from "./support";
import { LIBREOFFICE } from "./template-logic-support";

// Issue 46: two parties sign a frozen lease inside the product through the CSC sandbox that the
// server starts in demo mode. The owner (demo-customer, Mario Rossi) signs first; the tenant,
// who has no account, signs from the invitation's link as the sandbox's ospite-1 (Laura
// Ferrari). Each OTP is read from the e-mail the sandbox sends through the app's mailer.
const A = "/api/agreement/customer/agreement";
const OWNER = { fiscalCode: "RSSMRA75C15H501P", email: "mario.rossi@studio-rossi.example" };
const GUEST = {
  name: "Laura Ferrari",
  fiscalCode: "FRRLRA90E52A944B",
  email: "laura.ferrari@ospiti.example",
  username: "ospite-1",
  password: "ospite-password-2026",
};
const PIN = "12345678";
const OTP_IN_MAIL = /autorizzare la firma è (\d{6})/;
const TITLE = "Locazione Rossi–Ferrari";

test.describe.configure({ timeout: 180_000 });

/** The 3+2 lease between Mario Rossi (landlord) and Laura Ferrari (tenant), complete. */
function leaseValues(template: TemplateDetail) {
  const values = sampleValues(template.fields);
  const set = (slug: string, value: string) => {
    if (template.fields.some((field) => field.slug === slug)) values[slug] = value;
  };
  set("locatore_nome", "Mario Rossi");
  set("locatore_codice_fiscale", OWNER.fiscalCode);
  set("conduttore_nome", GUEST.name);
  set("conduttore_codice_fiscale", GUEST.fiscalCode);
  return values;
}

async function frozenLease(page: Page): Promise<number> {
  const template = await templateByTitle(page, LEASE);
  const headers = { Authorization: `JWT ${(await tokenCookie(page))?.value}` };
  const created = await page.request.post(`${A}/create/`, {
    headers,
    data: { title: TITLE, template: template.id, values: leaseValues(template) },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { id: number }).id;
  expect((await page.request.post(`${A}/freeze/${id}/`, { headers })).status()).toBe(200);
  return id;
}

/** Step 3 of the flow: an OTP sent and read from the signer's mail, the PIN, then signing. */
async function authorise(flow: Locator, email: string, otp?: string) {
  const before = (await mailsTo(email)).length;
  const send = flow.getByRole("button", { name: /^Invia (di nuovo l')?OTP$/ });
  await send.click();
  const mailed = await awaitMailedText(email, OTP_IN_MAIL, before);
  await flow.getByLabel("PIN di firma").fill(PIN);
  await flow.getByLabel("Codice OTP").fill(otp ?? mailed);
  await flow.getByRole("button", { name: "Firma il contratto" }).click();
}

/** Steps 1 and 2: the provider's sign-in, then the certificate (the only one, preselected). */
async function signInToProvider(flow: Locator, username: string, password: string, holder: string) {
  await expect(flow.getByRole("heading", { name: "Passo 1 di 3: accedi al fornitore" })).toBeVisible();
  // Demo mode offers the sandbox twice: by its password here, and through its own page (OAuth).
  await flow.getByRole("radio", { name: "Sandbox CSC (prova)", exact: true }).check();
  await flow.getByLabel("Nome utente del fornitore").fill(username);
  await flow.getByLabel("Password del fornitore").fill(password);
  await flow.getByRole("button", { name: "Accedi al fornitore" }).click();
  await expect(flow.getByRole("heading", { name: "Passo 2 di 3: scegli il certificato" })).toBeVisible();
  await expect(flow.getByRole("radio", { name: new RegExp(holder) })).toBeChecked();
  await flow.getByRole("button", { name: "Continua" }).click();
  await expect(flow.getByRole("heading", { name: "Passo 3 di 3: autorizza la firma" })).toBeVisible();
}

/**
 * What readers nobody here wrote make of the signed file (issue 46 §5): poppler's pdfsig's report,
 * line by line; qpdf finds no damage and LibreOffice opens it, or this throws.
 */
function readSignedCopy(pdf: Buffer): string[] {
  const file = join(mkdtempSync(join(tmpdir(), "remote-signing-e2e-")), "firmato.pdf");
  writeFileSync(file, pdf);
  // poppler's pdfsig reads the signatures; pdfsig exits 1 when a certificate is not trusted by its own store (the sandbox's test
  // authority is not); its report is what is read.
  let out = "";
  try {
    out = execFileSync("pdfsig", [file], { encoding: "utf8" });
  } catch (error) {
    out = String((error as { stdout?: string }).stdout ?? "");
  }
  execFileSync("qpdf", ["--check", file], { encoding: "utf8" });
  // LibreOffice (Draw's PDF import) opens it and draws its first page.
  const dir = dirname(file);
  execFileSync(LIBREOFFICE ?? "soffice", ["--headless", "--convert-to", "png", "--outdir", dir, file], {
    timeout: 120_000,
    env: { ...process.env, HOME: dir },
  });
  expect(statSync(join(dir, "firmato.png")).size).toBeGreaterThan(10_000);
  return out.split("\n").map((line) => line.trim());
}

test("the owner signs a frozen lease through the CSC sandbox, invites the tenant, who signs from the link; a wrong OTP keeps the contract as it was", async ({
  page,
  browser,
  consoleGuard,
}) => {
  consoleGuard.allowRefusal(400, "/remote-sign/");
  await signInAsCustomer(page);
  await clearCustomerData(page);
  const id = await frozenLease(page);

  await page.goto(`/customer/agreement/${id}/edit/preview?tab=signatures`);
  const panel = page.getByRole("tabpanel", { name: "Firme" });
  await expect(panel.getByRole("heading", { name: "In firma" })).toBeVisible();
  await panel.getByRole("button", { name: "Firma da remoto" }).click();
  const dialog = page.getByRole("dialog", { name: "Firma da remoto" });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page, "[role=dialog]");
  await signInToProvider(
    dialog,
    "demo-customer",
    "demo-password-2026",
    `Mario Rossi \\(${OWNER.fiscalCode}\\)`,
  );
  await expectNoSeriousA11yViolations(page, "[role=dialog]");

  // A wrong OTP: said under its field in the provider's words; nothing kept, still «In firma».
  await authorise(dialog, OWNER.email, "000000");
  await expect(dialog.getByText(/Codice OTP non corretto/)).toBeVisible();
  await snapshot(page, "remote-signing-01-wrong-otp");
  expect((await apiGet<{ results: unknown[] }>(page, `${A}/signed-copy/list/${id}/`)).results).toEqual([]);
  await expect(page.getByTestId("status-badge")).toHaveText("In firma");

  await authorise(dialog, OWNER.email);
  await expect(dialog.getByText("Contratto firmato", { exact: true })).toBeVisible();
  const ownerReport = dialog.getByRole("article", { name: /-firmato\.pdf$/ });
  await expect(ownerReport).toContainText(`Mario Rossi (${OWNER.fiscalCode})`);
  await expectNoSeriousA11yViolations(page, "[role=dialog]");
  await snapshot(page, "remote-signing-02-owner-signed");
  await dialog.getByRole("button", { name: "Chiudi" }).first().click();
  await expect(dialog).toBeHidden();
  await expect(panel.getByText(`Firmato da 1 parte su 2 — manca ${GUEST.name}`)).toBeVisible();

  // The tenant is invited: the link goes by e-mail, the owner sees the invitation.
  const invitations = panel.getByRole("form", { name: "Invita a firmare" });
  await invitations.getByLabel("Nome e cognome").fill(GUEST.name);
  await invitations.getByLabel("E-mail").fill(GUEST.email);
  await invitations.getByLabel("Codice fiscale").fill(GUEST.fiscalCode);
  await invitations.getByRole("button", { name: "Invia l'invito" }).click();
  await expect(panel.getByText(`Invito inviato a ${GUEST.email}`)).toBeVisible();
  await expect(panel.getByText("Attivo")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await snapshot(page, "remote-signing-03-invited");
  const link = await awaitMailedText(GUEST.email, /(\/firma\/[A-Za-z0-9_-]{20,})/);

  // The invitee's page: no account, the contract to read, then the same three steps.
  const guestContext = await browser.newContext({ locale: "it-IT", timezoneId: "Europe/Rome" });
  try {
    const guest = await guestContext.newPage();
    const opened = await guest.goto(new URL(link, page.url()).toString());
    expect(opened?.headers()["x-robots-tag"]).toMatch(/noindex/);
    await expect(guest.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
    await expect(guest.getByRole("link", { name: "Scarica il contratto (PDF)" })).toBeVisible();
    await expect(guest.getByText(`Firmato da 1 parte su 2 — manca ${GUEST.name}`)).toBeVisible();
    await expectNoSeriousA11yViolations(guest);
    await snapshot(guest, "remote-signing-04-invitee-page");
    const flow = guest.getByRole("main");
    await signInToProvider(flow, GUEST.username, GUEST.password, `${GUEST.name} \\(${GUEST.fiscalCode}\\)`);
    await authorise(flow, GUEST.email);
    await expect(
      guest.getByText(/^Il documento firmato è stato consegnato a chi ti ha invitato/),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(guest);
    await snapshot(guest, "remote-signing-05-invitee-signed");
    // The link opened again says it is done, and offers no second signature.
    await guest.reload();
    await expect(guest.getByRole("heading", { name: "Hai già firmato" })).toBeVisible();
    await expect(guest.getByText("Passo 1 di 3")).toHaveCount(0);
  } finally {
    await guestContext.close();
  }

  // Back to the owner: signed by both, and the file says so to a reader nobody here wrote.
  await page.reload();
  await expect(page.getByTestId("status-badge")).toHaveText("Firmato");
  await expect(panel.getByText("Tutte le parti hanno firmato")).toBeVisible();
  // The invitation is closed: its invitee has signed.
  await expect(panel.getByRole("listitem").filter({ hasText: GUEST.email })).toContainText("Firmato");
  await snapshot(page, "remote-signing-06-signed-by-both");
  const copies = await apiGet<{ results: { id: number; signers: { name: string }[] }[] }>(
    page,
    `${A}/signed-copy/list/${id}/`,
  );
  const last = copies.results.find((copy) => copy.signers.length === 2);
  expect(last?.signers.map((signer) => signer.name)).toEqual(["Mario Rossi", GUEST.name]);
  const file = await page.request.get(`${A}/signed-copy/download/${last?.id}/`, {
    headers: { Authorization: `JWT ${(await tokenCookie(page))?.value}` },
  });
  const lines = readSignedCopy(await file.body());
  expect(lines.filter((line) => line === "- Signature Validation: Signature is Valid.")).toHaveLength(2);
  expect(lines.filter((line) => line === "- Signature Type: ETSI.CAdES.detached")).toHaveLength(2);
  expect(lines).toContain("- Signer Certificate Common Name: Mario Rossi");
  expect(lines).toContain(`- Signer Certificate Common Name: ${GUEST.name}`);
});

test.describe("in English", () => {
  test("the owner signs in through the provider's own page (OAuth) and signs; a link that opens nothing says so", async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allowRefusal(404, "/api/sign/");
    await signInAsCustomer(page);
    await inEnglish(page);
    await clearCustomerData(page);
    const id = await frozenLease(page);

    await page.goto(`/customer/agreement/${id}/edit/preview?tab=signatures`);
    const panel = page.getByRole("tabpanel", { name: "Signatures" });
    await panel.getByRole("button", { name: "Sign remotely" }).click();
    const dialog = page.getByRole("dialog", { name: "Remote signature" });
    await dialog.getByRole("radio", { name: "Sandbox CSC (prova, OAuth)" }).check();
    await dialog.getByRole("button", { name: "Sign in with Sandbox CSC (prova, OAuth)" }).click();

    // The provider's own page, then back to the contract's Signatures tab at the certificates.
    await expect(page.getByRole("heading", { name: "Accedi alla CSC Sandbox" })).toBeVisible();
    await page.getByLabel("Nome utente").fill("demo-customer");
    await page.getByLabel("Password").fill("demo-password-2026");
    await page.getByRole("button", { name: "Accedi", exact: true }).click();
    await expect(page).toHaveURL(
      new RegExp(`/customer/agreement/${id}/edit/customize-agreement\\?tab=signatures$`),
    );
    await expect(dialog.getByRole("heading", { name: "Step 2 of 3: choose the certificate" })).toBeVisible();
    await expect(dialog.getByRole("radio", { name: new RegExp(OWNER.fiscalCode) })).toBeChecked();
    await expectNoSeriousA11yViolations(page, "[role=dialog]");
    await dialog.getByRole("button", { name: "Continue" }).click();
    const before = (await mailsTo(OWNER.email)).length;
    await dialog.getByRole("button", { name: "Send OTP" }).click();
    const otp = await awaitMailedText(OWNER.email, OTP_IN_MAIL, before);
    await dialog.getByLabel("Signing PIN").fill(PIN);
    await dialog.getByLabel("OTP code").fill(otp);
    await dialog.getByRole("button", { name: "Sign the contract" }).click();
    await expect(dialog.getByText("Contract signed", { exact: true })).toBeVisible();
    await expect(dialog.getByText(/^Signed here on /)).toBeVisible();
    await snapshot(page, "remote-signing-07-oauth-signed-en");
    // The editor's short address keeps the tab it was asked for on its way to the first screen.
    await page.goto(`/customer/agreement/${id}/edit?tab=signatures`);
    await expect(page).toHaveURL(/\/edit\/customize-agreement\?tab=signatures$/);
    await expect(panel.getByRole("heading", { name: "Remote signature" })).toBeVisible();

    await page.goto("/firma/AAAAAAAAAAAAAAAAAAAAAAAAAAAA");
    await expect(page.getByRole("heading", { level: 1, name: "Invalid or expired link" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await snapshot(page, "remote-signing-08-invalid-link-en");
  });
});

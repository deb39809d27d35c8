import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import type { AgreementSummary, ListResponse, TemplateDetail, TemplateField } from "@app/contracts";
import type { Page } from "@playwright/test";
import { strFromU8, unzipSync } from "fflate";
import {
  apiGet,
  clearCustomerData,
  DESKTOP,
  fillField,
  LEASE,
  PHONE,
  templateByTitle,
} from "./agreement-support";
import { expect, test } from "./console-guard";
import {
  accounts,
  expectNoSeriousA11yViolations,
  inEnglish,
  settled,
  signInAsCustomer,
  snapshot,
  tokenCookie,
} from "./support";

const B = "/api/agreement/customer/address-book";
/** The party each contact fills: the lease's tenant, a person the address book fills whole. */
const PARTY = "conduttore";
const TENANTS = [
  { nome: "Mario", cognome: "Rossi", codice_fiscale: "RSSMRA80A01H501U", data_nascita: "1980-01-01" },
  { nome: "Elvira", cognome: "Gadi", codice_fiscale: "GDELVR80A01H501B", data_nascita: "1980-01-01" },
  { nome: "Mattia", cognome: "Marta", codice_fiscale: "MRTMTT25D09F205Z", data_nascita: "2025-04-09" },
];

// A whole batch: three contracts drafted and rendered, the ZIP written.
test.describe.configure({ timeout: 180_000 });

/**
 * The second customer (the first one's batches are the spreadsheet journey's), starting with no
 * agreement, no unread notice and an empty address book, as the address-book journey expects it.
 */
async function freshCustomer(page: Page): Promise<Record<string, string>> {
  await signInAsCustomer(page, accounts.customer2);
  await clearCustomerData(page);
  const headers = { Authorization: `JWT ${(await tokenCookie(page))?.value}` };
  await emptyAddressBook(page, headers);
  return headers;
}

async function emptyAddressBook(page: Page, headers: Record<string, string>): Promise<void> {
  const book = await apiGet<{ results: { id: number }[] }>(page, `${B}/list/?no_page=no_page`);
  for (const contact of book.results)
    expect((await page.request.delete(`${B}/destroy/${contact.id}/`, { headers })).ok()).toBe(true);
}

async function createTenants(page: Page, headers: Record<string, string>): Promise<void> {
  for (const [index, tenant] of TENANTS.entries()) {
    const created = await page.request.post(`${B}/create/`, {
      headers,
      data: {
        typology: "PF",
        data: {
          ...tenant,
          luogo_nascita: "Roma",
          indirizzo: `Via dei Mille ${index + 1}`,
          cap: "40121",
          comune: "Bologna",
          provincia: "BO",
          email: `${tenant.nome.toLowerCase()}@esempio.it`,
        },
      },
    });
    expect(created.status()).toBe(201);
  }
}

/** The template's required questions asked once for all: not the party's, and shown now. */
const sharedRequired = (template: TemplateDetail): TemplateField[] => {
  const set = template.parties.find((p) => p.slug === PARTY)?.field_set;
  return template.fields.filter((f) => f.field_set !== set && f.visible && !f.disable && f.required);
};

async function openContactsWay(page: Page, template: TemplateDetail, tab: string, party: string) {
  await page.goto(`/customer/bulk/${template.id}/`);
  await page.getByRole("tab", { name: tab }).click();
  await page.getByRole("radio", { name: party }).check();
}

test("a customer drafts a lease for each of three tenants from the address book, downloads the ZIP and opens one", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  const headers = await freshCustomer(page);
  await createTenants(page, headers);
  const template = await templateByTitle(page, LEASE);
  const tenant = template.parties.find((p) => p.slug === PARTY);
  if (!tenant) throw new Error("no tenant");

  await openContactsWay(page, template, "Dalla rubrica — Per ogni contatto", tenant.label);
  const search = page.getByRole("textbox", { name: "Cerca per nome, codice fiscale o partita IVA" });
  const found = page.getByRole("list", { name: "Contatti trovati" }).getByRole("checkbox");
  await expect(found).toHaveCount(3);
  await search.fill("gdelvr");
  await expect(found).toHaveCount(1);
  await search.fill("");
  await page.getByRole("checkbox", { name: "Seleziona tutti i contatti trovati (3)" }).check();
  await expect(page.getByText("3 contatti scelti (al massimo 500)")).toBeVisible();
  // The party's own questions are the contacts' to answer.
  await expect(page.locator(`#field-${PARTY}_nome`)).toHaveCount(0);
  await expect(page.locator("#field-locatore_nome")).toBeVisible();

  // Nothing starts while a shared answer is missing: the first one takes the focus.
  const required = sharedRequired(template);
  await page.getByRole("button", { name: "Avvia", exact: true }).click();
  await expect(page.locator(`#field-${required[0]?.slug}`)).toBeFocused();
  await expect(page.getByText(/risposte mancano o non sono valide/)).toBeVisible();
  await expect(page).not.toHaveURL(/\?batch=/);

  // Twice: an answer may show a question asked further up only once it is given.
  for (let round = 0; round < 2; round++)
    for (const field of required) {
      const input = page.locator(`#field-${field.slug}`);
      if ((await input.count()) === 0 || !(await input.isVisible())) continue;
      if (field.type !== "boolean" && (await input.inputValue()) !== "") continue;
      await fillField(page, field);
    }
  await expect(page.getByText(/risposte mancano o non sono valide/)).toBeHidden();
  await settled(page);
  await expectNoSeriousA11yViolations(page);
  await snapshot(page, "bulk-contacts-form");
  await page.setViewportSize(PHONE);
  await snapshot(page, "bulk-contacts-form-390");
  await page.setViewportSize(DESKTOP);

  await page.getByRole("button", { name: "Avvia", exact: true }).click();
  await expect(page).toHaveURL(/\?batch=\d+$/);
  await expect(page.getByText(/^Compilazione completata/)).toBeVisible({ timeout: 120_000 });
  await expect(page.getByText("3 righe elaborate su 3")).toBeVisible();

  const [zip] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Scarica lo ZIP", exact: true }).click(),
  ]);
  const zipPath = await zip.path();
  // Read by the real reader too: the archive lists three documents and the manifest.
  const listing = execFileSync("unzip", ["-Z1", zipPath], { encoding: "utf8" }).split("\n").filter(Boolean);
  expect(listing.filter((name) => name.endsWith(".pdf"))).toHaveLength(3);
  expect(listing).toContain("manifest.csv");
  const files = unzipSync(new Uint8Array(readFileSync(zipPath)));
  const manifest = strFromU8(files["manifest.csv"] as Uint8Array);
  for (const { nome, cognome } of TENANTS) expect(manifest).toContain(`${cognome} ${nome}`);

  // Each is an agreement of its own, with the party filled from its contact.
  const agreements = await apiGet<ListResponse<AgreementSummary>>(
    page,
    "/api/agreement/customer/agreement/list/?no_page=no_page",
  );
  expect(agreements.results).toHaveLength(3);
  const elvira = agreements.results.find((a) => a.title.includes("Gadi Elvira"));
  if (!elvira) throw new Error("no agreement for Elvira Gadi");
  await page.goto(`/customer/agreement/${elvira.id}/edit/customize-agreement?tab=compile`);
  await page.getByRole("button", { name: new RegExp(`^\\d+\\. ${tenant.field_set}`) }).click();
  await expect(page.locator(`#field-${PARTY}_nome`)).toHaveValue("Elvira Gadi");
  await expect(page.locator(`#field-${PARTY}_codice_fiscale`)).toHaveValue("GDELVR80A01H501B");

  // The new screen in English.
  await inEnglish(page);
  await openContactsWay(page, template, "From the address book — For each contact", tenant.label);
  await page.getByRole("checkbox", { name: "Select all the contacts found (3)" }).check();
  await expect(page.getByText("3 contacts chosen (at most 500)")).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page);
  await snapshot(page, "bulk-contacts-form-en");

  // Journeys share one database: the address-book journey expects this customer's book empty.
  await clearCustomerData(page);
  await emptyAddressBook(page, headers);
});

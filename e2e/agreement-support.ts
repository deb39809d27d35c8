// Shared by the agreement journeys (drafting*.spec.ts, agreement-lists.spec.ts): data helpers
// through the API, and the steps of the compile tab.
import type {
  AgreementSummary,
  Favourite,
  ListResponse,
  TemplateDetail,
  TemplateField,
  TemplateListItem,
} from "@app/contracts";
import { expect, type Page } from "@playwright/test";
import { dmy, snapshot, tokenCookie, typeDate } from "./support";

/**
 * The lease the drafting journeys compile: its landlord and tenant are single parties
 * (`locatore_nome`, `conduttore_residenza`), which the address book binds whole.
 */
export const LEASE = "Contratto di locazione abitativa a canone concordato (3+2)";
/** The 4+4 lease: its landlords and tenants are repeating parties (issue 32), its text logic. */
export const FREE_LEASE = "Contratto di locazione ad uso abitativo a canone libero (4+4)";
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };
export const VALID_FISCAL_CODE = "RSSMRA80A01H501U";
export const WRONG_CHECK_FISCAL_CODE = "RSSMRA80A01H501X";
export const VALID_VAT = "01234567897";

/** Journeys share one database: each starts from a customer with no agreements and no favourites. */
export async function clearCustomerData(page: Page): Promise<void> {
  const token = (await tokenCookie(page))?.value;
  const headers = { Authorization: `JWT ${token}` };
  const agreements = await apiGet<ListResponse<AgreementSummary>>(
    page,
    "/api/agreement/customer/agreement/list/?no_page=no_page",
  );
  for (const { id } of agreements.results) {
    expect(
      (await page.request.delete(`/api/agreement/customer/agreement/destroy/${id}/`, { headers })).ok(),
    ).toBe(true);
  }
  const favourites = await apiGet<ListResponse<Favourite>>(
    page,
    "/api/agreement/customer/favourite/agreement-calculator/list/?no_page=no_page",
  );
  for (const { id } of favourites.results) {
    expect(
      (await page.request.delete(`/api/agreement/customer/favourite/destroy/${id}/`, { headers })).ok(),
    ).toBe(true);
  }
  // Notices an earlier journey left unread (a PEC's outcome, a batch's end) would change the bell's
  // count a journey reads.
  expect((await page.request.post("/api/account/customer/notify/read-all/", { headers })).ok()).toBe(true);
}

/** Full-page pictures at desktop and phone widths, for visual review. */
export async function snapshotBothWidths(page: Page, name: string): Promise<void> {
  await snapshot(page, `agreements-${name}-1280`);
  await page.setViewportSize(PHONE);
  await snapshot(page, `agreements-${name}-390`);
  await page.setViewportSize(DESKTOP);
}

/** Calls the API as the signed-in customer (to learn ids and fields the screens show). */
export async function apiGet<T>(page: Page, path: string): Promise<T> {
  const token = (await tokenCookie(page))?.value;
  const response = await page.request.get(path, { headers: { Authorization: `JWT ${token}` } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

export async function templateByTitle(page: Page, title: string): Promise<TemplateDetail> {
  const list = await apiGet<ListResponse<TemplateListItem>>(
    page,
    "/api/agreement/customer/template/list/?no_page=no_page",
  );
  const item = list.results.find((t) => t.title === title);
  if (!item) throw new Error(`no template ${title}`);
  return apiGet<TemplateDetail>(page, `/api/agreement/customer/template/retrieve/${item.id}/`);
}

/** A value every validator of the field accepts. */
export function validValue(field: TemplateField): string {
  switch (field.type) {
    case "fiscal_code":
      return VALID_FISCAL_CODE;
    case "vat_code":
      return VALID_VAT;
    case "email":
      return "studio@example.it";
    case "phone":
      return "+39 051 1234567";
    case "date":
      return "2026-03-01";
    case "currency":
      return "1200,50";
    case "number":
      return "5";
    case "percentage":
      return "75";
    default: {
      const max = field.validators.find((v) => v.name === "maxLength")?.value ?? 200;
      const min = field.validators.find((v) => v.name === "minLength")?.value ?? 0;
      return "Valore di prova".padEnd(Number(min), " e di prova").slice(0, Number(max));
    }
  }
}

export async function fillField(page: Page, field: TemplateField): Promise<void> {
  const input = page.locator(`#field-${field.slug}`);
  if (field.type === "select") {
    await input.click();
    await page.getByRole("option", { name: field.attributes.options?.[0]?.label ?? "", exact: true }).click();
  } else if (field.type === "boolean") {
    await page.locator(`[data-field-input="${field.slug}"]`).getByRole("radio", { name: "Sì" }).check();
  } else if (field.type === "date") {
    await typeDate(input, dmy(validValue(field)));
  } else {
    await input.fill(validValue(field));
  }
}

/** Walks every step of the compile tab and fills in each required field that is still empty. */
export async function completeRequiredFields(page: Page, template: TemplateDetail): Promise<void> {
  const steps = page.getByRole("navigation", { name: "Passaggi della compilazione" }).getByRole("button");
  await expect(steps.first()).toBeVisible();
  const count = await steps.count();
  for (let step = 0; step < count; step++) {
    await steps.nth(step).click();
    for (const field of template.fields) {
      if (!field.visible || field.disable || !field.required) continue;
      const input = page.locator(`#field-${field.slug}`);
      if ((await input.count()) === 0 || !(await input.isVisible())) continue;
      if (field.type !== "select" && field.type !== "boolean" && (await input.inputValue()) !== "") continue;
      if (field.type === "select" && (await input.inputValue()) !== "") continue;
      await fillField(page, field);
    }
  }
}

/** The customise tab's rich-text editor: the writing area, where fields are chips (`data-field`). */
export const contractEditor = (page: Page) => page.getByRole("textbox", { name: "Testo del contratto" });

/**
 * Inserts a field at the editor's cursor through the toolbar's picker, and waits until the picker
 * has closed and the writing area has the focus again: a key typed while the picker was still
 * closing was lost (one «{» of «{{else}}» in a full run).
 */
export async function insertField(page: Page, label: string): Promise<void> {
  await page.getByRole("combobox", { name: "Inserisci un campo" }).click();
  await page.getByRole("option", { name: label, exact: true }).click();
  await expect(page.getByRole("listbox")).toBeHidden();
  await expect(contractEditor(page)).toBeFocused();
}

/** Dismisses the notices on screen (error notices never close by themselves, spec §9). */
export async function closeNotifications(page: Page): Promise<void> {
  const notices = page.locator(".mantine-Notification-root");
  // A notice still sliding in may ignore the click: try again until none is left.
  await expect(async () => {
    for (const button of await page.locator(".mantine-Notification-closeButton").all()) {
      await button.click({ force: true, timeout: 1000 }).catch(() => undefined);
    }
    await expect(notices).toHaveCount(0, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}

export const agreementCard = (page: Page, title: string) =>
  page.getByRole("article").filter({ has: page.getByRole("link", { name: title, exact: true }) });

/** Creates agreements straight through the API (the list tests need more than one page). */
export async function createAgreements(
  page: Page,
  templateId: number,
  titles: string[],
  values = {},
): Promise<void> {
  const token = (await tokenCookie(page))?.value;
  for (const title of titles) {
    const response = await page.request.post("/api/agreement/customer/agreement/create/", {
      headers: { Authorization: `JWT ${token}` },
      data: { title, template: templateId, values },
    });
    expect(response.status()).toBe(201);
  }
}

import type { AgreementSummary, ListResponse, TemplateDetail, TemplateListItem } from "@app/contracts";
import { apiGet, clearCustomerData, createAgreements, DESKTOP, templateByTitle } from "./agreement-support";
import { expect, test } from "./console-guard";
import { measureKeystrokes } from "./keystroke-frames";
import { accounts, DEMO_PASSWORD, signInAsCustomer, tokenCookie } from "./support";

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(DESKTOP);
});

// Whole journeys, each with dozens of steps and full-page pictures at two widths.
test.describe.configure({ timeout: 120_000 });

// The live preview keeps up with typing, and an agreement kept on its own template version.
test("the live preview of the longest template shows each keystroke in the frame after it", async ({
  page,
}) => {
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
  // The preview draws a long contract a few clauses at a time (issue 44): it ends drawn whole.
  await expect(page.getByRole("region", { name: "Anteprima del contratto" })).toHaveAttribute(
    "aria-busy",
    "false",
  );

  // Each keystroke is in the preview by the end of its frame (the time it takes is measured by
  // bench/keystroke-bench.ts, not here: the machines running the suite are shared).
  const { shown } = await measureKeystrokes(page, {
    input: `#field-${field.slug}`,
    target: `[data-testid="live-preview"] [data-field="${field.slug}"]`,
    typing: "append",
    count: 30,
  });
  expect(shown).toHaveLength(30);
  // 20 keystrokes of warm-up and 30 measured: wherever the template names the field.
  const shownField = page.getByTestId("live-preview").locator(`[data-field="${field.slug}"]`);
  for (const place of await shownField.all()) await expect(place).toHaveText("abcdefghij".repeat(5));
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

import type { AgreementSummary, ListResponse, TemplateDetail, TemplateListItem } from "@app/contracts";
import { apiGet, clearCustomerData, createAgreements, DESKTOP, templateByTitle } from "./agreement-support";
import { expect, test } from "./console-guard";
import { accounts, DEMO_PASSWORD, signInAsCustomer, tokenCookie } from "./support";

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(DESKTOP);
});

// Whole journeys, each with dozens of steps and full-page pictures at two widths.
test.describe.configure({ timeout: 120_000 });

// The live preview's speed, and an agreement kept on its own template version.
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

// @vitest-environment jsdom
import type { BulkJob } from "@app/contracts";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  button,
  click,
  hasText,
  renderScreen,
  seriousA11yViolations,
  showsText,
} from "../../../lib/dom-test-harness";
import { BULK_AGREEMENTS_SHOWN } from "./bulk-drafted-agreements";
import { BulkProgress } from "./bulk-progress";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** An ended batch that drafted `n` agreements from rows 3, 4, … */
const ended = (n: number, extra: Partial<BulkJob> = {}): BulkJob => ({
  id: 31,
  template: 5,
  template_title: "Locazione abitativa",
  source: "spreadsheet",
  format: "pdf",
  state: "completed",
  total: n,
  processed: n,
  counts: { drafted: n, failed: 0, cancelled: 0, pending: 0 },
  agreements: Array.from({ length: n }, (_, i) => ({ id: 200 + i, title: `Locazione ${i + 1}`, row: i + 3 })),
  download_ready: true,
  created_at: "2026-11-28T09:30:00Z",
  finished_at: "2026-11-28T09:31:00Z",
  expires_at: "2026-12-05T09:31:00Z",
  ...extra,
});

let unmount = () => {};
afterEach(() => {
  unmount();
  vi.unstubAllGlobals();
});

async function show(job: BulkJob) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => json(200, job)),
  );
  const router = createMemoryRouter([
    { path: "/", element: <BulkProgress jobId={job.id} pollMs={10_000} /> },
  ]);
  ({ unmount } = await renderScreen(<RouterProvider router={router} />));
}

const agreementLinks = () =>
  [...document.querySelectorAll<HTMLAnchorElement>('ul[aria-labelledby="bulk-agreements-31"] a')].map((a) => [
    a.textContent,
    a.getAttribute("href"),
  ]);

describe("the drafted agreements of an ended batch", { timeout: 20_000 }, () => {
  it("lists each by its title, after its spreadsheet row, as a link to the editor", async () => {
    await show(
      ended(2, {
        agreements: [
          { id: 101, title: "Locazione Rossi", row: 3 },
          { id: 102, title: "Verdi, rinnovo", row: 5 },
        ],
      }),
    );
    expect(await showsText("Contratti redatti: 2")).toBe(true);
    expect(agreementLinks()).toEqual([
      ["Locazione Rossi", "/customer/agreement/101/edit"],
      ["Verdi, rinnovo", "/customer/agreement/102/edit"],
    ]);
    const items = [...document.querySelectorAll('ul[aria-labelledby="bulk-agreements-31"] li')];
    expect(items.map((li) => li.textContent)).toEqual([
      "Riga 3 · Locazione Rossi",
      "Riga 5 · Verdi, rinnovo",
    ]);
    expect(hasText("Mostra tutti")).toBe(false);
    expect(await seriousA11yViolations()).toEqual([]);
  });

  it("says a contact's position for a batch from the address book", async () => {
    await show(ended(1, { source: "contacts", agreements: [{ id: 7, title: "Incarico Bianchi", row: 1 }] }));
    expect(await showsText("Contatto 1 · Incarico Bianchi")).toBe(true);
  });

  it("shows the first 20 of a large batch, the others behind a button that says how many", async () => {
    await show(ended(45));
    expect(await showsText("Contratti redatti: 45")).toBe(true);
    expect(agreementLinks()).toHaveLength(BULK_AGREEMENTS_SHOWN);
    const more = button("Mostra tutti i 45 contratti");
    expect(more.getAttribute("aria-expanded")).toBe("false");
    expect(more.getAttribute("aria-controls")).toBe("bulk-agreements-list-31");
    expect(await seriousA11yViolations()).toEqual([]);

    await click(more);
    expect(agreementLinks()).toHaveLength(45);
    expect(agreementLinks().at(-1)).toEqual(["Locazione 45", "/customer/agreement/244/edit"]);
    const fewer = button("Mostra solo i primi 20");
    expect(fewer.getAttribute("aria-expanded")).toBe("true");
    expect(await seriousA11yViolations()).toEqual([]);
    await click(fewer);
    expect(agreementLinks()).toHaveLength(BULK_AGREEMENTS_SHOWN);
  });
});

describe("while the batch loads", { timeout: 20_000 }, () => {
  it("says it is loading by a named status, with no accessibility fault", async () => {
    // A call that never answers keeps the placeholder on screen.
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>(() => {})),
    );
    const router = createMemoryRouter([{ path: "/", element: <BulkProgress jobId={31} pollMs={10_000} /> }]);
    ({ unmount } = await renderScreen(<RouterProvider router={router} />));
    expect(document.querySelector('[role="status"]')?.getAttribute("aria-label")).toBe(
      "Caricamento dell'avanzamento",
    );
    expect(await seriousA11yViolations()).toEqual([]);
  });
});

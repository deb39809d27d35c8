// @vitest-environment jsdom
import type { BulkCheckResult, BulkJob } from "@app/contracts";
import { act } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  button,
  click,
  hasText,
  renderScreen,
  seriousA11yViolations,
  settle,
  showsText,
} from "../../../lib/dom-test-harness";
import { BulkPage } from "./bulk-page";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const job = (extra: Partial<BulkJob>): BulkJob => ({
  id: 31,
  template: 5,
  template_title: "Locazione abitativa",
  source: "spreadsheet",
  format: "pdf",
  state: "running",
  total: 3,
  processed: 1,
  counts: { drafted: 1, failed: 0, cancelled: 0, pending: 2 },
  agreements: [{ id: 101, title: "Locazione Rossi", row: 3 }],
  download_ready: false,
  created_at: "2026-11-28T09:30:00Z",
  finished_at: null,
  expires_at: null,
  ...extra,
});

type Answer = (url: string, init: RequestInit) => Response;
let unmount = () => {};
let router: ReturnType<typeof createMemoryRouter>;
afterEach(() => {
  unmount();
  vi.unstubAllGlobals();
});

/** The page at `entry`, the server answering by `answer` (the template and an empty list by default). */
async function open(answer: Answer, entry = "/customer/bulk/5/", pollMs = 40) {
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    if (url.includes("/template/retrieve/5/")) return json(200, { id: 5, title: "Locazione abitativa" });
    return answer(String(url), init);
  });
  vi.stubGlobal("fetch", fetch);
  router = createMemoryRouter(
    [
      {
        path: "/customer/bulk/:idTemplate/",
        // The contacts' way is tested with its parts in bulk-contacts.test.tsx.
        element: <BulkPage pollMs={pollMs} contactsPicker={() => null} sharedAnswers={() => null} />,
      },
    ],
    {
      initialEntries: [entry],
    },
  );
  ({ unmount } = await renderScreen(<RouterProvider router={router} />));
  return fetch;
}

const calls = (fetch: ReturnType<typeof vi.fn>, part: string) =>
  fetch.mock.calls.filter(([url]) => String(url).includes(part));

/** Chooses a file in the hidden input the «Scegli il file compilato» button opens. */
async function choose(name = "contratti.xlsx") {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error("No file input");
  const file = new File(["PK"], name, {
    type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  });
  Object.defineProperty(input, "files", { value: [file], configurable: true });
  await act(async () => {
    input.dispatchEvent(new Event("change", { bubbles: true }));
  });
  await settle();
}

const wait = (ms: number) =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
  });

const checked: BulkCheckResult = {
  rows: 3,
  valid: 2,
  errors: [{ row: 4, column: "F · Data di decorrenza", key: "data_decorrenza", message: "Data non valida" }],
};

// The first test draws the page cold (texts, axe) on a machine shared with other work.
describe("the «Compilazione multipla» page", { timeout: 20_000 }, () => {
  it("shows the check's errors by row and column, and no batch started", async () => {
    const fetch = await open((url) =>
      url.includes("/bulk/check/") ? json(200, checked) : json(200, { results: [] }),
    );
    expect(await showsText("Le mie compilazioni multiple")).toBe(true);
    expect(hasText("Nessuna compilazione multipla.")).toBe(true);
    expect(await seriousA11yViolations()).toEqual([]);

    await choose();
    expect(await showsText("3 righe, 2 valide")).toBe(true);
    const cells = [...document.querySelectorAll("tbody td")].map((cell) => cell.textContent);
    expect(cells).toEqual(["4", "F · Data di decorrenza", "Data non valida"]);
    expect(hasText("Saranno redatti solo i 2 contratti")).toBe(true);
    const sent = calls(fetch, "/bulk/check/")[0]?.[1]?.body as FormData;
    expect(sent.get("template")).toBe("5");
    expect((sent.get("file") as File).name).toBe("contratti.xlsx");
    expect(calls(fetch, "/bulk/create/")).toHaveLength(0);
    expect(await seriousA11yViolations()).toEqual([]);
  });

  it("says all rows are valid, and a file the server refuses in its own sentence", async () => {
    let refuse = false;
    await open((url) => {
      if (url.includes("/bulk/check/"))
        return refuse
          ? json(400, { errors: [{ key: "bulk.too_many_rows", message: "Il file supera le 500 righe." }] })
          : json(200, { rows: 3, valid: 3, errors: [] });
      return json(200, { results: [] });
    });
    await choose();
    expect(await showsText("Tutte le 3 righe sono valide.")).toBe(true);
    refuse = true;
    await choose("troppe.xlsx");
    expect(await showsText("Il file supera le 500 righe.")).toBe(true);
    expect((button("Avvia") as HTMLButtonElement).disabled).toBe(true);
  });

  it("starts the batch with one Idempotency-Key per file, the same when sent again", async () => {
    let createCount = 0;
    const fetch = await open((url) => {
      if (url.includes("/bulk/check/")) return json(200, { rows: 3, valid: 3, errors: [] });
      if (url.includes("/bulk/create/")) {
        createCount += 1;
        // The first answer is lost: the user presses «Avvia» again.
        return createCount === 1
          ? json(400, { errors: [{ key: "bulk.busy", message: "Riprova tra poco." }] })
          : json(202, { job_id: 31 });
      }
      if (url.includes("/bulk/retrieve/31/")) return json(200, job({ state: "queued", processed: 0 }));
      return json(200, { results: [] });
    });
    await choose();
    const both = document.querySelector<HTMLInputElement>('input[type="radio"][value="both"]');
    if (!both) throw new Error("No «PDF e DOCX» choice");
    await click(both);
    await click(button("Avvia"));
    expect(await showsText("Riprova tra poco.")).toBe(true);
    await click(button("Avvia"));
    expect(await showsText("Compilazione n. 31")).toBe(true);

    const creates = calls(fetch, "/bulk/create/");
    expect(creates).toHaveLength(2);
    const keys = creates.map(([, init]) => new Headers(init.headers).get("Idempotency-Key"));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    const body = creates[1]?.[1]?.body as FormData;
    expect(body.get("format")).toBe("both");
    expect(body.get("template")).toBe("5");
    expect(router.state.location.search).toBe("?batch=31");
  });

  it("reads the batch from the address after a reload, polls while it runs, and stops once it ended", async () => {
    let reads = 0;
    const fetch = await open(
      (url) => {
        if (url.includes("/bulk/retrieve/31/")) {
          reads += 1;
          // Running for the first two reads (the same count, so a slow machine cannot miss it).
          return reads < 3
            ? json(200, job({ processed: 1 }))
            : json(
                200,
                job({
                  state: "partial",
                  processed: 3,
                  counts: { drafted: 2, failed: 1, cancelled: 0, pending: 0 },
                  agreements: [
                    { id: 101, title: "Locazione Rossi", row: 3 },
                    { id: 102, title: "Locazione Verdi", row: 5 },
                  ],
                  download_ready: true,
                  finished_at: "2026-11-28T09:31:00Z",
                }),
              );
        }
        return json(200, { results: [] });
      },
      "/customer/bulk/5/?batch=31",
      150,
    );
    expect(await showsText("1 righe elaborate su 3")).toBe(true);
    expect(document.querySelector('[role="progressbar"]')?.getAttribute("aria-valuetext")).toBe(
      "1 righe elaborate su 3",
    );
    expect(await seriousA11yViolations()).toEqual([]);
    expect(await showsText("Compilazione completata con errori", 3000)).toBe(true);
    expect(hasText("2 contratti redatti, 1 righe con errori")).toBe(true);
    expect(button("Scarica lo ZIP")).toBeTruthy();
    const links = [...document.querySelectorAll<HTMLAnchorElement>("a")].map((a) => a.getAttribute("href"));
    expect(links).toContain("/customer/agreement/101/edit");
    expect(links).toContain("/customer/agreement/102/edit");
    const ended = calls(fetch, "/bulk/retrieve/31/").length;
    await wait(200);
    expect(calls(fetch, "/bulk/retrieve/31/")).toHaveLength(ended);
    expect(await seriousA11yViolations()).toEqual([]);
  });

  it("stops polling when the page goes", async () => {
    const fetch = await open(
      (url) => (url.includes("/bulk/retrieve/31/") ? json(200, job({})) : json(200, { results: [] })),
      "/customer/bulk/5/?batch=31",
    );
    expect(await showsText("1 righe elaborate su 3")).toBe(true);
    unmount();
    unmount = () => {};
    const before = calls(fetch, "/bulk/retrieve/31/").length;
    await wait(200);
    expect(calls(fetch, "/bulk/retrieve/31/")).toHaveLength(before);
  });

  it("cancels a running batch after asking", async () => {
    let cancelled = false;
    const fetch = await open((url) => {
      if (url.includes("/bulk/cancel/31/")) {
        cancelled = true;
        return json(200, job({ state: "cancelled" }));
      }
      if (url.includes("/bulk/retrieve/31/"))
        return json(
          200,
          cancelled
            ? job({ state: "cancelled", counts: { drafted: 1, failed: 0, cancelled: 2, pending: 0 } })
            : job({}),
        );
      return json(200, { results: [] });
    }, "/customer/bulk/5/?batch=31");
    expect(await showsText("1 righe elaborate su 3")).toBe(true);
    await click(button("Annulla"));
    expect(await showsText("Annullare la compilazione?")).toBe(true);
    expect(calls(fetch, "/bulk/cancel/")).toHaveLength(0);
    await click(button("Annulla la compilazione"));
    expect(calls(fetch, "/bulk/cancel/31/")).toHaveLength(1);
    expect(await showsText("Compilazione annullata.")).toBe(true);
  });
});

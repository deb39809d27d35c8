// @vitest-environment jsdom
import type { BulkJob } from "@app/contracts";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  hasText,
  renderScreen,
  seriousA11yViolations,
  settle,
  showsText,
} from "../../../lib/dom-test-harness";
import { RunningBatches } from "./running-batches";

const job = (extra: Partial<BulkJob>): BulkJob => ({
  id: 31,
  template: 5,
  template_title: "Locazione abitativa",
  source: "spreadsheet",
  format: "pdf",
  state: "running",
  total: 40,
  processed: 12,
  counts: { drafted: 12, failed: 0, cancelled: 0, pending: 28 },
  agreements: [],
  download_ready: false,
  created_at: "2026-11-28T09:30:00Z",
  finished_at: null,
  expires_at: null,
  ...extra,
});

let unmount = () => {};
afterEach(() => {
  unmount();
  vi.unstubAllGlobals();
});

async function open(results: BulkJob[]) {
  const body = JSON.stringify({ results });
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(body, { status: 200, headers: { "content-type": "application/json" } })),
  );
  const router = createMemoryRouter([{ path: "/customer/", element: <RunningBatches /> }], {
    initialEntries: ["/customer/"],
  });
  ({ unmount } = await renderScreen(<RouterProvider router={router} />));
  await settle();
}

describe("the dashboard's running batches", { timeout: 20_000 }, () => {
  it("shows a running batch's bar and leads to its page", async () => {
    await open([job({}), job({ id: 30, state: "completed", processed: 40 })]);
    expect(await showsText("Compilazione multipla in corso")).toBe(true);
    const link = document.querySelector<HTMLAnchorElement>("a[href]");
    expect(link?.textContent).toBe("N. 31 · Locazione abitativa");
    expect(link?.getAttribute("href")).toBe("/customer/bulk/5/?batch=31");
    const bar = document.querySelector('[role="progressbar"]');
    expect(bar?.getAttribute("aria-valuenow")).toBe("12");
    expect(bar?.getAttribute("aria-valuemax")).toBe("40");
    expect(hasText("12 righe elaborate su 40")).toBe(true);
    // The ended batch is not «in corso».
    expect(hasText("N. 30")).toBe(false);
    expect(await seriousA11yViolations()).toEqual([]);
  });

  it("draws nothing when no batch runs", async () => {
    await open([job({ state: "completed", processed: 40 })]);
    expect(vi.mocked(fetch)).toHaveBeenCalled();
    expect(document.querySelector("section, a, [role='progressbar']")).toBeNull();
    expect(hasText("in corso")).toBe(false);
  });
});

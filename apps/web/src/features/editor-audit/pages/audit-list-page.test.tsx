// @vitest-environment jsdom
import type { AuditEvent, EstimatedListResponse } from "@app/contracts";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { hasText, renderScreen, seriousA11yViolations, showsText } from "../../../lib/dom-test-harness";
import { showLanguage } from "../../../lib/i18n";
import { AuditListPage } from "./audit-list-page";

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });

const event = (id: number): AuditEvent => ({
  id,
  created_at: "2026-11-28T09:30:00.000Z",
  actor_id: 3,
  actor: "demo-editor",
  action: "login",
  subject_type: "user",
  subject_id: 3,
  ip: "203.0.113.9",
  data: {},
});

/** The trail's screen, the server answering one page of `count` events. */
async function open(count: number, estimate: boolean) {
  const page: EstimatedListResponse<AuditEvent> = {
    results: [event(1), event(2)],
    per_page: 25,
    count,
    count_is_estimate: estimate,
  };
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => json(page)),
  );
  const router = createMemoryRouter([{ path: "/editor/audit/", element: <AuditListPage /> }], {
    initialEntries: ["/editor/audit/"],
  });
  return renderScreen(<RouterProvider router={router} />);
}

let unmount = () => {};
afterEach(async () => {
  unmount();
  vi.unstubAllGlobals();
  await showLanguage("it");
});

describe("the activity log's screen", () => {
  it("says «oltre 10.000 eventi» when the count is an estimate, and pages as far as it goes", async () => {
    ({ unmount } = await open(10_001, true));
    expect(await showsText("oltre 10.000 eventi")).toBe(true);
    expect(hasText("10001")).toBe(false);
    // 10,001 events at 25 a page: the last page is the 401st.
    expect(document.querySelector('[aria-label="Pagina 401"]')).not.toBeNull();
    expect(await seriousA11yViolations()).toEqual([]);
  }, 30_000);

  it("says the count as it is when it is exact", async () => {
    ({ unmount } = await open(9_999, false));
    expect(await showsText("9999 risultati")).toBe(true);
    expect(hasText("oltre")).toBe(false);
  }, 30_000);

  it("says «more than 10,000 events» in English", async () => {
    await showLanguage("en");
    ({ unmount } = await open(10_001, true));
    expect(await showsText("more than 10,000 events")).toBe(true);
    expect(await seriousA11yViolations()).toEqual([]);
  }, 30_000);
});

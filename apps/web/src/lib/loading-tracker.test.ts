import { describe, expect, it } from "vitest";
import {
  getPendingRequests,
  showsLoadingOverlay,
  subscribePendingRequests,
  trackRequest,
} from "./loading-tracker";

describe("showsLoadingOverlay", () => {
  it.each([
    "/api/agreement/customer/address-book/typologies-mapping/",
    "/api/agreement/customer/address-book/list/?no_page=no_page",
    "/api/agreement/customer/address-book/import/",
    "/api/agreement/customer/template/schema-parties/",
    "/api/calendar/customer/appointment/date-list/?per_page=10&page=1",
    "/api/calculator/customer/wizard/list/?no_page=no_page",
    "/api/calculator/customer/wizard/12/descendant-nodes-list/",
    "/api/agreement/customer/file-progress/",
    "/api/account/customer/notify/unread/",
  ])("keeps the overlay hidden for %s", (path) => {
    expect(showsLoadingOverlay(path)).toBe(false);
  });

  it.each([
    "/api/account/me/",
    "/api/agreement/customer/agreement/list/?per_page=1",
    "/api/agreement/customer/address-book/create/",
    "/api/calendar/customer/appointment/list/",
    "/api/calculator/editor/wizard/list/",
  ])("shows the overlay for %s", (path) => {
    expect(showsLoadingOverlay(path)).toBe(true);
  });

  it("leaves only a load-more list's later pages without the overlay", () => {
    const list = "/api/account/customer/notify/list/";
    expect(showsLoadingOverlay(list, { per_page: 10, page: 1 })).toBe(true);
    expect(showsLoadingOverlay(list, { per_page: 10 })).toBe(true);
    expect(showsLoadingOverlay(list, { per_page: 10, page: 2 })).toBe(false);
    expect(showsLoadingOverlay(list, { per_page: 10, page: "5" })).toBe(false);
    expect(showsLoadingOverlay("/api/agreement/customer/agreement/list/", { page: 2 })).toBe(true);
  });

  it("matches on the path only, not on the query string", () => {
    expect(showsLoadingOverlay("/api/account/me/?next=/api/agreement/customer/file-progress/")).toBe(true);
  });
});

describe("trackRequest", () => {
  it("counts pending requests and settles each only once", () => {
    let notified = 0;
    const unsubscribe = subscribePendingRequests(() => {
      notified += 1;
    });
    const first = trackRequest();
    const second = trackRequest();
    expect(getPendingRequests()).toBe(2);
    first();
    first();
    expect(getPendingRequests()).toBe(1);
    second();
    expect(getPendingRequests()).toBe(0);
    expect(notified).toBe(4);
    unsubscribe();
  });
});

import { describe, expect, it } from "vitest";
import { hasMorePages, nextPageToLoad, notificationTarget, unreadBadge } from "./notification-rules";

describe("hasMorePages (spec §4: more while the total exceeds page size times the current page)", () => {
  it("offers more only while count > per_page × page", () => {
    expect(hasMorePages(25, 10, 1)).toBe(true);
    expect(hasMorePages(25, 10, 2)).toBe(true);
    expect(hasMorePages(25, 10, 3)).toBe(false);
  });

  it("stops exactly at a full last page", () => {
    expect(hasMorePages(20, 10, 2)).toBe(false);
    expect(hasMorePages(10, 10, 1)).toBe(false);
    expect(hasMorePages(11, 10, 1)).toBe(true);
  });

  it("has nothing more for an empty list", () => {
    expect(hasMorePages(0, 10, 1)).toBe(false);
  });

  it("asks for the next page, one at a time", () => {
    expect(nextPageToLoad(25, 10, 1)).toBe(2);
    expect(nextPageToLoad(25, 10, 2)).toBe(3);
    expect(nextPageToLoad(25, 10, 3)).toBeUndefined();
  });
});

describe("unreadBadge", () => {
  it("is hidden at 0 and caps at 99+", () => {
    expect(unreadBadge(0)).toBeNull();
    expect(unreadBadge(-1)).toBeNull();
    expect(unreadBadge(1)).toBe("1");
    expect(unreadBadge(99)).toBe("99");
    expect(unreadBadge(100)).toBe("99+");
  });
});

describe("notificationTarget", () => {
  it("sends a revised template to the contract's comparison with the new version", () => {
    expect(notificationTarget({ kind: "template_revised", agreement: 7 })).toBe(
      "/customer/agreement/7/compare",
    );
  });

  it("sends a reminder to the calendar and an expiring licence to the subscription", () => {
    expect(notificationTarget({ kind: "appointment_reminder", agreement: 3 })).toBe("/customer/calendar/");
    expect(notificationTarget({ kind: "licence_expiring", agreement: null })).toBe(
      "/customer/profile/subscription/",
    );
  });

  it("sends a PEC's outcome to the contract's PEC tab, with its receipts", () => {
    expect(notificationTarget({ kind: "pec_delivery", agreement: 12 })).toBe(
      "/customer/agreement/12/edit?tab=pec",
    );
  });

  it("sends an ended bulk batch to its page, with the batch in the address", () => {
    expect(notificationTarget({ kind: "bulk_finished", agreement: null, template: 7, bulk_job: 31 })).toBe(
      "/customer/bulk/7/?batch=31",
    );
    // A notice written before the batch was recorded on it: the list.
    expect(
      notificationTarget({ kind: "bulk_finished", agreement: null, template: null, bulk_job: null }),
    ).toBe("/customer/message/notify/");
  });

  it("sends a note about a contract to the contract, anything else to the list", () => {
    expect(notificationTarget({ kind: "note", agreement: 12 })).toBe("/customer/agreement/12/edit");
    expect(notificationTarget({ kind: "note", agreement: null })).toBe("/customer/message/notify/");
    expect(notificationTarget({ kind: "import_finished", agreement: null })).toBe(
      "/customer/message/notify/",
    );
    expect(notificationTarget({ kind: "template_revised", agreement: null })).toBe(
      "/customer/message/notify/",
    );
  });
});

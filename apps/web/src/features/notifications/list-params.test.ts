import { describe, expect, it } from "vitest";
import { changeList } from "../../lib/list-url";
import { DEFAULT_NOTIFICATION_PARAMS, notificationListUrl, toApiQuery } from "./list-params";

describe("notification list params", () => {
  it("starts unfiltered with a plain URL and asks the first page of ten", () => {
    const params = notificationListUrl.read(new URLSearchParams());
    expect(params).toEqual(DEFAULT_NOTIFICATION_PARAMS);
    expect(notificationListUrl.write(params).toString()).toBe("");
    expect(notificationListUrl.hasFilters(params)).toBe(false);
    expect(toApiQuery(params, 1)).toEqual({ per_page: 10, page: 1 });
  });

  it("keeps the filters in the URL and sends them as filter__read and filter__kind", () => {
    const params = { ...DEFAULT_NOTIFICATION_PARAMS, unreadOnly: true, kind: "note" as const };
    const search = notificationListUrl.write(params);
    expect(search.toString()).toBe("unread=1&kind=note");
    expect(notificationListUrl.read(search)).toEqual(params);
    expect(notificationListUrl.hasFilters(params)).toBe(true);
    expect(toApiQuery(params, 3)).toEqual({
      per_page: 10,
      page: 3,
      filter__read: "false",
      filter__kind: "note",
    });
  });

  it("ignores what it does not know, and a page in the URL", () => {
    expect(notificationListUrl.read(new URLSearchParams("unread=yes&kind=spam&page=4"))).toEqual(
      DEFAULT_NOTIFICATION_PARAMS,
    );
  });

  it("goes back to page 1 when a filter changes (spec §4)", () => {
    expect(changeList({ page: 3, unreadOnly: false }, { unreadOnly: true })).toEqual({
      page: 1,
      unreadOnly: true,
    });
  });
});

import { beforeEach, describe, expect, it } from "vitest";
import {
  clearNotices,
  closedNotice,
  isErrorNoticeOpen,
  leftScreen,
  openErrorNotice,
  operationSucceeded,
  registerNoticeStore,
  successNoticeId,
  successNoticesOutdated,
} from "./notice-registry";

/** The notices on screen, as Mantine's store would hold them. */
let onScreen: string[] = [];
const show = (id: string) => {
  onScreen.push(id);
  return id;
};

beforeEach(() => {
  clearNotices();
  onScreen = [];
  registerNoticeStore({ dismiss: (which) => (onScreen = onScreen.filter((id) => !which(id))) });
});

describe("error notices go when the problem is fixed (issue 44)", () => {
  it("goes when the same operation succeeds, and only that operation's", () => {
    const enable = show(openErrorNotice("POST /api/account/mfa/enable/"));
    const send = show(openErrorNotice("POST /api/x/sendmail/1/"));
    operationSucceeded("POST /api/account/mfa/enable/");
    expect(onScreen).toEqual([send]);
    expect(isErrorNoticeOpen(enable)).toBe(false);
    expect(isErrorNoticeOpen(send)).toBe(true);
  });

  it("is replaced when the same operation fails again: one notice, the latest", () => {
    const first = show(openErrorNotice("POST /api/account/customer/login/"));
    const second = show(openErrorNotice("POST /api/account/customer/login/"));
    expect(second).not.toBe(first);
    expect(onScreen).toEqual([second]);
  });

  it("goes when the user leaves the screen, success notices staying", () => {
    const saved = show(successNoticeId());
    show(openErrorNotice("POST /api/account/customer/login/"));
    show(openErrorNotice(undefined));
    leftScreen();
    expect(onScreen).toEqual([saved]);
  });

  it("is not shown once dismissed while the notices' package was still loading", () => {
    const id = openErrorNotice("POST /api/account/customer/login/");
    operationSucceeded("POST /api/account/customer/login/");
    expect(isErrorNoticeOpen(id)).toBe(false);
  });

  it("forgets a notice closed by its button or its time", () => {
    const id = show(openErrorNotice("POST /api/a/"));
    closedNotice(id);
    onScreen = onScreen.filter((open) => open !== id);
    const other = show(successNoticeId());
    operationSucceeded("POST /api/a/");
    expect(onScreen).toEqual([other]);
  });
});

describe("success notices outdated by a failure", () => {
  it("takes the success notices away and leaves the errors", () => {
    show(successNoticeId());
    const error = show(openErrorNotice("DELETE /api/category/destroy/3/"));
    successNoticesOutdated();
    expect(onScreen).toEqual([error]);
  });
});

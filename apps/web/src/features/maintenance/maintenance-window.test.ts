import type { GlobalConfig } from "@app/contracts";
import { describe, expect, it } from "vitest";
import {
  isWithinWindow,
  maintenanceRedirectTarget,
  parseConfigDateTime,
  shouldShowMaintenanceWarning,
} from "./maintenance-window";

const at = (y: number, mo: number, d: number, h: number, mi: number, s = 0) =>
  new Date(y, mo - 1, d, h, mi, s);

function config(overrides: {
  url?: string | null;
  start?: string | null;
  end?: string | null;
  warnStart?: string | null;
  warnEnd?: string | null;
}): GlobalConfig {
  return {
    EXTRAORDINARY_MAINTENANCE: {
      URL: overrides.url ?? null,
      START_DATE: overrides.start ?? null,
      END_DATE: overrides.end ?? null,
    },
    frontend: {
      EXTRAORDINARY_MAINTENANCE: {
        WARNING_START_DATE: overrides.warnStart ?? null,
        WARNING_END_DATE: overrides.warnEnd ?? null,
      },
      ENABLE_DEMO: false,
      FEDERATED_HEADER_URL: null,
      FEDERATED_FOOTER_URL: null,
      TAG_MANAGER_ID: null,
      ERROR_REPORTING_DSN: null,
      RESET_PASSWORD_URL: null,
      SHOP_URL: null,
      SUBSCRIBE_URL: null,
      APPOINTMENT_REQUEST_URL: null,
    },
  };
}

describe("parseConfigDateTime", () => {
  it("reads YYYY-MM-DD HH:mm as local time", () => {
    expect(parseConfigDateTime("2021-03-12 11:00")).toEqual(at(2021, 3, 12, 11, 0));
  });

  it("rejects other shapes and impossible dates", () => {
    expect(parseConfigDateTime(null)).toBeNull();
    expect(parseConfigDateTime("2021-03-12")).toBeNull();
    expect(parseConfigDateTime("2021-03-12T11:00")).toBeNull();
    expect(parseConfigDateTime("2021-02-30 10:00")).toBeNull();
    expect(parseConfigDateTime("2021-03-12 25:00")).toBeNull();
  });
});

describe("isWithinWindow", () => {
  const start = "2021-03-12 11:00";
  const end = "2021-03-15 04:00";

  it("includes both ends to the minute", () => {
    expect(isWithinWindow(at(2021, 3, 12, 11, 0, 0), start, end)).toBe(true);
    expect(isWithinWindow(at(2021, 3, 15, 4, 0, 59), start, end)).toBe(true);
  });

  it("excludes the minute before and after", () => {
    expect(isWithinWindow(at(2021, 3, 12, 10, 59, 59), start, end)).toBe(false);
    expect(isWithinWindow(at(2021, 3, 15, 4, 1, 0), start, end)).toBe(false);
  });

  it("is inactive when a bound is missing", () => {
    expect(isWithinWindow(at(2021, 3, 13, 0, 0), null, end)).toBe(false);
    expect(isWithinWindow(at(2021, 3, 13, 0, 0), start, null)).toBe(false);
  });
});

describe("maintenanceRedirectTarget", () => {
  const window = { start: "2020-11-20 18:00", end: "2020-11-23 08:00" };
  const inside = at(2020, 11, 21, 9, 30);
  const here = "https://app.example.it/customer";

  it("sends the browser to the URL inside the window", () => {
    expect(
      maintenanceRedirectTarget(config({ ...window, url: "https://status.example.it/" }), inside, here),
    ).toBe("https://status.example.it/");
  });

  it("falls back to our own maintenance page when no URL is configured", () => {
    expect(maintenanceRedirectTarget(config({ ...window, url: null }), inside, here)).toBe(
      "https://app.example.it/maintenance/",
    );
    expect(
      maintenanceRedirectTarget(
        config({ ...window, url: null }),
        inside,
        "https://app.example.it/maintenance/",
      ),
    ).toBeNull();
  });

  it("does nothing outside the window", () => {
    expect(
      maintenanceRedirectTarget(
        config({ ...window, url: "https://s.example.it/" }),
        at(2020, 11, 23, 8, 1),
        here,
      ),
    ).toBeNull();
    expect(
      maintenanceRedirectTarget(config({ ...window, url: null }), at(2020, 11, 19, 9, 0), here),
    ).toBeNull();
  });

  it("never redirects to the page already shown, nor to a script URL", () => {
    const sameOrigin = config({ ...window, url: "/maintenance/" });
    expect(maintenanceRedirectTarget(sameOrigin, inside, "https://app.example.it/maintenance/")).toBeNull();
    expect(maintenanceRedirectTarget(sameOrigin, inside, here)).toBe("https://app.example.it/maintenance/");
    expect(
      maintenanceRedirectTarget(config({ ...window, url: "javascript:alert(1)" }), inside, here),
    ).toBeNull();
  });
});

describe("shouldShowMaintenanceWarning", () => {
  const cfg = config({ warnStart: "2021-03-12 11:00", warnEnd: "2021-03-15 04:00" });
  const now = at(2021, 3, 13, 12, 0);

  it("shows for a signed-in user within the window without the cookie", () => {
    expect(shouldShowMaintenanceWarning({ config: cfg, now, isSignedIn: true, hasNoticeCookie: false })).toBe(
      true,
    );
  });

  it("stays hidden when signed out, already shown, outside the window or without config", () => {
    expect(
      shouldShowMaintenanceWarning({ config: cfg, now, isSignedIn: false, hasNoticeCookie: false }),
    ).toBe(false);
    expect(shouldShowMaintenanceWarning({ config: cfg, now, isSignedIn: true, hasNoticeCookie: true })).toBe(
      false,
    );
    expect(
      shouldShowMaintenanceWarning({
        config: cfg,
        now: at(2021, 3, 16, 0, 0),
        isSignedIn: true,
        hasNoticeCookie: false,
      }),
    ).toBe(false);
    expect(
      shouldShowMaintenanceWarning({ config: undefined, now, isSignedIn: true, hasNoticeCookie: false }),
    ).toBe(false);
  });
});

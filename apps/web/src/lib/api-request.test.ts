import { describe, expect, it } from "vitest";
import { buildHeaders, buildUrl } from "./api-request";

describe("buildUrl", () => {
  it("returns the path untouched without parameters", () => {
    expect(buildUrl("/api/account/me/")).toBe("/api/account/me/");
    expect(buildUrl("/api/x/", { a: null, b: undefined })).toBe("/api/x/");
  });

  it("skips null filters and repeats array values", () => {
    expect(buildUrl("/api/x/list/", { per_page: 10, page: 1, filter__status: null, ids: [1, 2] })).toBe(
      "/api/x/list/?per_page=10&page=1&ids=1&ids=2",
    );
  });

  it("appends to a path that already has a query string", () => {
    expect(buildUrl("/api/x/list/?no_page=no_page", { exclude__id: 3 })).toBe(
      "/api/x/list/?no_page=no_page&exclude__id=3",
    );
  });
});

describe("buildHeaders", () => {
  it("sends the token with the JWT scheme and the language", () => {
    const headers = buildHeaders({ token: "abc", language: "en", hasJsonBody: true });
    expect(headers.get("Authorization")).toBe("JWT abc");
    expect(headers.get("Accept-Language")).toBe("en");
    expect(headers.get("Content-Type")).toBe("application/json");
  });

  it("sends no Authorization without a token and no content type without a JSON body", () => {
    const headers = buildHeaders({ token: null, language: "it", hasJsonBody: false });
    expect(headers.has("Authorization")).toBe(false);
    expect(headers.has("Content-Type")).toBe(false);
    expect(headers.get("Accept-Language")).toBe("it");
  });
});

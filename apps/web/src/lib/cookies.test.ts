import { describe, expect, it } from "vitest";
import { oneDayFrom, parseCookie, serializeCookie, serializeExpiredCookie } from "./cookies";

describe("serializeCookie", () => {
  it("always sets Secure, SameSite=Strict and path / (spec §9)", () => {
    const cookie = serializeCookie("token", "abc");
    expect(cookie).toBe("token=abc; Path=/; SameSite=Strict; Secure");
  });

  it("is a session cookie without an expiry and a dated one with it", () => {
    const now = new Date("2026-03-01T10:00:00Z");
    expect(serializeCookie("token", "abc")).not.toContain("Expires");
    expect(serializeCookie("token", "abc", { expires: oneDayFrom(now) })).toContain(
      "Expires=Mon, 02 Mar 2026 10:00:00 GMT",
    );
  });

  it("encodes values that would break the cookie syntax", () => {
    expect(serializeCookie("c", "a; b=c")).toMatch(/^c=a%3B%20b%3Dc;/);
  });

  it("deletes with the same path and an expiry in the past", () => {
    expect(serializeExpiredCookie("token")).toBe(
      "token=; Path=/; SameSite=Strict; Secure; Expires=Thu, 01 Jan 1970 00:00:00 GMT",
    );
  });
});

describe("parseCookie", () => {
  it("finds a cookie among others and decodes it", () => {
    expect(parseCookie("a=1; token=x%3Dy; b=2", "token")).toBe("x=y");
  });

  it("does not confuse names that share a prefix", () => {
    expect(parseCookie("token_old=1; token=2", "token")).toBe("2");
    expect(parseCookie("mytoken=1", "token")).toBeNull();
  });

  it("returns null when missing or empty header", () => {
    expect(parseCookie("", "token")).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import {
  afterLoginPath,
  afterLogoutPath,
  customerAreaAccess,
  editorAreaAccess,
  extractTicket,
  pricingAccess,
  safeNextPath,
  signedInAccess,
} from "./access-rules";

const customer = { is_customer: true, is_editor: false };
const editor = { is_customer: false, is_editor: true };
const both = { is_customer: true, is_editor: true };
const nobody = { is_customer: false, is_editor: false };

describe("customerAreaAccess", () => {
  it("lets customers in", () => {
    expect(customerAreaAccess(customer, "/customer")).toEqual({ kind: "allow" });
    expect(customerAreaAccess(both, "/customer")).toEqual({ kind: "allow" });
  });

  it("sends editors to /editor and blocks users with neither role", () => {
    expect(customerAreaAccess(editor, "/customer")).toEqual({ kind: "redirect", to: "/editor" });
    expect(customerAreaAccess(nobody, "/customer")).toEqual({ kind: "blocked" });
  });

  it("sends signed-out visitors to the customer login, remembering the page", () => {
    expect(customerAreaAccess(null, "/customer/agreement/list")).toEqual({
      kind: "redirect",
      to: "/auth/customer/login?next=%2Fcustomer%2Fagreement%2Flist",
    });
  });
});

describe("editorAreaAccess", () => {
  it("lets editors in, sends customers home, blocks the rest", () => {
    expect(editorAreaAccess(editor, "/editor")).toEqual({ kind: "allow" });
    expect(editorAreaAccess(both, "/editor")).toEqual({ kind: "allow" });
    expect(editorAreaAccess(customer, "/editor")).toEqual({ kind: "redirect", to: "/" });
    expect(editorAreaAccess(nobody, "/editor")).toEqual({ kind: "blocked" });
  });

  it("takes an editor who must set two-factor up to that page, from every other (issue 35)", () => {
    const enrolling = { ...editor, mfa_enrolment_required: true };
    const toEnrolment = { kind: "redirect", to: "/editor/security/" };
    expect(editorAreaAccess(enrolling, "/editor")).toEqual(toEnrolment);
    expect(editorAreaAccess(enrolling, "/editor/agreement/template/")).toEqual(toEnrolment);
    expect(editorAreaAccess(enrolling, "/editor/security/")).toEqual({ kind: "allow" });
    expect(editorAreaAccess({ ...editor, mfa_enrolment_required: false }, "/editor")).toEqual({
      kind: "allow",
    });
  });

  it("sends signed-out visitors to the editor login", () => {
    expect(editorAreaAccess(null, "/editor")).toEqual({
      kind: "redirect",
      to: "/auth/editor/login?next=%2Feditor",
    });
  });
});

describe("signedInAccess and pricingAccess", () => {
  it("requires a session for the print area", () => {
    expect(signedInAccess(nobody, "/agreement/1/2/print-preview")).toEqual({ kind: "allow" });
    expect(signedInAccess(null, "/agreement/1/2/print-preview")).toMatchObject({ kind: "redirect" });
  });

  it("shows pricing only to visitors", () => {
    expect(pricingAccess(null)).toEqual({ kind: "allow" });
    expect(pricingAccess(customer)).toEqual({ kind: "redirect", to: "/" });
    expect(pricingAccess(nobody)).toEqual({ kind: "redirect", to: "/" });
  });
});

describe("safeNextPath and afterLoginPath", () => {
  it("accepts only local, non-auth paths", () => {
    expect(safeNextPath("/customer/agreement/list?page=2")).toBe("/customer/agreement/list?page=2");
    expect(safeNextPath("https://evil.example")).toBeNull();
    expect(safeNextPath("//evil.example/x")).toBeNull();
    expect(safeNextPath("/\\evil.example")).toBeNull();
    expect(safeNextPath("/auth/customer/logout")).toBeNull();
    expect(safeNextPath(null)).toBeNull();
  });

  it("goes to the area home without a usable next", () => {
    expect(afterLoginPath("customer", null)).toBe("/customer");
    expect(afterLoginPath("editor", "https://evil.example")).toBe("/editor");
    expect(afterLoginPath("customer", "/customer/calendar/")).toBe("/customer/calendar/");
  });
});

describe("afterLogoutPath", () => {
  it("sends customers and visitors to the landing home", () => {
    expect(afterLogoutPath("customer", customer)).toBe("/");
    expect(afterLogoutPath("customer", null)).toBe("/");
    expect(afterLogoutPath("customer", nobody)).toBe("/");
  });

  it("sends editors to the editor login, with or without a session", () => {
    expect(afterLogoutPath("editor", editor)).toBe("/auth/editor/login");
    expect(afterLogoutPath("editor", null)).toBe("/auth/editor/login");
    expect(afterLogoutPath("customer", editor)).toBe("/auth/editor/login");
  });
});

describe("extractTicket", () => {
  it("takes the ticket out of the URL and keeps the rest", () => {
    expect(extractTicket(new URL("https://x.it/customer?ticket=abc&tab=2#top"))).toEqual({
      ticket: "abc",
      cleanPath: "/customer?tab=2#top",
    });
    expect(extractTicket(new URL("https://x.it/?ticket=abc"))).toEqual({ ticket: "abc", cleanPath: "/" });
  });

  it("returns null without a ticket", () => {
    expect(extractTicket(new URL("https://x.it/customer?tab=2"))).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { federatedAction, parseFederatedMessage, trustedOrigin } from "./federated-messages";

describe("federated header messages (spec §4)", () => {
  it("reads the two messages, as objects or JSON text", () => {
    expect(parseFederatedMessage({ type: "returnonlyticket", ticket: " abc " })).toEqual({
      type: "returnonlyticket",
      ticket: "abc",
    });
    expect(parseFederatedMessage('{"message":"gethfticket","ticket":""}')).toEqual({
      type: "gethfticket",
      ticket: null,
    });
    expect(parseFederatedMessage({ action: "gethfticket" })).toEqual({ type: "gethfticket", ticket: null });
    expect(parseFederatedMessage("returnonlyticket")).toBeNull();
    expect(parseFederatedMessage({ type: "other", ticket: "x" })).toBeNull();
    expect(parseFederatedMessage(null)).toBeNull();
  });

  it("signs in with a new ticket, signs out on an empty gethfticket, ignores the rest", () => {
    expect(federatedAction({ type: "returnonlyticket", ticket: "t1" }, null)).toEqual({
      kind: "sign-in",
      ticket: "t1",
    });
    expect(federatedAction({ type: "gethfticket", ticket: "t2" }, "t1")).toEqual({
      kind: "sign-in",
      ticket: "t2",
    });
    expect(federatedAction({ type: "gethfticket", ticket: "t1" }, "t1")).toEqual({ kind: "none" });
    expect(federatedAction({ type: "gethfticket", ticket: null }, "t1")).toEqual({ kind: "sign-out" });
    expect(federatedAction({ type: "gethfticket", ticket: null }, null)).toEqual({ kind: "none" });
    expect(federatedAction({ type: "returnonlyticket", ticket: null }, "t1")).toEqual({ kind: "none" });
  });

  it("trusts the configured header's origin only", () => {
    expect(trustedOrigin("https://portale.example.it/header?x=1")).toBe("https://portale.example.it");
    expect(trustedOrigin("javascript:alert(1)")).toBeNull();
    expect(trustedOrigin("not a url")).toBeNull();
  });
});

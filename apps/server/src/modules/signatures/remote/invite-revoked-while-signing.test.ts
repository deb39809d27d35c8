import { describe, expect, it } from "vitest";
import { TRIAL_PASSWORD } from "../../../test/csc-sandbox";
import { A, frozenContract, remoteSign, remoteSignSuite, rx, type SigningSide } from "./remote-sign-fixture";

// The provider takes a while to sign (the sandbox's prova-lenta, 2 s), long enough for the owner
// to revoke the invitation meanwhile: the signature that comes back after is not kept.
remoteSignSuite({
  users: ["demo-customer", "demo-customer-2", "prova-lenta"],
  timeoutSeconds: 10,
  slowDelayMs: 2000,
});

describe("an invitation revoked while its signer's provider signs (issue 46)", () => {
  it("keeps nothing: 404 as for any revoked link, the contract still out for signature", async () => {
    const id = await frozenContract();
    const created = await rx.t.call("POST", `${A}/sign-invite/${id}/`, rx.mario, {
      name: "Davide Greco",
      email: "davide.greco@prove.example",
      fiscal_code: "GRCDVD84M14A662A",
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const token = /\/firma\/([A-Za-z0-9_-]+)/.exec(rx.t.sentMail.at(-1)?.text ?? "")?.[1] ?? "";
    const side: SigningSide = {
      base: `/api/sign/${token}`,
      token: null,
      signUrl: `/api/sign/${token}/remote-sign/`,
    };

    const signing = remoteSign(side, "prova-lenta", TRIAL_PASSWORD);
    // Revoked once the provider has the hash to sign, after every check the call made at its start.
    const deadline = Date.now() + 15_000;
    while (!rx.sandbox.logs.some((line) => line.includes("signatures/signHash")) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(rx.sandbox.logs.some((line) => line.includes("signatures/signHash"))).toBe(true);
    const revoked = await rx.t.call("DELETE", `${A}/sign-invite/destroy/${created.body.id}/`, rx.mario);
    expect(revoked.status).toBeLessThan(300);

    const answer = await signing;
    expect(answer.statusCode, answer.body).toBe(404);
    expect((await rx.t.call("GET", `${A}/signed-copy/list/${id}/`, rx.mario)).body.results).toEqual([]);
    expect((await rx.t.call("GET", `${A}/retrieve/${id}/`, rx.mario)).body.status).toBe("in_firma");
  });
});

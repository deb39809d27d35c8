import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api-error";
import { remoteSignFailure } from "./remote-sign-failure";

const answer = (status: number, body: Record<string, unknown>) =>
  new ApiError(status, { status_code: status, ...body } as never);

describe("a remote signature's failure, in words", () => {
  it("says a wrong PIN or OTP under its field, with the provider's words", () => {
    expect(
      remoteSignFailure(
        answer(400, { pin: ["PIN non corretto: 2 tentativi rimasti. Il fornitore dice: PIN errato"] }),
      ),
    ).toEqual({
      kind: "fields",
      fields: { pin: "PIN non corretto: 2 tentativi rimasti. Il fornitore dice: PIN errato" },
      lines: [],
    });
    expect(remoteSignFailure(answer(400, { otp: ["Codice OTP non corretto o scaduto"] }))).toMatchObject({
      kind: "fields",
      fields: { otp: "Codice OTP non corretto o scaduto" },
    });
    expect(remoteSignFailure(answer(400, { credential_id: ["Certificato sospeso"] }))).toMatchObject({
      fields: { credential_id: "Certificato sospeso" },
    });
    expect(remoteSignFailure(answer(400, { password: ["Credenziali errate"] }))).toMatchObject({
      fields: { password: "Credenziali errate" },
    });
  });

  it("keeps what belongs to no field of the flow as lines", () => {
    expect(
      remoteSignFailure(
        answer(400, { non_field_errors: ["Il fornitore ha rifiutato la richiesta"], pin: ["x"] }),
      ),
    ).toEqual({ kind: "fields", fields: { pin: "x" }, lines: ["Il fornitore ha rifiutato la richiesta"] });
  });

  it("takes a refused session for the ten minutes being over", () => {
    expect(remoteSignFailure(answer(400, { session: ["Accesso scaduto"] }))).toEqual({
      kind: "sessionExpired",
    });
  });

  it("tells the contract changed meanwhile from the provider down or slow", () => {
    expect(remoteSignFailure(answer(409, { non_field_errors: ["Qualcun altro ha firmato"] }))).toEqual({
      kind: "conflict",
      lines: ["Qualcun altro ha firmato"],
    });
    expect(remoteSignFailure(answer(502, {}))).toEqual({ kind: "providerDown", slow: false });
    expect(remoteSignFailure(answer(504, {}))).toEqual({ kind: "providerDown", slow: true });
    expect(remoteSignFailure(answer(404, {}))).toEqual({ kind: "notFound" });
  });

  it("passes on the server's words for anything else, and nothing for a fault of the app", () => {
    expect(remoteSignFailure(answer(429, { non_field_errors: ["Troppe richieste"] }))).toEqual({
      kind: "other",
      lines: ["Troppe richieste"],
    });
    expect(remoteSignFailure(new TypeError("boom"))).toEqual({ kind: "other", lines: [] });
  });
});

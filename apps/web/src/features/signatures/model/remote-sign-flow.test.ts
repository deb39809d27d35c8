import type { SignedCopyReport } from "@app/contracts";
import { describe, expect, it } from "vitest";
import { credentialFixture } from "../testing/report-fixtures";
import {
  firstStep,
  isChoosable,
  nextStep,
  oauthReturnOfFragment,
  preselectedCredential,
} from "./remote-sign-flow";

const credential = credentialFixture;
const report = { id: 9 } as SignedCopyReport;

describe("the remote signature's steps", () => {
  it("go from the provider to the certificate, to PIN and OTP, to signed", () => {
    let state = firstStep(null);
    expect(state).toEqual({ step: "provider", expired: false });
    state = nextStep(state, { type: "signedIn", session: "s1" });
    expect(state).toEqual({ step: "credential", session: "s1" });
    state = nextStep(state, { type: "chose", credential: credential("c1") });
    expect(state).toMatchObject({ step: "authorise", session: "s1", credential: { credential_id: "c1" } });
    expect(nextStep(state, { type: "changeCredential" })).toEqual({ step: "credential", session: "s1" });
    expect(nextStep(state, { type: "signed", report })).toEqual({ step: "signed", report });
  });

  it("start at the certificates with the session an OAuth sign-in brought back", () => {
    expect(firstStep({ session: "from-oauth" })).toEqual({ step: "credential", session: "from-oauth" });
  });

  it("stay at the sign-in, saying why, when the OAuth sign-in came back without a session", () => {
    expect(firstStep({ failure: "access_denied" })).toEqual({
      step: "provider",
      expired: false,
      oauthFailure: "access_denied",
    });
    // Signing in again forgets the failure.
    expect(nextStep(firstStep({ failure: "failed" }), { type: "signInAgain" })).toEqual({
      step: "provider",
      expired: false,
    });
  });

  it("send the signer back to sign in, saying so, when the ten-minute session is gone", () => {
    const authorising = nextStep(firstStep({ session: "s1" }), {
      type: "chose",
      credential: credential("c1"),
    });
    expect(nextStep(authorising, { type: "sessionExpired" })).toEqual({ step: "provider", expired: true });
    expect(nextStep(firstStep({ session: "s1" }), { type: "sessionExpired" })).toEqual({
      step: "provider",
      expired: true,
    });
    // Once signed, a late answer changes nothing.
    expect(nextStep({ step: "signed", report }, { type: "sessionExpired" })).toEqual({
      step: "signed",
      report,
    });
    expect(nextStep(firstStep({ session: "s1" }), { type: "signInAgain" })).toEqual({
      step: "provider",
      expired: false,
    });
  });

  it("ignore a choice made outside the certificate step", () => {
    expect(nextStep(firstStep(null), { type: "chose", credential: credential("c1") })).toEqual(
      firstStep(null),
    );
  });
});

describe("the certificate chosen beforehand", () => {
  it("is the preferred one, else the only one, else none", () => {
    expect(preselectedCredential([credential("a"), credential("b", { preferred: true })])).toBe("b");
    expect(preselectedCredential([credential("only")])).toBe("only");
    expect(preselectedCredential([credential("a"), credential("b")])).toBeNull();
    expect(preselectedCredential([])).toBeNull();
  });

  it("is never one issued to another codice fiscale than the invitation's", () => {
    const other = credential("other", { preferred: true, fiscal_code_matches: false });
    expect(isChoosable(other)).toBe(false);
    expect(isChoosable(credential("owner's"))).toBe(true);
    expect(isChoosable(credential("match", { fiscal_code_matches: true }))).toBe(true);
    expect(preselectedCredential([other, credential("match", { fiscal_code_matches: true })])).toBe("match");
    expect(preselectedCredential([other])).toBeNull();
  });
});

describe("what an OAuth sign-in brought back in the address's fragment", () => {
  it("is the session of #session=, and nothing else is taken for one", () => {
    expect(oauthReturnOfFragment("#session=abc.def-123")).toEqual({ session: "abc.def-123" });
    expect(oauthReturnOfFragment("#session=xyz&provider=Sandbox")).toEqual({ session: "xyz" });
    expect(oauthReturnOfFragment("#session=")).toBeNull();
    expect(oauthReturnOfFragment("")).toBeNull();
    expect(oauthReturnOfFragment("#tab=signatures")).toBeNull();
  });

  it("is the failure of #remote_sign_error=, anything unknown a failed sign-in", () => {
    expect(oauthReturnOfFragment("#remote_sign_error=access_denied")).toEqual({ failure: "access_denied" });
    expect(oauthReturnOfFragment("#remote_sign_error=failed")).toEqual({ failure: "failed" });
    expect(oauthReturnOfFragment("#remote_sign_error=whatever")).toEqual({ failure: "failed" });
  });
});

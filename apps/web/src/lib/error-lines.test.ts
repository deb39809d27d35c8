import { describe, expect, it } from "vitest";
import { errorBodyToLines, errorNoticeLines } from "./error-lines";

describe("errorBodyToLines", () => {
  it("lists non_field_errors first, then every field's messages, in words: never a field's key", () => {
    expect(
      errorBodyToLines({
        status_code: 400,
        code: ["The code is not valid or has already been used"],
        non_field_errors: ["Unable to log in.", "Try again."],
      }),
    ).toEqual(["Unable to log in.", "Try again.", "The code is not valid or has already been used"]);
  });

  it("lists every message of a field on its own line, each message once", () => {
    expect(errorBodyToLines({ status_code: 400, slug: ["too long", "invalid"], name: ["invalid"] })).toEqual([
      "too long",
      "invalid",
    ]);
  });

  it("reads nested field errors without their path", () => {
    expect(errorBodyToLines({ status_code: 400, parties: [{ name: ["Name is required"] }] })).toEqual([
      "Name is required",
    ]);
  });

  it("accepts plain strings", () => {
    expect(errorBodyToLines({ non_field_errors: "Oops", detail: "Not found" })).toEqual([
      "Oops",
      "Not found",
    ]);
  });

  it("leaves out the keys a form shows beside its fields", () => {
    expect(
      errorBodyToLines({ status_code: 400, code: ["Wrong code"], non_field_errors: ["Slow down"] }, ["code"]),
    ).toEqual(["Slow down"]);
  });
});

describe("errorNoticeLines", () => {
  const texts = {
    network: "The server cannot be reached.",
    generic: "An error occurred during this operation",
  };

  it("says the server cannot be reached", () => {
    expect(
      errorNoticeLines({ status_code: 0, non_field_errors: ["whatever the client wrote"] }, texts),
    ).toEqual(["The server cannot be reached."]);
  });

  it("says the generic message when the body lists nothing", () => {
    expect(errorNoticeLines({ status_code: 409 }, texts)).toEqual([
      "An error occurred during this operation",
    ]);
    expect(errorNoticeLines({ status_code: 409, non_field_errors: [] }, texts)).toEqual([
      "An error occurred during this operation",
    ]);
  });

  it("keeps the server's own lines when it gave some, and never a status code", () => {
    expect(errorNoticeLines({ status_code: 409, non_field_errors: ["Already taken"] }, texts)).toEqual([
      "Already taken",
    ]);
  });

  it("raises no notice for a 400 whose field errors the form shows beside the fields (issue 44)", () => {
    expect(errorNoticeLines({ status_code: 400, code: ["Wrong code"] }, texts, ["code"])).toBeNull();
    expect(
      errorNoticeLines({ status_code: 400, password: ["Wrong password"] }, texts, ["password", "code"]),
    ).toBeNull();
  });

  it("still says what the form does not show", () => {
    expect(
      errorNoticeLines({ status_code: 400, code: ["Wrong code"], mfa_token: ["Expired"] }, texts, ["code"]),
    ).toEqual(["Expired"]);
    expect(errorNoticeLines({ status_code: 409 }, texts, ["code"])).toEqual([
      "An error occurred during this operation",
    ]);
    expect(errorNoticeLines({ status_code: 0 }, texts, ["code"])).toEqual(["The server cannot be reached."]);
  });
});

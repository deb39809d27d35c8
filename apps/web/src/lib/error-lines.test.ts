import { describe, expect, it } from "vitest";
import { errorBodyToLines, errorNoticeLines } from "./error-lines";

describe("errorBodyToLines", () => {
  it("uses status_code as heading, non_field_errors bare, other keys as key: message", () => {
    expect(
      errorBodyToLines({
        status_code: 400,
        username: ["This field is required."],
        non_field_errors: ["Unable to log in.", "Try again."],
      }),
    ).toEqual({
      heading: "400",
      lines: ["Unable to log in.", "Try again.", "username: This field is required."],
    });
  });

  it("lists every message of a field on its own line", () => {
    expect(errorBodyToLines({ status_code: 400, slug: ["too long", "invalid"] }).lines).toEqual([
      "slug: too long",
      "slug: invalid",
    ]);
  });

  it("flattens nested field errors with a dotted key", () => {
    expect(errorBodyToLines({ status_code: 400, parties: [{ name: ["required"] }] }).lines).toEqual([
      "parties.0.name: required",
    ]);
  });

  it("accepts plain strings and a missing status", () => {
    expect(errorBodyToLines({ non_field_errors: "Oops", detail: "Not found" })).toEqual({
      heading: null,
      lines: ["Oops", "detail: Not found"],
    });
  });
});

describe("errorNoticeLines", () => {
  const texts = {
    network: "The server cannot be reached.",
    generic: "An error occurred during this operation",
  };

  it("says the server cannot be reached instead of a status 0 heading", () => {
    expect(
      errorNoticeLines({ status_code: 0, non_field_errors: ["whatever the client wrote"] }, texts),
    ).toEqual({
      heading: null,
      lines: ["The server cannot be reached."],
    });
  });

  it("adds the generic message under the status when the body lists nothing", () => {
    expect(errorNoticeLines({ status_code: 409 }, texts)).toEqual({
      heading: "409",
      lines: ["An error occurred during this operation"],
    });
    expect(errorNoticeLines({ status_code: 409, non_field_errors: [] }, texts).lines).toEqual([
      "An error occurred during this operation",
    ]);
  });

  it("keeps the server's own lines when it gave some", () => {
    expect(errorNoticeLines({ status_code: 409, non_field_errors: ["Already taken"] }, texts)).toEqual({
      heading: "409",
      lines: ["Already taken"],
    });
  });
});

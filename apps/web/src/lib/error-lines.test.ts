import { describe, expect, it } from "vitest";
import { errorBodyToLines } from "./error-lines";

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

import { describe, expect, it } from "vitest";
import { ApiError } from "./api-error";
import { fieldErrorsFromError } from "./form-errors";

describe("fieldErrorsFromError", () => {
  it("keeps the messages of the form's own fields", () => {
    const error = new ApiError(400, {
      status_code: 400,
      non_field_errors: ["Check the form"],
      email: ["Invalid address.", "Too long."],
      other: ["ignored"],
    });
    expect(fieldErrorsFromError(error, ["email", "username"])).toEqual({
      email: "Invalid address. Too long.",
    });
  });

  it("returns nothing for errors that are not API errors", () => {
    expect(fieldErrorsFromError(new Error("boom"), ["email"])).toEqual({});
  });
});

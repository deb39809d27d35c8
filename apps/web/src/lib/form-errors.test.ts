import { describe, expect, it } from "vitest";
import { ApiError } from "./api-error";
import { fieldErrorsFromError, serverFormErrors } from "./form-errors";

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

describe("serverFormErrors", () => {
  it("puts the form's fields beside them and lists everything else, the general message first", () => {
    const error = new ApiError(400, {
      status_code: 400,
      non_field_errors: ["Check the form"],
      title_it: ["Required."],
      parent: ["The parent does not exist."],
    });
    expect(serverFormErrors(error, ["title_it", "title_en"])).toEqual({
      fields: { title_it: "Required." },
      other: ["Check the form", "The parent does not exist."],
    });
  });

  it("leaves errors that are not the API's to the global notification", () => {
    expect(serverFormErrors(new TypeError("Failed to fetch"), ["title_it"])).toEqual({
      fields: {},
      other: [],
    });
  });
});

import { describe, expect, it } from "vitest";
import { ApiError, toErrorBody } from "./api-error";

describe("toErrorBody", () => {
  it("keeps the server's body and forces its status_code to the HTTP status", () => {
    expect(
      toErrorBody(400, { status_code: 400, non_field_errors: ["Wrong"], email: ["Invalid"] }, "x"),
    ).toEqual({
      status_code: 400,
      non_field_errors: ["Wrong"],
      email: ["Invalid"],
    });
  });

  it("wraps single string messages in arrays", () => {
    expect(toErrorBody(403, { detail: "Forbidden" }, "x")).toEqual({
      status_code: 403,
      detail: ["Forbidden"],
    });
  });

  it("replaces a body that is not an object with the generic message", () => {
    expect(toErrorBody(502, "<html>Bad gateway</html>", "Try later")).toEqual({
      status_code: 502,
      non_field_errors: ["Try later"],
    });
    expect(toErrorBody(404, null, "Try later").non_field_errors).toEqual(["Try later"]);
  });
});

describe("ApiError", () => {
  it("classifies the statuses the client reacts to", () => {
    expect(new ApiError(401, { status_code: 401 }).isUnauthorized).toBe(true);
    for (const status of [405, 500, 502, 504]) {
      expect(new ApiError(status, { status_code: status }).isMaintenance).toBe(true);
    }
    for (const status of [400, 403, 404, 429, 503]) {
      expect(new ApiError(status, { status_code: status }).isMaintenance).toBe(false);
    }
  });
});

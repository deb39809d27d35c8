import { describe, expect, it } from "vitest";
import { parseRouteId } from "./route-id";

describe("parseRouteId", () => {
  it("reads an id written as the server writes them", () => {
    expect(parseRouteId("7")).toBe(7);
    expect(parseRouteId("999999999")).toBe(999_999_999);
  });

  it("refuses what is no id, so the screen says not found instead of opening a create form", () => {
    for (const raw of [undefined, "", "abc", "-1", "1.5", "7a", " 7", "1e3", "1234567890"])
      expect(parseRouteId(raw), String(raw)).toBeNull();
  });
});

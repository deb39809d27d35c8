import { describe, expect, it } from "vitest";
import { buildCondition, operatorsFor } from "./condition-builder";

describe("the condition builder (issue 32)", () => {
  it("offers the comparisons a field's type allows", () => {
    expect(operatorsFor({ type: "boolean" })).toEqual(["yes", "no"]);
    expect(operatorsFor({ type: "select" })).toEqual(["is", "isNot"]);
    expect(operatorsFor({ type: "group" }, true)).toContain("feminine");
    expect(operatorsFor({ type: "group" })).not.toContain("feminine");
    expect(operatorsFor({ type: "text" })).toEqual(["filled", "empty"]);
    expect(operatorsFor(undefined)).toEqual([]);
  });

  it("writes the rows in the expression language, joined, and nothing while a row is incomplete", () => {
    expect(
      buildCondition(
        [
          { field: "cedolare_secca", operator: "no", value: "" },
          { field: "arredo", operator: "isNot", value: "non_arredato" },
          { field: "canone", operator: "ge", value: "1.200,50" },
          { field: "conduttori", operator: "countGt", value: "1" },
        ],
        "and",
      ),
    ).toBe('not cedolare_secca and arredo != "non_arredato" and canone >= 1200.50 and count(conduttori) > 1');
    expect(
      buildCondition(
        [
          { field: "note", operator: "empty", value: "" },
          { field: "conduttori", operator: "feminine", value: "" },
        ],
        "or",
      ),
    ).toBe("empty(note) or feminine(conduttori)");
    expect(buildCondition([{ field: "canone", operator: "gt", value: "molto" }], "and")).toBeNull();
    expect(buildCondition([{ field: "", operator: "yes", value: "" }], "and")).toBeNull();
  });
});

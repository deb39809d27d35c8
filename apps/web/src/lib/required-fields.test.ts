import { describe, expect, it } from "vitest";
import { blankRequired, isBlank, requiredFieldErrors } from "./required-fields";

describe("a required field left blank", () => {
  it("is empty, spaces only, no choice or an empty list", () => {
    expect([null, undefined, "", "   ", []].map(isBlank)).toEqual([true, true, true, true, true]);
    expect(["Contratti", 0, false, [1]].map(isBlank)).toEqual([false, false, false, false]);
  });

  it("is listed in the order the fields are declared", () => {
    expect(blankRequired({ title: " ", date: "", link: "" }, ["date", "title"])).toEqual(["date", "title"]);
  });

  it("is said beside the field once the user has touched it (issue 44)", () => {
    const values = { title_it: "", title_en: "", date: "" };
    expect(
      requiredFieldErrors(values, ["title_it", "date"], new Set(["title_it", "title_en"]), "Required"),
    ).toEqual({ title_it: "Required" });
    expect(requiredFieldErrors(values, ["title_it", "date"], new Set(), "Required")).toEqual({});
  });
});

import { describe, expect, it } from "vitest";
import { fieldErrorsToShow } from "./field-errors";

const required = { capitale: "Il campo Capitale è obbligatorio", dal: "Il campo Dal è obbligatorio" };

describe("the field errors a calculator shows (issue 31)", () => {
  it("says nothing of empty fields before anything is typed", () => {
    const form = { capitale: "", dal: "", righe: [{ anno: "", importo: " " }] };
    expect(fieldErrorsToShow({ ...required, righe: "x" }, form, new Set(), true)).toEqual({
      shown: {},
      held: true,
    });
    // Optional fields a formula needs are held back too, on a form just opened.
    expect(fieldErrorsToShow(required, { capitale: "", dal: "" }, new Set(), false)).toEqual({
      shown: {},
      held: true,
    });
  });

  it("shows the error of a field typed in, or of one that holds a value, at once", () => {
    const form = { capitale: "", dal: "2024-13-01", percentuale: "75" };
    const errors = { ...required, dal: "Il campo Dal non contiene un valore valido", percentuale: "no" };
    expect(fieldErrorsToShow(errors, form, new Set(["capitale"]), true)).toEqual({
      shown: errors,
      held: false,
    });
  });

  it("keeps the other empty fields quiet while required ones are missing, and names them all once not", () => {
    const form = { capitale: "1000", dal: "", mesi: "" };
    const errors = { dal: required.dal, mesi: "Il campo Mesi è obbligatorio" };
    expect(fieldErrorsToShow(errors, form, new Set(["capitale"]), true)).toEqual({ shown: {}, held: true });
    expect(
      fieldErrorsToShow(
        { mesi: errors.mesi },
        { ...form, dal: "2024-01-01" },
        new Set(["capitale", "dal"]),
        false,
      ),
    ).toEqual({
      shown: { mesi: errors.mesi },
      held: false,
    });
  });
});

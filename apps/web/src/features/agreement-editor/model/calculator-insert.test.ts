import type { TemplateField } from "@app/contracts";
import { describe, expect, it } from "vitest";
import { insertedValues, valueForField } from "./calculator-insert";

const field = (slug: string, type: TemplateField["type"]) => ({ slug, type, label: slug }) as TemplateField;

describe("a calculator's results in the contract's fields", () => {
  it("writes amounts, numbers and days as the compile form holds them", () => {
    expect(valueForField(field("canone_annuo", "currency"), { value: "12135", type: "money" })).toBe(
      "12.135,00",
    );
    expect(valueForField(field("aumento", "currency"), { value: "1234567.5", type: "money" })).toBe(
      "1.234.567,50",
    );
    expect(valueForField(field("aggiornamento", "percentage"), { value: "3.6", type: "percentage" })).toBe(
      "3,6",
    );
    expect(valueForField(field("data_scadenza", "date"), { value: "2029-02-28", type: "date" })).toBe(
      "2029-02-28",
    );
    expect(valueForField(field("nota", "text"), { value: "2029-02-28", type: "date" })).toBe("28/02/2029");
    expect(valueForField(field("nota", "text"), { value: "750.68", type: "money" })).toBe("750,68");
  });

  it("fills only the template's own fields", () => {
    expect(
      insertedValues([field("data_scadenza", "date")], {
        data_scadenza: { value: "2029-02-28", type: "date" },
        altro: { value: "1", type: "number" },
      }),
    ).toEqual({ data_scadenza: "2029-02-28" });
  });

  it("never clears a field with a result that does not apply (a transitional lease's renewal)", () => {
    expect(
      insertedValues([field("data_scadenza", "date"), field("data_rinnovo", "date")], {
        data_scadenza: { value: "2027-02-28", type: "date" },
        data_rinnovo: { value: null, type: "date" },
      }),
    ).toEqual({ data_scadenza: "2027-02-28" });
  });
});

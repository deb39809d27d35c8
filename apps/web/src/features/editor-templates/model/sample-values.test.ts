import type { TemplateField } from "@app/contracts";
import { describe, expect, it } from "vitest";
import { sampleValues } from "./sample-values";

function dateField(slug: string, label: string): TemplateField {
  return {
    slug,
    label,
    type: "date",
    help: "",
    visible: true,
    disable: false,
    required: true,
    field_set: "",
    attributes: {},
    validators: [],
  };
}

describe("the editors' preview sample values", () => {
  it("gives a lease's dates the order of a real contract, never one day for start and end", () => {
    const values = sampleValues([
      dateField("data_decorrenza", "Data di decorrenza"),
      dateField("data_scadenza", "Data di scadenza"),
      dateField("conduttore_data_nascita", "Data di nascita del conduttore"),
      dateField("data_firma", "Data di sottoscrizione"),
    ]);
    const {
      conduttore_data_nascita: born,
      data_firma: signed,
      data_decorrenza: start,
      data_scadenza: end,
    } = values as Record<string, string>;
    expect([born, signed, start, end]).toEqual([...[born, signed, start, end]].sort());
    expect(new Set([born, signed, start, end]).size).toBe(4);
  });

  it("reads English labels and keeps a second expiry after the first", () => {
    const values = sampleValues([
      dateField("commencement", "Commencement date"),
      dateField("expiry", "End date"),
      dateField("prima_scadenza", "Prima scadenza"),
      dateField("seconda_scadenza", "Seconda scadenza"),
    ]);
    expect(String(values.commencement) < String(values.expiry)).toBe(true);
    expect(String(values.prima_scadenza) < String(values.seconda_scadenza)).toBe(true);
  });
});

import { type CalculatorDefinition, checkDefinition, runCalculator } from "@app/calc";
import { calculatorConstantCreateBodySchema, calculatorUpdateBodySchema } from "@app/contracts";
import { describe, expect, it } from "vitest";
import { seedCalculatorDefinitions } from "./calculator-definitions";
import { seedCalculators } from "./calculators";
import { seedConstants } from "./constants";

const series = seedConstants.map((s) => calculatorConstantCreateBodySchema.parse(s));
const definition = (key: string) =>
  calculatorUpdateBodySchema.parse(seedCalculatorDefinitions[key]) as Required<CalculatorDefinition>;
const run = (key: string, values: Record<string, unknown>) => runCalculator(definition(key), values, series);

describe("the seeded calculator definitions", () => {
  it("belong to seeded calculators and pass the editors' checks", () => {
    const keys = new Set(seedCalculators.map((c) => c.key));
    for (const key of Object.keys(seedCalculatorDefinitions)) {
      expect(keys.has(key), key).toBe(true);
      expect(checkDefinition(definition(key)), key).toEqual({});
    }
  });

  it("interessi-legali: 10,000 over 2023 (5 %) and 2024 (2.5 %)", () => {
    expect(
      run("interessi-legali", { capitale: "10000.00", data_inizio: "2022-12-31", data_fine: "2024-12-31" }),
    ).toMatchObject({
      ok: true,
      results: { interessi: "750.68", totale: "10750.68" },
    });
  });

  it("interessi-moratori: ECB + 8 points, or + 7 for a contract made before 2013", () => {
    const period = { capitale: "10000", data_inizio: "2023-06-30", data_fine: "2024-06-30" };
    expect(run("interessi-moratori-commerciali", period)).toMatchObject({
      ok: true,
      results: { interessi: "1228.22" },
    });
    // 184 days at 11 % (554.5205…) and 182 at 11.5 % (573.4246…) = 1127.9452… → 1127.95.
    expect(run("interessi-moratori-commerciali", { ...period, data_contratto: "2012-11-15" })).toMatchObject({
      ok: true,
      results: { interessi: "1127.95", totale: "11127.95" },
    });
  });

  it("scadenze-locazione: first expiry, last day for the notice, second expiry", () => {
    expect(run("scadenze-locazione", { tipo: "4+4", data_decorrenza: "2025-03-01" })).toMatchObject({
      ok: true,
      results: {
        prima_scadenza: "2029-02-28",
        termine_disdetta: "2028-08-28",
        seconda_scadenza: "2033-02-28",
      },
    });
    expect(run("scadenze-locazione", { tipo: "3+2", data_decorrenza: "2024-09-01" })).toMatchObject({
      ok: true,
      results: {
        prima_scadenza: "2027-08-31",
        termine_disdetta: "2027-02-28",
        seconda_scadenza: "2029-08-31",
      },
    });
  });
});

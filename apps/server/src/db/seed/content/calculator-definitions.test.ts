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

  it("aggiornamento-istat-canone: 75 % of the FOI change, rounded to one decimal as ISTAT publishes it", () => {
    // July 2024 120.0 → July 2025 121.8: +1.5 %; 75 % of it on 12,000 = 135.00.
    expect(
      run("aggiornamento-istat-canone", {
        canone: "12000",
        mese_iniziale: "2024-07",
        mese_finale: "2025-07",
      }),
    ).toMatchObject({
      ok: true,
      results: { variazione_percentuale: "1.5", aumento: "135.00", canone_aggiornato: "12135.00" },
    });
    // Across ISTAT's change of base: June 2025 121.3 (base 2015) → June 2026 102.8 (base 2025)
    // × 1.214 = 124.7992: +2.8847… % → 2.9 %; 75 % on 9,000 = 195.75.
    const across = run("aggiornamento-istat-canone", {
      canone: "9000",
      mese_iniziale: "2025-06",
      mese_finale: "2026-06",
    });
    expect(across).toMatchObject({
      ok: true,
      results: { variazione_percentuale: "2.9", aumento: "195.75", canone_aggiornato: "9195.75" },
    });
    // The result names the official values it used, the coefficient included.
    expect(across.ok && across.used_series.map((v) => `${v.series} ${v.valid_from} ${v.value}`)).toEqual(
      expect.arrayContaining([
        "foi 2025-06 121.3",
        "foi-2025 2026-06 102.8",
        "raccordo-foi 2026-01-01 1.214",
      ]),
    );
    // Within base 2025, at 100 %: January 100.4 → August 2026 103.7: +3.2868… % → 3.3 %.
    expect(
      run("aggiornamento-istat-canone", {
        canone: "9000",
        mese_iniziale: "2026-01",
        mese_finale: "2026-08",
        percentuale: "100",
      }),
    ).toMatchObject({ ok: true, results: { variazione_percentuale: "3.3", aumento: "297.00" } });
  });

  it("aggiornamento-istat-canone: a month ISTAT has not published yet is refused, never guessed", () => {
    const result = run("aggiornamento-istat-canone", {
      canone: "9000",
      mese_iniziale: "2025-09",
      mese_finale: "2026-09",
    });
    expect(result.ok).toBe(false);
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

import { type CalculatorDefinition, checkDefinition, runCalculator } from "@app/calc";
import { calculatorConstantCreateBodySchema, calculatorUpdateBodySchema } from "@app/contracts";
import { listPlaceholders } from "@app/documents";
import { describe, expect, it } from "vitest";
import { seedCalculatorDefinitions } from "./calculator-definitions";
import { seedCalculatorProspetti } from "./calculator-prospetti";
import { seedCalculators } from "./calculators";
import { seedConstants } from "./constants";

const series = seedConstants.map((s) => calculatorConstantCreateBodySchema.parse(s));
const definition = (key: string) =>
  calculatorUpdateBodySchema.parse(seedCalculatorDefinitions[key]) as Required<CalculatorDefinition>;
const run = (key: string, values: Record<string, unknown>) => runCalculator(definition(key), values, series);

describe("the seeded calculator definitions", () => {
  it("each have a prospetto text, in both languages, citing only their own inputs and results", () => {
    expect(Object.keys(seedCalculatorProspetti).sort()).toEqual(
      Object.keys(seedCalculatorDefinitions).sort(),
    );
    for (const [key, text] of Object.entries(seedCalculatorProspetti)) {
      const own = definition(key);
      const slugs = new Set([...own.inputs, ...own.outputs].map((item) => item.slug));
      for (const html of [text.it, text.en ?? ""]) {
        expect(html, key).toMatch(/^<p>/);
        for (const placeholder of listPlaceholders(html))
          expect(
            placeholder.kind === "field" && slugs.has(placeholder.slug),
            `${key}: ${placeholder.raw}`,
          ).toBe(true);
      }
      // Every result is cited in Italian, so the prospetto's text states it in words.
      const cited = new Set(listPlaceholders(text.it).map((p) => (p.kind === "field" ? p.slug : "")));
      for (const output of own.outputs) expect(cited.has(output.slug), `${key}: ${output.slug}`).toBe(true);
    }
  });

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
    // Beside the month to change (issue 31).
    expect(result).toMatchObject({
      ok: false,
      errors: { mese_finale: { code: "series_uncovered", detail: "2026-09-01" } },
    });
  });

  it("each say what is wrong beside the field the user must change (issue 31)", () => {
    const reversed = { capitale: "1000", data_inizio: "2024-03-01", data_fine: "2024-02-01" };
    for (const key of ["interessi-legali", "interessi-moratori-commerciali", "rivalutazione-interessi"])
      expect(run(key, reversed), key).toEqual({
        ok: false,
        errors: { data_fine: { code: "period_reversed" } },
      });
    expect(
      run("interessi-legali", { capitale: "1000", data_inizio: "1930-01-01", data_fine: "2024-02-01" }),
    ).toMatchObject({ ok: false, errors: { data_inizio: { code: "series_uncovered" } } });
    for (const [mese_iniziale, mese_finale] of [
      ["2024-05", "2024-05"],
      ["2024-05", "2023-05"],
    ])
      expect(
        run("aggiornamento-istat-canone", { canone: "9000", mese_iniziale, mese_finale, percentuale: "75" }),
      ).toEqual({
        ok: false,
        errors: {
          mese_finale: {
            code: "condition",
            name: "mese_finale",
            detail: "il mese finale deve venire dopo quello iniziale",
            detail_en: "the final month must come after the starting one",
          },
        },
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

  it("scadenze-locazione: business premises run 6+6 years with twelve months' notice, hotels 9+9 with eighteen", () => {
    expect(run("scadenze-locazione", { tipo: "6+6", data_decorrenza: "2026-01-01" })).toMatchObject({
      ok: true,
      results: {
        prima_scadenza: "2031-12-31",
        termine_disdetta: "2030-12-31",
        seconda_scadenza: "2037-12-31",
      },
    });
    expect(run("scadenze-locazione", { tipo: "9+9", data_decorrenza: "2026-07-15" })).toMatchObject({
      ok: true,
      results: {
        prima_scadenza: "2035-07-14",
        termine_disdetta: "2034-01-14",
        seconda_scadenza: "2044-07-14",
      },
    });
  });

  it("scadenze-locazione: a transitional lease ends at its expiry, with neither notice nor renewal", () => {
    expect(
      run("scadenze-locazione", { tipo: "transitorio", data_decorrenza: "2026-01-31", durata_mesi: "13" }),
    ).toMatchObject({
      ok: true,
      // 28 February 2027 lacks the 31st: the term ends on the month's last day (art. 2963 c.c.).
      results: { prima_scadenza: "2027-02-28", termine_disdetta: null, seconda_scadenza: null },
    });
    // The day before a leap day's anniversary: from 1 March 2025, three years end on 29 February.
    expect(run("scadenze-locazione", { tipo: "3+2", data_decorrenza: "2025-03-01" })).toMatchObject({
      ok: true,
      results: {
        prima_scadenza: "2028-02-29",
        termine_disdetta: "2027-08-29",
        seconda_scadenza: "2030-02-28",
      },
    });
    expect(run("scadenze-locazione", { tipo: "transitorio", data_decorrenza: "2026-01-01" })).toEqual({
      ok: false,
      errors: { durata_mesi: { code: "required", name: "durata_mesi" } },
    });
    expect(
      run("scadenze-locazione", { tipo: "transitorio", data_decorrenza: "2026-01-01", durata_mesi: "19" }),
    ).toEqual({
      ok: false,
      errors: { durata_mesi: { code: "above_max", name: "durata_mesi", detail: "18" } },
    });
  });

  it("rivalutazione-interessi: FOI revaluation, and legal interest on the principal revalued step by step", () => {
    // 10,000 from March 2020 (FOI 102.6) to March 2023 (118.0): × 1.150097… = 11,500.97. Interest
    // on six pieces (year by year from 15 March and at each 1 January), each on the principal
    // revalued to the month it ends in: 3.974646 + 0.204123 + 0.825234 + 27.145585 + 114.810142
    // + 116.585223 = 263.544952 → 263.54 (worked by hand from the FOI and legal-rate tables).
    const result = run("rivalutazione-interessi", {
      capitale: "10000",
      data_inizio: "2020-03-15",
      data_fine: "2023-03-15",
    });
    expect(result).toMatchObject({
      ok: true,
      results: {
        coefficiente: "1.150097",
        capitale_rivalutato: "11500.97",
        interessi: "263.54",
        totale: "11764.51",
      },
    });
    expect(result.ok && result.table.map((row) => [row.from, row.to, row.days, row.rate])).toEqual([
      ["2020-03-15", "2020-12-31", 291, "0.05"],
      ["2020-12-31", "2021-03-15", 74, "0.01"],
      ["2021-03-15", "2021-12-31", 291, "0.01"],
      ["2021-12-31", "2022-03-15", 74, "1.25"],
      ["2022-03-15", "2022-12-31", 291, "1.25"],
      ["2022-12-31", "2023-03-15", 74, "5"],
    ]);
  });

  it("rivalutazione-interessi: past the latest FOI index, the latest published one is used", () => {
    // November 2026 is not published: August 2026 (103.7 × 1.214 in base 2015) is the last.
    const result = run("rivalutazione-interessi", {
      capitale: "1000",
      data_inizio: "2025-12-10",
      data_fine: "2026-11-25",
    });
    // 1,000 × 103.7 × 1.214 / 121.5 (December 2025) = 1,036.146502… → 1,036.15. Interest: 21
    // days of 2025 at 2 % on 1,000 (1.150685) and 329 days of 2026 at 1.6 % on 1,036.146502…
    // (14.943220) = 16.093905 → 16.09.
    expect(result).toMatchObject({
      ok: true,
      results: { capitale_rivalutato: "1036.15", interessi: "16.09", totale: "1052.24" },
    });
    expect(result.ok && result.used_series.filter((used) => used.series === "foi-2025")).toEqual([
      expect.objectContaining({ valid_from: "2026-08", value: "103.7" }),
    ]);
  });

  it("tfr: shares of pay ÷ 13.5, revaluation at ISTAT's coefficient, 17 % tax on it (worked by hand)", () => {
    // 2023: 30,000 ÷ 13.5 − 0.50 % = 2,072.22, nothing yet to revalue. 2024: 2,072.22 × 2.320017 %
    // (December 2024) = 48.08, tax 8.17, share 2,141.30 → 4,253.43. 2025, ending 20 July: seven
    // months, coefficient 0.875 + 0.75 × 1.331115 = 1.873336 (ISTAT's for July 2025), 4,253.43 ×
    // it = 79.68, tax 13.55, share of 18,000 = 1,243.33 → 5,562.89.
    const retribuzioni = [
      { anno: 2023, retribuzione: "30000" },
      { anno: 2024, retribuzione: "31000" },
      { anno: 2025, retribuzione: "18000" },
    ];
    const tfr = run("trattamento-fine-rapporto", { retribuzioni, data_cessazione: "2025-07-20" });
    expect(tfr).toMatchObject({
      ok: true,
      results: {
        quote_accantonate: "5456.85",
        rivalutazione: "127.76",
        imposta_sostitutiva: "21.72",
        tfr_lordo: "5562.89",
      },
    });
    // Year by year, as a payroll statement shows it.
    expect(tfr.ok && tfr.rows).toEqual([
      {
        anno: "2023",
        retribuzione: "30000.00",
        quota: "2072.22",
        coefficiente: "0",
        rivalutazione: "0.00",
        imposta: "0.00",
        fondo: "2072.22",
      },
      {
        anno: "2024",
        retribuzione: "31000.00",
        quota: "2141.30",
        coefficiente: "2.320017",
        rivalutazione: "48.08",
        imposta: "8.17",
        fondo: "4253.43",
      },
      {
        anno: "2025",
        retribuzione: "18000.00",
        quota: "1243.33",
        coefficiente: "1.873336",
        rivalutazione: "79.68",
        imposta: "13.55",
        fondo: "5562.89",
      },
    ]);
    // Ending on 10 July, July does not count: six months, June's index (121.3).
    expect(run("trattamento-fine-rapporto", { retribuzioni, data_cessazione: "2025-07-10" })).toMatchObject({
      ok: true,
      results: { rivalutazione: "109.17", imposta_sostitutiva: "18.56", tfr_lordo: "5547.46" },
    });
  });

  it("tfr: the years follow one another up to the last, each row complete", () => {
    const rows = (...years: number[]) => years.map((anno) => ({ anno, retribuzione: "20000" }));
    expect(
      run("trattamento-fine-rapporto", { retribuzioni: rows(2023, 2025), data_cessazione: "2025-07-20" }),
    ).toEqual({
      ok: false,
      errors: {
        retribuzioni: expect.objectContaining({ code: "condition", name: "retribuzioni" }),
      },
    });
    expect(
      run("trattamento-fine-rapporto", { retribuzioni: rows(2023, 2024), data_cessazione: "2025-07-20" }).ok,
    ).toBe(false);
    expect(
      run("trattamento-fine-rapporto", {
        retribuzioni: [{ anno: 2024, retribuzione: "x" }],
        data_cessazione: "2024-07-20",
      }),
    ).toEqual({
      ok: false,
      errors: { retribuzioni: { code: "invalid_row", name: "retribuzioni", detail: "1" } },
    });
    // With a fund carried over, 2016 would need December 2015's index, which the series lacks.
    expect(
      run("trattamento-fine-rapporto", { retribuzioni: rows(2016), data_cessazione: "2016-12-31" }),
    ).toMatchObject({ ok: true, results: { rivalutazione: "0.00", tfr_lordo: "1381.48" } });
  });
});

import type { CalculatorDetail } from "@app/contracts";
import { describe, expect, it } from "vitest";
import {
  callsValidIf,
  draftErrors,
  draftFrom,
  draftReducer,
  namesBefore,
  serverRowErrors,
  toBody,
} from "./calculator-draft";
import {
  emptyRow,
  mergeRows,
  normaliseDate,
  normaliseNumber,
  parsePasted,
  rowsFrom,
  seriesDate,
  toValues,
} from "./constant-values";
import * as localised from "./localised-fields";

const calculator: CalculatorDetail = {
  id: 1,
  title: "Interessi",
  code: "interessi",
  language: "it",
  module: "civil_commercial",
  status: "draft",
  inputs: [
    { slug: "capitale", label: { it: "Capitale", en: "Principal" }, type: "money", required: true },
    { slug: "giorni", label: "Giorni", type: "integer" },
  ],
  steps: [{ slug: "quota", expression: "capitale * 2 / 100" }],
  outputs: [{ slug: "interessi", label: "Interessi", type: "money", expression: "quota * giorni / 365" }],
  prospetto: { it: "<p>Interessi su {{field::capitale}}: {{field::interessi}}.</p>" },
  breakdown: null,
  is_locked: false,
  version: 0,
  published_at: null,
  has_unpublished_changes: false,
  versions: [],
  updated_at: "2026-11-25T10:00:00Z",
};

describe("the calculator draft", () => {
  it("gives back the definition it was made from", () => {
    const body = toBody(draftFrom(calculator));
    expect(body).toMatchObject({ title: "Interessi", code: "interessi", status: "draft" });
    expect(body.inputs).toEqual(calculator.inputs);
    expect(body.steps).toEqual(calculator.steps);
    expect(body.outputs).toEqual(calculator.outputs);
    expect(body.prospetto).toEqual(calculator.prospetto);
    expect(body.breakdown).toBeNull();
    const withTable = {
      ...draftFrom(calculator),
      breakdownRows: "righe",
      breakdownColumns: "anno | integer | Anno\nquota | money | Quota",
    };
    expect(toBody(withTable).breakdown).toEqual({
      rows: "righe",
      columns: [
        { slug: "anno", type: "integer", label: "Anno" },
        { slug: "quota", type: "money", label: "Quota" },
      ],
    });
    // An editor emptied is no text at all; the English only when written.
    const emptied = { ...draftFrom(calculator), prospettoIt: "<p></p>", prospettoEn: "" };
    expect(toBody(emptied).prospetto).toBeNull();
    expect(toBody({ ...draftFrom(calculator), prospettoEn: "<p>Interest</p>" }).prospetto).toEqual({
      it: calculator.prospetto?.it,
      en: "<p>Interest</p>",
    });
  });

  it("offers a formula the inputs and the formulas above it, never those below", () => {
    const draft = draftFrom(calculator);
    expect(namesBefore(draft, "steps", "steps-0")).toEqual(["capitale", "giorni"]);
    expect(namesBefore(draft, "outputs", "outputs-0")).toEqual(["capitale", "giorni", "quota"]);
  });

  it("finds the rows the server would refuse, by row", () => {
    let draft = draftFrom(calculator);
    expect(draftErrors(draft)).toEqual({});
    draft = draftReducer(draft, { type: "outputs", action: { type: "open", key: "outputs-0" } });
    draft = draftReducer(draft, {
      type: "outputs",
      action: {
        type: "apply",
        data: { slug: "interessi", label: "Interessi", type: "money", expression: "quota * tasso" },
      },
    });
    expect(draftErrors(draft)["outputs-0"]?.expression).toMatchObject({
      code: "unknown_name",
      name: "tasso",
    });
  });

  it("asks a step that refuses with valid_if for the input it checks, and keeps the one chosen (issue 31)", () => {
    const check = { slug: "controllo", expression: 'valid_if(giorni <= 366, "al massimo un anno")' };
    const withCheck = (step: object) =>
      draftFrom({ ...calculator, steps: [...calculator.steps, step as never] });
    expect(callsValidIf(check.expression)).toBe(true);
    expect(callsValidIf("capitale * 2")).toBe(false);
    expect(draftErrors(withCheck(check))["steps-1"]).toEqual({ input: { code: "needs_input" } });
    expect(draftErrors(withCheck({ ...check, input: "giorno" }))["steps-1"]).toEqual({
      input: { code: "unknown_name", name: "giorno" },
    });
    const chosen = withCheck({ ...check, input: "giorni" });
    expect(draftErrors(chosen)).toEqual({});
    expect(toBody(chosen).steps[1]).toEqual({ ...check, input: "giorni" });
  });

  it("places the server's errors on their rows", () => {
    const draft = draftFrom(calculator);
    expect(serverRowErrors(draft, { "outputs.0.expression": ["unknown name"], title: ["x"] })).toEqual({
      "outputs-0": { expression: "unknown name" },
    });
  });
});

describe("labels and options", () => {
  it("keep one string when there is no English", () => {
    expect(localised.joinLocalised(" Capitale ", "")).toBe("Capitale");
    expect(localised.joinLocalised("Capitale", "Principal")).toEqual({ it: "Capitale", en: "Principal" });
    expect(localised.splitLocalised({ it: "A" })).toEqual({ it: "A", en: "" });
  });

  it("read options one per line", () => {
    const options = localised.optionsFromText(
      "4+4 | Canone libero (4+4) | Free rent (4+4)\n3+2 | Concordato\n\n",
    );
    expect(options).toEqual([
      { value: "4+4", label: { it: "Canone libero (4+4)", en: "Free rent (4+4)" } },
      { value: "3+2", label: "Concordato" },
    ]);
    expect(localised.optionsFromText(localised.optionsToText(options))).toEqual(options);
  });
});

describe("series values", () => {
  it("read dates and numbers as an Italian spreadsheet writes them", () => {
    expect(normaliseDate("01/07/2024")).toBe("2024-07-01");
    expect(normaliseDate("7/2024")).toBe("2024-07");
    expect(normaliseDate("2024-07")).toBe("2024-07");
    expect(normaliseNumber("1,25%")).toBe("1.25");
    expect(normaliseNumber("1.214,5")).toBe("1214.5");
    expect(normaliseNumber("119.4")).toBe("119.4");
  });

  it("are shown and typed as the list shows them: days d/m/Y, decimals with the screen's separator", () => {
    // Issue 44: the list said «1,6 dal 01/01/2026» while the form took 2026-01-01 and 1.6.
    const kept = [
      { valid_from: "2026-01-01", value: "1.6", note: "D.M. 10 dicembre 2025" },
      { valid_from: "2026-02", valid_to: "2026-03", value: "121.3", note: "" },
    ];
    const italian = rowsFrom(kept, "it");
    expect(italian.map((row) => [row.valid_from, row.valid_to, row.value])).toEqual([
      ["01/01/2026", "", "1,6"],
      ["02/2026", "03/2026", "121,3"],
    ]);
    expect(toValues(italian, "it")).toEqual(kept);
    const english = rowsFrom(kept, "en");
    expect(english.map((row) => row.value)).toEqual(["1.6", "121.3"]);
    expect(toValues(english, "en")).toEqual(kept);
    // Typed as an Italian writes it, or as the API does, it is read the same.
    const typed = { ...emptyRow(), valid_from: "1/7/2024", value: "2,5" };
    expect(toValues([typed], "it")).toEqual([{ valid_from: "2024-07-01", value: "2.5", note: "" }]);
    // A decimal comma on the English screen is not guessed: the check names the cell.
    expect(toValues([{ ...typed, value: "2,5" }], "en")[0]?.value).toBe("2,5");
    expect(seriesDate("2024-07")).toBe("07/2024");
  });

  it("parse pasted rows, skipping a heading", () => {
    const rows = parsePasted("Mese\tIndice\tFonte\n09/2026\t101,2\tISTAT comunicato\n2026-10;101.3;ISTAT\n");
    expect(toValues(rows)).toEqual([
      { valid_from: "2026-09", value: "101.2", note: "ISTAT comunicato" },
      { valid_from: "2026-10", value: "101.3", note: "ISTAT" },
    ]);
  });

  it("merge pasted rows: a date present takes the pasted value, the rest in date order", () => {
    const current = rowsFrom([
      { valid_from: "2026-08", value: "101", note: "" },
      { valid_from: "2026-09", value: "9", note: "typo" },
    ]);
    const merged = mergeRows(current, parsePasted("2026-10\t101.3\n2026-09\t101.2\tISTAT"));
    expect(toValues(merged).map((v) => [v.valid_from, v.value])).toEqual([
      ["2026-08", "101"],
      ["2026-09", "101.2"],
      ["2026-10", "101.3"],
    ]);
    expect(merged[1]?.key).toBe(current[1]?.key);
  });

  it("reads a table input's columns one per line, required marked with *, limits optional", () => {
    const typed =
      "anno* | integer | Anno | Year | 2016 | 2100\nretribuzione* | money | Retribuzione utile\n\nnote | text | Note";
    const { columns, badLines } = localised.columnsFromText(typed);
    expect(columns).toEqual([
      {
        slug: "anno",
        type: "integer",
        label: { it: "Anno", en: "Year" },
        required: true,
        min: "2016",
        max: "2100",
      },
      { slug: "retribuzione", type: "money", label: "Retribuzione utile", required: true },
    ]);
    expect(badLines).toEqual([4]);
    expect(localised.columnsFromText(localised.columnsToText(columns)).columns).toEqual(columns);
  });
});

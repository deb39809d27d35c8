import { afterAll, beforeAll, expect } from "vitest";
import { type EditorTestContext, setUpEditorTest } from "./editor-test-support";

/** The editors' and the customers' calculator bases. */
export const E = "/api/calculator/editor/template";
export const C = "/api/calculator/customer/template";

/** A legal-interest calculator over its own series, `tasso-prova` (issue 14's tests). */
export const legalInterest = {
  title: "Interessi legali di prova",
  code: "interessi-prova",
  language: "it",
  module: "civil_commercial",
  inputs: [
    { slug: "capitale", label: { it: "Capitale", en: "Principal" }, type: "money", required: true },
    { slug: "data_inizio", label: "Dal", type: "date", required: true },
    { slug: "data_fine", label: "Al", type: "date", required: true },
  ],
  steps: [{ slug: "periodi", expression: 'rate_periods("tasso-prova", data_inizio, data_fine)' }],
  outputs: [
    {
      slug: "interessi",
      label: "Interessi",
      type: "money",
      expression: "round(interest(capitale, periodi), 2)",
    },
  ],
};

/** Two years on 10,000 euro: 750.68 once the series has its 2024 rate. */
export const values = { capitale: "10000", data_inizio: "2022-12-31", data_fine: "2024-12-31" };

const RATE_2023 = {
  valid_from: "2023-01-01",
  valid_to: "2023-12-31",
  value: "5",
  note: "D.M. 13 dicembre 2022",
};
/** The 2024 rate, which one suite adds itself to show a value used at once. */
export const RATE_2024 = { valid_from: "2024-01-01", value: "2.5", note: "D.M. 29 novembre 2023" };

export interface LegalInterestSuite {
  ctx: EditorTestContext;
  /** The calculator, a draft. */
  id: number;
}

/**
 * A test file's app with the series and the calculator made before its first test, closed after
 * its last; `use` receives them: `legalInterestSuite((suite) => ({ ctx, id } = suite))`. Without
 * `rate2024`, the series stops at 2023.
 */
export function legalInterestSuite(use: (suite: LegalInterestSuite) => void, { rate2024 = false } = {}) {
  let app: EditorTestContext | undefined;
  beforeAll(async () => {
    const ctx = await setUpEditorTest();
    app = ctx;
    const constant = await ctx.call("POST", "/api/calculator/editor/constant/create/", ctx.editor, {
      slug: "tasso-prova",
      title: "Tasso di prova",
      unit: "percent",
      values: rate2024 ? [RATE_2023, RATE_2024] : [RATE_2023],
    });
    expect(constant.status).toBe(201);
    const created = await ctx.call("POST", `${E}/create/`, ctx.editor, legalInterest);
    expect(created.status).toBe(201);
    use({ ctx, id: created.body.id });
  });
  afterAll(() => app?.t.close());
}

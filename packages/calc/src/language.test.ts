import { describe, expect, it } from "vitest";
import { Day, Month } from "./dates";
import { Dec } from "./decimal";
import { evaluate } from "./evaluation";
import { COMPANY_COLUMN, FEMININE_COLUMN } from "./functions";
import { compile, MAX_DEPTH } from "./language";
import { type CalcValue, RowList } from "./values";

function run(source: string, values: Record<string, CalcValue> = {}) {
  const compiled = compile(source, Object.keys(values));
  if (!compiled.ok) return { error: compiled.error };
  const outcome = evaluate(compiled.expression, {
    values: new Map(Object.entries(values)),
    series: new Map(),
    used: new Map(),
  });
  return outcome.ok ? { value: outcome.value } : { error: outcome.error };
}
const num = (source: string, values?: Record<string, CalcValue>) => {
  const { value, error } = run(source, values);
  if (error) throw new Error(`${source}: ${JSON.stringify(error)}`);
  return (value as Dec).toString();
};

describe("the expression language", () => {
  it("computes in exact decimals, never binary floats", () => {
    expect(num("0.1 + 0.2")).toBe("0.3");
    // A third is not a finite decimal: 34 significant digits, then rounding where money is.
    expect(num("1 / 3 * 3")).toBe("0.9999999999999999999999999999999999");
    expect(num("round(1 / 3 * 3, 2)")).toBe("1");
    expect(num("1000000000000000.01 - 0.01")).toBe("1000000000000000");
    expect(num("2 * (3 + 4) - -1")).toBe("15");
  });

  it("rounds half-up to the places asked (money to the cent)", () => {
    expect(num("round(2.675, 2)")).toBe("2.68");
    expect(num("round(2.665, 2)")).toBe("2.67");
    expect(num("round(-2.5)")).toBe("-3");
    expect(num("round(1234.5678, 1)")).toBe("1234.6");
  });

  it("compares, chooses, and evaluates only the branch it takes", () => {
    expect(run("1 < 2 && 2 <= 2 && 3 > 2 && 3 >= 3 && 1 != 2 && 2 == 2.0").value).toBe(true);
    expect(num("if(x > 0, 10 / x, 0)", { x: new Dec(0) })).toBe("0");
    expect(num("x > 0 ? 10 / x : 0", { x: new Dec(4) })).toBe("2.5");
    expect(run('tipo == "4+4"', { tipo: "4+4" }).value).toBe(true);
    expect(num("min(3, 1.5, 2) + max(1, 7) + abs(-2)")).toBe("10.5");
    // An optional input: `is_set` looks, `&&` reads the input only when it is there.
    const optional = compile("is_set(x) && x > 1 ? 7 : 8", ["x"]);
    if (!optional.ok) throw new Error("compiles");
    const scope = (values: Record<string, CalcValue>) => ({
      values: new Map(Object.entries(values)),
      series: new Map(),
      used: new Map(),
    });
    expect(evaluate(optional.expression, scope({}))).toMatchObject({ ok: true, value: new Dec(8) });
    expect(evaluate(optional.expression, scope({ x: new Dec(2) }))).toMatchObject({
      ok: true,
      value: new Dec(7),
    });
    expect(run("is_set(1)").error).toMatchObject({ code: "type", name: "is_set" });
  });

  it("reads and, or and not as &&, || and ! (templates' conditions)", () => {
    expect(run("a and not b", { a: true, b: false }).value).toBe(true);
    expect(run("a and b or c", { a: false, b: true, c: true }).value).toBe(true);
    // `and` binds tighter than `or`, as `&&` does `||`.
    expect(run("c or a and b", { a: false, b: true, c: true }).value).toBe(true);
    expect(run("not (x > 1)", { x: new Dec(2) }).value).toBe(false);
    // A name that begins with a word operator stays a name.
    expect(run("android or notary", { android: false, notary: true }).value).toBe(true);
    expect(run("not x", { x: new Dec(1) }).error).toMatchObject({ code: "type", name: "not" });
    expect(compile("a and", ["a"]).ok).toBe(false);
  });

  it("counts a group's items and tells an empty answer (templates)", () => {
    const items = new RowList([new Map([["nome", "Anna"]]), new Map([["nome", "Luca"]])]);
    expect(num("count(g)", { g: items })).toBe("2");
    expect(num("count(g)", { g: new RowList([]) })).toBe("0");
    expect(run("count(x)", { x: new Dec(1) }).error).toMatchObject({ code: "type", name: "count" });
    expect(run("empty(g)", { g: new RowList([]) }).value).toBe(true);
    expect(run("empty(g)", { g: items }).value).toBe(false);
    expect(run("empty(t)", { t: "  " }).value).toBe(true);
    expect(run("empty(t)", { t: "a" }).value).toBe(false);
    expect(run("empty(d)", { d: null }).value).toBe(true);
    expect(run("empty(b)", { b: false }).value).toBe(false);
    // A name with no answer at all is empty, without the `required` error reading it gives.
    const missing = compile("empty(x) or x > 1", ["x"]);
    if (!missing.ok) throw new Error("compiles");
    expect(evaluate(missing.expression, { values: new Map(), series: new Map(), used: new Map() })).toEqual({
      ok: true,
      value: true,
    });
    expect(run("empty(1)").error).toMatchObject({ code: "type", name: "empty" });
  });

  it("tells a group of women from one with a man or none (templates' agreement)", () => {
    const woman = new Map<string, CalcValue>([[FEMININE_COLUMN, true]]);
    const man = new Map<string, CalcValue>([[FEMININE_COLUMN, false]]);
    expect(run("feminine(g)", { g: new RowList([woman, woman]) }).value).toBe(true);
    expect(run("feminine(g)", { g: new RowList([woman, man]) }).value).toBe(false);
    // No one, or rows that do not say: the masculine, as Italian agrees.
    expect(run("feminine(g)", { g: new RowList([]) }).value).toBe(false);
    expect(run("feminine(g)", { g: new RowList([new Map()]) }).value).toBe(false);
    expect(run("feminine(x)", { x: "F" }).error).toMatchObject({ code: "type", name: "feminine" });
  });

  it("tells a group of companies from one with a person or none (issue 44: «con sede in»)", () => {
    const company = new Map<string, CalcValue>([[COMPANY_COLUMN, true]]);
    const person = new Map<string, CalcValue>([[COMPANY_COLUMN, false]]);
    expect(run("company(g)", { g: new RowList([company]) }).value).toBe(true);
    expect(run("company(g)", { g: new RowList([company, person]) }).value).toBe(false);
    expect(run("company(g)", { g: new RowList([]) }).value).toBe(false);
    expect(run("company(x)", { x: "12345678903" }).error).toMatchObject({ code: "type", name: "company" });
  });

  it("works with days and months as the calendar does", () => {
    const d = (text: string) => Day.parse(text) as Day;
    expect(num("days(a, b)", { a: d("2023-12-31"), b: d("2024-12-31") })).toBe("366");
    expect(String(run("add_months(a, 1)", { a: d("2024-01-31") }).value)).toBe("2024-02-29");
    expect(String(run("add_months(a, 48)", { a: d("2025-03-01") }).value)).toBe("2029-03-01");
    expect(String(run("add_days(add_months(a, 48), -1)", { a: d("2025-03-01") }).value)).toBe("2029-02-28");
    expect(String(run("add_months(a, -6)", { a: d("2029-08-31") }).value)).toBe("2029-02-28");
    expect(String(run("end_of_month(a)", { a: d("2100-02-10") }).value)).toBe("2100-02-28");
    expect(num("year(a) * 10000 + month(a) * 100 + day(a)", { a: d("2026-11-25") })).toBe("20261125");
    expect(String(run("date(2024, 2, 29)").value)).toBe("2024-02-29");
    expect(run("date(2023, 2, 29)").error).toMatchObject({ code: "type", name: "date" });
    expect(String(run("add_months(m, 13)", { m: Month.parse("2025-12") as Month }).value)).toBe("2027-01");
    expect(run("a < b", { a: d("2024-01-01"), b: d("2024-01-02") }).value).toBe(true);
  });

  it("refuses unknown names and functions, and anything that is not a formula, when it compiles", () => {
    expect(compile("capitale * tasso", ["capitale"])).toMatchObject({
      ok: false,
      error: { code: "unknown_name", name: "tasso" },
    });
    expect(compile("eval(1)", [])).toMatchObject({
      ok: false,
      error: { code: "unknown_function", name: "eval" },
    });
    expect(compile("round()", [])).toMatchObject({ ok: false, error: { code: "arity", name: "round" } });
    for (const hostile of [
      "constructor",
      "__proto__",
      "toString",
      "x.constructor",
      "x['constructor']",
      "this",
      "[1, 2]",
      "x = 1",
      "1; 2",
      "(() => 1)()",
      "x.y(1)",
      "x ** 2",
      "x % 2",
      "x | 1",
      "new Date()",
      "`1`",
      "/a/",
      "",
      "   ",
      "1 +",
      "round(1, 2",
    ]) {
      const compiled = compile(hostile, ["x"]);
      expect(compiled.ok, hostile).toBe(false);
    }
    expect(compile("x + 1", ["x"])).toMatchObject({ ok: true, expression: { names: ["x"] } });
  });

  it("refuses absurd nesting and length without exhausting the stack", () => {
    expect(compile(`${"(".repeat(10_000)}1${")".repeat(10_000)}`, [])).toMatchObject({
      ok: false,
      error: { code: "too_complex" },
    });
    expect(compile(`${"-".repeat(MAX_DEPTH + 5)}1`, [])).toMatchObject({
      ok: false,
      error: { code: "too_complex" },
    });
    expect(compile(Array.from({ length: 1500 }, () => "1").join("+"), [])).toMatchObject({
      ok: false,
      error: { code: "too_complex" },
    });
    expect(compile(`${"(".repeat(20)}1${")".repeat(20)}`, []).ok).toBe(true);
  });

  it("answers errors as values: division by zero, overflow, wrong types, missing inputs", () => {
    expect(run("1 / x", { x: new Dec(0) }).error).toEqual({ code: "division_by_zero" });
    expect(run("1e309 * 1").error).toEqual({ code: "out_of_range" });
    expect(run("x * x * x * x", { x: new Dec("1e40") }).error).toEqual({ code: "out_of_range" });
    expect(run('x + "a"', { x: new Dec(1) }).error).toMatchObject({ code: "type", name: "+" });
    expect(run("!x", { x: new Dec(1) }).error).toMatchObject({ code: "type", name: "!" });
    expect(run("days(x, x)", { x: new Dec(1) }).error).toMatchObject({ code: "type", name: "days" });
    const compiled = compile("x + 1", ["x"]);
    if (!compiled.ok) throw new Error("compiles");
    expect(evaluate(compiled.expression, { values: new Map(), series: new Map(), used: new Map() })).toEqual({
      ok: false,
      error: { code: "required", name: "x" },
    });
  });

  it("has `null` for a result that does not apply, which no arithmetic accepts", () => {
    expect(run("x ? null : 1", { x: true })).toEqual({ value: null });
    expect(run("null + 1").error).toMatchObject({ code: "type" });
    expect(run("null == null")).toEqual({ value: true });
  });

  it("reads the latest month of a monthly series", () => {
    const compiled = compile('latest_month("foi")', []);
    if (!compiled.ok) throw new Error("compiles");
    expect(compiled.expression.series).toEqual(["foi"]);
  });
});

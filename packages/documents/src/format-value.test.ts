import { type TemplateField, templateFieldSchema } from "@app/contracts";
import { describe, expect, it } from "vitest";
import { formatFieldValue } from "./format-value";
import { listPlaceholders, normaliseSlug, renameSlug, splitPlaceholders } from "./placeholders";

const f = (type: TemplateField["type"], extra: Partial<TemplateField> = {}) =>
  templateFieldSchema.parse({ slug: "x", label: "X", type, ...extra });

describe("formatFieldValue", () => {
  it("writes dates as d/m/Y", () => {
    expect(formatFieldValue(f("date"), "2026-03-09")).toBe("09/03/2026");
  });

  it("writes amounts with exactly two decimals in the language's format", () => {
    expect(formatFieldValue(f("currency"), "1234.5")).toBe("1.234,50");
    expect(formatFieldValue(f("currency"), "1.234,5")).toBe("1.234,50");
    expect(formatFieldValue(f("currency"), "1234567", "en")).toBe("1,234,567.00");
    expect(formatFieldValue(f("currency"), "0")).toBe("0,00");
  });

  it("writes numbers, percentages, yes/no and the chosen option's label", () => {
    expect(formatFieldValue(f("percentage"), "12.5")).toBe("12,5");
    expect(formatFieldValue(f("number"), "1500")).toBe("1.500");
    expect(formatFieldValue(f("boolean"), true)).toBe("sì");
    expect(formatFieldValue(f("boolean"), "false", "en")).toBe("no");
    const select = f("select", {
      attributes: { options: [{ value: "a", label: "il regime della cedolare secca" }] },
    });
    expect(formatFieldValue(select, "a")).toBe("il regime della cedolare secca");
    expect(formatFieldValue(f("fiscal_code"), "rssmra80a01h501u")).toBe("RSSMRA80A01H501U");
  });

  it("answers null for an empty field", () => {
    expect(formatFieldValue(f("text"), "  ")).toBeNull();
    expect(formatFieldValue(f("text"), undefined)).toBeNull();
  });
});

describe("placeholders", () => {
  const body =
    "Il {{field::locatore}} concede {{note::registrazione}} e {{link::Art. 1571 c.c.::cc-1571}} {{mementolink::Memento::m-12}} {{field::}} {{oops::x}}";

  it("splits text into literals and the four kinds, leaving malformed ones as text", () => {
    const parts = splitPlaceholders(body);
    expect(listPlaceholders(body).map((p) => p.kind)).toEqual(["field", "note", "link", "mementolink"]);
    expect(parts[0]).toBe("Il ");
    expect(parts.at(-1)).toBe(" {{field::}} {{oops::x}}");
    expect(listPlaceholders(body)[2]).toMatchObject({ label: "Art. 1571 c.c.", idLink: "cc-1571" });
  });

  it("renames a slug everywhere, and only that slug", () => {
    const text = "{{field::nome}} {{field::nome_2}} {{field::nome}} {{note::nome}}";
    expect(renameSlug(text, "field", "nome", "locatore_nome")).toBe(
      "{{field::locatore_nome}} {{field::nome_2}} {{field::locatore_nome}} {{note::nome}}",
    );
  });

  it("normalises slugs", () => {
    expect(normaliseSlug("Città di nascita")).toBe("citta_di_nascita");
    expect(normaliseSlug("  Canone € mensile ")).toBe("canone_mensile");
    expect(normaliseSlug("1° rata")).toBe("f_1_rata");
  });
});

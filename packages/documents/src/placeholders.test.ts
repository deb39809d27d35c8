import { describe, expect, it } from "vitest";
import { splitPlaceholders, splitTemplateTokens } from "./placeholders";

describe("the template language's tokens (issue 32)", () => {
  it("reads conditions, repetition, role nouns and references beside the spec's placeholders", () => {
    const text =
      '{{if::regime == "cedolare" and not arredato}}A{{elif::count(g) > 1}}B{{else}}C{{endif}}' +
      "{{each::g}}{{field::g.nome}}{{endeach}}{{each::g::inline}}x{{endeach}}" +
      "{{term::conduttori}} {{term::conduttori::capital}} {{ref::cedolare}}";
    expect(
      splitTemplateTokens(text).map((part) =>
        typeof part === "string" ? part : { ...part, raw: undefined },
      ),
    ).toEqual([
      { kind: "if", expression: 'regime == "cedolare" and not arredato', raw: undefined },
      "A",
      { kind: "elif", expression: "count(g) > 1", raw: undefined },
      "B",
      { kind: "else", raw: undefined },
      "C",
      { kind: "endif", raw: undefined },
      { kind: "each", group: "g", inline: false, raw: undefined },
      { kind: "field", slug: "g.nome", raw: undefined },
      { kind: "endeach", raw: undefined },
      { kind: "each", group: "g", inline: true, raw: undefined },
      "x",
      { kind: "endeach", raw: undefined },
      { kind: "term", party: "conduttori", capital: false, raw: undefined },
      " ",
      { kind: "term", party: "conduttori", capital: true, raw: undefined },
      " ",
      { kind: "ref", label: "cedolare", raw: undefined },
    ]);
  });

  it("reads a term joined with a preposition, capitalised or not", () => {
    const strip = (text: string) =>
      splitTemplateTokens(text).map((part) =>
        typeof part === "string" ? part : { ...part, raw: undefined },
      );
    expect(strip("{{term::conduttori::di}}")).toEqual([
      { kind: "term", party: "conduttori", capital: false, preposition: "di", raw: undefined },
    ]);
    expect(strip("{{term::conduttori::a::capital}}")).toEqual([
      { kind: "term", party: "conduttori", capital: true, preposition: "a", raw: undefined },
    ]);
  });

  it("leaves malformed logic as text, and the spec's placeholders as they were read", () => {
    for (const malformed of [
      "{{if}}",
      "{{if::}}",
      "{{else::x}}",
      "{{endif::x}}",
      "{{each::}}",
      "{{each::g::block}}",
      "{{each::G}}",
      "{{term::x::lower}}",
      "{{term::x::per}}",
      "{{term::x::capital::di}}",
      "{{term::x::di::a}}",
      "{{ref::}}",
      "{{ref::Art 3}}",
      "{{elsewhere}}",
    ])
      expect(splitTemplateTokens(malformed), malformed).toEqual([malformed]);
    // The spec's own splitter knows nothing of logic: the screens resolving placeholders are unchanged.
    expect(splitPlaceholders("{{if::a}}{{field::b}}")).toEqual([
      "{{if::a}}",
      { kind: "field", slug: "b", raw: "{{field::b}}" },
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { checkPlaceholders, findMalformedPlaceholders, renamePlaceholders } from "./placeholder-check";

describe("checkPlaceholders", () => {
  it("lists placeholders without a definition and definitions never cited", () => {
    const check = checkPlaceholders(
      ["<p>{{field::a}} {{field::ghost}} {{note::n1}}</p>", "<p>{{field::a}} {{note::lost}}</p>"],
      [{ slug: "a" }, { slug: "unused" }],
      [{ slug: "n1" }, { slug: "n2" }],
    );
    expect(check).toEqual({
      missing_fields: ["ghost"],
      unused_fields: ["unused"],
      missing_notes: ["lost"],
      unused_notes: ["n2"],
    });
  });
});

describe("findMalformedPlaceholders", () => {
  it("finds links without a name or an id, and empty slugs", () => {
    const text =
      "{{link::Codice civile::cc-1571}} {{link::::12}} {{mementolink::Art. 1}} {{link:: ::3}} {{field::}} {{field::ok}}";
    expect(findMalformedPlaceholders(text)).toEqual([
      "{{link::::12}}",
      "{{mementolink::Art. 1}}",
      "{{link:: ::3}}",
      "{{field::}}",
    ]);
  });
});

describe("renamePlaceholders", () => {
  it("renames fields and notes at once, so two slugs can be swapped", () => {
    const text = "{{field::a}} {{field::b}} {{note::a}} {{link::a::1}}";
    const renamed = renamePlaceholders(text, {
      field: new Map([
        ["a", "b"],
        ["b", "a"],
      ]),
      note: new Map([["a", "nota"]]),
    });
    expect(renamed).toBe("{{field::b}} {{field::a}} {{note::nota}} {{link::a::1}}");
  });
});

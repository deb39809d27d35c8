import { templateFieldSchema, templatePartySchema } from "@app/contracts";
import { describe, expect, it } from "vitest";
import { conditionInWords, type LogicContext, logicTokenInWords } from "./logic-words";
import { chipView } from "./placeholder-views";

const fields = [
  templateFieldSchema.parse({ slug: "cedolare_secca", label: "Cedolare secca", type: "boolean" }),
  templateFieldSchema.parse({
    slug: "arredo",
    label: "Arredamento",
    type: "select",
    attributes: {
      options: [
        { value: "arredato", label: "arredato" },
        { value: "vuoto", label: "non arredato" },
      ],
    },
  }),
  templateFieldSchema.parse({ slug: "durata", label: "Durata in mesi", type: "number" }),
  templateFieldSchema.parse({
    slug: "conduttori",
    label: "Conduttori",
    type: "group",
    item_label: "Conduttore",
    fields: [{ slug: "nascita", label: "Luogo e data di nascita", type: "text" }],
  }),
];
const parties = [
  templatePartySchema.parse({
    slug: "conduttori",
    label: "Conduttore",
    typology: "PF",
    field_set: "Conduttori",
    forms: { singular: "il Conduttore", plural: "i Conduttori" },
  }),
];
const it_: LogicContext = { fields, parties, language: "it" };

describe("the template logic in words (issue 32)", () => {
  it("reads a condition with the fields' labels and the choices' labels", () => {
    expect(conditionInWords("cedolare_secca", it_)).toBe("«Cedolare secca» è sì");
    expect(conditionInWords("not cedolare_secca", it_)).toBe("«Cedolare secca» è no");
    expect(conditionInWords('arredo != "vuoto" and durata >= 12', it_)).toBe(
      "«Arredamento» non è «non arredato» e «Durata in mesi» è almeno 12",
    );
    expect(conditionInWords("count(conduttori) > 1 or empty(nascita)", it_)).toBe(
      "il numero di «Conduttori» è maggiore di 1 o «Luogo e data di nascita» non è compilato",
    );
    expect(conditionInWords("cedolare_secca and", it_)).toBeNull();
  });

  it("reads each token, in each language", () => {
    expect(logicTokenInWords("if", "cedolare_secca", it_)).toBe("Se «Cedolare secca» è sì");
    expect(logicTokenInWords("else", "", it_)).toBe("Altrimenti");
    expect(logicTokenInWords("each", "conduttori::inline", it_)).toBe(
      "Per ogni «Conduttore» di «Conduttori»",
    );
    expect(logicTokenInWords("term", "conduttori::capital", it_)).toBe("Il Conduttore (ruolo accordato)");
    expect(logicTokenInWords("term", "conduttori::di", it_)).toBe("del Conduttore (ruolo accordato)");
    expect(logicTokenInWords("ref", "cedolare", { ...it_, language: "en" })).toBe(
      "Number of the article “cedolare”",
    );
    expect(logicTokenInWords("elif", "durata < 6", { ...it_, language: "en" })).toBe(
      "Otherwise, if “Durata in mesi” is less than 6",
    );
  });
});

describe("an item's field in the text editor (issue 32)", () => {
  it("reads as the item and the field, not as a field the template lacks", () => {
    const words = { field: "Campo", note: "Nota", link: "Link", mementolink: "Memento", missing: "Manca" };
    expect(chipView({ kind: "field", slug: "conduttori.nascita", raw: "" }, fields, [], words)).toEqual({
      text: "Conduttore: Luogo e data di nascita",
      description: "Campo: Conduttore: Luogo e data di nascita (conduttori.nascita)",
    });
    expect(chipView({ kind: "field", slug: "conduttori.ignoto", raw: "" }, fields, [], words).empty).toBe(
      true,
    );
  });
});

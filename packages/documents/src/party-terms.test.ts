import { describe, expect, it } from "vitest";
import { LEASE_FIELDS, LEASE_PARTIES } from "./fixtures/logic-lease";
import { articulate, partyTerm } from "./party-terms";

describe("a term joined with a preposition (issue 32)", () => {
  it("makes one word of the preposition and every Italian article", () => {
    expect(articulate("il Conduttore", "di", "it")).toBe("del Conduttore");
    expect(articulate("il Conduttore", "a", "it")).toBe("al Conduttore");
    expect(articulate("la Conduttrice", "da", "it")).toBe("dalla Conduttrice");
    expect(articulate("i Conduttori", "in", "it")).toBe("nei Conduttori");
    expect(articulate("le Conduttrici", "su", "it")).toBe("sulle Conduttrici");
    expect(articulate("lo Studio", "di", "it")).toBe("dello Studio");
    expect(articulate("gli Eredi", "a", "it")).toBe("agli Eredi");
    expect(articulate("l'Affittuario", "di", "it")).toBe("dell'Affittuario");
    expect(articulate("l’Affittuaria", "a", "it")).toBe("all’Affittuaria");
  });

  it("puts the preposition before a form without an article, and before an English one", () => {
    expect(articulate("Conduttore", "di", "it")).toBe("di Conduttore");
    // "Ilaria" starts like "il" but is no article.
    expect(articulate("Ilaria", "a", "it")).toBe("a Ilaria");
    expect(articulate("the Tenant", "di", "en")).toBe("of the Tenant");
    expect(articulate("the Tenants", "a", "en")).toBe("to the Tenants");
  });

  it("agrees the joined form in number and gender, and capitalises it at a sentence's start", () => {
    const [party] = LEASE_PARTIES;
    if (!party) throw new Error("no party");
    const two = { fields: LEASE_FIELDS, values: { conduttori: [{ genere: "F" }, { genere: "F" }] } };
    expect(partyTerm(party, two, { preposition: "di" })).toBe("delle Conduttrici");
    expect(partyTerm(party, two, { preposition: "a", capital: true })).toBe("Alle Conduttrici");
    const one = { fields: LEASE_FIELDS, values: { conduttori: [{ genere: "M" }] } };
    expect(partyTerm(party, one, { preposition: "da" })).toBe("dal Conduttore");
  });
});

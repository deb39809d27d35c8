import type { TemplatePartyRole } from "@app/contracts";
import { describe, expect, it } from "vitest";
import { contactFromParty, fillsDiffer, partyFill } from "./party-fill";

const landlord: TemplatePartyRole = {
  slug: "locatore",
  label: "Locatore",
  typology: "any",
  typologies: ["PF", "DI", "SOC", "ENTE"],
  field_set: "Locatore",
  repeating: false,
  fields: [
    { slug: "locatore_nome", label: "Nome", attribute: "nome" },
    { slug: "locatore_codice_fiscale", label: "CF", attribute: "codice_fiscale" },
    { slug: "locatore_indirizzo", label: "Residenza", attribute: "indirizzo" },
    { slug: "locatore_nascita", label: "Nascita", attribute: "nascita" },
    { slug: "locatore_email", label: "E-mail o PEC", attribute: "email" },
  ],
};

const anna = {
  typology: "PF" as const,
  data: {
    nome: "Anna",
    cognome: "Bianchi",
    codice_fiscale: "RSSMRA80A01H501U",
    indirizzo: "Via Roma 1",
    cap: "00184",
    comune: "Roma",
    provincia: "RM",
    luogo_nascita: "Bologna",
    data_nascita: "1990-03-12",
    pec: "anna@pec.it",
  },
};

describe("a party filled from a contact", () => {
  it("composes the template's values from the contact's fields", () => {
    expect(partyFill(landlord, anna, "it")).toEqual({
      locatore_nome: "Anna Bianchi",
      locatore_codice_fiscale: "RSSMRA80A01H501U",
      locatore_indirizzo: "Via Roma 1, 00184 Roma (RM)",
      locatore_nascita: "Bologna, il 12/03/1990",
      locatore_email: "anna@pec.it",
    });
  });

  it("names a company with its representative, in the template's language, and empties what it lacks", () => {
    const company = {
      typology: "SOC" as const,
      data: {
        denominazione: "Alfa S.r.l.",
        legale_rappresentante: "Carlo Neri",
        codice_fiscale: "00743110157",
      },
    };
    const fill = partyFill(landlord, company, "it");
    expect(fill.locatore_nome).toBe("Alfa S.r.l., in persona del legale rappresentante Carlo Neri");
    expect(fill.locatore_email).toBe("");
    expect(partyFill(landlord, company, "en").locatore_nome).toBe("Alfa S.r.l., represented by Carlo Neri");
  });

  it("tells when the contact now fills something else", () => {
    const before = partyFill(landlord, anna, "it");
    expect(fillsDiffer(landlord, before, partyFill(landlord, anna, "it"))).toBe(false);
    const moved = { ...anna, data: { ...anna.data, indirizzo: "Via Po 2" } };
    expect(fillsDiffer(landlord, before, partyFill(landlord, moved, "it"))).toBe(true);
  });
});

describe("a contact from what was typed", () => {
  it("splits the composite values back into the contact's fields", () => {
    const typed = partyFill(landlord, anna, "it");
    expect(contactFromParty(landlord, typed, landlord.typologies)).toEqual({
      typology: "PF",
      data: {
        nome: "Anna",
        cognome: "Bianchi",
        codice_fiscale: "RSSMRA80A01H501U",
        indirizzo: "Via Roma 1",
        cap: "00184",
        comune: "Roma",
        provincia: "RM",
        luogo_nascita: "Bologna",
        data_nascita: "1990-03-12",
        pec: "anna@pec.it",
      },
    });
  });

  it("recognises a company by its legal form, within the typologies the role takes", () => {
    const typed = {
      locatore_nome: "Beta S.p.A., in persona del legale rappresentante Ada Riva",
      locatore_indirizzo: "Corso Italia 3",
    };
    expect(contactFromParty(landlord, typed, landlord.typologies)).toEqual({
      typology: "SOC",
      data: { denominazione: "Beta S.p.A.", legale_rappresentante: "Ada Riva", indirizzo: "Corso Italia 3" },
    });
    expect(contactFromParty(landlord, typed, ["PF"]).typology).toBe("PF");
  });
});

describe("a repeating party's item (issue 32)", () => {
  const tenants: TemplatePartyRole = {
    ...landlord,
    slug: "conduttori",
    repeating: true,
    fields: [
      { slug: "nome", label: "Nome", attribute: "nome" },
      { slug: "codice_fiscale", label: "CF", attribute: "codice_fiscale" },
    ],
  };
  it("is filled by a contact field by field, and gives a contact back from the item's answers", () => {
    const contact = {
      typology: "PF" as const,
      data: { nome: "Anna", cognome: "Bianchi", codice_fiscale: "BNCNNA80A41H501R" },
    };
    expect(partyFill(tenants, contact, "it")).toEqual({
      nome: "Anna Bianchi",
      codice_fiscale: "BNCNNA80A41H501R",
    });
    expect(
      contactFromParty(tenants, { nome: "Anna Bianchi", codice_fiscale: "BNCNNA80A41H501R" }, ["PF"]),
    ).toEqual({
      typology: "PF",
      data: { nome: "Anna", cognome: "Bianchi", codice_fiscale: "BNCNNA80A41H501R" },
    });
  });
});

describe("the place and date of birth (issue 44)", () => {
  it("is written in the field's own form, which follows «nato a» / «born in»", () => {
    expect(partyFill(landlord, anna, "it").locatore_nascita).toBe("Bologna, il 12/03/1990");
    expect(partyFill(landlord, anna, "en").locatore_nascita).toBe("Bologna on 12/03/1990");
    // Only one of the two: what there is.
    const place = { ...anna, data: { ...anna.data, data_nascita: "" } };
    expect(partyFill(landlord, place, "it").locatore_nascita).toBe("Bologna");
  });

  it("comes back from the contract's form in either language, the old one too", () => {
    for (const typed of [
      "Roma, il 12/04/1985",
      "Roma, 12/04/1985",
      "Roma il 12/04/1985",
      "Roma on 12/04/1985",
    ]) {
      const { data } = contactFromParty(landlord, { locatore_nascita: typed }, ["PF"]);
      expect({ luogo: data.luogo_nascita, data: data.data_nascita }, typed).toEqual({
        luogo: "Roma",
        data: "1985-04-12",
      });
    }
  });

  it("filled in the old form «Roma, 12/04/1985» is the same birth, not a change of the contact", () => {
    const old = { ...partyFill(landlord, anna, "it"), locatore_nascita: "Bologna, 12/03/1990" };
    expect(fillsDiffer(landlord, old, partyFill(landlord, anna, "it"))).toBe(false);
    const reborn = { ...anna, data: { ...anna.data, data_nascita: "1990-03-13" } };
    expect(fillsDiffer(landlord, old, partyFill(landlord, reborn, "it"))).toBe(true);
  });

  it("goes to the address book and back unchanged", () => {
    const typed = { locatore_nome: "Anna Bianchi", locatore_nascita: "Roma, il 12/04/1985" };
    const contact = contactFromParty(landlord, typed, ["PF"]);
    expect(partyFill(landlord, contact, "it").locatore_nascita).toBe("Roma, il 12/04/1985");
    const english = { locatore_nome: "Anna Bianchi", locatore_nascita: "Rome on 12/04/1985" };
    expect(partyFill(landlord, contactFromParty(landlord, english, ["PF"]), "en").locatore_nascita).toBe(
      "Rome on 12/04/1985",
    );
  });
});

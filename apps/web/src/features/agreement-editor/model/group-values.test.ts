import { templateFieldSchema } from "@app/contracts";
import { describe, expect, it } from "vitest";
import { isDraftDirty } from "./draft";
import { groupFields, groupIndexOf, groupStatus } from "./field-groups";
import {
  itemAddress,
  itemPersonName,
  movedItem,
  previewValues,
  roomForContacts,
  shownItems,
  withAnswer,
  withContacts,
} from "./group-values";

const tenants = templateFieldSchema.parse({
  slug: "conduttori",
  label: "Conduttori",
  type: "group",
  min: 2,
  max: 4,
  item_label: "Conduttore",
  field_set: "Conduttori",
  fields: [
    { slug: "nome", label: "Nome", type: "text", required: true },
    { slug: "email", label: "E-mail", type: "email" },
  ],
});
const flatTax = templateFieldSchema.parse({
  slug: "cedolare_secca",
  label: "Cedolare secca",
  type: "boolean",
  field_set: "Conduttori",
});
const istat = templateFieldSchema.parse({
  slug: "istat",
  label: "ISTAT",
  type: "percentage",
  required: true,
  field_set: "Conduttori",
  visible_if: "not cedolare_secca",
});

describe("a repeating group's answers (issue 32)", () => {
  it("addresses an item's field by GROUP.INDEX.slug, and nothing else", () => {
    expect(itemAddress("conduttori.1.nome")).toEqual({ group: "conduttori", index: 1, field: "nome" });
    for (const slug of ["conduttori", "conduttori.x.nome", "a.1", "a.1.b.c"])
      expect(itemAddress(slug)).toBeNull();
  });

  it("writes one item's answer, padding the list up to it, and leaves the other items alone", () => {
    const first = withAnswer({}, "conduttori.1.nome", "Luca");
    expect(first).toEqual({ conduttori: [{}, { nome: "Luca" }] });
    const second = withAnswer(first, "conduttori.0.nome", "Anna");
    expect(second.conduttori).toEqual([{ nome: "Anna" }, { nome: "Luca" }]);
    expect((second.conduttori as object[])[1]).toBe((first.conduttori as object[])[1]);
    expect(withAnswer(second, "cedolare_secca", true).cedolare_secca).toBe(true);
  });

  it("shows as many blank items as the group needs at least, and moves an item", () => {
    expect(shownItems(tenants, undefined)).toEqual([{}, {}]);
    expect(shownItems(tenants, [{ nome: "A" }, { nome: "B" }, { nome: "C" }])).toHaveLength(3);
    expect(movedItem(["a", "b", "c"], 2, 0)).toEqual(["c", "a", "b"]);
    expect(movedItem(["a", "b"], 0, 5)).toEqual(["a", "b"]);
  });

  it("counts each item's required fields and only the questions asked, in the step's status", () => {
    const [step] = groupFields([tenants, flatTax, istat]);
    if (!step) throw new Error("no step");
    expect(groupStatus(step, {})).toMatchObject({ required: 2, filled: 0, complete: false });
    const two = { conduttori: [{ nome: "Anna" }, { nome: "Luca" }], cedolare_secca: true };
    expect(groupStatus(step, two)).toEqual({ filled: 2, required: 2, invalid: 0, complete: true });
    const noFlatTax = { ...two, cedolare_secca: false };
    expect(groupStatus(step, noFlatTax)).toMatchObject({ required: 3, complete: false });
    const badEmail = { ...two, conduttori: [{ nome: "Anna", email: "non-valida" }, { nome: "Luca" }] };
    expect(groupStatus(step, badEmail)).toMatchObject({ invalid: 1, complete: false });
    expect(groupIndexOf([step], "conduttori.1.nome")).toBe(0);
  });

  it("sees a saved group as unchanged when its items come back as new lists", () => {
    const draft = {
      title: "x",
      values: { conduttori: [{ nome: "Anna" }] },
      customizedBody: null,
      calculations: [],
      parties: {},
    };
    const saved = { ...draft, values: { conduttori: [{ nome: "Anna" }] } };
    expect(isDraftDirty(draft, saved)).toBe(false);
    expect(isDraftDirty(draft, { ...saved, values: { conduttori: [{ nome: "Anna B." }] } })).toBe(true);
  });
});

describe("several contacts at once (issue 32)", () => {
  it("fills the blank cards first, then adds cards up to the most, never overwriting one filled", () => {
    const filled = { nome: "Anna Bianchi" };
    const items = [{ nome: "" }, filled, {}];
    expect(roomForContacts(items, 4)).toBe(3);
    const next = withContacts(
      items,
      [{ nome: "Luca Verdi" }, { nome: "Ugo Neri" }, { nome: "Eva Riva" }, { nome: "Oltre" }],
      4,
    );
    expect(next.map((i) => i.nome)).toEqual(["Luca Verdi", "Anna Bianchi", "Ugo Neri", "Eva Riva"]);
    expect(items[0]).toEqual({ nome: "" });
    expect(roomForContacts(next, 4)).toBe(0);
  });
});

describe("the live preview's answers (issue 32)", () => {
  it("gives each group the blank cards the form shows, and leaves the rest as it is", () => {
    const fields = [
      templateFieldSchema.parse({ slug: "locatori", label: "Locatori", type: "group", min: 1, fields: [] }),
      templateFieldSchema.parse({ slug: "canone", label: "Canone", type: "currency" }),
    ];
    expect(previewValues(fields, { canone: "800" })).toEqual({ canone: "800", locatori: [{}] });
    const filled = { locatori: [{ nome: "Anna" }] };
    expect(previewValues(fields, filled)).toBe(filled);
  });
});

describe("the name an item goes by when it is removed (issue 44)", () => {
  it("names the person or the company of a party's item, else the item as the card does", () => {
    expect(itemPersonName(tenants, { nome: "Anna Bianchi", email: "" }, 0)).toBe("Anna Bianchi");
    expect(itemPersonName(tenants, { nome: "  ", email: "a@b.it" }, 1)).toBe("Conduttore 2");
    expect(itemPersonName(tenants, {}, 0)).toBe("Conduttore 1");
    const people = templateFieldSchema.parse({
      ...tenants,
      fields: [
        { slug: "nome", label: "Nome", type: "text" },
        { slug: "cognome", label: "Cognome", type: "text" },
        { slug: "denominazione", label: "Denominazione", type: "text" },
      ],
    });
    expect(itemPersonName(people, { nome: "Anna", cognome: "Bianchi" }, 0)).toBe("Anna Bianchi");
    expect(itemPersonName(people, { denominazione: "Alfa S.r.l." }, 0)).toBe("Alfa S.r.l.");
    const english = templateFieldSchema.parse({
      ...tenants,
      item_label: "Tenant",
      fields: [{ slug: "name", label: "Name", type: "text" }],
    });
    expect(itemPersonName(english, { name: "Acme Ltd" }, 0)).toBe("Acme Ltd");
  });
});

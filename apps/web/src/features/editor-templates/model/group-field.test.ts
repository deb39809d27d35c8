import { templateFieldSchema } from "@app/contracts";
import { describe, expect, it } from "vitest";
import { groupProblems, NEW_ITEM_FIELD, withGroupShape } from "./group-field";

const item = (slug: string, extra: object = {}) => ({ ...NEW_ITEM_FIELD, slug, label: slug, ...extra });

describe("a repeating group in the fields table (issue 32)", () => {
  it("needs item fields with labels and distinct codes, and a most no fewer than the fewest", () => {
    expect(groupProblems({ fields: [], item_label: "Conduttore" }, [], "it")).toEqual([
      { key: "fields", code: "noItemFields" },
    ]);
    expect(
      groupProblems(
        { fields: [item("nome"), item("Nome"), item("", { label: "" })], min: 3, max: 2, item_label: "X" },
        [],
        "it",
      ),
    ).toEqual([
      { key: "max", code: "minOverMax" },
      { key: "fields.1.slug", code: "slugTaken" },
      { key: "fields.2.slug", code: "required" },
      { key: "fields.2.label", code: "required" },
    ]);
    expect(
      groupProblems(
        { fields: [item("nome"), item("codice_fiscale")], min: 1, max: 4, item_label: "Conduttore" },
        [],
        "it",
      ),
    ).toEqual([]);
  });

  it("asks what one item is called, since the group's plural label would name each card (issue 44)", () => {
    const fields = [item("nome")];
    expect(groupProblems({ fields }, [], "it")).toEqual([{ key: "item_label", code: "itemLabelRequired" }]);
    expect(groupProblems({ fields, item_label: "  " }, [], "it")).toEqual([
      { key: "item_label", code: "itemLabelRequired" },
    ]);
    expect(groupProblems({ fields, item_label: "Acquirente" }, [], "it")).toEqual([]);
  });

  it("checks an item field's condition over the template's names and its item's", () => {
    const fields = [item("nome"), item("nascita", { visible_if: "not empty(nome) and straniero" })];
    expect(groupProblems({ fields, item_label: "Conduttore" }, ["straniero"], "it")).toEqual([]);
    expect(groupProblems({ fields, item_label: "Conduttore" }, [], "en")).toEqual([
      { key: "fields.1.visible_if", code: "condition", message: "Unknown name: straniero" },
    ]);
  });

  it("applies a group with its codes normalised, and any other type without a group's properties", () => {
    const group = withGroupShape({
      ...templateFieldSchema.parse({ slug: "conduttori", label: "Conduttori", type: "group" }),
      fields: [item(" Codice Fiscale ", { label: " Codice fiscale ", visible_if: " " })],
      min: 1,
      max: 500,
      item_label: " Conduttore ",
    });
    expect(group).toMatchObject({ min: 1, max: 100, item_label: "Conduttore" });
    expect(group.fields?.[0]).toMatchObject({ slug: "codice_fiscale", label: "Codice fiscale" });
    expect(group.fields?.[0]).not.toHaveProperty("visible_if");
    const text = withGroupShape({ ...group, type: "text" });
    expect(text).not.toHaveProperty("fields");
    expect(text).not.toHaveProperty("item_label");
  });
});

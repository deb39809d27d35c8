import type { TemplateField, TemplateNote } from "@app/contracts";
import { parseHtml } from "@app/documents";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api-error";
import { plainField } from "../../../lib/template-field";
import { cleanValues, isDraftDirty, serverFieldErrors, withCalculation } from "./draft";
import { editorPlaceOf, initialTab } from "./editor-tabs";
import { groupFields, groupIndexOf, groupStatus } from "./field-groups";
import { notesByField, notesForStep } from "./related-notes";

const field = (slug: string, patch: Partial<TemplateField> = {}) =>
  plainField({ slug, label: slug, ...patch });

describe("groupFields", () => {
  it("makes one step per field set, in the order the sets first appear, leaving hidden fields out", () => {
    const groups = groupFields([
      field("a", { field_set: "Locatore" }),
      field("b", { field_set: "Conduttore" }),
      field("c", { field_set: "Locatore " }),
      field("d", { field_set: "Conduttore", visible: false }),
      field("e"),
    ]);
    expect(groups.map((g) => [g.key, g.fields.map((f) => f.slug)])).toEqual([
      ["Locatore", ["a", "c"]],
      ["Conduttore", ["b"]],
      ["", ["e"]],
    ]);
    expect(groupIndexOf(groups, "c")).toBe(0);
    expect(groupIndexOf(groups, "zzz")).toBe(-1);
  });

  it("tells how far a step is: required fields filled, values to correct", () => {
    const [group] = groupFields([
      field("nome", { required: true }),
      field("email", { type: "email" }),
      field("cf", { type: "fiscal_code", validators: [{ name: "required" }] }),
      field("spento", { required: true, disable: true }),
    ]);
    if (!group) throw new Error("no group");
    expect(groupStatus(group, {})).toEqual({ filled: 0, required: 2, invalid: 0, complete: false });
    expect(groupStatus(group, { nome: "Anna", email: "non-valida" })).toEqual({
      filled: 1,
      required: 2,
      invalid: 1,
      complete: false,
    });
    expect(groupStatus(group, { nome: "Anna", cf: "RSSMRA80A01H501U" })).toEqual({
      filled: 2,
      required: 2,
      invalid: 0,
      complete: true,
    });
  });
});

describe("notes beside the fields", () => {
  const notes: TemplateNote[] = [
    { slug: "n_durata", label: "Durata", help: "…" },
    { slug: "n_canone", label: "Canone", help: "…" },
    { slug: "n_sola", label: "Sola", help: "…" },
  ];
  const model = parseHtml(`<p>{{field::nome}} {{note::n_sola}}</p>
<ol><li><p>Durata dal {{field::inizio}}</p><p>al {{field::fine}}.{{note::n_durata}}</p></li>
<li><p>Canone {{field::canone}}{{note::n_canone}}{{note::n_durata}}</p></li>
<li><p>Nota senza campi {{note::n_canone}}</p></li></ol>`);

  it("relates a note to the fields of its clause", () => {
    const byField = notesByField(model, notes);
    expect(byField.get("nome")?.map((n) => n.slug)).toEqual(["n_sola"]);
    expect(byField.get("inizio")?.map((n) => n.slug)).toEqual(["n_durata"]);
    expect(byField.get("fine")?.map((n) => n.slug)).toEqual(["n_durata"]);
    expect(byField.get("canone")?.map((n) => n.slug)).toEqual(["n_canone", "n_durata"]);
  });

  it("shows each note once in a step, beside the first field it explains", () => {
    const step = notesForStep(["inizio", "fine", "canone"], notesByField(model, notes));
    expect([...step].map(([slug, list]) => [slug, list.map((n) => n.slug)])).toEqual([
      ["inizio", ["n_durata"]],
      ["canone", ["n_canone"]],
    ]);
  });
});

describe("draft", () => {
  const saved = {
    title: "Contratto",
    values: { a: "1", b: true },
    customizedBody: null,
    calculations: [],
    parties: {},
  };

  it("saves cleared fields as absent, not as empty text", () => {
    expect(cleanValues({ a: "1", b: "", c: "  ", d: null, e: false })).toEqual({ a: "1", e: false });
  });

  it("is dirty only when something that will be saved differs", () => {
    expect(isDraftDirty({ ...saved, title: " Contratto " }, saved)).toBe(false);
    expect(isDraftDirty({ ...saved, values: { a: "1", b: true, c: "" } }, saved)).toBe(false);
    expect(isDraftDirty({ ...saved, values: { a: "2", b: true } }, saved)).toBe(true);
    expect(isDraftDirty({ ...saved, customizedBody: "<p>x</p>" }, saved)).toBe(true);
    expect(isDraftDirty({ ...saved, title: "Altro" }, saved)).toBe(true);
    // A calculation inserted is kept only by a save: until then there is something to save.
    const calculation = { calculator: 3, values: { capitale: "1000" } };
    expect(isDraftDirty(withCalculation(saved, calculation), saved)).toBe(true);
    // A party bound to a contact is saved with the contract.
    const bound = { ...saved, parties: { locatore: { contact: 7, filled: { locatore_nome: "Anna" } } } };
    expect(isDraftDirty(bound, saved)).toBe(true);
    expect(
      isDraftDirty(bound, {
        ...bound,
        parties: { locatore: { contact: 7, filled: { locatore_nome: "Anna" } } },
      }),
    ).toBe(false);
  });

  it("keeps one calculation per calculator, the newest", () => {
    const first = withCalculation(
      withCalculation({ ...saved }, { calculator: 3, values: { capitale: "1000" } }),
      { calculator: 4, values: { tipo: "4+4" } },
    );
    expect(withCalculation(first, { calculator: 3, values: { capitale: "2000" } }).calculations).toEqual([
      { calculator: 4, values: { tipo: "4+4" } },
      { calculator: 3, values: { capitale: "2000" } },
    ]);
  });

  it("spreads a 400 answer over the title, the fields and the rest", () => {
    const error = new ApiError(400, {
      status_code: 400,
      title: ["Il titolo è obbligatorio"],
      "values.canone": ["Valore non valido", "Troppo alto"],
      non_field_errors: ["Riprova"],
      parties: ["Parte sconosciuta"],
    });
    expect(serverFieldErrors(error.body)).toEqual({
      title: "Il titolo è obbligatorio",
      values: { canone: "Valore non valido Troppo alto" },
      other: ["Riprova", "parties: Parte sconosciuta"],
    });
  });
});

describe("initialTab", () => {
  it("opens on the route's tab unless the URL names a known one", () => {
    expect(initialTab("discipline", new URLSearchParams())).toBe("discipline");
    expect(initialTab("customise", new URLSearchParams("tab=compile"))).toBe("compile");
    expect(initialTab("tools", new URLSearchParams("tab=nonsense"))).toBe("tools");
  });
});

describe("editorPlaceOf (issue 44)", () => {
  it("reads the step and the focused control handed over by the first save, and nothing else", () => {
    expect(editorPlaceOf({ step: 2, focusId: "field-conduttore_nome" })).toEqual({
      step: 2,
      focusId: "field-conduttore_nome",
    });
    expect(editorPlaceOf({ step: 1 })).toEqual({ step: 1, focusId: null });
    for (const state of [null, undefined, "2", { step: -1 }, { step: 1.5 }, { focusId: "x" }])
      expect(editorPlaceOf(state)).toBeNull();
  });
});

import type { TemplateNote } from "@app/contracts";
import { describe, expect, it } from "vitest";
import {
  previousSlugs,
  type TableState,
  tableFrom,
  tableReducer,
} from "../../../components/editor-table/row-table";
import { normaliseTypedSlug } from "../../../lib/slug";
import { draftReducer, emptyDraft, isDirty, liveCheck, NEW_FIELD, toWriteBody } from "./template-draft";

const note = (slug: string): TemplateNote => ({ slug, label: slug.toUpperCase(), help: "" });

describe("slug normalisation", () => {
  it("lower-cases, strips accents and joins words with _", () => {
    expect(normaliseTypedSlug("  Canone Annuo ")).toBe("canone_annuo");
    expect(normaliseTypedSlug("Città-di_nascita!")).toBe("citta_di_nascita");
    expect(normaliseTypedSlug("2° rata")).toBe("f_2_rata");
  });

  it("gives nothing for text without letters or digits", () => {
    expect(normaliseTypedSlug("")).toBe("");
    expect(normaliseTypedSlug(" -_ ")).toBe("");
  });
});

describe("editor table state machine", () => {
  const start: TableState<TemplateNote> = tableFrom([note("a"), note("b")], (i) => `k${i}`);

  it("opens the detail of an added row and accepts nothing else while it is open", () => {
    const added = tableReducer(start, { type: "add", key: "new", data: note("") });
    expect(added.openKey).toBe("new");
    expect(added.rows).toHaveLength(3);
    expect(tableReducer(added, { type: "add", key: "other", data: note("") })).toBe(added);
    expect(tableReducer(added, { type: "open", key: "k0" })).toBe(added);
  });

  it("deletes a row without a slug on Cancel, and only closes one that has a slug", () => {
    const added = tableReducer(start, { type: "add", key: "new", data: note("") });
    expect(tableReducer(added, { type: "cancel" })).toEqual({ rows: start.rows, openKey: null });
    const opened = tableReducer(start, { type: "open", key: "k1" });
    expect(tableReducer(opened, { type: "cancel" })).toEqual({ rows: start.rows, openKey: null });
  });

  it("stores the row on Apply and closes it", () => {
    const opened = tableReducer(start, { type: "open", key: "k0" });
    const applied = tableReducer(opened, { type: "apply", data: note("z") });
    expect(applied.openKey).toBeNull();
    expect(applied.rows.map((r) => r.data.slug)).toEqual(["z", "b"]);
    expect(applied.rows[0]?.savedSlug).toBe("a");
  });

  it("removes and reorders rows", () => {
    expect(tableReducer(start, { type: "move", key: "k1", offset: -1 }).rows.map((r) => r.key)).toEqual([
      "k1",
      "k0",
    ]);
    expect(tableReducer(start, { type: "move", key: "k1", offset: 1 })).toBe(start);
    expect(tableReducer(start, { type: "remove", key: "k0" }).rows.map((r) => r.key)).toEqual(["k1"]);
  });

  it("sends previous_slug for a rename, but not for a swap the text already carries", () => {
    const rows = [
      { key: "1", data: note("x"), savedSlug: "a" },
      { key: "2", data: note("b"), savedSlug: "b" },
      { key: "3", data: note("c"), savedSlug: null },
    ];
    expect(previousSlugs(rows)).toEqual(["a", undefined, undefined]);
    const swapped = [
      { key: "1", data: note("b"), savedSlug: "a" },
      { key: "2", data: note("a"), savedSlug: "b" },
    ];
    expect(previousSlugs(swapped)).toEqual([undefined, undefined]);
  });
});

describe("template draft", () => {
  const withField = () => {
    let draft = { ...emptyDraft(), title: "Prova", body: "<p>{{field::nome}} e {{note::n1}}</p>" };
    draft = draftReducer(draft, { type: "fields", action: { type: "add", key: "f", data: NEW_FIELD } });
    draft = draftReducer(draft, {
      type: "fields",
      action: { type: "apply", data: { ...NEW_FIELD, slug: "nome", label: "Nome" } },
    });
    return draft;
  };

  it("rewrites the placeholders of a renamed slug in body and commentary", () => {
    let draft = withField();
    draft = { ...draft, discipline: "<p>Vedi {{field::nome}}</p>" };
    draft = draftReducer(draft, { type: "fields", action: { type: "open", key: "f" } });
    draft = draftReducer(draft, {
      type: "fields",
      action: { type: "apply", data: { ...NEW_FIELD, slug: "nome_completo", label: "Nome" } },
    });
    expect(draft.body).toBe("<p>{{field::nome_completo}} e {{note::n1}}</p>");
    expect(draft.discipline).toBe("<p>Vedi {{field::nome_completo}}</p>");
  });

  it("checks the unsaved text live", () => {
    expect(liveCheck(withField())).toEqual({
      missing_fields: [],
      unused_fields: [],
      missing_notes: ["n1"],
      unused_notes: [],
    });
  });

  it("leaves the frozen content out of a locked version's write, and tells unsaved changes", () => {
    const draft = withField();
    expect(Object.keys(toWriteBody(draft, true)).sort()).toEqual(
      // The signature a version needs is metadata (issue 45): a version with contracts may be corrected.
      [
        "calculators",
        "categories",
        "discipline",
        "keywords",
        "module",
        "signature_level_min",
        "status",
        "title",
        "wizards",
      ].sort(),
    );
    expect(toWriteBody(draft, false).fields?.[0]).toMatchObject({ slug: "nome" });
    expect(isDirty(draft, draft, false)).toBe(false);
    expect(isDirty({ ...draft, title: "Altro" }, draft, false)).toBe(true);
    expect(isDirty({ ...draft, body: "<p></p>" }, draft, true)).toBe(false);
  });

  it("sends the linked calculators in their order, and tells when they change", () => {
    const draft = { ...withField(), calculators: [7, 3] };
    expect(toWriteBody(draft, true).calculators).toEqual([7, 3]);
    expect(toWriteBody(draft, false).calculators).toEqual([7, 3]);
    expect(isDirty({ ...draft, calculators: [3, 7] }, draft, true)).toBe(true);
  });
});

describe("calculator options", () => {
  it("name what customers do not see yet by its status", async () => {
    const { calculatorOptions } = await import("./calculator-options");
    const labels: Record<string, string> = { draft: "Bozza", ready: "Pronto" };
    const options = calculatorOptions(
      [
        { id: 3, title: "Interessi legali", status: "draft" },
        { id: 7, title: "Trattamento di fine rapporto", status: "public" },
        { id: 9, title: "Periodo di preavviso", status: "ready" },
      ],
      (status) => labels[status] ?? status,
    );
    expect(options).toEqual([
      { value: "3", label: "Interessi legali (bozza)" },
      { value: "7", label: "Trattamento di fine rapporto" },
      { value: "9", label: "Periodo di preavviso (pronto)" },
    ]);
  });
});

describe("server errors", () => {
  it("attach fields.N.x to the row sent in position N", async () => {
    const { rowErrors } = await import("./server-errors");
    const errors = { "fields.1.slug": "Già usato", "fields.10.label": "x", title: "Obbligatorio" };
    expect(rowErrors(errors, "fields", ["a", "b"], "b")).toEqual({ slug: "Già usato" });
    expect(rowErrors(errors, "fields", ["a", "b"], "a")).toEqual({});
    expect(rowErrors(errors, "notes", ["a", "b"], "b")).toEqual({});
  });
});

describe("links", () => {
  it("require a name and an id that keep the placeholder's syntax", async () => {
    const { linkError, linkRaw, linksIn } = await import("./placeholder-views");
    expect(linkError(" ")).toBe("required");
    expect(linkError("a::b")).toBe("syntax");
    expect(linkError("Art. 1571 c.c.")).toBeNull();
    expect(linkRaw("mementolink", " Memento ", " 42 ")).toBe("{{mementolink::Memento::42}}");
    expect(
      linksIn(["<p>{{link::Vedi::7}} {{field::a}} {{link::Vedi::7}}</p>", "{{mementolink::M::9}}"]),
    ).toEqual([
      { kind: "link", name: "Vedi", idLink: "7", raw: "{{link::Vedi::7}}" },
      { kind: "mementolink", name: "M", idLink: "9", raw: "{{mementolink::M::9}}" },
    ]);
  });
});

import { checkTemplate } from "@app/documents";
import { describe, expect, it } from "vitest";
import { tenantsGroup } from "../../../test/catalogue-fixture";
import { E, editorSuite, templatePayload } from "../../../test/editor-test-support";

/**
 * Issue 32: a template's logic is checked when it is saved. Whatever the body, the answer is a
 * 400 keyed by what to fix, naming the placeholder and where it stands, and nothing is saved.
 */
const ctx = editorSuite();
const T = `${E}/template`;

// The editors work in Italian: the messages checked below are theirs.
const create = (payload: object) => ctx.call("POST", `${T}/create/`, ctx.editor, payload, "it");
const update = (id: number, payload: object) =>
  ctx.call("PUT", `${T}/partial-update/${id}/`, ctx.editor, payload, "it");

const flatTax = { slug: "cedolare_secca", label: "Cedolare secca", type: "boolean" };
const istat = {
  slug: "aggiornamento_istat",
  label: "Aggiornamento ISTAT",
  type: "number",
  visible_if: "not cedolare_secca",
};
const logicBody =
  "<ol><li><p>{{term::conduttori::capital}}: {{each::conduttori::inline}}{{field::conduttori.nome}}{{endeach}}.</p></li>" +
  '{{if::cedolare_secca}}<li data-clause="cedolare"><p>Il locatore opta per la cedolare secca.</p></li>' +
  "{{else}}<li><p>Il canone è aggiornato al {{field::aggiornamento_istat}}%.</p></li>{{endif}}" +
  "<li><p>Si veda l'articolo {{ref::cedolare}}.</p></li></ol>";
const logicTemplate = (overrides: Record<string, unknown> = {}) =>
  templatePayload({
    body: logicBody,
    fields: [tenantsGroup, flatTax, istat],
    notes: [],
    parties: [
      {
        slug: "conduttori",
        label: "Conduttore",
        typology: "PF",
        field_set: "Conduttori",
        forms: { singular: "il Conduttore", plural: "i Conduttori" },
      },
    ],
    ...overrides,
  });

describe("a template with logic", () => {
  it("is saved when its conditions, groups, terms and references stand", async () => {
    const { status, body } = await create(logicTemplate());
    expect(status).toBe(201);
    expect(body.fields[0]).toMatchObject({ slug: "conduttori", type: "group", min: 1, max: 4 });
    expect(body.fields[0].fields.map((f: { slug: string }) => f.slug)).toEqual(["nome", "codice_fiscale"]);
    expect(body.fields[2].visible_if).toBe("not cedolare_secca");
    expect(body.body).toContain('data-clause="cedolare"');
  });

  it("is refused, keyed body and naming each placeholder and where it stands, when the body is wrong", async () => {
    const cases: [string, RegExp][] = [
      ["<p>{{field::fantasma}}</p>", /\{\{field::fantasma\}\} \(paragrafo 1\) cita un campo/],
      [
        "<p>{{if::cedolare_secca}}Sì</p>",
        /\{\{if::cedolare_secca\}\} \(paragrafo 1, prima di «Sì»\) .*chius/,
      ],
      ["<p>{{field::conduttori.nome}}</p>", /fuori da \{\{each::conduttori\}\}/],
      ["<p>{{ref::nessuna}}</p>", /\{\{ref::nessuna\}\} \(paragrafo 1\) rinvia a una clausola/],
      ["<p>{{if::cedolare_secca ==}}x{{endif}}</p>", /La condizione di \{\{if::cedolare_secca ==\}\}/],
      ["<p>{{if::canone > 3}}x{{endif}}</p>", /canone/],
      ["<p>{{term::garante}}</p>", /cita una parte che il modello non ha/],
      ["<p>{{each::cedolare_secca}}x{{endeach}}</p>", /non cita un gruppo ripetibile/],
      ["<p>{{if::count(cedolare_secca) > 1}}x{{endif}}</p>", /«cedolare_secca» non è un gruppo ripetibile/],
    ];
    for (const [text, message] of cases) {
      const { status, body } = await create(logicTemplate({ body: text }));
      expect(status, text).toBe(400);
      expect(body.body?.[0], text).toMatch(message);
    }
  });

  it("answers in English to an editor working in English", async () => {
    const { status, body } = await ctx.call(
      "POST",
      `${T}/create/`,
      ctx.editor,
      logicTemplate({ body: "<p>{{ref::nessuna}}</p>" }),
      "en",
    );
    expect(status).toBe(400);
    expect(body.body[0]).toMatch(/\{\{ref::nessuna\}\} \(paragraph 1\)/);
  });

  it("places a problem word for word as the editors' screen does, though it checks the body sanitised (issue 44)", async () => {
    // As the rich-text editor sends it: attributes and spans the sanitiser rewrites or drops,
    // which moved every character offset (the screen said 802 where the server said 806).
    const typed =
      '<p style="text-align: justify" class="x">Il comodante concede il bene, da restituire ' +
      '<span data-placeholder="{{if::cedolare_secca}}">{{if::cedolare_secca}}</span>entro il termine.</p>' +
      '<ol><li data-clause="cedolare"><p>Si veda {{ref::nessuna}} qui.</p></li></ol>';
    const screen = checkTemplate(
      typed,
      { fields: [tenantsGroup, flatTax, istat] as never, parties: [{ slug: "conduttori" }] },
      "it",
    ).map((issue) => issue.message);
    const { status, body } = await create(logicTemplate({ body: typed }));
    expect(status).toBe(400);
    expect(body.body).toEqual(screen);
    expect(screen).toEqual([
      "Il segnaposto {{if::cedolare_secca}} (paragrafo 1, tra «…il bene, da restituire» e «entro il termine.») apre un blocco che non è chiuso",
      "Il segnaposto {{ref::nessuna}} (clausola 1, tra «Si veda» e «qui.») rinvia a una clausola che nessun articolo porta",
    ]);
  });

  it("saves a reference to a clause a condition can leave out: the screen warns of it, the save does not refuse it", async () => {
    const { status } = await create(
      logicTemplate({
        body:
          '<ol>{{if::cedolare_secca}}<li data-clause="cedolare"><p><strong>Cedolare.</strong> Sì.</p></li>{{endif}}' +
          "<li><p>Si veda l'articolo {{ref::cedolare}}.</p></li></ol>",
      }),
    );
    expect(status).toBe(201);
  });

  it("refuses a field removed while the body still cites it, and keeps the stored version", async () => {
    const created = (await create(logicTemplate())).body;
    const { status, body } = await update(created.id, { fields: [tenantsGroup, flatTax] });
    expect(status).toBe(400);
    expect(body.body[0]).toMatch(/\{\{field::aggiornamento_istat\}\}/);
    const stored = (await ctx.call("GET", `${T}/retrieve/${created.id}/`, ctx.editor)).body;
    expect(stored.fields).toHaveLength(3);
  });

  it("refuses a condition on a field that does not compile, keyed by the field", async () => {
    const { status, body } = await create(
      logicTemplate({ fields: [tenantsGroup, flatTax, { ...istat, visible_if: "not cedolare_secca and" }] }),
    );
    expect(status).toBe(400);
    expect(Object.keys(body)).toContain("fields.2.visible_if");
    const unknown = await create(
      logicTemplate({
        fields: [
          { ...tenantsGroup, fields: [{ ...tenantsGroup.fields[0], visible_if: "eta > 18" }] },
          flatTax,
          istat,
        ],
        body: "<p>x</p>",
      }),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body["fields.0.fields.0.visible_if"][0]).toMatch(/eta/);
  });

  it("refuses a group without fields, with its bounds reversed or with duplicate item slugs", async () => {
    const refused = await create(
      logicTemplate({
        body: "<p>x</p>",
        parties: [],
        fields: [
          { ...tenantsGroup, fields: [] },
          { ...tenantsGroup, slug: "locatori", min: 3, max: 2 },
          {
            ...tenantsGroup,
            slug: "garanti",
            fields: [tenantsGroup.fields[0], { ...tenantsGroup.fields[1], slug: "nome" }],
          },
          { ...flatTax, min: 1 },
        ],
      }),
    );
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body)).toEqual(
      expect.arrayContaining(["fields.0.fields", "fields.1.max", "fields.2.fields.1.slug", "fields.3.min"]),
    );
  });

  it("refuses a party's gender field that is not one of its persons' fields", async () => {
    const refused = await create(
      logicTemplate({
        parties: [
          { slug: "conduttori", label: "Conduttore", typology: "PF", field_set: "", gender_field: "sesso" },
        ],
      }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body["parties.0.gender_field"][0]).toMatch(/sesso/);
  });
});

describe("a calculator's result mapped onto a group", () => {
  it("may fill an item field (`GROUP.slug`), never the group as a whole or an item field it lacks", async () => {
    const template = (await create(logicTemplate())).body.id;
    const calculator = await ctx.call("POST", "/api/calculator/editor/template/create/", ctx.editor, {
      title: "Quota di prova",
      code: "quota-prova",
      language: "it",
      module: "civil_commercial",
      inputs: [{ slug: "base", label: "Base", type: "number", required: true }],
      outputs: [{ slug: "quota", label: "Quota", type: "number", expression: "base" }],
    });
    expect(calculator.status, JSON.stringify(calculator.body)).toBe(201);
    const link = (mapping: Record<string, string>) =>
      ctx.call("POST", `${E}/template-with-calculator/create/`, ctx.editor, {
        template,
        calculator: calculator.body.id,
        mapping,
      });
    expect((await link({ quota: "conduttori" })).body.mapping).toEqual([
      "The template has no field “conduttori”",
    ]);
    expect((await link({ quota: "conduttori.eta" })).status).toBe(400);
    const linked = await link({ quota: "conduttori.nome" });
    expect(linked.status).toBe(201);
    expect(linked.body.mapping).toEqual({ quota: "conduttori.nome" });
  });
});

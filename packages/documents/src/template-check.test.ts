import { templateFieldSchema } from "@app/contracts";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LEASE_BODY, LEASE_FIELDS, LEASE_PARTIES } from "./fixtures/logic-lease";
import { TEMPLATE_CONSTRUCTS } from "./fixtures/template-constructs";
import { checkPlaceholders } from "./placeholder-check";
import { checkFieldConditions, checkTemplate, describeLocation, MAX_LOGIC_DEPTH } from "./template-check";

const context = { fields: LEASE_FIELDS, parties: LEASE_PARTIES, notes: [{ slug: "nota" }] };
const codes = (body: string) =>
  checkTemplate(body, context).map(
    (i) => `${i.code} ${i.placeholder} @${describeLocation(i.location, "it")}`,
  );

describe("checkTemplate (issue 32)", () => {
  it("finds nothing wrong in a well-formed body, with or without logic", () => {
    expect(checkTemplate(LEASE_BODY, context)).toEqual([]);
    expect(checkTemplate("<p>{{field::canone}} {{note::nota}}</p>", context)).toEqual([]);
  });

  it("names the placeholder and its paragraph with the words around it, in Italian and in English", () => {
    const body =
      "<p>Primo.</p><p>Il comodante concede il bene {{field::ignoto}} da restituire entro il termine.</p>";
    expect(checkTemplate(body, context)).toEqual([
      {
        code: "unknown_field",
        severity: "error",
        placeholder: "{{field::ignoto}}",
        location: {
          kind: "paragraph",
          number: "2",
          before: "…comodante concede il bene",
          after: "da restituire entro il…",
        },
        message:
          "Il segnaposto {{field::ignoto}} (paragrafo 2, tra «…comodante concede il bene» e «da restituire entro il…») cita un campo che il modello non ha",
      },
    ]);
    expect(checkTemplate(body, context, "en")[0]?.message).toBe(
      "The placeholder {{field::ignoto}} (paragraph 2, between “…comodante concede il bene” and “da restituire entro il…”) cites a field the template does not have",
    );
  });

  it("quotes a field among the words around a problem by its label, as its chip reads", () => {
    const fields = [{ slug: "bene", label: "Bene concesso", type: "text" as const }];
    const [issue] = checkTemplate("<p>Concede {{field::bene}}, da restituire {{if::x}}entro</p>", { fields });
    expect(issue?.message).toMatch(
      /^La condizione di \{\{if::x\}\} \(paragrafo 1, tra «…Bene concesso, da restituire» e «entro»\)/,
    );
  });

  it("names a clause by its number as printed, a heading, a table's cell", () => {
    expect(
      codes(
        "<h2>Titolo {{field::x}}</h2><ol><li><p>Uno.</p></li><li><p>Due {{field::y}}</p><ol><li><p>{{field::z}} sotto</p></li></ol></li></ol><table><tr><td>a</td><td>{{field::w}}</td></tr></table>",
      ),
    ).toEqual([
      "unknown_field {{field::x}} @titolo 1, dopo «Titolo»",
      "unknown_field {{field::y}} @clausola 2, dopo «Due»",
      "unknown_field {{field::z}} @clausola 2.1, prima di «sotto»",
      "unknown_field {{field::w}} @tabella 1, riga 1, colonna 2",
    ]);
  });

  it("places a problem alike whatever the HTML around the text: the screen's body and the server's sanitised one", () => {
    const typed =
      '<p style="text-align: justify">Si veda <span data-placeholder="{{ref::nessuna}}">{{ref::nessuna}}</span>&nbsp;qui.</p>';
    const sanitised = '<p style="text-align:justify">Si veda {{ref::nessuna}}\u00a0qui.</p>';
    expect(checkTemplate(typed, context)).toEqual(checkTemplate(sanitised, context));
    expect(codes(typed)).toEqual(["unknown_label {{ref::nessuna}} @paragrafo 1, tra «Si veda» e «qui.»"]);
  });

  it("reads a party of one as a row: feminine() and company() on it, not on an unknown name (issue 44)", () => {
    const single = {
      ...context,
      parties: [
        ...LEASE_PARTIES,
        { slug: "venditore", label: "Venditore", typology: "any" as const, field_set: "Venditore" },
      ],
    };
    const body =
      "<p>{{if::feminine(venditore)}}nata{{else}}nato{{endif}} {{if::company(venditore)}}con sede{{endif}}</p>";
    expect(checkTemplate(body, single)).toEqual([]);
    expect(checkTemplate(body, context).map((i) => i.code)).toEqual(["expression", "expression"]);
  });

  it("reports unbalanced blocks: unopened, unclosed, crossing, after else", () => {
    expect(codes("<p>{{endif}}</p>")).toEqual(["unbalanced {{endif}} @paragrafo 1"]);
    expect(codes("<p>{{if::cedolare_secca}}x</p>")).toEqual([
      "unbalanced {{if::cedolare_secca}} @paragrafo 1, prima di «x»",
    ]);
    expect(codes("{{if::cedolare_secca}}{{each::conduttori}}{{endif}}{{endeach}}")).toEqual([
      "unbalanced {{endif}} @paragrafo 1, tra «{{if::cedolare_secca}}{{each::conduttori}}» e «{{endeach}}»",
      "unbalanced {{endeach}} @paragrafo 1, dopo «{{if::cedolare_secca}}{{each::conduttori}}{{endif}}»",
    ]);
    expect(codes("{{if::cedolare_secca}}a{{else}}b{{elif::cedolare_secca}}c{{else}}{{endif}}")).toEqual([
      "unbalanced {{elif::cedolare_secca}} @paragrafo 1, tra «{{if::cedolare_secca}}a{{else}}b» e «c{{else}}{{endif}}»",
      "unbalanced {{else}} @paragrafo 1, tra «{{if::cedolare_secca}}a{{else}}b{{elif::cedolare_secca}}c» e «{{endif}}»",
    ]);
    expect(checkTemplate("<p>{{else}}</p>", context)[0]?.message).toBe(
      "Il segnaposto {{else}} (paragrafo 1) non chiude né continua alcun blocco aperto",
    );
  });

  it("refuses blocks nested deeper than any contract needs, which would exhaust the writers' stack", () => {
    const deep = (n: number) => `<p>${"{{each::conduttori}}".repeat(n)}x${"{{endeach}}".repeat(n)}</p>`;
    expect(codes(deep(MAX_LOGIC_DEPTH))).toEqual([]);
    const issues = checkTemplate(deep(3000), context);
    expect(issues.filter((i) => i.code === "unbalanced")).toHaveLength(3000 - MAX_LOGIC_DEPTH);
    expect(issues[0]?.message).toMatch(/apre un blocco dentro altri 16/);
  });

  it("reports an item's field outside its each, unknown groups, parties, labels and item fields", () => {
    expect(codes("<p>{{field::conduttori.nome}}</p>")).toEqual([
      "outside_each {{field::conduttori.nome}} @paragrafo 1",
    ]);
    expect(checkTemplate("<p>{{field::conduttori.nome}}</p>", context, "en")[0]?.message).toBe(
      "The placeholder {{field::conduttori.nome}} (paragraph 1) cites a field of the group conduttori outside {{each::conduttori}}",
    );
    expect(
      codes(
        "{{each::canone}}{{endeach}}{{each::conduttori}}{{field::conduttori.ignoto}}{{endeach}}{{term::locatori}}{{ref::nessuna}}{{field::conduttori}}",
      ).map((line) => line.split(" @")[0]),
    ).toEqual([
      "unknown_group {{each::canone}}",
      "unknown_field {{field::conduttori.ignoto}}",
      "unknown_party {{term::locatori}}",
      "unknown_label {{ref::nessuna}}",
      "unknown_field {{field::conduttori}}",
    ]);
    expect(codes('<ol><li data-clause="a">x</li><li data-clause="a">y</li></ol>')).toEqual([
      "duplicate_label a @clausola 2",
    ]);
  });

  it("reports an expression's syntax errors and unknown names with the language's own message", () => {
    expect(checkTemplate("{{if::cedolare_secca and}}x{{endif}}", context)[0]).toMatchObject({
      code: "expression",
      message: expect.stringMatching(
        /^La condizione di \{\{if::cedolare_secca and\}\} \(paragrafo 1, prima di «x\{\{endif\}\}»\) non è valida: L'espressione non è scritta correttamente: dopo «cedolare_secca and» manca un valore$/,
      ),
    });
    expect(checkTemplate("{{if::ignoto &gt; 1}}x{{endif}}", context, "en")[0]?.message).toBe(
      "The condition of {{if::ignoto > 1}} (paragraph 1, before “x{{endif}}”) is not valid: Unknown name: ignoto",
    );
    expect(codes("{{if::count(conduttori) &gt; 1 and not empty(canone)}}x{{endif}}")).toEqual([]);
    // Inside its group's repetition a condition may read the item's answers; outside, not.
    expect(
      codes("{{each::conduttori}}{{if::not empty(nome) and feminine(conduttori)}}x{{endif}}{{endeach}}"),
    ).toEqual([]);
    expect(codes("{{if::empty(nome)}}x{{endif}}")).toEqual([
      "expression {{if::empty(nome)}} @paragrafo 1, prima di «x{{endif}}»",
    ]);
    // Counting a field that is not a repeating group would never hold: refused.
    expect(checkTemplate("{{if::count(canone) &gt; 1}}x{{endif}}", context)[0]?.message).toMatch(
      /non è valida: «canone» non è un gruppo ripetibile: count\(\) si applica solo a un gruppo$/,
    );
  });

  it("warns of a reference to a clause a condition can leave out, unless it stands under the same condition (issue 44)", () => {
    const clause =
      '{{if::cedolare_secca}}<li data-clause="cedolare"><p><strong>Cedolare secca.</strong> Il Locatore opta.</p></li>{{endif}}';
    const body = (reference: string) =>
      `<ol><li><p>Canone.</p></li>${clause}<li><p>Rinvio: ${reference}.</p></li></ol>`;
    const [warning, ...rest] = checkTemplate(body("si veda l'articolo {{ref::cedolare}}"), context);
    expect(rest).toEqual([]);
    expect(warning).toMatchObject({ code: "conditional_ref", severity: "warning" });
    expect(warning?.message).toBe(
      "Il rinvio {{ref::cedolare}} (clausola 5, tra «Rinvio: si veda l'articolo» e «.») cita la clausola «Cedolare secca», che una condizione può togliere: quando manca, il contratto stampa «Cedolare secca» al posto del numero. Mettilo nella stessa condizione della clausola",
    );
    // Under the same condition, in a block of its own: nothing to say.
    expect(checkTemplate(body("{{if::cedolare_secca}}articolo {{ref::cedolare}}{{endif}}"), context)).toEqual(
      [],
    );
    expect(
      checkTemplate(body("{{if::cedolare_secca  and canone}}articolo {{ref::cedolare}}{{endif}}"), context),
    ).toHaveLength(1);
    // A clause all of whose text stands under a condition can go too.
    const inner =
      '<ol><li data-clause="arredi"><p>{{if::arredo == "arredato"}}<strong>Arredi.</strong> Con inventario.{{endif}}</p></li><li><p>Si veda {{ref::arredi}}.</p></li></ol>';
    expect(codes(inner)).toEqual(["conditional_ref {{ref::arredi}} @clausola 2, tra «Si veda» e «.»"]);
    // The other branch of the same condition is not the clause's.
    expect(
      codes(body("{{if::cedolare_secca}}x{{else}}articolo {{ref::cedolare}}{{endif}}")).map(
        (l) => l.split(" ")[0],
      ),
    ).toEqual(["conditional_ref"]);
    // A clause in the other branch, cited under the condition written the other way round.
    const otherwise =
      '<ol>{{if::cedolare_secca}}<li><p>Con.</p></li>{{else}}<li data-clause="istat"><p>ISTAT.</p></li>{{endif}}<li><p>{{if::not cedolare_secca}}Si veda {{ref::istat}}.{{endif}}</p></li></ol>';
    expect(checkTemplate(otherwise, context)).toEqual([]);
    // The lease fixture writes its references as it should.
    expect(checkTemplate(LEASE_BODY, context)).toEqual([]);
  });

  it("reports malformed logic as such", () => {
    expect(codes("<p>{{if}}{{each::Conduttori}}</p><p>{{term::conduttori::minuscolo}}</p>")).toEqual([
      "malformed {{if}} @paragrafo 1, prima di «{{each::Conduttori}}»",
      "malformed {{each::Conduttori}} @paragrafo 1, dopo «{{if}}»",
      "malformed {{term::conduttori::minuscolo}} @paragrafo 2",
    ]);
  });

  it("never throws, whatever the body", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.string({ maxLength: 8 }),
            fc.constantFrom(
              "{{if::",
              "{{",
              "}}",
              "::",
              "{{endif}}",
              "{{each::conduttori}}",
              '<li data-clause="x">',
              "(((",
              "{{ref::x}}",
            ),
          ),
          { maxLength: 30 },
        ),
        (parts) => {
          expect(Array.isArray(checkTemplate(parts.join(""), context))).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
    expect(
      checkTemplate(TEMPLATE_CONSTRUCTS, { fields: [] }).every(
        (i) => i.code === "unknown_field" || i.code === "unknown_note",
      ),
    ).toBe(true);
  });
});

describe("checkFieldConditions", () => {
  it("keys each field's and item field's condition error as the request does", () => {
    const fields = [
      templateFieldSchema.parse({ slug: "a", label: "A", type: "boolean", visible_if: "not b" }),
      templateFieldSchema.parse({
        slug: "g",
        label: "G",
        type: "group",
        fields: [
          { slug: "x", label: "X", type: "text", visible_if: 'x != "" and a and count(g) > 1' },
          { slug: "y", label: "Y", type: "text", visible_if: "x ==" },
        ],
      }),
      templateFieldSchema.parse({ slug: "c", label: "C", type: "text", visible_if: "count(a) > 1" }),
    ];
    expect(checkFieldConditions(fields, "en")).toEqual({
      "fields.0.visible_if": "Unknown name: b",
      "fields.1.fields.1.visible_if": expect.stringMatching(/^The expression is not well formed/),
      "fields.2.visible_if": "“a” is not a repeating group: count() applies only to a group",
    });
  });
});

describe("checkPlaceholders with template logic", () => {
  it("counts an item field, a condition's names, a repetition's group and a party's role noun as citing", () => {
    const check = checkPlaceholders([LEASE_BODY], LEASE_FIELDS, []);
    expect(check.missing_fields).toEqual([]);
    expect(check.unused_fields).toEqual([]);
    expect(
      checkPlaceholders(["{{field::conduttori.ignoto}} {{field::x.y}}"], LEASE_FIELDS, []).missing_fields,
    ).toEqual(["conduttori.ignoto", "x.y"]);
  });
});

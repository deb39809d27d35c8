import { templateFieldSchema } from "@app/contracts";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LEASE_BODY, LEASE_FIELDS, LEASE_PARTIES } from "./fixtures/logic-lease";
import { TEMPLATE_CONSTRUCTS } from "./fixtures/template-constructs";
import { checkPlaceholders } from "./placeholder-check";
import { checkFieldConditions, checkTemplate, MAX_LOGIC_DEPTH } from "./template-check";

const context = { fields: LEASE_FIELDS, parties: LEASE_PARTIES, notes: [{ slug: "nota" }] };
const codes = (body: string) =>
  checkTemplate(body, context).map((i) => `${i.code} ${i.placeholder} @${i.position}`);

describe("checkTemplate (issue 32)", () => {
  it("finds nothing wrong in a well-formed body, with or without logic", () => {
    expect(checkTemplate(LEASE_BODY, context)).toEqual([]);
    expect(checkTemplate("<p>{{field::canone}} {{note::nota}}</p>", context)).toEqual([]);
  });

  it("names the placeholder and its position, in Italian and in English", () => {
    const body = "<p>Testo {{field::ignoto}}</p>";
    expect(checkTemplate(body, context)).toEqual([
      {
        code: "unknown_field",
        placeholder: "{{field::ignoto}}",
        position: 10,
        message: "Il segnaposto {{field::ignoto}} (posizione 10) cita un campo che il modello non ha",
      },
    ]);
    expect(checkTemplate(body, context, "en")[0]?.message).toBe(
      "The placeholder {{field::ignoto}} (position 10) cites a field the template does not have",
    );
  });

  it("reports unbalanced blocks: unopened, unclosed, crossing, after else", () => {
    expect(codes("<p>{{endif}}</p>")).toEqual(["unbalanced {{endif}} @4"]);
    expect(codes("<p>{{if::cedolare_secca}}x</p>")).toEqual(["unbalanced {{if::cedolare_secca}} @4"]);
    expect(codes("{{if::cedolare_secca}}{{each::conduttori}}{{endif}}{{endeach}}")).toEqual([
      "unbalanced {{endif}} @43",
      "unbalanced {{endeach}} @52",
    ]);
    expect(codes("{{if::cedolare_secca}}a{{else}}b{{elif::cedolare_secca}}c{{else}}{{endif}}")).toEqual([
      "unbalanced {{elif::cedolare_secca}} @33",
      "unbalanced {{else}} @58",
    ]);
    expect(checkTemplate("<p>{{else}}</p>", context)[0]?.message).toBe(
      "Il segnaposto {{else}} (posizione 4) non chiude né continua alcun blocco aperto",
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
      "outside_each {{field::conduttori.nome}} @4",
    ]);
    expect(checkTemplate("<p>{{field::conduttori.nome}}</p>", context, "en")[0]?.message).toBe(
      "The placeholder {{field::conduttori.nome}} (position 4) cites a field of the group conduttori outside {{each::conduttori}}",
    );
    expect(
      codes(
        "{{each::canone}}{{endeach}}{{each::conduttori}}{{field::conduttori.ignoto}}{{endeach}}{{term::locatori}}{{ref::nessuna}}{{field::conduttori}}",
      ),
    ).toEqual([
      "unknown_group {{each::canone}} @1",
      "unknown_field {{field::conduttori.ignoto}} @48",
      "unknown_party {{term::locatori}} @87",
      "unknown_label {{ref::nessuna}} @105",
      "unknown_field {{field::conduttori}} @121",
    ]);
    expect(codes('<ol><li data-clause="a">x</li><li data-clause="a">y</li></ol>')).toEqual([
      "duplicate_label a @35",
    ]);
  });

  it("reports an expression's syntax errors and unknown names with the language's own message", () => {
    expect(checkTemplate("{{if::cedolare_secca and}}x{{endif}}", context)[0]).toMatchObject({
      code: "expression",
      message: expect.stringMatching(
        /^La condizione di \{\{if::cedolare_secca and\}\} \(posizione 1\) non è valida: L'espressione non è scritta correttamente/,
      ),
    });
    expect(checkTemplate("{{if::ignoto &gt; 1}}x{{endif}}", context, "en")[0]?.message).toBe(
      "The condition of {{if::ignoto > 1}} (position 1) is not valid: Unknown name: ignoto",
    );
    expect(codes("{{if::count(conduttori) &gt; 1 and not empty(canone)}}x{{endif}}")).toEqual([]);
    // Inside its group's repetition a condition may read the item's answers; outside, not.
    expect(
      codes("{{each::conduttori}}{{if::not empty(nome) and feminine(conduttori)}}x{{endif}}{{endeach}}"),
    ).toEqual([]);
    expect(codes("{{if::empty(nome)}}x{{endif}}")).toEqual(["expression {{if::empty(nome)}} @1"]);
  });

  it("reports malformed logic as such", () => {
    expect(codes("{{if}}{{each::Conduttori}}{{term::conduttori::minuscolo}}")).toEqual([
      "malformed {{if}} @1",
      "malformed {{each::Conduttori}} @7",
      "malformed {{term::conduttori::minuscolo}} @27",
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
          { slug: "x", label: "X", type: "text", visible_if: 'x != "" and a' },
          { slug: "y", label: "Y", type: "text", visible_if: "x ==" },
        ],
      }),
    ];
    expect(checkFieldConditions(fields, "en")).toEqual({
      "fields.0.visible_if": "Unknown name: b",
      "fields.1.fields.1.visible_if": expect.stringMatching(/^The expression is not well formed/),
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

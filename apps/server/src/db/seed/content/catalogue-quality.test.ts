// Issue 20: what a legal editor checks on every template before it is sold, beyond the shape that
// content.test.ts checks: the commentary cites its sources, every party has a line to sign on,
// and the dates that are deadlines reach the calendar.
import { templateFieldSchema } from "@app/contracts";
import { checkFieldConditions, checkTemplate } from "@app/documents";
import { describe, expect, it } from "vitest";
import { seedCatalogues } from "./index";

const templates = seedCatalogues.flatMap((c) => c.templates);

/** Citations of Italian and EU sources, in Italian or English: "art. 1385 c.c.", "D.Lgs. 81/2015", "Law No. 392". */
const CITATION =
  /\b(?:artt?\.|D\.Lgs\.|D\.L\.|D\.P\.R\.|D\.M\.|L\.\s|c\.c\.|c\.p\.c\.|CCNL|Regolamento \(UE\)|Regulation \(EU\)|Art(?:icles?|s?\.)|Law No\.|Legislative Decree|Civil Code)/g;

/** The date fields whose name says they end something: an expiry, a last day, a term to pay. */
const DEADLINE_NAME = /scadenza|fine$|^termine|rogito|ultimazione|restituzione|rata|deadline|expiry|end_date/;

/** The paragraphs of the body that hold a line to sign on, without their markup. */
function signatureLines(body: string): string[] {
  return [...body.matchAll(/<p>((?:(?!<\/p>).)*?_{5,}(?:(?!<\/p>).)*?)<\/p>/g)].map((m) =>
    (m[1] ?? "").replace(/<[^>]+>/g, "").toLowerCase(),
  );
}

describe("catalogue quality", () => {
  for (const template of templates) {
    describe(template.key, () => {
      it("cites its legal sources in the commentary", () => {
        const citations = template.discipline.match(CITATION) ?? [];
        expect(citations.length, "citations in the discipline").toBeGreaterThanOrEqual(3);
      });

      it("gives every party a line to sign on", () => {
        const lines = signatureLines(template.body);
        for (const party of template.parties)
          expect(
            // A repeating party signs once per item, its role noun agreeing: {{term::conduttori::capital}}.
            lines.some(
              (line) => line.includes(party.label.toLowerCase()) || line.includes(`{{term::${party.slug}`),
            ),
            `no signature line for ${party.label}`,
          ).toBe(true);
      });

      it("flags the dates that are deadlines, with a label in both languages", () => {
        for (const field of template.fields.filter((f) => f.type === "date")) {
          // The original expiry that an extension replaces is history, not a deadline.
          if (!DEADLINE_NAME.test(field.slug) || field.slug.includes("originaria")) continue;
          expect(field.deadline, `${field.slug} is a deadline`).toBeTruthy();
          expect(field.deadline?.label_it.length).toBeGreaterThan(5);
          expect(field.deadline?.label_en.length).toBeGreaterThan(5);
        }
      });

      it("saves as the editors' screen would: its logic and its fields' conditions check", () => {
        const fields = template.fields.map((f) => templateFieldSchema.parse(f));
        const context = { fields, notes: template.notes, parties: template.parties };
        expect(checkTemplate(template.body, context).map((i) => i.message)).toEqual([]);
        expect(checkFieldConditions(fields)).toEqual({});
      });
    });
  }
});

import { describe, expect, it } from "vitest";
import { longContractContext, longContractHtml } from "./fixtures/long-contract";
import { positionsInOrder } from "./fixtures/tools";
import { parseHtml } from "./parse-html";
import { toPlainText } from "./to-plain-text";

const ctx = { fields: [], values: { a: "Alfa", b: "Beta" }, language: "it" as const, title: "t" };

describe("toPlainText", () => {
  it("reads blocks in order, clause numbers included", () => {
    const text = toPlainText(
      parseHtml(
        '<h1>Titolo</h1><p>Tra {{field::a}} e {{field::b}}{{note::n}}.</p><ol><li><p>Primo</p><ol><li>uno</li><li>due<ol type="a"><li>lettera</li></ol></li></ol></li><li>Secondo</li></ol><ul><li>punto</li></ul>',
      ),
      ctx,
    );
    expect(text).toBe(
      [
        "Titolo",
        "",
        "Tra Alfa e Beta.",
        "",
        "1. Primo",
        "   1.1 uno",
        "   1.2 due",
        "       a) lettera",
        "2. Secondo",
        "",
        "• punto",
      ].join("\n"),
    );
  });

  it("numbers from the list's start and in its style", () => {
    const text = toPlainText(
      parseHtml('<ol start="4" type="I"><li>x</li><li>y</li></ol><ol type="A"><li>z</li></ol>'),
      ctx,
    );
    expect(text).toBe("IV. x\nV. y\n\nA) z");
  });

  it("reads tables row by row, cell by cell", () => {
    const text = toPlainText(
      parseHtml(
        "<table><tr><th>Voce</th><th>Importo</th></tr><tr><td>Canone</td><td>{{field::a}}</td></tr></table>",
      ),
      ctx,
    );
    expect(text).toBe("Voce\tImporto\nCanone\tAlfa");
  });

  it("fills a long contract in reading order", () => {
    const text = toPlainText(parseHtml(longContractHtml(1)), longContractContext());
    const order = positionsInOrder(text, [
      "Immobiliare Forlì S.r.l.",
      "RSSMRA80A01H501U",
      "Caffè Città di Là S.n.c.",
      "1. Oggetto.",
      "Forlì, Corso della Repubblica n. 117",
      "€ 18.000,00",
      "4.1 Il Conduttore",
      "a) custodire",
      "75%",
      "Rata di dicembre",
      "Foro competente: __________.",
      "Forlì, 20/11/2026",
    ]);
    expect(order.every((p) => p >= 0)).toBe(true);
  });
});

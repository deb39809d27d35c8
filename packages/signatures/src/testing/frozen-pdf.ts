// Test support: a contract's PDF as the app freezes it (issue 45/46): the documents package's
// PDF/A-2b writer, which the server's render pool runs (apps/server/src/platform/rendering).
// Not in the testing index: only this package's signing tests render a contract.
import { agreementDocument } from "@app/documents";
import { toPdf } from "@app/documents/writers";

const CLAUSE =
  "<p>Il Locatore concede in locazione al Conduttore, che accetta, l'unità immobiliare sita nel Comune di Forlì, composta da un locale commerciale con vetrine su strada; il canone annuo è convenuto in € 18.000, da corrispondersi in rate mensili anticipate.</p>";

/** A contract of about `pages` A4 pages, rendered as the freeze service renders it. */
export async function frozenContractPdf(pages = 2): Promise<Uint8Array> {
  const html = `<h1>Contratto di locazione</h1>${CLAUSE.repeat(Math.max(1, pages * 14 - 6))}`;
  const { model, ctx } = agreementDocument({
    html,
    fields: [],
    values: {},
    language: "it",
    title: "Contratto di locazione ad uso diverso dall'abitativo",
    author: "Studio Bianchi",
    date: new Date("2026-02-01T09:00:00Z"),
  });
  return new Uint8Array(await toPdf(model, ctx));
}

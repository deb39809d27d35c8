import { codeInWords, type Language } from "@app/contracts";
import type { XlsxDataSheet, XlsxValue } from "../../../platform/spreadsheet/xlsx-stream";
import { labelledParties, labelledValues, type TemplateWords } from "./my-data.contract-words";
import { CONTRACT, ID, label, mapped, type RowOf, sheet, when } from "./my-data.sheet-spec";
import type { MyDataSources } from "./my-data.sources";

/** Each batch of contracts with the words of the templates they were written on. */
async function* withTemplateWords(
  sources: MyDataSources,
): AsyncGenerator<{ agreement: RowOf<"agreements">; words: TemplateWords | undefined }[]> {
  for await (const batch of sources.agreements()) {
    const words = await sources.templateWords(
      batch.flatMap((a) => (a.template_id === null ? [] : [a.template_id])),
    );
    yield batch.map((agreement) => ({
      agreement,
      words: agreement.template_id === null ? undefined : words.get(agreement.template_id),
    }));
  }
}

/** An invitation to sign as its sheet says it (issue 46). */
const INVITE_STATUS = {
  open: label("Valido", "Open"),
  expired: label("Scaduto", "Expired"),
  revoked: label("Revocato", "Revoked"),
};

/**
 * The contracts' sheets of `dati.xlsx`: the contracts, then their values, parties, calculations,
 * signed copies (issue 45) and invitations to sign (issue 46).
 */
export function contractSheets(sources: MyDataSources, language: Language): XlsxDataSheet<unknown>[] {
  const contractRows = <Out>(rows: (a: RowOf<"agreements">, words: TemplateWords | undefined) => Out[]) =>
    mapped(withTemplateWords(sources), ({ agreement, words }) => rows(agreement, words));
  const sheets = [
    sheet<RowOf<"agreements">>(
      {
        name: label("Contratti", "Contracts"),
        columns: [
          { ...ID, value: (a) => a.id },
          { header: label("Titolo", "Title"), width: 40, value: (a) => a.title },
          { header: label("Modello", "Template"), width: 40, value: (a) => a.template_title },
          {
            header: label("Lingua", "Language"),
            width: 8,
            value: (a) => codeInWords("language", a.template_language, language),
          },
          {
            header: label("Stato", "Status"),
            width: 12,
            value: (a) => codeInWords("agreementStatus", a.status, language),
          },
          { header: label("Completo", "Complete"), width: 10, value: (a) => a.is_valid },
          {
            header: label("Testo personalizzato", "Own text"),
            width: 20,
            value: (a) => a.customized_body !== null,
          },
          { header: label("Creato", "Created"), width: 17, value: (a) => when(a.date_create) },
          {
            header: label("Modificato", "Modified"),
            width: 17,
            value: (a) => when(a.date_last_modify),
          },
        ],
      },
      language,
      sources.agreements(),
    ),
    sheet<{ id: number; field: string; value: XlsxValue }>(
      {
        name: label("Valori dei contratti", "Contract values"),
        columns: [
          { ...CONTRACT, value: (r) => r.id },
          { header: label("Campo", "Field"), width: 30, value: (r) => r.field },
          { header: label("Valore", "Value"), width: 60, value: (r) => r.value },
        ],
      },
      language,
      contractRows((a, words) =>
        labelledValues(a.values, words, language).map((row) => ({ id: a.id, ...row })),
      ),
    ),
    sheet<{ id: number; party: string; field: string; value: XlsxValue }>(
      {
        name: label("Parti dei contratti", "Contract parties"),
        columns: [
          { ...CONTRACT, value: (r) => r.id },
          { header: label("Parte", "Party"), width: 20, value: (r) => r.party },
          { header: label("Campo", "Field"), width: 30, value: (r) => r.field },
          { header: label("Valore", "Value"), width: 50, value: (r) => r.value },
        ],
      },
      language,
      contractRows((a, words) =>
        labelledParties(a.party_snapshots, words, language).map((row) => ({ id: a.id, ...row })),
      ),
    ),
    sheet<{ id: number; title: string; at: string }>(
      {
        name: label("Calcoli", "Calculations"),
        columns: [
          { ...CONTRACT, value: (r) => r.id },
          { header: label("Calcolo", "Calculator"), width: 40, value: (r) => r.title },
          { header: label("Calcolato il", "Calculated on"), width: 17, value: (r) => when(r.at) },
        ],
      },
      language,
      contractRows((a) =>
        Object.values(a.calculations).map((c) => ({
          id: a.id,
          title: c.calculator.title,
          at: c.calculated_at,
        })),
      ),
    ),
    sheet<RowOf<"signed_copies">>(
      {
        name: label("Copie firmate", "Signed copies"),
        columns: [
          { ...ID, value: (c) => c.id },
          { ...CONTRACT, value: (c) => c.agreement_id },
          { header: label("File", "File"), width: 30, value: (c) => c.file_name },
          {
            header: label("Firmatari", "Signers"),
            width: 50,
            value: (c) =>
              c.signers.map((s) => (s.fiscal_code ? `${s.name} (${s.fiscal_code})` : s.name)).join("; "),
          },
          {
            header: label("Corrisponde al documento in firma", "Matches the document out for signature"),
            width: 16,
            value: (c) => c.matches_frozen,
          },
          { header: label("Impronta SHA-256", "SHA-256 fingerprint"), width: 66, value: (c) => c.sha256 },
          { header: label("Caricata", "Uploaded"), width: 17, value: (c) => when(c.created_at) },
        ],
      },
      language,
      sources.signed_copies(),
    ),
    sheet<RowOf<"sign_invites">>(
      {
        name: label("Inviti alla firma", "Signing invitations"),
        columns: [
          { ...ID, value: (i) => i.id },
          { ...CONTRACT, value: (i) => i.agreement_id },
          { header: label("Invitato", "Invitee"), width: 30, value: (i) => i.name },
          { header: label("E-mail", "E-mail"), width: 30, value: (i) => i.email },
          { header: label("Codice fiscale", "Tax code"), width: 18, value: (i) => i.fiscal_code },
          { header: label("Inviato", "Sent"), width: 17, value: (i) => when(i.created_at) },
          { header: label("Scade", "Expires"), width: 17, value: (i) => when(i.expires_at) },
          { header: label("Revocato", "Revoked"), width: 17, value: (i) => when(i.revoked_at) },
          { header: label("Stato", "Status"), width: 12, value: (i) => INVITE_STATUS[i.status][language] },
        ],
      },
      language,
      sources.sign_invites(),
    ),
  ];
  return sheets as XlsxDataSheet<unknown>[];
}

import type { Language } from "@app/contracts";
import type { XlsxDataSheet } from "../../../platform/spreadsheet/xlsx-stream";
import { CONTRACT, ID, label, mapped, type RowOf, sheet, when } from "./my-data.sheet-spec";
import type { MyDataSources } from "./my-data.sources";

/** A recipient's state and a message's status as the PEC screens say them (issue 47). */
const STATES: Record<string, ReturnType<typeof label>> = {
  inviata: label("Inviata", "Sent"),
  accettata: label("Accettata", "Accepted"),
  consegnata: label("Consegnata", "Delivered"),
  non_accettata: label("Non accettata", "Not accepted"),
  mancata_consegna: label("Mancata consegna", "Not delivered"),
  nessuna_ricevuta: label("Nessuna ricevuta", "No receipt"),
  in_coda: label("In coda", "Queued"),
  inviato: label("Inviato", "Sent"),
  non_inviato: label("Non inviato", "Not sent"),
};
const say = (code: string | null, language: Language) => (code ? (STATES[code]?.[language] ?? code) : null);

/** The PEC sheets of `dati.xlsx`: one row per recipient of each message, then the receipts. */
export function pecSheets(sources: MyDataSources, language: Language): XlsxDataSheet<unknown>[] {
  type Recipient = { message: RowOf<"pec_messages">; address: string; state: string; reason: string | null };
  const sheets = [
    sheet<Recipient>(
      {
        name: label("Invii PEC", "PEC sendings"),
        columns: [
          { ...ID, value: (r) => r.message.id },
          { ...CONTRACT, value: (r) => r.message.agreement_id },
          { header: label("Oggetto", "Subject"), width: 40, value: (r) => r.message.subject },
          { header: label("Da", "From"), width: 30, value: (r) => r.message.from_address },
          { header: label("Destinatario", "Recipient"), width: 30, value: (r) => r.address },
          { header: label("Esito", "Outcome"), width: 18, value: (r) => say(r.state, language) },
          { header: label("Motivo", "Reason"), width: 40, value: (r) => r.reason },
          { header: label("Messaggio", "Message"), width: 14, value: (r) => say(r.message.status, language) },
          { header: label("Allegato", "Attachment"), width: 30, value: (r) => r.message.attachment_name },
          { header: label("Inviato il", "Sent on"), width: 17, value: (r) => when(r.message.sent_at) },
          { header: label("Message-ID", "Message-ID"), width: 50, value: (r) => r.message.message_id },
        ],
      },
      language,
      mapped(sources.pec_messages(), (message) => message.recipients.map((r) => ({ message, ...r }))),
    ),
    sheet<RowOf<"pec_receipts">>(
      {
        name: label("Ricevute PEC", "PEC receipts"),
        columns: [
          { ...ID, value: (r) => r.id },
          { header: label("Invio PEC (ID)", "PEC sending (ID)"), width: 14, value: (r) => r.pec_message_id },
          { header: label("Tipo", "Type"), width: 24, value: (r) => r.type },
          { header: label("Valida", "Valid"), width: 10, value: (r) => r.valid },
          { header: label("Destinatario", "Recipient"), width: 30, value: (r) => r.delivered_to },
          { header: label("Motivo", "Reason"), width: 40, value: (r) => r.error_reason },
          { header: label("Data", "Date"), width: 17, value: (r) => when(r.received_at) },
          { header: label("Impronta SHA-256", "SHA-256 fingerprint"), width: 66, value: (r) => r.sha256 },
        ],
      },
      language,
      sources.pec_receipts(),
    ),
  ];
  return sheets as XlsxDataSheet<unknown>[];
}

import {
  ADDRESS_BOOK_COLUMNS,
  AUDIT_SUBJECTS,
  auditActionLabel,
  auditFieldInWords,
  codeInWords,
  type Language,
} from "@app/contracts";
import type { XlsxDataSheet } from "../../../platform/spreadsheet/xlsx-stream";
import { xlsxDay } from "../../../platform/spreadsheet/xlsx-stream";
import { bulkSheets } from "./my-data.bulk-sheets";
import { contractSheets } from "./my-data.contract-sheets";
import { pecSheets } from "./my-data.pec-sheets";
import { CONTRACT, ID, type Labels, label, type RowOf, sheet, when } from "./my-data.sheet-spec";
import type { MyDataSources } from "./my-data.sources";

/** The profile's items no record's form names. */
const PROFILE_ITEMS: Record<string, Labels> = {
  created_at: label("Account creato il", "Account created on"),
  two_factor_enabled: label("Verifica in due passaggi attiva", "Two-factor sign-in on"),
  calendar_feed_created_at: label("Calendario sottoscritto dal", "Calendar feed since"),
  remote_sign_provider: label("Firma remota: fornitore usato", "Remote signature: provider used"),
  remote_sign_credential_id: label("Firma remota: certificato usato", "Remote signature: certificate used"),
};
const MOMENTS = new Set(["created_at", "calendar_feed_created_at"]);
const FIRM = label("Studio", "Firm");

/** The account and the firm, item by item, each named and said in words: the first sheet, read as a form. */
async function* profileRows(sources: MyDataSources, language: Language): AsyncGenerator<[string, unknown][]> {
  const profile = Object.entries((await sources.profile()) ?? {});
  const firm = Object.entries((await sources.firm()) ?? {});
  const value = (key: string, v: unknown) =>
    MOMENTS.has(key)
      ? when(v as Date | string | null)
      : key === "language" || key === "role"
        ? v === null
          ? null
          : codeInWords(key, v, language)
        : v;
  yield [
    ...profile.map(([key, v]): [string, unknown] => [
      PROFILE_ITEMS[key]?.[language] ?? auditFieldInWords(key, "user", language),
      value(key, v),
    ]),
    // The firm's items under its name; the role says «nello studio» itself.
    ...firm.map(([key, v]): [string, unknown] => [
      key === "role"
        ? auditFieldInWords(key, "user", language)
        : `${FIRM[language]}: ${auditFieldInWords(key, "company", language)}`,
      value(key, v),
    ]),
  ];
}

/** A contact's details, each by its label, a day as a date. */
const contactDetails = (data: Record<string, unknown>, language: Language) =>
  Object.entries(data)
    .filter(([, v]) => v !== "" && v !== null && v !== undefined)
    .map(([key, v]) => {
      const name = ADDRESS_BOOK_COLUMNS.find((column) => column.slug === key)?.label[language] ?? key;
      const text = String(v);
      return `${name}: ${/^\d{4}-\d{2}-\d{2}$/.test(text) ? text.split("-").reverse().join("/") : text}`;
    })
    .join("; ");

/** An appointment's first or last moment: a day alone when it lasts all day. */
const appointmentWhen = (a: RowOf<"appointments">, at: string) => (a.all_day ? xlsxDay(at) : when(at));

/** `dati.xlsx`: one sheet per kind, headed in the reader's language, dates as real dates. */
export function myDataSheets(sources: MyDataSources, language: Language): XlsxDataSheet<unknown>[] {
  const sheets = [
    sheet<[string, unknown]>(
      {
        name: label("Profilo", "Profile"),
        columns: [
          { header: label("Voce", "Item"), width: 30, value: ([item]) => item },
          { header: label("Valore", "Value"), width: 50, value: ([, value]) => value },
        ],
      },
      language,
      profileRows(sources, language),
    ),
    ...contractSheets(sources, language),
    ...pecSheets(sources, language),
    ...bulkSheets(sources, language),
    sheet<RowOf<"contacts">>(
      {
        name: label("Rubrica", "Address book"),
        columns: [
          { ...ID, value: (c) => c.id },
          {
            header: label("Tipologia", "Typology"),
            width: 10,
            value: (c) => codeInWords("contactTypology", c.typology, language),
          },
          { header: label("Nome", "Name"), width: 36, value: (c) => c.title },
          {
            header: label("Dati", "Details"),
            width: 80,
            value: (c) => contactDetails(c.data, language),
          },
          { header: label("Creato", "Created"), width: 17, value: (c) => when(c.date_create) },
          {
            header: label("Modificato", "Modified"),
            width: 17,
            value: (c) => when(c.date_last_modify),
          },
        ],
      },
      language,
      sources.contacts(),
    ),
    sheet<RowOf<"appointments">>(
      {
        name: label("Appuntamenti", "Appointments"),
        columns: [
          { ...ID, value: (a) => a.id },
          { header: label("Titolo", "Title"), width: 36, value: (a) => a.title },
          { header: label("Inizio", "Start"), width: 17, value: (a) => appointmentWhen(a, a.start_at) },
          { header: label("Fine", "End"), width: 17, value: (a) => appointmentWhen(a, a.end_at) },
          { header: label("Tutto il giorno", "All day"), width: 14, value: (a) => a.all_day },
          { header: label("Luogo", "Place"), width: 24, value: (a) => a.place },
          { header: label("Descrizione", "Description"), width: 40, value: (a) => a.description },
          { header: label("Promemoria (minuti)", "Reminder (minutes)"), width: 18, value: (a) => a.reminder },
          { ...CONTRACT, value: (a) => a.agreement_id },
        ],
      },
      language,
      sources.appointments(),
    ),
    sheet<RowOf<"notifications">>(
      {
        name: label("Notifiche", "Notifications"),
        columns: [
          { ...ID, value: (n) => n.id },
          {
            header: label("Tipo", "Kind"),
            width: 20,
            value: (n) => codeInWords("notificationKind", n.kind, language),
          },
          { header: label("Titolo", "Title"), width: 36, value: (n) => n.title },
          { header: label("Testo", "Text"), width: 60, value: (n) => n.text },
          { header: label("Data", "Date"), width: 17, value: (n) => when(n.date) },
          { header: label("Letta", "Read"), width: 8, value: (n) => n.read },
          { header: label("Creata", "Created"), width: 17, value: (n) => when(n.created_at) },
        ],
      },
      language,
      sources.notifications(),
    ),
    sheet<RowOf<"favourites">>(
      {
        name: label("Preferiti", "Favourites"),
        columns: [
          {
            header: label("Tipo", "Kind"),
            width: 12,
            value: (f) => codeInWords("favouriteTypology", f.typology, language),
          },
          { header: label("Titolo", "Title"), width: 50, value: (f) => f.title },
          { header: label("Aggiunto", "Added"), width: 17, value: (f) => when(f.created_at) },
        ],
      },
      language,
      sources.favourites(),
    ),
    sheet<RowOf<"sessions">>(
      {
        name: label("Accessi", "Sign-ins"),
        columns: [
          { header: label("Inizio", "Started"), width: 17, value: (s) => when(s.created_at) },
          { header: label("Scadenza", "Expires"), width: 17, value: (s) => when(s.expires_at) },
          { header: label("Chiuso", "Ended"), width: 17, value: (s) => when(s.revoked_at) },
          { header: label("Dispositivo", "Device"), width: 60, value: (s) => s.user_agent },
          { header: label("Indirizzo IP", "IP address"), width: 16, value: (s) => s.ip },
        ],
      },
      language,
      sources.sessions(),
    ),
    sheet<RowOf<"activity">>(
      {
        name: label("Attività", "Activity"),
        columns: [
          { header: label("Quando", "When"), width: 17, value: (e) => when(e.at) },
          {
            header: label("Azione", "Action"),
            width: 24,
            value: (e) => auditActionLabel(e.action, language),
          },
          {
            header: label("Oggetto", "Object"),
            width: 16,
            value: (e) => AUDIT_SUBJECTS[e.subject_type]?.[language] ?? e.subject_type,
          },
          { header: label("ID oggetto", "Object ID"), width: 10, value: (e) => e.subject_id },
          { header: label("Indirizzo IP", "IP address"), width: 16, value: (e) => e.ip },
        ],
      },
      language,
      sources.activity(),
    ),
  ];
  return sheets as XlsxDataSheet<unknown>[];
}

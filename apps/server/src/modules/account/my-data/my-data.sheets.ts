import { FIELD_LABELS, type Language } from "@app/contracts";
import type { XlsxColumn, XlsxDataSheet, XlsxValue } from "../../../platform/spreadsheet/xlsx-stream";
import { romeExcelSerial, romeIso } from "../../../platform/time/rome-time";
import type { MyDataSources } from "./my-data.sources";

type Labels = Record<Language, string>;
const label = (it: string, en: string): Labels => ({ it, en });

/** Each batch mapped to the rows a sheet shows (a contract's values: one row per field). */
async function* mapped<In, Out>(batches: AsyncIterable<In[]>, rows: (item: In) => Out[]) {
  for await (const batch of batches) yield batch.flatMap(rows);
}

const when = (moment: Date | string | null | undefined): XlsxValue =>
  moment ? romeExcelSerial(moment) : null;

/** A value as one cell: lists and objects as their JSON, booleans in words. */
function cellOf(value: unknown, language: Language): XlsxValue {
  if (value === null || value === undefined) return null;
  if (typeof value === "boolean") return language === "it" ? (value ? "Sì" : "No") : value ? "Yes" : "No";
  if (typeof value === "number" || typeof value === "string") return value;
  return JSON.stringify(value);
}

/** A contract's values as `field` → value rows; a repeating group's items as `group[2].field`. */
export function flattenValues(values: Record<string, unknown>, prefix = ""): [string, unknown][] {
  return Object.entries(values).flatMap(([key, value]) => {
    const name = `${prefix}${key}`;
    if (
      Array.isArray(value) &&
      value.every((item) => item && typeof item === "object" && !Array.isArray(item))
    )
      return value.flatMap((item, i) => flattenValues(item as Record<string, unknown>, `${name}[${i + 1}].`));
    return [[name, value] as [string, unknown]];
  });
}

interface SheetSpec<Row> {
  name: Labels;
  columns: { header: Labels; width: number; date?: boolean; value: (row: Row) => unknown }[];
}

function sheet<Row>(
  spec: SheetSpec<Row>,
  language: Language,
  batches: AsyncIterable<Row[]>,
): XlsxDataSheet<Row> {
  const columns: XlsxColumn<Row>[] = spec.columns.map((c) => ({
    header: c.header[language],
    width: c.width,
    date: c.date,
    value: (row) => (c.date ? when(c.value(row) as Date | null) : cellOf(c.value(row), language)),
  }));
  return { sheetName: spec.name[language], columns, batches };
}

const ID = { header: label("ID", "ID"), width: 8 };
const CONTRACT = { header: label("Contratto (ID)", "Contract (ID)"), width: 14 };

type RowOf<K extends keyof MyDataSources> =
  ReturnType<MyDataSources[K]> extends AsyncGenerator<(infer R)[]> ? R : never;

/** The profile's items the shared dictionary of field labels does not name. */
const PROFILE_ITEMS: Record<string, Labels> = {
  created_at: label("Account creato il", "Account created on"),
  two_factor_enabled: label("Verifica in due passaggi attiva", "Two-factor sign-in on"),
  calendar_feed_created_at: label("Calendario sottoscritto dal", "Calendar feed since"),
};
const FIRM = label("Studio", "Firm");

/** The account and the firm, item by item, each named in words: the first sheet, read as a form. */
async function* profileRows(sources: MyDataSources, language: Language): AsyncGenerator<[string, unknown][]> {
  const name = (key: string) => (FIELD_LABELS[key] ?? PROFILE_ITEMS[key])?.[language] ?? key;
  const shown = (value: unknown) => (value instanceof Date ? romeIso(value) : value);
  const profile = Object.entries((await sources.profile()) ?? {});
  const firm = Object.entries((await sources.firm()) ?? {});
  yield [
    ...profile.map(([key, value]): [string, unknown] => [name(key), shown(value)]),
    ...firm.map(([key, value]): [string, unknown] => [`${FIRM[language]}: ${name(key)}`, value]),
  ];
}

/** `dati.xlsx`: one sheet per kind, headed in the reader's language, dates as real dates. */
export function myDataSheets(sources: MyDataSources, language: Language): XlsxDataSheet<unknown>[] {
  const contractRows = <Out>(rows: (a: RowOf<"agreements">) => Out[]) => mapped(sources.agreements(), rows);
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
    sheet<RowOf<"agreements">>(
      {
        name: label("Contratti", "Contracts"),
        columns: [
          { ...ID, value: (a) => a.id },
          { header: label("Titolo", "Title"), width: 40, value: (a) => a.title },
          { header: label("Modello", "Template"), width: 40, value: (a) => a.template_title },
          { header: label("Lingua", "Language"), width: 8, value: (a) => a.template_language },
          { header: label("Stato", "Status"), width: 12, value: (a) => a.status },
          { header: label("Completo", "Complete"), width: 10, value: (a) => a.is_valid },
          {
            header: label("Testo personalizzato", "Own text"),
            width: 20,
            value: (a) => a.customized_body !== null,
          },
          { header: label("Creato", "Created"), width: 17, date: true, value: (a) => a.date_create },
          {
            header: label("Modificato", "Modified"),
            width: 17,
            date: true,
            value: (a) => a.date_last_modify,
          },
        ],
      },
      language,
      sources.agreements(),
    ),
    sheet<{ id: number; field: string; value: unknown }>(
      {
        name: label("Valori dei contratti", "Contract values"),
        columns: [
          { ...CONTRACT, value: (r) => r.id },
          { header: label("Campo", "Field"), width: 30, value: (r) => r.field },
          { header: label("Valore", "Value"), width: 60, value: (r) => r.value },
        ],
      },
      language,
      contractRows((a) => flattenValues(a.values).map(([field, value]) => ({ id: a.id, field, value }))),
    ),
    sheet<{ id: number; party: string; field: string; value: string }>(
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
      contractRows((a) =>
        Object.entries(a.party_snapshots).flatMap(([party, fields]) =>
          Object.entries(fields).map(([field, value]) => ({ id: a.id, party, field, value })),
        ),
      ),
    ),
    sheet<{ id: number; title: string; at: string }>(
      {
        name: label("Calcoli", "Calculations"),
        columns: [
          { ...CONTRACT, value: (r) => r.id },
          { header: label("Calcolo", "Calculator"), width: 40, value: (r) => r.title },
          { header: label("Calcolato il", "Calculated on"), width: 17, date: true, value: (r) => r.at },
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
    sheet<RowOf<"contacts">>(
      {
        name: label("Rubrica", "Address book"),
        columns: [
          { ...ID, value: (c) => c.id },
          { header: label("Tipologia", "Typology"), width: 10, value: (c) => c.typology },
          { header: label("Nome", "Name"), width: 36, value: (c) => c.title },
          {
            header: label("Dati", "Details"),
            width: 80,
            value: (c) =>
              Object.entries(c.data)
                .filter(([, v]) => v !== "")
                .map(([k, v]) => `${k}: ${v}`)
                .join("; "),
          },
          { header: label("Creato", "Created"), width: 17, date: true, value: (c) => c.date_create },
          {
            header: label("Modificato", "Modified"),
            width: 17,
            date: true,
            value: (c) => c.date_last_modify,
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
          { header: label("Inizio", "Start"), width: 17, date: true, value: (a) => a.start_at },
          { header: label("Fine", "End"), width: 17, date: true, value: (a) => a.end_at },
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
          { header: label("Tipo", "Kind"), width: 20, value: (n) => n.kind },
          { header: label("Titolo", "Title"), width: 36, value: (n) => n.title },
          { header: label("Testo", "Text"), width: 60, value: (n) => n.text },
          { header: label("Data", "Date"), width: 17, date: true, value: (n) => n.date },
          { header: label("Letta", "Read"), width: 8, value: (n) => n.read },
          { header: label("Creata", "Created"), width: 17, date: true, value: (n) => n.created_at },
        ],
      },
      language,
      sources.notifications(),
    ),
    sheet<RowOf<"favourites">>(
      {
        name: label("Preferiti", "Favourites"),
        columns: [
          { header: label("Tipo", "Kind"), width: 12, value: (f) => f.typology },
          { header: label("Titolo", "Title"), width: 50, value: (f) => f.title },
          { header: label("Aggiunto", "Added"), width: 17, date: true, value: (f) => f.created_at },
        ],
      },
      language,
      sources.favourites(),
    ),
    sheet<RowOf<"sessions">>(
      {
        name: label("Accessi", "Sign-ins"),
        columns: [
          { header: label("Inizio", "Started"), width: 17, date: true, value: (s) => s.created_at },
          { header: label("Scadenza", "Expires"), width: 17, date: true, value: (s) => s.expires_at },
          { header: label("Chiuso", "Ended"), width: 17, date: true, value: (s) => s.revoked_at },
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
          { header: label("Quando", "When"), width: 17, date: true, value: (e) => e.at },
          { header: label("Azione", "Action"), width: 24, value: (e) => e.action },
          { header: label("Oggetto", "Object"), width: 16, value: (e) => e.subject_type },
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

import type { Language } from "./common";
import { FIELD_LABELS, type FieldLabel, label as w } from "./field-label-dictionary";
import { PLAN_LABELS } from "./profile";

type Words = FieldLabel;

const ENABLED = { 1: w("Attivo", "Enabled"), 0: w("Disattivato", "Disabled") };

/**
 * The codes the product keeps that a reader sees in words, by what they are: a status, a role,
 * a typology… One place for the server's exports (the customer's own data, issue 44) and the
 * screens that show a record's past values (the audit trail's drawer); the screens that edit
 * a code have their own words in `apps/web/src/locales/`.
 */
export const CODE_WORDS = {
  role: { administrator: w("Amministratore", "Administrator"), member: w("Collaboratore", "Member") },
  language: { it: w("Italiano", "Italian"), en: w("Inglese", "English") },
  agreementStatus: {
    draft: w("Bozza", "Draft"),
    ready: w("Pronto", "Ready"),
    public: w("Pubblico", "Public"),
    completed: w("Completato", "Completed"),
    in_firma: w("In firma", "Out for signature"),
    firmato: w("Firmato", "Signed"),
  },
  templateStatus: {
    draft: w("Bozza", "Draft"),
    ready: w("Pronto", "Ready"),
    public: w("Pubblicato", "Public"),
    archived: w("Archiviato", "Archived"),
  },
  newsStatus: { draft: w("Bozza", "Draft"), public: w("Pubblicata", "Published") },
  licenceStatus: {
    requested: w("Richiesta", "Requested"),
    active: w("Attiva", "Active"),
    suspended: w("Sospesa", "Suspended"),
    expired: w("Scaduta", "Expired"),
  },
  treeStatus: ENABLED,
  visibility: { internal: w("Interna", "Internal"), published: w("Pubblicata", "Published") },
  contactTypology: {
    PF: w("Persona fisica", "Natural person"),
    DI: w("Ditta individuale", "Sole trader"),
    SOC: w("Società", "Company"),
    ENTE: w("Ente o associazione", "Entity or association"),
  },
  favouriteTypology: {
    agreement: w("Modello di contratto", "Contract template"),
    calculator: w("Calcolatore", "Calculator"),
  },
  notificationKind: {
    appointment_reminder: w("Promemoria appuntamento", "Appointment reminder"),
    template_revised: w("Modello aggiornato", "Template updated"),
    licence_expiring: w("Licenza in scadenza", "Licence expiring"),
    import_finished: w("Importazione completata", "Import finished"),
    pec_delivery: w("Esito di un invio PEC", "PEC delivery outcome"),
    bulk_finished: w("Compilazione multipla conclusa", "Bulk drafting finished"),
    note: w("Nota personale", "Personal note"),
  },
  unit: {
    percent: w("Percentuale", "Percentage"),
    index: w("Indice", "Index"),
    amount: w("Importo", "Amount"),
  },
  module: {
    civil_commercial: w("Civile e commerciale", "Civil and commercial"),
    work: w("Lavoro", "Employment"),
  },
  plan: PLAN_LABELS,
  area: { customer: w("Area clienti", "Customer area"), editor: w("Redazione", "Editorial office") },
  signInStep: {
    password: w("Password errata", "Wrong password"),
    code: w("Codice di verifica errato", "Wrong verification code"),
    recovery_code: w("Codice di recupero errato", "Wrong recovery code"),
  },
  attachment: { pdf: w("PDF", "PDF"), docx: w("Word (DOCX)", "Word (DOCX)") },
} satisfies Record<string, Readonly<Record<string, Words>>>;

export type CodeKind = keyof typeof CODE_WORDS;

/** A code in words; one the dictionary does not hold, as it is. */
export function codeInWords(kind: CodeKind, code: unknown, language: Language): string {
  const words = (CODE_WORDS[kind] as Readonly<Record<string, Words>>)[String(code)];
  return words ? words[language] : String(code);
}

/** Yes or no, in words. */
export const yesNo = (value: boolean, language: Language) =>
  language === "it" ? (value ? "Sì" : "No") : value ? "Yes" : "No";

/**
 * The columns of the records that no request body names (a row's before and after, the own-data
 * export): `vat_code` is the firm's «Partita IVA» as the body's `vat_number` is.
 */
const COLUMN_LABELS: Readonly<Record<string, Words>> = {
  vat_code: FIELD_LABELS.vat_number ?? w("Partita IVA", "VAT number"),
  start_at: w("Inizio", "Start"),
  end_at: w("Fine", "End"),
  company_id: w("Studio", "Firm"),
  agenda_id: w("Agenda", "Agenda"),
  agreement_id: w("Contratto collegato", "Linked contract"),
  calculator_id: w("Calcolatore", "Calculator"),
  updated_at: w("Ultima modifica", "Last modified"),
  expires_at: w("Scadenza", "Expires"),
  revoked_at: w("Chiusa il", "Ended on"),
  user_agent: w("Dispositivo", "Device"),
  ip: w("Indirizzo IP", "IP address"),
  template_language: w("Lingua del modello", "Template language"),
  is_valid: w("Completo", "Complete"),
  family_id: w("Famiglia del modello", "Template family"),
  name: w("Nome", "Name"),
};

/** A field (a body's, a record's column) by the words a screen names it with. */
export function fieldInWords(field: string, language: Language): string {
  const words = COLUMN_LABELS[field] ?? FIELD_LABELS[field];
  if (words) return words[language];
  const spaced = field.replace(/_/g, " ");
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

import { z } from "zod";
import type { Language } from "./common";

/**
 * An event of the audit trail (issue 35), as `GET /api/account/editor/audit/list/` answers it:
 * who (the user's name, or the pseudonym of a deleted account), when, what, to which record,
 * from which address, and what the event kept (for an edit, `changes`: each field before and after).
 */
export const auditEventSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  actor_id: z.number().int().nullable(),
  /** The username, the pseudonym of a deleted account, or null (a failed sign-in of no account). */
  actor: z.string().nullable(),
  action: z.string(),
  subject_type: z.string(),
  subject_id: z.number().int().nullable(),
  ip: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

/** An edit's fields as they were and became, kept in the event's `data.changes`. */
export type AuditChanges = Record<string, { before: unknown; after: unknown }>;

type Words = Record<Language, string>;
const w = (it: string, en: string): Words => ({ it, en });

/** What the trail's records are, in words. */
export const AUDIT_SUBJECTS: Readonly<Record<string, Words>> = {
  agreement: w("Contratto", "Contract"),
  template: w("Modello", "Template"),
  category: w("Categoria", "Category"),
  wizard: w("Percorso guidato", "Guided path"),
  calculator: w("Calcolatore", "Calculator"),
  calculator_wizard: w("Percorso dei calcolatori", "Calculator path"),
  calculator_constant: w("Costante di calcolo", "Calculation constant"),
  news: w("Notizia", "News item"),
  company: w("Studio", "Firm"),
  licence: w("Licenza", "Licence"),
  profile: w("Persona", "Person"),
  user: w("Account", "Account"),
  agenda: w("Agenda", "Agenda"),
  appointment: w("Appuntamento", "Appointment"),
  audit: w("Registro attività", "Activity log"),
};

/** What was done, in words: the verbs of `subject.verb`, and the actions of one word. */
const VERBS: Readonly<Record<string, Words>> = {
  create: w("creazione", "created"),
  update: w("modifica", "changed"),
  destroy: w("eliminazione", "deleted"),
  delete: w("eliminazione", "deleted"),
  set_status: w("cambio di stato", "status changed"),
  new_version: w("nuova versione", "new version"),
  export: w("esportazione", "exported"),
  sendmail: w("invio per e-mail", "sent by e-mail"),
  invite: w("invito", "invited"),
  request: w("richiesta", "requested"),
  request_update: w("modifica della richiesta", "request changed"),
  end_sessions: w("chiusura delle sessioni", "sessions ended"),
  password_link: w("invio del link per la password", "password link sent"),
  calculator_link: w("collegamento di un calcolatore", "calculator linked"),
  calculator_unlink: w("scollegamento di un calcolatore", "calculator unlinked"),
  calculator_update: w("modifica di un calcolatore collegato", "linked calculator changed"),
};

const ACTIONS: Readonly<Record<string, Words>> = {
  login: w("Accesso", "Sign-in"),
  login_failed: w("Accesso non riuscito", "Failed sign-in"),
  mfa_enabled: w("Verifica in due passaggi attivata", "Two-factor sign-in turned on"),
  mfa_disabled: w("Verifica in due passaggi disattivata", "Two-factor sign-in turned off"),
  mfa_recovery_used: w("Accesso con un codice di recupero", "Sign-in with a recovery code"),
  my_data_exported: w("Esportazione dei propri dati", "Own data exported"),
  account_deleted: w("Account eliminato", "Account deleted"),
};

/** The actions an editor picks from in the trail's filter (each a value of `filter__action`). */
export const AUDIT_ACTION_CHOICES = [
  ...Object.keys(ACTIONS),
  "agreement.export",
  "licence.export",
  "audit.export",
  "agreement.sendmail",
  "template.create",
  "template.update",
  "template.set_status",
  "template.new_version",
  "profile.update",
  "licence.update",
  "company.update",
] as const;

/** An action (`login`, `template.update`) in words; one it does not know, as it is. */
export function auditActionLabel(action: string, language: Language): string {
  const whole = ACTIONS[action];
  if (whole) return whole[language];
  const [subject = "", verb = ""] = action.split(".", 2);
  const subjectWords = AUDIT_SUBJECTS[subject]?.[language];
  const verbWords = VERBS[verb]?.[language];
  return subjectWords && verbWords ? `${subjectWords}: ${verbWords}` : action;
}

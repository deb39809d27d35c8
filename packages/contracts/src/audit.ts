import { z } from "zod";
import { estimatedListResponseSchema, type Language } from "./common";

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

/**
 * The trail's rows are counted up to this many (issue 49): past it the list answers
 * `count_is_estimate` and the screen says «oltre 10.000 eventi», so no call reads the whole trail.
 */
export const AUDIT_EXACT_COUNT_UP_TO = 10_000;
/** `GET /api/account/editor/audit/list/`: the spec's list answer, its count bounded. */
export const auditListResponseSchema = estimatedListResponseSchema(auditEventSchema);

/** How long the trail keeps an event unless `AUDIT_RETENTION_DAYS` says otherwise (issue 49). */
export const AUDIT_RETENTION_DEFAULT_DAYS = 400;
/**
 * How long the trail keeps the events that are the record of a legal act (a signature, an
 * erasure; see modules/account/README.md): the ordinary limitation period (art. 2946 c.c.).
 */
export const AUDIT_LEGAL_RETENTION_YEARS = 10;

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

/** What was done, in words: the verbs of `subject.verb`. */
const VERBS: Readonly<Record<string, Words>> = {
  create: w("creazione", "created"),
  update: w("modifica", "changed"),
  destroy: w("eliminazione", "deleted"),
  delete: w("eliminazione", "deleted"),
  archive: w("archiviazione", "archived"),
  move: w("spostamento", "moved"),
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
  freeze: w("blocco per la firma", "frozen for signature"),
  unfreeze: w("riapertura per modificarlo", "reopened for changes"),
  signed_copy_upload: w("caricamento di una copia firmata", "signed copy uploaded"),
  signed_copy_destroy: w("eliminazione di una copia firmata", "signed copy deleted"),
  remote_sign: w("firma remota", "signed remotely"),
  remote_sign_failed: w("firma remota non riuscita", "remote signature failed"),
  sign_invite: w("invito a firmare", "invited to sign"),
  sign_invite_revoke: w("revoca di un invito a firmare", "signing invitation revoked"),
  sendpec: w("invio via PEC", "sent by PEC"),
  pec_settings: w("modifica della casella PEC", "PEC mailbox changed"),
};

/** The actions of one word: the account's own events. */
const ACTIONS = {
  login: w("Accesso", "Sign-in"),
  login_failed: w("Accesso non riuscito", "Failed sign-in"),
  mfa_enabled: w("Verifica in due passaggi attivata", "Two-factor sign-in turned on"),
  mfa_disabled: w("Verifica in due passaggi disattivata", "Two-factor sign-in turned off"),
  mfa_recovery_used: w("Accesso con un codice di recupero", "Sign-in with a recovery code"),
  mfa_recovery_codes_regenerated: w("Nuovi codici di recupero generati", "New recovery codes generated"),
  my_data_exported: w("Esportazione dei propri dati", "Own data exported"),
  account_deleted: w("Account eliminato", "Account deleted"),
} as const satisfies Record<string, Words>;

const TREE_VERBS = ["create", "update", "set_status", "move", "destroy"] as const;
const EDIT_VERBS = ["create", "update", "destroy"] as const;
const CALENDAR_VERBS = ["create", "update", "delete"] as const;

/**
 * What the server records of each kind of record: `subject.verb` for every verb here. Every
 * place that records an event names its action from this list (the type `AuditAction`), and
 * every server test fails when its database holds an action outside it (`test/test-app.ts`).
 */
const RECORDED = {
  agreement: [
    "export",
    "sendmail",
    "freeze",
    "unfreeze",
    "signed_copy_upload",
    "signed_copy_destroy",
    "remote_sign",
    "remote_sign_failed",
    "sign_invite",
    "sign_invite_revoke",
    "sendpec",
  ],
  template: [
    "create",
    "update",
    "new_version",
    "set_status",
    "archive",
    "destroy",
    "calculator_link",
    "calculator_update",
    "calculator_unlink",
  ],
  category: TREE_VERBS,
  wizard: TREE_VERBS,
  calculator_wizard: TREE_VERBS,
  calculator: EDIT_VERBS,
  calculator_constant: EDIT_VERBS,
  news: ["create", "update", "set_status", "delete"],
  agenda: CALENDAR_VERBS,
  appointment: CALENDAR_VERBS,
  company: ["create", "update"],
  licence: ["create", "update", "set_status", "request", "request_update", "export"],
  profile: ["create", "update", "invite", "end_sessions", "password_link", "pec_settings"],
  audit: ["export"],
} as const satisfies Record<string, readonly (keyof typeof VERBS)[]>;

type Recorded = typeof RECORDED;
/** The verbs the trail records of a kind of record (`calculator` → create, update, destroy). */
export type AuditVerb<S extends keyof Recorded> = Recorded[S][number];
/** Every action the trail records: `login`, `template.update`, `category.move`… */
export type AuditAction =
  | keyof typeof ACTIONS
  | { [S in keyof Recorded]: `${S}.${AuditVerb<S>}` }[keyof Recorded];

/** Every action the trail records, as the trail's filter offers them (each a value of `filter__action`). */
export const AUDIT_ACTIONS: readonly AuditAction[] = [
  ...(Object.keys(ACTIONS) as (keyof typeof ACTIONS)[]),
  ...Object.entries(RECORDED).flatMap(([subject, verbs]) =>
    verbs.map((verb) => `${subject}.${verb}` as AuditAction),
  ),
];

const KNOWN = new Set<string>(AUDIT_ACTIONS);
/** Whether the trail knows this action (an event's `action` read back from the database). */
export const isAuditAction = (action: string): action is AuditAction => KNOWN.has(action);

/** An action (`login`, `template.update`) in words; one it does not know, as it is. */
export function auditActionLabel(action: string, language: Language): string {
  const whole = (ACTIONS as Record<string, Words>)[action];
  if (whole) return whole[language];
  const [subject = "", verb = ""] = action.split(".", 2);
  const subjectWords = AUDIT_SUBJECTS[subject]?.[language];
  const verbWords = VERBS[verb]?.[language];
  return subjectWords && verbWords ? `${subjectWords}: ${verbWords}` : action;
}

/** The record an event concerns, as the trail shows it: «Categoria #12», «Account #3». */
export function auditSubjectLabel(
  event: Pick<AuditEvent, "subject_type" | "subject_id">,
  language: Language,
): string {
  const kind = AUDIT_SUBJECTS[event.subject_type]?.[language] ?? event.subject_type;
  return event.subject_id === null ? kind : `${kind} #${event.subject_id}`;
}

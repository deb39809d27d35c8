/**
 * Every message the server sends, in Italian (default) and English (fallback).
 * `{name}` marks a parameter.
 */
export const messages = {
  it: {
    operation_error: "Si è verificato un errore durante l'operazione",
    invalid_session: "Sessione non valida",
    authentication_required: "Autenticazione richiesta",
    forbidden: "Non hai i permessi per eseguire questa operazione",
    not_found: "Risorsa non trovata",
    invalid_json: "Il corpo della richiesta non è un JSON valido",
    unsupported_media_type: "Formato della richiesta non supportato",
    payload_too_large: "La richiesta è troppo grande",
    field_required: "Il campo {attribute} è obbligatorio",
    field_min_length: "Il campo {attribute} deve contenere almeno {min} caratteri",
    field_max_length: "Il campo {attribute} può contenere al massimo {max} caratteri",
    field_invalid: "Il campo {attribute} non è valido",
    field_invalid_email: "Il campo {attribute} non è un indirizzo e-mail valido",
    field_invalid_type: "Il campo {attribute} ha un tipo non valido",
    field_invalid_choice: "Il valore del campo {attribute} non è tra quelli ammessi",
    field_unknown: "Campo non previsto: {attribute}",
    field_number_positive: "Il campo {attribute} deve essere un numero valido non negativo",
    login_invalid: "Nome utente o password non corretti",
    login_not_editor: "Questo accesso è riservato alla redazione",
    login_rate_limited: "Troppi tentativi di accesso. Riprova tra {minutes} minuti",
    logout_done: "Disconnessione eseguita",
    password_changed: "La password è stata modificata",
    password_old_wrong: "La password attuale non è corretta",
    password_mismatch: "Le due password non coincidono",
    password_too_common: "Questa password è troppo comune: scegline una meno prevedibile",
    password_too_short: "La password deve contenere almeno {min} caratteri",
    password_reset_sent:
      "Se l'indirizzo corrisponde a un account, riceverai a breve un'e-mail con il link per reimpostare la password",
    password_reset_invalid: "Il link per reimpostare la password non è valido o è scaduto",
    password_reset_done: "La password è stata reimpostata: ora puoi accedere",
    password_reset_subject: "Reimposta la tua password",
    password_reset_body:
      "Gentile {name},\n\nabbiamo ricevuto una richiesta di reimpostazione della password del tuo account.\nPer scegliere una nuova password apri questo link entro {minutes} minuti:\n\n{link}\n\nSe non hai chiesto tu la reimpostazione, ignora questo messaggio: la password attuale resta valida.\n\nContratti Online",
    invalid_page_size: "Dimensione di pagina non ammessa: scegli tra {sizes}",
    agreement_unknown_field: "Il campo {attribute} non appartiene al modello di questo contratto",
    agreement_incomplete: "Completa il contratto prima di segnarlo come pronto",
    email_sent: "E-mail inviata correttamente",
    email_failed: "L'e-mail non è stata inviata correttamente: riprova più tardi",
    email_rate_limited: "Hai inviato troppe e-mail nell'ultima ora: riprova tra poco",
    email_attachment_note: "In allegato il documento «{file}».",
    template_locked:
      "Questo contratto non è incluso nel tuo abbonamento. Per utilizzarlo attiva il modulo che lo comprende",
    invalid_order: "Ordinamento non ammesso: {field}",
    invalid_filter: "Filtro non ammesso: {field}",
    slug_duplicate: "Lo slug «{slug}» è già usato da un altro elemento dello stesso elenco",
    slug_invalid: "Lo slug deve iniziare con una lettera e contenere al massimo 64 lettere, cifre o _",
    placeholder_invalid:
      "Segnaposto non valido: {placeholder}. I collegamenti richiedono un nome e un identificativo, campi e note uno slug",
    template_category_unknown: "Categoria inesistente: {id}",
    template_wizard_unknown: "Passo della ricerca guidata inesistente: {id}",
    template_wizard_not_leaf:
      "Il passo «{title}» ha dei sotto-passi: i modelli si collegano solo agli ultimi passi della ricerca guidata",
    template_unknown: "Modello inesistente: {id}",
    template_content_locked:
      "Da questa versione sono stati creati dei contratti ({count}): per modificarne testo, lingua, campi, note o parti crea una nuova versione",
    template_publish_missing_fields: "Impossibile pubblicare: il testo cita campi non definiti ({slugs})",
    template_archived_instead:
      "Dal modello sono stati creati dei contratti ({count}): è stato archiviato invece che eliminato",
    data_deleted: "Dati eliminati correttamente",
    tree_parent_unknown: "L'elemento padre indicato non esiste",
    tree_has_children:
      "Impossibile eliminare «{title}»: contiene altri elementi. Elimina prima gli elementi che contiene",
    category_orphans_templates:
      "Impossibile eliminare «{title}»: questi modelli resterebbero senza categoria: {templates}. Assegnali prima a un'altra categoria",
    wizard_has_templates:
      "Il passo «{title}» è collegato a dei modelli: scollegali prima di aggiungere dei sotto-passi",
    export_too_many: "Troppi contratti da esportare ({count}): restringi i filtri (al massimo {max} righe)",
  },
  en: {
    operation_error: "An error occurred during this operation",
    invalid_session: "Invalid session",
    authentication_required: "Authentication required",
    forbidden: "You do not have permission to perform this operation",
    not_found: "Not found",
    invalid_json: "The request body is not valid JSON",
    unsupported_media_type: "Unsupported request format",
    payload_too_large: "The request is too large",
    field_required: "The {attribute} field is required",
    field_min_length: "The {attribute} field must be at least {min} characters",
    field_max_length: "The {attribute} field may not be longer than {max} characters",
    field_invalid: "The {attribute} field is invalid",
    field_invalid_email: "The {attribute} field is not a valid e-mail address",
    field_invalid_type: "The {attribute} field has an invalid type",
    field_invalid_choice: "The {attribute} field is not one of the allowed values",
    field_unknown: "Unexpected field: {attribute}",
    field_number_positive: "The {attribute} field must be a valid non-negative number",
    login_invalid: "Incorrect username or password",
    login_not_editor: "This sign-in is for editorial staff only",
    login_rate_limited: "Too many sign-in attempts. Try again in {minutes} minutes",
    logout_done: "You have been signed out",
    password_changed: "Your password has been changed",
    password_old_wrong: "The current password is not correct",
    password_mismatch: "The two passwords do not match",
    password_too_common: "This password is too common: choose a less predictable one",
    password_too_short: "The password must be at least {min} characters",
    password_reset_sent:
      "If the address belongs to an account, you will shortly receive an e-mail with a link to reset your password",
    password_reset_invalid: "The password-reset link is invalid or has expired",
    password_reset_done: "Your password has been reset: you can now sign in",
    password_reset_subject: "Reset your password",
    password_reset_body:
      "Dear {name},\n\nwe received a request to reset the password of your account.\nTo choose a new password, open this link within {minutes} minutes:\n\n{link}\n\nIf you did not ask for a reset, ignore this message: your current password stays valid.\n\nContratti Online",
    invalid_page_size: "Page size not allowed: choose one of {sizes}",
    agreement_unknown_field: "The {attribute} field does not belong to this contract's template",
    agreement_incomplete: "Complete the contract before marking it ready",
    email_sent: "Email successfully sent",
    email_failed: "The email was not sent correctly: please try again later",
    email_rate_limited: "You have sent too many e-mails in the last hour: please try again shortly",
    email_attachment_note: "The document “{file}” is attached.",
    template_locked:
      "This contract is not included in your subscription. Activate the module that contains it to use it",
    invalid_order: "Ordering not allowed: {field}",
    invalid_filter: "Filter not allowed: {field}",
    slug_duplicate: "The slug “{slug}” is already used by another item of the same list",
    slug_invalid: "A slug must start with a letter and hold at most 64 letters, digits or _",
    placeholder_invalid:
      "Invalid placeholder: {placeholder}. Links need a name and an identifier, fields and notes a slug",
    template_category_unknown: "No such category: {id}",
    template_wizard_unknown: "No such guided-search step: {id}",
    template_wizard_not_leaf:
      "The step “{title}” has sub-steps: templates are linked to the last steps of the guided search only",
    template_unknown: "No such template: {id}",
    template_content_locked:
      "Contracts have been made from this version ({count}): create a new version to change its text, language, fields, notes or parties",
    template_publish_missing_fields: "Cannot publish: the text cites undefined fields ({slugs})",
    template_archived_instead:
      "Contracts have been made from this template ({count}): it has been archived instead of deleted",
    data_deleted: "Data has been deleted successfully",
    tree_parent_unknown: "The parent item does not exist",
    tree_has_children: "Cannot delete “{title}”: it contains other items. Delete the items it contains first",
    category_orphans_templates:
      "Cannot delete “{title}”: these templates would be left without a category: {templates}. Assign them to another category first",
    wizard_has_templates: "The step “{title}” is linked to templates: unlink them before adding sub-steps",
    export_too_many: "Too many agreements to export ({count}): narrow the filters (at most {max} rows)",
  },
} as const;

export type MessageKey = keyof (typeof messages)["it"];

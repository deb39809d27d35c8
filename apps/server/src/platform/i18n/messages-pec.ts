/**
 * The PEC messages (issue 47), in Italian and English, spread into each language's messages:
 * the connection test's verdicts, the sending's refusals, the receipts' problems, the notices.
 */
export const pecItalianMessages = {
  pec_connection_ok: "Connessione riuscita: accesso effettuato",
  pec_auth_refused: "Il server ha rifiutato nome utente o password",
  pec_host_not_found: "Server non trovato: controlla il nome del server",
  pec_connection_refused: "Il server ha rifiutato la connessione: controlla la porta e la sicurezza",
  pec_timeout: "Il server non ha risposto in tempo",
  pec_certificate: "Il certificato del server non è valido o non corrisponde al nome del server",
  pec_tls_required: "La connessione cifrata non è riuscita: controlla la sicurezza (SSL/TLS o STARTTLS)",
  pec_server_error: "Il server ha risposto in modo inatteso",
  pec_password_required: "Scrivi la password della casella PEC",
  pec_host_local: "Il server ha un indirizzo della rete interna: indica il server del tuo gestore PEC",
  pec_security_plain:
    "Scegli una connessione cifrata (SSL/TLS o STARTTLS): senza, la password viaggerebbe in chiaro",
  pec_test_rate_limited: "Troppe prove di connessione: riprova tra qualche minuto",
  pec_password_required_for_server:
    "Hai cambiato server, porta, sicurezza o nome utente: scrivi di nuovo la password della casella PEC",
  pec_password_unreadable:
    "La password salvata non si può più leggere (la chiave del server è cambiata): scrivila di nuovo",
  pec_not_configured: "Configura prima la casella PEC nel tuo profilo",
  pec_not_verified: "Prova la connessione alla casella PEC prima del primo invio",
  pec_send_failed: "Il server PEC non ha accettato il messaggio: {reason}",
  pec_send_uncertain:
    "Esito incerto: l'invio si è interrotto e non è arrivata alcuna ricevuta di accettazione",
  pec_no_receipt: "Nessuna ricevuta di consegna dopo {hours} ore",
  pec_problem_unsigned: "Ricevuta non firmata: non ha valore di prova",
  pec_problem_bad_signature:
    "La firma della ricevuta non è valida: il contenuto potrebbe essere stato alterato",
  pec_problem_untrusted: "La ricevuta è firmata da un gestore non riconosciuto come attendibile",
  pec_problem_foreign: "La ricevuta non si riferisce a nessun messaggio inviato da questa casella",
  pec_problem_malformed: "La ricevuta non è leggibile: {detail}",
  pec_mailbox_refused_title: "La casella PEC non accetta più la password",
  pec_mailbox_refused_text:
    "Il gestore ha rifiutato nome utente o password della casella {address}: le ricevute delle PEC inviate non vengono più lette e non si possono inviare altre PEC. Aggiorna la password in Profilo › Casella PEC e prova di nuovo la connessione.",
  pec_failed_title: "PEC non consegnata a {address}",
  pec_failed_text: "«{subject}» (contratto «{agreement}»): {state}. {reason}",
  pec_delivered_title: "PEC consegnata a tutti i destinatari",
  pec_delivered_text: "«{subject}» (contratto «{agreement}») è stata consegnata a: {addresses}.",
  pec_state_non_accettata: "non accettata dal gestore del mittente",
  pec_state_mancata_consegna: "mancata consegna",
} as const;

export const pecEnglishMessages: Record<keyof typeof pecItalianMessages, string> = {
  pec_connection_ok: "Connected: signed in",
  pec_auth_refused: "The server refused the user name or password",
  pec_host_not_found: "Server not found: check the server's name",
  pec_connection_refused: "The server refused the connection: check the port and the security",
  pec_timeout: "The server did not answer in time",
  pec_certificate: "The server's certificate is not valid or does not match the server's name",
  pec_tls_required: "The encrypted connection failed: check the security (SSL/TLS or STARTTLS)",
  pec_server_error: "The server answered unexpectedly",
  pec_password_required: "Enter the PEC mailbox's password",
  pec_host_local: "The server has an address of an internal network: give your PEC provider's server",
  pec_security_plain:
    "Choose an encrypted connection (SSL/TLS or STARTTLS): without it the password would travel in clear",
  pec_test_rate_limited: "Too many connection tests: try again in a few minutes",
  pec_password_required_for_server:
    "You changed a server, port, security or user name: enter the PEC mailbox's password again",
  pec_password_unreadable:
    "The saved password can no longer be read (the server's key changed): enter it again",
  pec_not_configured: "Set up the PEC mailbox in your profile first",
  pec_not_verified: "Test the connection to the PEC mailbox before the first sending",
  pec_send_failed: "The PEC server did not accept the message: {reason}",
  pec_send_uncertain: "Outcome uncertain: the sending was interrupted and no acceptance receipt arrived",
  pec_no_receipt: "No delivery receipt after {hours} hours",
  pec_problem_unsigned: "Unsigned receipt: it is no proof",
  pec_problem_bad_signature: "The receipt's signature is not valid: its content may have been altered",
  pec_problem_untrusted: "The receipt is signed by a provider not recognised as trusted",
  pec_problem_foreign: "The receipt refers to no message sent from this mailbox",
  pec_problem_malformed: "The receipt cannot be read: {detail}",
  pec_mailbox_refused_title: "The PEC mailbox no longer accepts its password",
  pec_mailbox_refused_text:
    "The provider refused the user name or password of the mailbox {address}: the receipts of the PECs sent are no longer read, and no PEC can be sent. Update the password in Profile › PEC mailbox and test the connection again.",
  pec_failed_title: "PEC not delivered to {address}",
  pec_failed_text: "“{subject}” (contract “{agreement}”): {state}. {reason}",
  pec_delivered_title: "PEC delivered to every recipient",
  pec_delivered_text: "“{subject}” (contract “{agreement}”) was delivered to: {addresses}.",
  pec_state_non_accettata: "not accepted by the sender's provider",
  pec_state_mancata_consegna: "not delivered",
};

import { disputesClause, signatureBlock } from "../../shared/clauses";
import { agree, repeatingParty, verb } from "../../shared/repeating-parties";

/**
 * The 4+4 lease's parties and text (issue 32): landlords and tenants are repeating parties, one
 * to four each, and every sentence agrees with them («il Conduttore versa», «i Conduttori
 * versano», «le Conduttrici»). The cedolare secca takes the ISTAT update out and its own clause
 * in; the inventory clause is there only for a furnished flat, the joint-liability clause only
 * for several tenants; the articles are numbered when the document is written and every
 * cross-reference (`{{ref::…}}`) prints the number its clause has in this contract.
 */

const birthHelp =
  "Nel formato «Roma, il 12/03/1980»: il testo segue le parole «nato a» o «nata a», accordate dal codice fiscale.";

export const locatori = repeatingParty({
  slug: "locatori",
  itemLabel: "Locatore",
  label: "Locatori",
  typology: "any",
  min: 1,
  max: 4,
  forms: {
    singular: "il Locatore",
    plural: "i Locatori",
    singular_feminine: "la Locatrice",
    plural_feminine: "le Locatrici",
  },
  help: "Tutti i proprietari o titolari di un diritto di godimento (usufruttuari) che concedono l'immobile: se l'immobile è in comproprietà, aggiungere ciascun comproprietario, perché ognuno firma il contratto.",
  fields: [
    {
      slug: "nome",
      label: "Nome e cognome o denominazione",
      type: "text",
      help: "Per una persona, nome e cognome come da documento di identità; per una società, la denominazione seguita dal legale rappresentante (ad esempio «Alfa S.r.l., in persona dell'amministratore unico Mario Rossi»).",
      required: true,
      validators: [{ name: "maxLength", value: 200 }],
    },
    {
      slug: "codice_fiscale",
      label: "Codice fiscale",
      type: "fiscal_code",
      help: "Codice fiscale di 16 caratteri della persona fisica (o numerico di 11 cifre per le società): è indispensabile per la registrazione telematica con il modello RLI.",
      required: true,
    },
    {
      slug: "nascita",
      label: "Luogo e data di nascita",
      type: "text",
      help: `${birthHelp} Per una società, lasciare vuoto.`,
      attributes: { placeholder: "Roma, il 12/03/1980" },
    },
    {
      slug: "indirizzo",
      label: "Residenza o sede",
      type: "text",
      help: "Via, numero civico, CAP e Comune di residenza (o sede legale): è l'indirizzo a cui il conduttore invierà le raccomandate.",
      required: true,
    },
    {
      slug: "email",
      label: "E-mail o PEC",
      type: "email",
      help: "Indirizzo per le comunicazioni ordinarie; se si tratta di una PEC, le comunicazioni inviate hanno valore di raccomandata.",
    },
  ],
});

export const conduttori = repeatingParty({
  slug: "conduttori",
  itemLabel: "Conduttore",
  label: "Conduttori",
  typology: "PF",
  min: 1,
  max: 4,
  forms: {
    singular: "il Conduttore",
    plural: "i Conduttori",
    singular_feminine: "la Conduttrice",
    plural_feminine: "le Conduttrici",
  },
  help: "Ciascuna persona che assume la qualità di conduttore e firma il contratto: più conduttori rispondono in solido del canone e di ogni altra obbligazione (art. 1294 c.c.), e il contratto lo dice espressamente.",
  fields: [
    {
      slug: "nome",
      label: "Nome e cognome",
      type: "text",
      help: "Nome e cognome come da documento di identità.",
      required: true,
      validators: [{ name: "maxLength", value: 200 }],
    },
    {
      slug: "codice_fiscale",
      label: "Codice fiscale",
      type: "fiscal_code",
      help: "Codice fiscale di 16 caratteri. Per i cittadini stranieri verificare che sia stato attribuito dall'Agenzia delle Entrate prima della registrazione.",
      required: true,
    },
    {
      slug: "nascita",
      label: "Luogo e data di nascita",
      type: "text",
      help: `${birthHelp} Utile all'identificazione e richiesto dal modello di registrazione.`,
      attributes: { placeholder: "Bologna, il 12/03/1990" },
    },
    {
      slug: "indirizzo",
      label: "Residenza attuale",
      type: "text",
      help: "Residenza al momento della firma. Dopo la consegna il conduttore elegge domicilio nell'immobile locato.",
    },
    {
      slug: "email",
      label: "E-mail o PEC",
      type: "email",
      help: "Indirizzo per le comunicazioni ordinarie e per l'invio della prova della registrazione.",
    },
  ],
});

// The role nouns, agreeing with the answers: «il Locatore», «ai Conduttori», «della Locatrice».
const L = "{{term::locatori}}";
const Lc = "{{term::locatori::capital}}";
const Ldi = "{{term::locatori::di}}";
const La = "{{term::locatori::a}}";
const C = "{{term::conduttori}}";
const Cc = "{{term::conduttori::capital}}";
const Cdi = "{{term::conduttori::di}}";
const Ca = "{{term::conduttori::a}}";
const vL = (one: string, more: string) => verb("locatori", one, more);
const vC = (one: string, more: string) => verb("conduttori", one, more);
const severalTenants = "count(conduttori) &gt; 1";
const furnished = 'immobile_arredo == "arredato" or immobile_arredo == "parzialmente"';

export const controversie = disputesClause({
  mediation: true,
  court:
    "È competente il Tribunale del luogo in cui è situato l'immobile, ai sensi degli artt. 21 e 447-bis c.p.c.",
});

// The place and the date; the signature lines are the parties' own, one per landlord and tenant.
export const firme = signatureBlock({
  signers: [],
  dateWording: {
    help: "Data della firma: da essa decorrono i trenta giorni per la registrazione, salvo decorrenza anteriore.",
  },
});
const signatures = `${locatori.signatures}${conduttori.signatures}`;
const approvals = `<p>Ai sensi e per gli effetti degli artt. 1341 e 1342 c.c., le Parti dichiarano di approvare specificamente le clausole di cui agli articoli {{ref::durata}} (durata e rinnovo), {{ref::recesso}} (recesso ${Cdi}), {{ref::canone}} (divieto di sospensione del pagamento), {{ref::uso}} (divieto di sublocazione e cessione), {{ref::migliorie}} (migliorie senza indennità){{if::${severalTenants}}}, {{ref::inadempimento}} (inadempimento ${Cdi}) e {{ref::solidarieta}} (obbligazione solidale){{else}} e {{ref::inadempimento}} (inadempimento ${Cdi}){{endif}}.</p>`;

const clauses = [
  `<li data-clause="oggetto"><p><strong>Oggetto.</strong> ${Lc} ${vL("concede", "concedono")} in locazione ${Ca}, che ${vC("accetta", "accettano")}, l'unità immobiliare sita nel Comune di {{field::immobile_comune}}, {{field::immobile_indirizzo}}, così composta: {{field::immobile_descrizione}}.</p><p>L'unità immobiliare è censita al Catasto dei Fabbricati del Comune di {{field::immobile_comune}} come segue: {{field::immobile_catasto}}. L'immobile è locato {{field::immobile_arredo}}{{if::${furnished}}}, come da inventario di cui all'articolo {{ref::arredi}}{{endif}}.</p></li>`,
  `<li data-clause="durata"><p><strong>Durata e rinnovo.</strong> La locazione ha la durata di quattro anni, con decorrenza dal {{field::data_decorrenza}} e scadenza al {{field::data_scadenza}}.</p><p>Alla prima scadenza il contratto si rinnova di diritto per ulteriori quattro anni, salvo che ${L} ${vL("intenda", "intendano")} adibire l'immobile agli usi o effettuare sullo stesso le opere di cui all'art. 3 della legge n. 431/1998, ovvero vendere l'immobile alle condizioni e con le modalità ivi previste; in tal caso ${L} ${vL("deve", "devono")} comunicare il diniego di rinnovo con lettera raccomandata con avviso di ricevimento, da inviarsi almeno sei mesi prima della scadenza, specificando a pena di nullità il motivo sul quale il diniego è fondato.{{note::nota_diniego}}</p><p>Alla scadenza del periodo di rinnovo ciascuna Parte ha diritto di attivare la procedura per il rinnovo a nuove condizioni o per la rinuncia al rinnovo del contratto, comunicandolo all'altra Parte con lettera raccomandata da inviarsi almeno sei mesi prima della scadenza. La Parte interpellata deve rispondere a mezzo lettera raccomandata entro sessanta giorni dalla data di ricezione della raccomandata; in mancanza di risposta o di accordo il contratto si intende scaduto alla data di cessazione della locazione. In mancanza della comunicazione il contratto è rinnovato tacitamente alle medesime condizioni.</p></li>`,
  `<li data-clause="recesso"><p><strong>Recesso ${Cdi}.</strong> ${Cc} ${vC("ha", "hanno")} facoltà di recedere dal contratto {{field::recesso_conduttore}}, dandone comunicazione ${La} mediante lettera raccomandata con avviso di ricevimento o posta elettronica certificata con preavviso di almeno sei mesi rispetto alla data in cui il recesso deve avere esecuzione.{{if::${severalTenants}}} La comunicazione di recesso è sottoscritta congiuntamente {{term::conduttori::da}}: il recesso comunicato senza la sottoscrizione di {{if::feminine(conduttori)}}tutte{{else}}tutti{{endif}} non produce effetti.{{endif}}{{note::nota_recesso}}</p></li>`,
  `<li data-clause="canone"><p><strong>Canone.</strong> Il canone annuo di locazione è convenuto in € {{field::canone_annuo}}, che ${C} ${vC("si obbliga", "si obbligano")} a corrispondere in dodici rate mensili anticipate di € {{field::canone_mensile}} ciascuna, entro il giorno {{field::giorno_pagamento}} di ogni mese, mediante {{field::modalita_pagamento}}.{{if::count(locatori) &gt; 1}} Il pagamento eseguito con tali modalità libera ${C} nei confronti ${Ldi}.{{endif}}</p><p>Il pagamento del canone o degli oneri accessori non può essere sospeso né ritardato da pretese o eccezioni ${Cdi}, quale ne sia il titolo, salvo quanto previsto dalla legge. Le Parti danno atto che, ai sensi dell'art. 13, comma 1, della legge n. 431/1998, è nulla ogni pattuizione volta a determinare un importo del canone superiore a quello risultante dal presente contratto.</p></li>`,
  `{{if::not cedolare_secca}}<li data-clause="aggiornamento"><p><strong>Aggiornamento del canone.</strong> Il canone è aggiornato annualmente, a decorrere dall'inizio del secondo anno di locazione, nella misura del {{field::aggiornamento_istat}}% della variazione, accertata dall'ISTAT, dell'indice dei prezzi al consumo per le famiglie di operai e impiegati (FOI) verificatasi nell'anno precedente. L'aggiornamento è dovuto a seguito di richiesta scritta ${Ldi} e decorre dal mese successivo a quello della richiesta.</p></li>{{endif}}`,
  `{{if::cedolare_secca}}<li data-clause="cedolare"><p><strong>Cedolare secca.</strong> ${Lc} ${vL("opta", "optano")} per il regime della cedolare secca di cui all'art. 3 del D.Lgs. 14 marzo 2011, n. 23. Ai sensi del comma 11 del medesimo articolo, ${L} ${vL("rinuncia", "rinunciano")}, per tutta la durata dell'opzione, alla facoltà di chiedere l'aggiornamento del canone a qualsiasi titolo, inclusa la variazione accertata dall'ISTAT dell'indice nazionale dei prezzi al consumo per le famiglie di operai e impiegati verificatasi nell'anno precedente; la presente clausola tiene luogo della comunicazione preventiva prevista dalla stessa norma. In costanza di opzione non sono dovute l'imposta di registro e l'imposta di bollo sul contratto.{{note::nota_cedolare}}</p></li>{{else}}<li data-clause="imposte"><p><strong>Imposte di registro e di bollo.</strong> ${Lc} non ${vL("opta", "optano")} per il regime della cedolare secca. L'imposta di registro è ripartita tra le Parti in misura uguale e l'imposta di bollo sul contratto e sulle ricevute è a carico ${Cdi}, ai sensi dell'art. 8 della legge 27 luglio 1978, n. 392.</p></li>{{endif}}`,
  `<li data-clause="registrazione"><p><strong>Registrazione.</strong> ${Lc} ${vL("provvede", "provvedono")} alla registrazione del contratto nel termine di trenta giorni dalla sottoscrizione o dalla decorrenza, se anteriore, dandone documentata comunicazione, nei successivi sessanta giorni, ${Ca} e all'amministratore del condominio, ai sensi dell'art. 13, comma 1, della legge n. 431/1998.{{note::nota_registrazione}}</p></li>`,
  `{{if::not empty(deposito_cauzionale)}}<li data-clause="deposito"><p><strong>Deposito cauzionale.</strong> A garanzia delle obbligazioni assunte con il presente contratto ${C} ${vC("versa", "versano")} ${La}, che con la sottoscrizione del contratto ne ${vL("rilascia", "rilasciano")} quietanza, la somma di € {{field::deposito_cauzionale}}, non superiore a tre mensilità del canone, non imputabile in conto canoni e produttiva di interessi legali, che ${L} ${vL("corrisponde", "corrispondono")} ${Ca} alla fine di ogni anno di locazione, ai sensi dell'art. 11 della legge 27 luglio 1978, n. 392.{{note::nota_deposito}}</p><p>Il deposito è restituito al termine della locazione, previa verifica dello stato dell'unità immobiliare e dell'adempimento di tutte le obbligazioni contrattuali, entro trenta giorni dalla riconsegna delle chiavi.</p></li>{{endif}}`,
  `<li data-clause="oneri"><p><strong>Oneri accessori.</strong> Sono a carico ${Cdi}, ai sensi dell'art. 9 della legge n. 392/1978, le spese relative al servizio di pulizia, al funzionamento e all'ordinaria manutenzione dell'ascensore, alla fornitura dell'acqua, dell'energia elettrica, del riscaldamento e del condizionamento dell'aria, allo spurgo dei pozzi neri e delle latrine, nonché alla fornitura degli altri servizi comuni, e le spese per il servizio di portineria nella misura del novanta per cento, salvo che le Parti abbiano convenuto una misura inferiore.</p><p>{{if::not empty(oneri_acconto)}}${Cc} ${vC("versa", "versano")}, unitamente al canone, un acconto mensile sugli oneri accessori di € {{field::oneri_acconto}}, salvo conguaglio annuale sulla base del rendiconto condominiale. {{endif}}Il pagamento degli oneri accessori deve avvenire entro due mesi dalla richiesta, che deve essere corredata dell'indicazione specifica delle spese e dei criteri di ripartizione; ${C} ${vC("ha", "hanno")} diritto di prendere visione dei documenti giustificativi. Le utenze intestabili sono volturate a cura ${Cdi} entro trenta giorni dalla consegna.</p></li>`,
  `<li data-clause="uso"><p><strong>Destinazione e uso.</strong> L'immobile è destinato esclusivamente ad abitazione ${Cdi}{{if::not empty(occupanti)}} e delle seguenti persone conviventi: {{field::occupanti}}{{endif}}. È vietato qualsiasi mutamento di destinazione.</p><p>${Cc} non ${vC("può", "possono")} sublocare, neppure parzialmente, l'immobile, né cedere il contratto o concedere in comodato, in tutto o in parte, l'unità immobiliare senza il preventivo consenso scritto ${Ldi}. ${Cc} ${vC("si obbliga", "si obbligano")} a osservare il regolamento di condominio, di cui ${vC("dichiara", "dichiarano")} di aver ricevuto copia, e le deliberazioni dell'assemblea dei condomini.</p></li>`,
  `<li data-clause="consegna"><p><strong>Consegna, stato dell'immobile e prestazione energetica.</strong> ${Cc} ${vC("dichiara", "dichiarano")} di aver visitato l'unità immobiliare e di averla trovata adatta all'uso convenuto e in buono stato di manutenzione; la consegna è attestata da apposito verbale, sottoscritto dalle Parti, che descrive lo stato dei locali e degli impianti.</p><p>${Cc} ${vC("dichiara", "dichiarano")} di aver ricevuto le informazioni e la documentazione, comprensiva dell'attestato, in ordine alla prestazione energetica dell'unità immobiliare, ai sensi dell'art. 6, comma 3, del D.Lgs. 19 agosto 2005, n. 192. L'attestato di prestazione energetica riporta la classe energetica {{field::ape_classe}}{{if::not empty(ape_codice)}} ed è identificato come segue: {{field::ape_codice}}{{endif}}.{{note::nota_ape}}</p></li>`,
  `{{if::${furnished}}}<li data-clause="arredi"><p><strong>Arredi e inventario.</strong> L'immobile è locato con i mobili e gli arredi descritti nell'inventario sottoscritto dalle Parti al momento della consegna, che costituisce parte integrante del presente contratto. ${Cc} ${vC("si obbliga", "si obbligano")} a custodirli e a servirsene con la diligenza del buon padre di famiglia (art. 1587 c.c.) e a restituirli alla cessazione della locazione nello stato in cui li ${vC("ha", "hanno")} ricevuti, salvo il deterioramento risultante dall'uso conforme al contratto (art. 1590 c.c.). I beni mancanti o deteriorati oltre tale misura sono risarciti secondo il loro valore al momento della riconsegna.</p></li>{{endif}}`,
  `<li data-clause="migliorie"><p><strong>Manutenzione e migliorie.</strong> Sono a carico ${Cdi} le riparazioni di piccola manutenzione di cui agli artt. 1576 e 1609 c.c.; sono a carico ${Ldi} le riparazioni straordinarie e tutte le altre riparazioni necessarie. ${Cc} ${vC("deve", "devono")} dare tempestivo avviso ${La} delle riparazioni che non sono a ${vC("suo", "loro")} carico, ai sensi dell'art. 1577 c.c.</p><p>${Cc} non ${vC("può", "possono")} eseguire innovazioni, migliorie o addizioni senza il preventivo consenso scritto ${Ldi}. Salvo diverso accordo scritto, le migliorie e le addizioni autorizzate restano acquisite all'immobile senza diritto a indennità, fermo il diritto ${Ldi} di chiedere la rimessione in pristino di quelle non autorizzate.</p></li>`,
  `<li data-clause="accesso"><p><strong>Accesso all'immobile.</strong> ${Lc} ${vL("può", "possono")}, con preavviso di almeno tre giorni e in orari da concordare, ispezionare l'immobile per giustificati motivi. In caso di vendita dell'immobile o, negli ultimi sei mesi di durata del contratto, di ricerca di un nuovo conduttore, ${C} ${vC("consente", "consentono")} la visita dell'immobile una volta alla settimana, per almeno due ore, in giorno e orario da concordare.</p></li>`,
  `<li data-clause="inadempimento"><p><strong>Inadempimento ${Cdi}.</strong> Il mancato pagamento del canone decorsi venti giorni dalla scadenza prevista, ovvero il mancato pagamento degli oneri accessori quando l'importo non pagato superi quello di due mensilità del canone, costituisce motivo di risoluzione del contratto ai sensi dell'art. 5 della legge n. 392/1978, fermo il diritto ${Ldi} al risarcimento del danno. Costituiscono altresì grave inadempimento la violazione dei divieti di cui all'articolo {{ref::uso}} e il mutamento di destinazione d'uso dell'immobile.</p></li>`,
  `{{if::${severalTenants}}}<li data-clause="solidarieta"><p><strong>Obbligazione solidale.</strong> ${Cc} sono ${agree("conduttori", { m: "obbligato", f: "obbligata", mp: "obbligati", fp: "obbligate" })} in solido, ai sensi degli artt. 1292 e 1294 c.c., al pagamento del canone, degli oneri accessori e di ogni altra somma dovuta in forza del presente contratto, nonché all'adempimento di tutte le obbligazioni che ne derivano: ${L} ${vL("può", "possono")} chiedere l'intero a {{if::feminine(conduttori)}}ciascuna di esse{{else}}ciascuno di essi{{endif}}. Le comunicazioni relative al contratto ricevute da {{if::feminine(conduttori)}}una{{else}}uno{{endif}} ${Cdi} hanno effetto nei confronti di {{if::feminine(conduttori)}}tutte{{else}}tutti{{endif}}.</p></li>{{endif}}`,
  `<li data-clause="riconsegna"><p><strong>Riconsegna.</strong> Alla cessazione del contratto ${C} ${vC("restituisce", "restituiscono")} l'immobile libero da persone e cose, nello stato medesimo in cui ${vC("lo ha", "lo hanno")} ricevuto, salvo il deterioramento risultante dall'uso in conformità del contratto (art. 1590 c.c.), redigendo in contraddittorio un verbale di riconsegna. In caso di ritardo nella riconsegna ${C} ${vC("deve", "devono")} corrispondere il corrispettivo convenuto fino alla riconsegna, salvo l'obbligo di risarcire il maggior danno (art. 1591 c.c.).</p></li>`,
  `<li data-clause="comunicazioni"><p><strong>Comunicazioni.</strong> Salvo diversa previsione di legge, le comunicazioni relative al presente contratto sono validamente effettuate mediante lettera raccomandata con avviso di ricevimento o posta elettronica certificata agli indirizzi indicati in epigrafe, o a quelli successivamente comunicati per iscritto. A tutti gli effetti del presente contratto, compresa la notifica degli atti esecutivi, ${C} ${vC("elegge", "eleggono")} domicilio nell'immobile locato e, dopo la riconsegna, presso la residenza che ${vC("comunicherà", "comunicheranno")} ${La}.</p></li>`,
  `<li data-clause="privacy"><p><strong>Trattamento dei dati personali.</strong> Ciascuna Parte tratta i dati personali dell'altra contenuti nel presente contratto esclusivamente per le finalità connesse alla sua esecuzione e all'adempimento degli obblighi di legge, che ne costituiscono la base giuridica ai sensi dell'art. 6, paragrafo 1, lettere b) e c), del Regolamento (UE) 2016/679, nel rispetto del medesimo Regolamento e del D.Lgs. 30 giugno 2003, n. 196. Le Parti dichiarano di aver ricevuto le informazioni di cui all'art. 13 del Regolamento.</p></li>`,
  controversie.clause,
  `<li data-clause="finali"><p><strong>Disposizioni finali.</strong> Qualunque modifica al presente contratto deve essere provata per iscritto. Per quanto non previsto si applicano le disposizioni del codice civile, della legge n. 392/1978 in quanto applicabili e della legge n. 431/1998. Costituiscono parte integrante del contratto: il verbale di consegna{{if::${furnished}}} e l'inventario degli arredi{{endif}}; copia del regolamento di condominio; copia dell'attestato di prestazione energetica, ove consegnata.</p></li>`,
];

export const leaseBody = `<h1>Contratto di locazione ad uso abitativo</h1>
<p><em>ai sensi dell'art. 2, comma 1, della legge 9 dicembre 1998, n. 431</em></p>
<p>Tra</p>
${locatori.appearance}
<p>e</p>
${conduttori.appearance}
<p>di seguito, congiuntamente, le «Parti»,</p>
<p>si conviene e si stipula quanto segue.</p>
<ol>
${clauses.join("\n")}
</ol>
<p>Letto, approvato e sottoscritto.</p>
${firme.html}${signatures}${approvals}${signatures}`;

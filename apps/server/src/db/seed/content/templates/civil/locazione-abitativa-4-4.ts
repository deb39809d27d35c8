import { disputesClause, signatureBlock } from "../../shared/clauses";
import { anyParty } from "../../shared/parties";
import { propertyFields } from "../../shared/property";
import type { SeedTemplate } from "../../types";

const locatore = anyParty({
  slug: "locatore",
  term: "Locatore",
  of: "del locatore",
  contacts: ["email"],
  labels: { email: "E-mail o PEC del locatore" },
  help: {
    nome: "Indicare il proprietario o il titolare di un diritto di godimento (usufruttuario). Se il locatore è una società, indicare la denominazione e il legale rappresentante.",
    codice_fiscale:
      "Codice fiscale di 16 caratteri della persona fisica (o numerico di 11 cifre per le società): è indispensabile per la registrazione telematica con il modello RLI.",
    indirizzo:
      "Via, numero civico, CAP e Comune di residenza (o sede legale). È l'indirizzo a cui il conduttore invierà le raccomandate di recesso.",
    email:
      "Indirizzo per le comunicazioni ordinarie; se si tratta di una PEC, le comunicazioni inviate hanno valore di raccomandata.",
  },
  validators: { nome: [{ name: "maxLength", value: 200 }] },
});
// The tenant is a person: the builder's «residente o con sede in» is narrowed in the heading below.
const conduttore = anyParty({
  slug: "conduttore",
  term: "Conduttore",
  of: "del conduttore",
  birth: true,
  contacts: ["email"],
  typology: "PF",
  labels: {
    nome: "Nome e cognome del conduttore",
    indirizzo: "Residenza attuale del conduttore",
    email: "E-mail o PEC del conduttore",
  },
  help: {
    nome: "Intestatario del contratto. Se più persone assumono la qualità di conduttore, indicarle tutte: rispondono solidalmente del canone.",
    nascita:
      "Ad esempio: Bologna, il 12/03/1990. Utile all'identificazione e richiesto dal modello di registrazione.",
    codice_fiscale:
      "Codice fiscale di 16 caratteri. Per i cittadini stranieri verificare che sia stato attribuito dall'Agenzia delle Entrate prima della registrazione.",
    indirizzo:
      "Residenza al momento della firma. Dopo la consegna il conduttore elegge domicilio nell'immobile locato.",
    email: "Indirizzo per le comunicazioni ordinarie e per l'invio della prova della registrazione.",
  },
  required: { indirizzo: false },
  validators: { nome: [{ name: "maxLength", value: 200 }] },
});
const controversie = disputesClause({
  mediation: true,
  court:
    "È competente il Tribunale del luogo in cui è situato l'immobile, ai sensi degli artt. 21 e 447-bis c.p.c.",
});
const firme = signatureBlock({
  dateWording: {
    help: "Data della firma: da essa decorrono i trenta giorni per la registrazione, salvo decorrenza anteriore.",
  },
  signers: ["Il Locatore", "Il Conduttore"],
  approvals:
    "2 (durata e rinnovo), 3 (recesso del Conduttore), 4 (divieto di sospensione del pagamento), 9 (divieto di sublocazione e cessione), 11 (migliorie senza indennità) e 13 (inadempimento del Conduttore)",
});

export const locazioneAbitativa44: SeedTemplate = {
  key: "locazione-abitativa-4-4",
  title: "Contratto di locazione ad uso abitativo a canone libero (4+4)",
  language: "it",
  module: "civil_commercial",
  categories: ["locazioni-abitative"],
  keywords: [
    "affitto",
    "affitto casa",
    "appartamento",
    "inquilino",
    "proprietario",
    "pigione",
    "contratto d'affitto",
    "quattro più quattro",
    "cedolare secca",
    "deposito cauzionale",
    "disdetta",
    "abitazione",
  ],
  discipline: `<h2>Fonti</h2>
<p>Il contratto è disciplinato dagli <strong>artt. 1571 ss. c.c.</strong>, dalla <strong>legge 9 dicembre 1998, n. 431</strong> (in particolare artt. 1, 2, comma 1, 3 e 13) e dalle norme della <strong>legge 27 luglio 1978, n. 392</strong> tuttora applicabili alle locazioni abitative (art. 2 sulla sublocazione e cessione, art. 5 sulla morosità, art. 6 sulla successione nel contratto, art. 8 sulle spese di registrazione e bollo, art. 9 sugli oneri accessori, art. 10 sulla partecipazione alle assemblee, art. 11 sul deposito cauzionale). Per gli aspetti fiscali rilevano il <strong>D.P.R. 26 aprile 1986, n. 131</strong> (testo unico dell'imposta di registro), il <strong>D.P.R. 26 ottobre 1972, n. 642</strong> (imposta di bollo) e l'<strong>art. 3 del D.Lgs. 14 marzo 2011, n. 23</strong> (cedolare secca); per la prestazione energetica l'<strong>art. 6 del D.Lgs. 19 agosto 2005, n. 192</strong>.</p>
<h2>Quando usare questo modello</h2>
<p>È il contratto «a canone libero» previsto dall'art. 2, comma 1, L. 431/1998: le parti determinano liberamente il canone, ma la durata non può essere inferiore a quattro anni, con rinnovo automatico per altri quattro salvo diniego motivato del locatore. Non va utilizzato:</p>
<ul>
<li>per i contratti a canone concordato (art. 2, comma 3, L. 431/1998: durata 3+2, canone entro le fasce dell'accordo territoriale, tipo di contratto ministeriale obbligatorio), né per i contratti transitori o per studenti universitari (art. 5 L. 431/1998), per i quali esistono modelli dedicati;</li>
<li>per gli alloggi locati esclusivamente per finalità turistiche, per gli alloggi di edilizia residenziale pubblica e per le altre ipotesi escluse dall'art. 1, comma 2, L. 431/1998; gli immobili vincolati e quelli accatastati in A/1, A/8 e A/9 sono soggetti alla sola disciplina del codice civile, salvo che le parti scelgano il canone concordato;</li>
<li>per gli immobili ad uso diverso (negozi, uffici, laboratori), soggetti agli artt. 27 ss. L. 392/1978.</li>
</ul>
<h2>Regole inderogabili</h2>
<ul>
<li><strong>Forma scritta</strong>: è richiesta per la validità del contratto (art. 1, comma 4, L. 431/1998).</li>
<li><strong>Durata</strong>: la pattuizione di una durata inferiore a quattro anni è nulla e la durata legale si sostituisce di diritto. Alla prima scadenza il locatore può negare il rinnovo solo per uno dei motivi tassativi dell'art. 3 L. 431/1998, con lettera raccomandata inviata almeno sei mesi prima e con specificazione del motivo, a pena di nullità. Alla seconda scadenza ciascuna parte può attivare la procedura per il rinnovo a nuove condizioni o per la rinuncia al rinnovo; in mancanza di comunicazione il contratto si rinnova tacitamente alle medesime condizioni.</li>
<li><strong>Canone</strong>: è nulla ogni pattuizione volta a determinare un canone superiore a quello risultante dal contratto scritto e registrato (art. 13, comma 1, L. 431/1998).</li>
<li><strong>Recesso del conduttore</strong>: per gravi motivi è sempre ammesso, con preavviso di sei mesi (art. 3, comma 6, L. 431/1998); le parti possono pattuire il recesso del conduttore anche senza gravi motivi, clausola a lui più favorevole.</li>
<li><strong>Deposito cauzionale</strong>: non oltre tre mensilità del canone, produttivo di interessi legali da corrispondere al conduttore alla fine di ogni anno (art. 11 L. 392/1978).</li>
</ul>
<h2>Registrazione e imposte</h2>
<p>La registrazione è obbligatoria, qualunque sia l'ammontare del canone, entro trenta giorni dalla data dell'atto o dalla decorrenza, se anteriore (art. 17 D.P.R. 131/1986). L'obbligo grava sul locatore, che deve darne documentata comunicazione al conduttore e all'amministratore del condominio nei successivi sessanta giorni (art. 13, comma 1, L. 431/1998). Il contratto non registrato è nullo (art. 1, comma 346, L. 30 dicembre 2004, n. 311); la registrazione tardiva ne sana la nullità con effetto retroattivo (Cass., Sez. Un., 9 ottobre 2017, n. 23601), ferme le sanzioni tributarie.</p>
<p>In regime ordinario l'imposta di registro è pari al 2% del canone annuo, con un minimo di euro 67,00 per la prima annualità, ed è ripartita in parti uguali (art. 8 L. 392/1978); l'imposta di bollo è di euro 16,00 ogni quattro facciate e comunque ogni cento righe. Il locatore persona fisica che non agisce nell'esercizio di impresa, arte o professione può optare per la <strong>cedolare secca</strong> (aliquota ordinaria del 21% sul canone), che sostituisce IRPEF, addizionali, imposta di registro e di bollo, ma comporta la rinuncia all'aggiornamento del canone per tutta la durata dell'opzione (art. 3, comma 11, D.Lgs. 23/2011). La Corte di cassazione (sent. 7 maggio 2024, n. 12395) ha ammesso l'opzione anche quando il conduttore agisce nell'esercizio di impresa; la prassi dell'Agenzia delle Entrate va verificata al momento della stipula.</p>
<h2>Prestazione energetica</h2>
<p>Il contratto deve contenere la clausola con cui il conduttore dichiara di aver ricevuto le informazioni e la documentazione, comprensiva dell'attestato, sulla prestazione energetica; per la locazione di singole unità immobiliari non è obbligatorio allegare l'APE (art. 6, comma 3, D.Lgs. 192/2005). L'omissione è punita con sanzione amministrativa a carico solidale delle parti (art. 15, comma 8, D.Lgs. 192/2005).</p>
<h2>Errori frequenti</h2>
<ul>
<li>Indicare una durata inferiore a quattro anni o una disdetta «libera» alla prima scadenza.</li>
<li>Pattuire un deposito superiore a tre mensilità o dichiararlo infruttifero.</li>
<li>Prevedere l'aggiornamento ISTAT e contemporaneamente optare per la cedolare secca.</li>
<li>Indicare un foro diverso da quello del luogo dell'immobile: la competenza per le controversie locatizie è inderogabile (artt. 21, 28 e 447-bis c.p.c.), e la mediazione è condizione di procedibilità (art. 5 D.Lgs. 4 marzo 2010, n. 28).</li>
<li>Omettere i dati catastali, necessari per la registrazione telematica (modello RLI).</li>
</ul>`,
  body: `<h1>Contratto di locazione ad uso abitativo</h1>
<p><em>ai sensi dell'art. 2, comma 1, della legge 9 dicembre 1998, n. 431</em></p>
<p>Tra</p>
${locatore.appearance}
<p>e</p>
<p><strong>{{field::conduttore_nome}}</strong>, nato/a a {{field::conduttore_nascita}}, codice fiscale {{field::conduttore_codice_fiscale}}, residente in {{field::conduttore_indirizzo}}, indirizzo e-mail {{field::conduttore_email}} (di seguito il «Conduttore»),</p>
<p>di seguito congiuntamente «Parti», si conviene e si stipula quanto segue.</p>
<ol>
<li><p><strong>Oggetto.</strong> Il Locatore concede in locazione al Conduttore, che accetta, l'unità immobiliare sita nel Comune di {{field::immobile_comune}}, {{field::immobile_indirizzo}}, così composta: {{field::immobile_descrizione}}.</p><p>L'unità immobiliare è censita al Catasto dei Fabbricati del Comune di {{field::immobile_comune}} come segue: {{field::immobile_catasto}}. L'immobile è locato {{field::immobile_arredo}}.</p></li>
<li><p><strong>Durata e rinnovo.</strong> La locazione ha la durata di quattro anni, con decorrenza dal {{field::data_decorrenza}} e scadenza al {{field::data_scadenza}}.</p><p>Alla prima scadenza il contratto si rinnova di diritto per ulteriori quattro anni, salvo che il Locatore intenda adibire l'immobile agli usi o effettuare sullo stesso le opere di cui all'art. 3 della legge n. 431/1998, ovvero vendere l'immobile alle condizioni e con le modalità ivi previste; in tal caso il Locatore deve comunicare il diniego di rinnovo con lettera raccomandata con avviso di ricevimento, da inviarsi almeno sei mesi prima della scadenza, specificando a pena di nullità il motivo sul quale il diniego è fondato.{{note::nota_diniego}}</p><p>Alla scadenza del periodo di rinnovo ciascuna Parte ha diritto di attivare la procedura per il rinnovo a nuove condizioni o per la rinuncia al rinnovo del contratto, comunicandolo all'altra Parte con lettera raccomandata da inviarsi almeno sei mesi prima della scadenza. La Parte interpellata deve rispondere a mezzo lettera raccomandata entro sessanta giorni dalla data di ricezione della raccomandata; in mancanza di risposta o di accordo il contratto si intende scaduto alla data di cessazione della locazione. In mancanza della comunicazione il contratto è rinnovato tacitamente alle medesime condizioni.</p></li>
<li><p><strong>Recesso del Conduttore.</strong> Il Conduttore ha facoltà di recedere dal contratto {{field::recesso_conduttore}}, dandone comunicazione al Locatore mediante lettera raccomandata con avviso di ricevimento o posta elettronica certificata con preavviso di almeno sei mesi rispetto alla data in cui il recesso deve avere esecuzione.{{note::nota_recesso}}</p></li>
<li><p><strong>Canone.</strong> Il canone annuo di locazione è convenuto in € {{field::canone_annuo}}, che il Conduttore si obbliga a corrispondere in dodici rate mensili anticipate di € {{field::canone_mensile}} ciascuna, entro il giorno {{field::giorno_pagamento}} di ogni mese, mediante {{field::modalita_pagamento}}.</p><p>Il pagamento del canone o degli oneri accessori non può essere sospeso né ritardato da pretese o eccezioni del Conduttore, quale ne sia il titolo, salvo quanto previsto dalla legge. Le Parti danno atto che, ai sensi dell'art. 13, comma 1, della legge n. 431/1998, è nulla ogni pattuizione volta a determinare un importo del canone superiore a quello risultante dal presente contratto.</p></li>
<li><p><strong>Aggiornamento del canone.</strong> Salvo quanto previsto all'articolo 6 per il caso di opzione per la cedolare secca, il canone è aggiornato annualmente, a decorrere dall'inizio del secondo anno di locazione, nella misura del {{field::aggiornamento_istat}}% della variazione, accertata dall'ISTAT, dell'indice dei prezzi al consumo per le famiglie di operai e impiegati (FOI) verificatasi nell'anno precedente. L'aggiornamento è dovuto a seguito di richiesta scritta del Locatore e decorre dal mese successivo a quello della richiesta.</p></li>
<li><p><strong>Regime fiscale e registrazione.</strong> Il Locatore {{field::regime_fiscale}}.{{note::nota_cedolare}}</p><p>Il Locatore provvede alla registrazione del contratto nel termine di trenta giorni dalla sottoscrizione o dalla decorrenza, se anteriore, dandone documentata comunicazione, nei successivi sessanta giorni, al Conduttore e all'amministratore del condominio, ai sensi dell'art. 13, comma 1, della legge n. 431/1998.{{note::nota_registrazione}}</p></li>
<li><p><strong>Deposito cauzionale.</strong> A garanzia delle obbligazioni assunte con il presente contratto il Conduttore versa al Locatore, che con la sottoscrizione del contratto ne rilascia quietanza, la somma di € {{field::deposito_cauzionale}}, non superiore a tre mensilità del canone, non imputabile in conto canoni e produttiva di interessi legali, che il Locatore corrisponde al Conduttore alla fine di ogni anno di locazione, ai sensi dell'art. 11 della legge 27 luglio 1978, n. 392.{{note::nota_deposito}}</p><p>Il deposito è restituito al termine della locazione, previa verifica dello stato dell'unità immobiliare e dell'adempimento di tutte le obbligazioni contrattuali, entro trenta giorni dalla riconsegna delle chiavi.</p></li>
<li><p><strong>Oneri accessori.</strong> Sono a carico del Conduttore, ai sensi dell'art. 9 della legge n. 392/1978, le spese relative al servizio di pulizia, al funzionamento e all'ordinaria manutenzione dell'ascensore, alla fornitura dell'acqua, dell'energia elettrica, del riscaldamento e del condizionamento dell'aria, allo spurgo dei pozzi neri e delle latrine, nonché alla fornitura degli altri servizi comuni, e le spese per il servizio di portineria nella misura del novanta per cento, salvo che le Parti abbiano convenuto una misura inferiore.</p><p>Il Conduttore versa, unitamente al canone, un acconto mensile sugli oneri accessori di € {{field::oneri_acconto}}, salvo conguaglio annuale sulla base del rendiconto condominiale. Il pagamento del conguaglio deve avvenire entro due mesi dalla richiesta, che deve essere corredata dell'indicazione specifica delle spese e dei criteri di ripartizione; il Conduttore ha diritto di prendere visione dei documenti giustificativi. Le utenze intestabili al Conduttore sono da questi volturate a proprio nome entro trenta giorni dalla consegna.</p></li>
<li><p><strong>Destinazione e uso.</strong> L'immobile è destinato esclusivamente ad abitazione del Conduttore e delle seguenti persone con lui conviventi: {{field::occupanti}}. È vietato qualsiasi mutamento di destinazione.</p><p>Il Conduttore non può sublocare, neppure parzialmente, l'immobile, né cedere il contratto o concedere in comodato, in tutto o in parte, l'unità immobiliare senza il preventivo consenso scritto del Locatore. Il Conduttore si obbliga a osservare il regolamento di condominio, di cui dichiara di aver ricevuto copia, e le deliberazioni dell'assemblea dei condomini.</p></li>
<li><p><strong>Consegna, stato dell'immobile e prestazione energetica.</strong> Il Conduttore dichiara di aver visitato l'unità immobiliare e di averla trovata adatta all'uso convenuto e in buono stato di manutenzione; la consegna è attestata da apposito verbale, sottoscritto dalle Parti, che descrive lo stato dei locali e degli impianti e, se l'immobile è arredato, l'inventario dei beni mobili.</p><p>Il Conduttore dichiara di aver ricevuto le informazioni e la documentazione, comprensiva dell'attestato, in ordine alla prestazione energetica dell'unità immobiliare, ai sensi dell'art. 6, comma 3, del D.Lgs. 19 agosto 2005, n. 192. L'attestato di prestazione energetica riporta la classe energetica {{field::ape_classe}} ed è identificato come segue: {{field::ape_codice}}.{{note::nota_ape}}</p></li>
<li><p><strong>Manutenzione e migliorie.</strong> Sono a carico del Conduttore le riparazioni di piccola manutenzione di cui agli artt. 1576 e 1609 c.c.; sono a carico del Locatore le riparazioni straordinarie e tutte le altre riparazioni necessarie. Il Conduttore deve dare tempestivo avviso al Locatore delle riparazioni che non sono a suo carico, ai sensi dell'art. 1577 c.c.</p><p>Il Conduttore non può eseguire innovazioni, migliorie o addizioni senza il preventivo consenso scritto del Locatore. Salvo diverso accordo scritto, le migliorie e le addizioni autorizzate restano acquisite all'immobile senza diritto a indennità, fermo il diritto del Locatore di chiedere la rimessione in pristino di quelle non autorizzate.</p></li>
<li><p><strong>Accesso all'immobile.</strong> Il Locatore può, con preavviso di almeno tre giorni e in orari da concordare, ispezionare l'immobile per giustificati motivi. In caso di vendita dell'immobile o, negli ultimi sei mesi di durata del contratto, di ricerca di un nuovo conduttore, il Conduttore consente la visita dell'immobile una volta alla settimana, per almeno due ore, in giorno e orario da concordare.</p></li>
<li><p><strong>Inadempimento del Conduttore.</strong> Il mancato pagamento del canone decorsi venti giorni dalla scadenza prevista, ovvero il mancato pagamento degli oneri accessori quando l'importo non pagato superi quello di due mensilità del canone, costituisce motivo di risoluzione del contratto ai sensi dell'art. 5 della legge n. 392/1978, fermo il diritto del Locatore al risarcimento del danno. Costituiscono altresì grave inadempimento la violazione dei divieti di cui all'articolo 9 e il mutamento di destinazione d'uso dell'immobile.</p></li>
<li><p><strong>Riconsegna.</strong> Alla cessazione del contratto il Conduttore restituisce l'immobile libero da persone e cose, nello stato medesimo in cui lo ha ricevuto, salvo il deterioramento risultante dall'uso in conformità del contratto (art. 1590 c.c.), redigendo in contraddittorio un verbale di riconsegna. In caso di ritardo nella riconsegna il Conduttore è tenuto a corrispondere il corrispettivo convenuto fino alla riconsegna, salvo l'obbligo di risarcire il maggior danno (art. 1591 c.c.).</p></li>
<li><p><strong>Comunicazioni.</strong> Salvo diversa previsione di legge, le comunicazioni relative al presente contratto sono validamente effettuate mediante lettera raccomandata con avviso di ricevimento o posta elettronica certificata agli indirizzi indicati in epigrafe, o a quelli successivamente comunicati per iscritto. A tutti gli effetti del presente contratto, compresa la notifica degli atti esecutivi, il Conduttore elegge domicilio nell'immobile locato e, dopo la riconsegna, presso la residenza che comunicherà al Locatore.</p></li>
<li><p><strong>Trattamento dei dati personali.</strong> Ciascuna Parte tratta i dati personali dell'altra contenuti nel presente contratto esclusivamente per le finalità connesse alla sua esecuzione e all'adempimento degli obblighi di legge, che ne costituiscono la base giuridica ai sensi dell'art. 6, paragrafo 1, lettere b) e c), del Regolamento (UE) 2016/679, nel rispetto del medesimo Regolamento e del D.Lgs. 30 giugno 2003, n. 196. Le Parti dichiarano di aver ricevuto le informazioni di cui all'art. 13 del Regolamento.</p></li>
${controversie.clause}
<li><p><strong>Disposizioni finali.</strong> Qualunque modifica al presente contratto deve essere provata per iscritto. Per quanto non previsto si applicano le disposizioni del codice civile, della legge n. 392/1978 in quanto applicabili e della legge n. 431/1998. Costituiscono parte integrante del contratto: il verbale di consegna e l'eventuale inventario degli arredi; copia del regolamento di condominio; copia dell'attestato di prestazione energetica, ove consegnata.</p></li>
</ol>
<p>Letto, approvato e sottoscritto.</p>
${firme.html}`,
  fields: [
    ...locatore.fields,
    ...conduttore.fields,
    ...propertyFields({
      help: {
        comune: "Comune di ubicazione: determina anche il tribunale competente per le controversie.",
        descrizione:
          "Numero di vani e servizi e pertinenze locate insieme all'abitazione (cantina, box, posto auto), che vanno indicate espressamente.",
        catasto:
          "Foglio, particella, subalterno, categoria e rendita, come risultano dalla visura catastale; indicare anche quelli delle pertinenze. Sono obbligatori per la registrazione.",
      },
      descriptionRows: 3,
    }).map((field) =>
      field.slug === "immobile_catasto"
        ? {
            ...field,
            attributes: { placeholder: "foglio 12, particella 345, sub. 6, cat. A/2, rendita € 750,00" },
          }
        : field,
    ),
    {
      slug: "immobile_arredo",
      label: "Arredamento",
      type: "select",
      help: "Se l'immobile è arredato, allegare l'inventario dei mobili al verbale di consegna.",
      field_set: "Immobile",
      attributes: {
        options: [
          { value: "non_arredato", label: "non arredato" },
          { value: "arredato", label: "arredato, come da inventario allegato al verbale di consegna" },
          {
            value: "parzialmente",
            label: "parzialmente arredato, come da inventario allegato al verbale di consegna",
          },
        ],
      },
    },
    {
      slug: "ape_classe",
      label: "Classe energetica (APE)",
      type: "text",
      help: "Classe risultante dall'attestato di prestazione energetica in corso di validità (dieci anni, salvo decadenza per mancati controlli degli impianti).",
      required: true,
      field_set: "Immobile",
      validators: [{ name: "maxLength", value: 10 }],
    },
    {
      slug: "ape_codice",
      label: "Estremi dell'APE",
      type: "text",
      help: "Codice identificativo dell'attestato nel catasto energetico regionale, data di rilascio e nome del certificatore.",
      field_set: "Immobile",
    },
    {
      slug: "data_decorrenza",
      label: "Data di decorrenza",
      type: "date",
      help: "Primo giorno di locazione. Il termine di trenta giorni per la registrazione decorre dalla firma o da questa data, se anteriore.",
      required: true,
      field_set: "Durata",
    },
    {
      slug: "data_scadenza",
      label: "Data di prima scadenza",
      type: "date",
      help: "Deve cadere quattro anni dopo la decorrenza: una durata inferiore è nulla e viene sostituita da quella legale.",
      required: true,
      field_set: "Durata",
      // Issue 17: offered to the calendar once filled, a week's reminder before.
      deadline: {
        label_it: "Prima scadenza della locazione",
        label_en: "First expiry of the lease",
        reminder: 10080,
      },
    },
    {
      slug: "recesso_conduttore",
      label: "Recesso del conduttore",
      type: "select",
      help: "Per gravi motivi il recesso è sempre ammesso per legge; la seconda opzione attribuisce al conduttore un recesso libero con sei mesi di preavviso.",
      required: true,
      field_set: "Durata",
      attributes: {
        options: [
          {
            value: "gravi_motivi",
            label:
              "qualora ricorrano gravi motivi, ai sensi dell'art. 3, sesto comma, della legge n. 431/1998",
          },
          {
            value: "libero",
            label: "in qualsiasi momento, anche indipendentemente dalla sussistenza di gravi motivi",
          },
        ],
      },
    },
    {
      slug: "canone_annuo",
      label: "Canone annuo",
      type: "currency",
      help: "Importo annuo in euro, senza simbolo. È la base di calcolo dell'imposta di registro (2%) o della cedolare secca.",
      required: true,
      field_set: "Canone e spese",
      validators: [{ name: "numberPositive" }],
    },
    {
      slug: "canone_mensile",
      label: "Rata mensile del canone",
      type: "currency",
      help: "Un dodicesimo del canone annuo.",
      required: true,
      field_set: "Canone e spese",
      validators: [{ name: "numberPositive" }],
    },
    {
      slug: "giorno_pagamento",
      label: "Giorno del mese entro cui pagare",
      type: "number",
      help: "Ad esempio 5: il canone si paga in via anticipata entro quel giorno di ogni mese.",
      required: true,
      field_set: "Canone e spese",
      attributes: { min: 1, max: 31 },
      validators: [{ name: "numberPositive" }],
    },
    {
      slug: "modalita_pagamento",
      label: "Modalità di pagamento",
      type: "text",
      help: "Ad esempio: bonifico bancario sul conto intestato al Locatore, IBAN IT.... È opportuno prevedere un mezzo tracciabile, utile anche ai fini delle detrazioni fiscali del conduttore.",
      required: true,
      field_set: "Canone e spese",
    },
    {
      slug: "aggiornamento_istat",
      label: "Misura dell'aggiornamento ISTAT",
      type: "percentage",
      help: "Percentuale della variazione annua dell'indice FOI (in genere 75 o 100). Non è applicabile se il locatore opta per la cedolare secca.",
      field_set: "Canone e spese",
      attributes: { min: 0, max: 100 },
    },
    {
      slug: "regime_fiscale",
      label: "Regime fiscale del locatore",
      type: "select",
      help: "La cedolare secca è riservata al locatore persona fisica che non agisce nell'esercizio di impresa, arte o professione e va scelta in sede di registrazione.",
      required: true,
      field_set: "Canone e spese",
      attributes: {
        options: [
          {
            value: "cedolare",
            label:
              "opta per il regime della cedolare secca di cui all'art. 3 del D.Lgs. 14 marzo 2011, n. 23, e per tutta la durata dell'opzione rinuncia a chiedere l'aggiornamento del canone a qualsiasi titolo, compreso quello previsto dall'articolo 5; in costanza di opzione non sono dovute l'imposta di registro e l'imposta di bollo sul contratto",
          },
          {
            value: "ordinario",
            label:
              "non opta per il regime della cedolare secca; l'imposta di registro è ripartita tra le Parti in misura uguale e l'imposta di bollo sul contratto e sulle ricevute è a carico del Conduttore, ai sensi dell'art. 8 della legge 27 luglio 1978, n. 392",
          },
        ],
      },
    },
    {
      slug: "deposito_cauzionale",
      label: "Deposito cauzionale",
      type: "currency",
      help: "Non più di tre mensilità del canone (art. 11 L. 392/1978); produce interessi legali a favore del conduttore.",
      field_set: "Canone e spese",
      validators: [{ name: "numberPositive" }],
    },
    {
      slug: "oneri_acconto",
      label: "Acconto mensile oneri accessori",
      type: "currency",
      help: "Stima mensile delle spese condominiali a carico del conduttore, soggetta a conguaglio annuale sul rendiconto dell'amministratore.",
      field_set: "Canone e spese",
    },
    {
      slug: "occupanti",
      label: "Persone conviventi con il conduttore",
      type: "textarea",
      help: "Nomi dei familiari o conviventi che abiteranno l'immobile; se nessuno, scrivere «nessuna». La successione nel contratto in caso di morte o separazione è regolata dall'art. 6 L. 392/1978.",
      field_set: "Conduttore",
      attributes: { rows: 2 },
    },
    ...controversie.fields,
    ...firme.fields,
  ],
  notes: [
    {
      slug: "nota_diniego",
      label: "Diniego di rinnovo alla prima scadenza",
      help: "Il locatore può impedire il rinnovo solo per i motivi tassativi dell'art. 3 L. 431/1998 (ad esempio: uso proprio o di familiari entro il secondo grado, vendita senza possedere altre abitazioni oltre alla propria, integrale ristrutturazione). Se entro dodici mesi non adibisce l'immobile all'uso dichiarato, il conduttore ha diritto al ripristino del rapporto alle medesime condizioni o, in alternativa, al risarcimento previsto dallo stesso art. 3, commisurato a trentasei mensilità dell'ultimo canone. Una disdetta priva del motivo specifico è nulla.",
    },
    {
      slug: "nota_recesso",
      label: "Gravi motivi",
      help: "I gravi motivi devono essere sopravvenuti, imprevedibili ed estranei alla volontà del conduttore (ad esempio trasferimento di lavoro) e vanno indicati nella comunicazione di recesso. Il recesso libero, se concesso, non richiede motivazione ma mantiene il preavviso di sei mesi.",
    },
    {
      slug: "nota_cedolare",
      label: "Cedolare secca",
      help: "L'opzione si esercita nel modello RLI e vale per l'intera durata o per la singola annualità; la rinuncia all'aggiornamento del canone contenuta nel contratto tiene luogo della comunicazione al conduttore prevista dall'art. 3, comma 11, D.Lgs. 23/2011. Se il locatore è una società o agisce nell'esercizio di impresa, scegliere il regime ordinario.",
    },
    {
      slug: "nota_registrazione",
      label: "Registrazione e sanzioni",
      help: "Il contratto non registrato è nullo (art. 1, comma 346, L. 311/2004). Si registra telematicamente con il modello RLI, allegando il contratto sottoscritto. In regime ordinario l'imposta di registro è del 2% del canone annuo (minimo euro 67,00) e il bollo di euro 16,00 ogni quattro facciate; il ritardo è sanabile con il ravvedimento operoso.",
    },
    {
      slug: "nota_deposito",
      label: "Limite del deposito",
      help: "Il limite di tre mensilità e la produzione di interessi legali sono inderogabili: la clausola che preveda un importo maggiore è nulla per l'eccedenza. Garanzie ulteriori (fideiussione bancaria o personale) sono ammesse, ma è prudente non farne un modo per eludere il limite.",
    },
    {
      slug: "nota_ape",
      label: "Attestato di prestazione energetica",
      help: "Per la locazione di una singola unità immobiliare basta la dichiarazione di ricezione; l'APE va allegato solo se si loca un intero edificio. In caso di omissione le parti rispondono in solido della sanzione amministrativa dell'art. 15, comma 8, D.Lgs. 192/2005.",
    },
  ],
  parties: [locatore.party, conduttore.party],
};

import { privacyClause, signatureBlock } from "../../shared/clauses";
import { anyParty, personParty } from "../../shared/parties";
import { propertyFields } from "../../shared/property";
import type { SeedTemplate } from "../../types";

const locatore = anyParty({ slug: "locatore", term: "Locatore", of: "del locatore", contacts: ["pec"] });
const conduttore = personParty({
  slug: "conduttore",
  term: "Conduttore",
  of: "del conduttore",
  contacts: ["email"],
});
const firme = signatureBlock({
  signers: ["Il Locatore", "Il Conduttore"],
  approvals:
    "6 (pagamento e risoluzione), 8 (recesso del Conduttore), 10 (modifiche e danni) e 13 (accesso all'immobile)",
});

export const locazioneCanoneConcordato: SeedTemplate = {
  key: "locazione-canone-concordato",
  title: "Contratto di locazione abitativa a canone concordato (3+2)",
  language: "it",
  module: "civil_commercial",
  categories: ["locazioni-abitative"],
  keywords: [
    "canone concordato",
    "tre più due",
    "3+2",
    "accordo territoriale",
    "locazione agevolata",
    "cedolare secca 10%",
    "attestazione di rispondenza",
    "affitto agevolato",
  ],
  discipline: [
    "<h2>Fonti</h2>",
    "<p>Il contratto a canone concordato è previsto dall'<strong>art. 2, comma 3, L. 9 dicembre 1998, n. 431</strong>: le parti determinano il canone, la durata e le altre condizioni sulla base degli <strong>accordi territoriali</strong> stipulati nel Comune tra le organizzazioni della proprietà edilizia e dei conduttori, e usano il tipo di contratto approvato con il <strong>D.M. 16 gennaio 2017</strong> (allegato A). Il modello riproduce il contenuto di quel tipo di contratto; le clausole dell'accordo territoriale del Comune prevalgono e vanno verificate, a partire dalla fascia di oscillazione del canone per la zona e le caratteristiche dell'immobile.</p>",
    "<h2>Durata</h2>",
    "<p>La durata non può essere inferiore a tre anni. Alla prima scadenza, se le parti non concordano sul rinnovo, il contratto è prorogato di diritto per due anni, salvo che il locatore intenda adibire l'immobile agli usi o compiere le opere dell'art. 3 L. 431/1998, o venderlo alle condizioni di quella norma, dandone disdetta motivata almeno sei mesi prima (art. 2, comma 5). Alla scadenza della proroga biennale ciascuna parte può chiedere il rinnovo a nuove condizioni o comunicare la rinuncia al rinnovo con raccomandata almeno sei mesi prima; in mancanza, il contratto si rinnova tacitamente alle stesse condizioni.</p>",
    "<h2>Agevolazioni fiscali</h2>",
    "<ul>",
    "<li><strong>Cedolare secca</strong> al 10% per i contratti a canone concordato relativi ad abitazioni nei Comuni ad alta tensione abitativa e in quelli colpiti da calamità (art. 3, comma 2, D.Lgs. 14 marzo 2011, n. 23), se il locatore persona fisica la sceglie.</li>",
    "<li>In regime ordinario, base imponibile dell'imposta di registro ridotta al 70% del canone e reddito IRPEF ridotto di un ulteriore 30% (art. 8 L. 431/1998), nei Comuni ad alta tensione abitativa.</li>",
    "<li><strong>IMU</strong> ridotta al 75% per gli immobili locati a canone concordato (art. 1, comma 760, L. 27 dicembre 2019, n. 160).</li>",
    "<li>Per i contratti stipulati senza l'assistenza delle organizzazioni, le agevolazioni richiedono l'<strong>attestazione di rispondenza</strong> del contenuto economico e normativo all'accordo territoriale, rilasciata da un'organizzazione firmataria (art. 1, comma 8, D.M. 16 gennaio 2017; Agenzia delle Entrate, risoluzione n. 31/E del 20 aprile 2018).</li>",
    "</ul>",
    "<h2>Regole inderogabili</h2>",
    "<ul>",
    "<li>Forma scritta a pena di nullità (art. 1, comma 4, L. 431/1998); è nullo ogni patto che stabilisca un canone superiore a quello del contratto scritto e registrato (art. 13).</li>",
    "<li>Il conduttore può recedere per gravi motivi con preavviso di sei mesi (art. 3, comma 6); il deposito cauzionale non può superare tre mensilità e produce interessi legali (art. 11 L. 27 luglio 1978, n. 392).</li>",
    "<li>Per le controversie sull'interpretazione e l'esecuzione del contratto e sull'attestazione del canone ciascuna parte può rivolgersi alla commissione di negoziazione paritetica prevista dall'accordo territoriale; la mediazione resta condizione di procedibilità dell'azione giudiziale (art. 5 D.Lgs. 4 marzo 2010, n. 28).</li>",
    "</ul>",
  ].join(""),
  body: [
    "<h1>Contratto di locazione abitativa agevolata</h1>",
    "<p>(art. 2, comma 3, legge 9 dicembre 1998, n. 431 e D.M. 16 gennaio 2017)</p>",
    "<p>Tra</p>",
    locatore.appearance,
    "<p>e</p>",
    conduttore.appearance,
    "<p>si conviene e si stipula quanto segue.</p>",
    "<ol>",
    "<li><p><strong>Oggetto.</strong> Il Locatore concede in locazione al Conduttore, che accetta, per uso esclusivo di abitazione sua e delle persone con lui conviventi, l'unità immobiliare sita nel Comune di {{field::immobile_comune}}, {{field::immobile_indirizzo}}, composta da {{field::immobile_descrizione}}, censita al Catasto come segue: {{field::immobile_catasto}}, {{field::arredo}}. Il Conduttore dichiara di aver ricevuto le informazioni e la documentazione, comprensiva dell'attestato, in ordine alla prestazione energetica dell'immobile (classe {{field::ape_classe}}).</p></li>",
    "<li><p><strong>Durata.</strong> Il contratto è stipulato per la durata di {{field::durata_anni}} anni, dal {{field::data_decorrenza}} al {{field::data_scadenza}}. Alla prima scadenza, ove le Parti non concordino sul rinnovo, il contratto è prorogato di diritto di due anni, fatta salva la facoltà di disdetta del Locatore che intenda adibire l'immobile agli usi o effettuare sullo stesso le opere di cui all'art. 3 della legge n. 431/1998, ovvero vendere l'immobile alle condizioni e con le modalità ivi previste. Alla scadenza del periodo di proroga biennale ciascuna Parte può attivare la procedura per il rinnovo a nuove condizioni o per la rinuncia al rinnovo, comunicandolo all'altra con lettera raccomandata almeno sei mesi prima della scadenza; in mancanza il contratto è rinnovato tacitamente alle medesime condizioni.</p></li>",
    "<li><p><strong>Canone.</strong> Il canone annuo di locazione, determinato secondo l'accordo territoriale per il Comune di {{field::immobile_comune}} depositato in data {{field::data_accordo}}, nella fascia di oscillazione prevista per la zona in cui si trova l'immobile, è convenuto in € {{field::canone_annuo}}, che il Conduttore corrisponde in dodici rate mensili anticipate di € {{field::canone_mensile}} ciascuna, entro il giorno {{field::giorno_pagamento}} di ogni mese, mediante bonifico bancario. {{field::assistenza}}{{note::nota_attestazione}}</p></li>",
    "<li><p><strong>Aggiornamento e regime fiscale.</strong> Il Locatore {{field::regime_fiscale}}.</p></li>",
    "<li><p><strong>Deposito cauzionale.</strong> A garanzia delle obbligazioni assunte il Conduttore versa al Locatore, che con la sottoscrizione ne rilascia quietanza, un deposito cauzionale di € {{field::deposito}}, pari a non più di tre mensilità del canone, non imputabile in conto canoni e produttivo di interessi legali, riconosciuti al Conduttore al termine di ogni anno; il deposito è restituito al termine della locazione, previa verifica dello stato dell'immobile e dell'osservanza di ogni obbligazione contrattuale.</p></li>",
    "<li><p><strong>Pagamento, risoluzione e oneri accessori.</strong> Il pagamento del canone e degli oneri accessori non può essere sospeso o ritardato da pretese o eccezioni del Conduttore. Il mancato pagamento del canone decorsi venti giorni dalla scadenza, o degli oneri accessori quando l'importo non pagato superi quello di due mensilità del canone, costituisce motivo di risoluzione ai sensi dell'art. 5 della legge 27 luglio 1978, n. 392. Gli oneri accessori sono ripartiti secondo la tabella allegata al D.M. 16 gennaio 2017 (allegato D) e sono pagati entro due mesi dalla richiesta, con diritto del Conduttore di prendere visione dei documenti giustificativi.</p></li>",
    "<li><p><strong>Uso e sublocazione.</strong> L'immobile deve essere destinato esclusivamente a uso di civile abitazione del Conduttore e delle persone con lui conviventi. È vietata la sublocazione, totale o parziale, e la cessione del contratto senza il consenso scritto del Locatore.</p></li>",
    "<li><p><strong>Recesso del Conduttore.</strong> Il Conduttore può recedere dal contratto qualora ricorrano gravi motivi, ai sensi dell'art. 3, sesto comma, della legge n. 431/1998, dandone comunicazione al Locatore con lettera raccomandata almeno sei mesi prima.</p></li>",
    "<li><p><strong>Consegna.</strong> Il Conduttore dichiara di aver visitato l'immobile e di averlo trovato adatto all'uso convenuto e in buono stato di manutenzione; lo stato dei locali e degli impianti è descritto nel verbale di consegna sottoscritto dalle Parti. Il Conduttore si obbliga a riconsegnare l'immobile nello stato in cui lo ha ricevuto, salvo il deperimento d'uso.</p></li>",
    "<li><p><strong>Modifiche e danni.</strong> Il Conduttore non può apportare modifiche, innovazioni, migliorie o addizioni ai locali e agli impianti senza il consenso scritto del Locatore, ed è responsabile dei danni causati per sua colpa, anche dalle persone che egli ammette nell'immobile.</p></li>",
    "<li><p><strong>Assemblee condominiali.</strong> Il Conduttore ha diritto di voto, in luogo del Locatore, nelle deliberazioni dell'assemblea condominiale relative alle spese e alle modalità di gestione dei servizi di riscaldamento e di condizionamento d'aria, e di intervenire, senza diritto di voto, sulle delibere relative alla modificazione degli altri servizi comuni (art. 10 della legge n. 392/1978).</p></li>",
    "<li><p><strong>Impianti.</strong> Il Locatore dichiara che gli impianti sono conformi alla normativa vigente e consegna al Conduttore la documentazione disponibile; il Conduttore cura la manutenzione ordinaria degli impianti secondo la legge, compreso il controllo periodico dell'impianto termico.</p></li>",
    "<li><p><strong>Accesso.</strong> Il Conduttore consente l'accesso all'immobile al Locatore e ai suoi incaricati, previo avviso, per motivate ragioni e, in caso di vendita o di disdetta, per le visite di potenziali acquirenti o conduttori, in giorni e orari da concordare.</p></li>",
    "<li><p><strong>Registrazione.</strong> Il contratto è registrato a cura del Locatore entro trenta giorni, dandone notizia al Conduttore e all'amministratore del condominio.</p></li>",
    "<li><p><strong>Commissione di negoziazione e controversie.</strong> Per l'interpretazione e l'esecuzione del contratto e per l'attestazione della congruità del canone ciascuna Parte può rivolgersi alla commissione di negoziazione paritetica e conciliazione stragiudiziale prevista dall'accordo territoriale e dal D.M. 16 gennaio 2017. Resta fermo, per l'azione giudiziale, il procedimento di mediazione di cui all'art. 5 del D.Lgs. 4 marzo 2010, n. 28; è competente il Tribunale del luogo in cui si trova l'immobile.</p></li>",
    privacyClause,
    "<li><p><strong>Disposizioni finali.</strong> Per quanto non previsto si applicano la legge n. 431/1998, il D.M. 16 gennaio 2017, l'accordo territoriale, le norme del codice civile e la legge n. 392/1978 in quanto compatibili. Ogni modifica deve risultare da atto scritto.</p></li>",
    "</ol>",
    firme.html,
  ].join(""),
  fields: [
    ...locatore.fields,
    ...conduttore.fields,
    ...propertyFields({
      help: {
        comune: "Il Comune: il suo accordo territoriale fissa le fasce del canone.",
        descrizione: "Vani, servizi e pertinenze: ne dipende anche la fascia del canone.",
        catasto: "Foglio, particella, subalterno, categoria e rendita.",
      },
      descriptionRows: 2,
    }),
    {
      slug: "arredo",
      label: "Arredo",
      type: "select",
      help: "Molti accordi territoriali prevedono un aumento del canone per l'immobile arredato.",
      required: true,
      field_set: "Immobile",
      attributes: {
        options: [
          { value: "arredato", label: "arredata come da inventario sottoscritto dalle Parti" },
          { value: "non_arredato", label: "non arredata" },
        ],
      },
    },
    {
      slug: "ape_classe",
      label: "Classe energetica (APE)",
      type: "text",
      help: "La classe dell'attestato di prestazione energetica, da consegnare al conduttore.",
      required: true,
      field_set: "Immobile",
    },
    {
      slug: "durata_anni",
      label: "Durata in anni",
      type: "number",
      help: "Almeno tre anni (art. 2, comma 5, L. 431/1998); l'accordo territoriale può prevedere durate maggiori con canoni più alti.",
      required: true,
      field_set: "Durata e canone",
      attributes: { min: 3, max: 10 },
      validators: [{ name: "numberPositive" }],
    },
    {
      slug: "data_decorrenza",
      label: "Decorrenza",
      type: "date",
      help: "Il giorno da cui decorrono la locazione e il canone.",
      required: true,
      field_set: "Durata e canone",
    },
    {
      slug: "data_scadenza",
      label: "Prima scadenza",
      type: "date",
      help: "Il giorno prima dell'anniversario della durata pattuita; la disdetta motivata del locatore va inviata sei mesi prima.",
      required: true,
      field_set: "Durata e canone",
      deadline: {
        label_it: "Prima scadenza della locazione a canone concordato",
        label_en: "First expiry of the agreed-rent lease",
        reminder: 10080,
      },
    },
    {
      slug: "data_accordo",
      label: "Data di deposito dell'accordo territoriale",
      type: "date",
      help: "La data in cui l'accordo territoriale in vigore è stato depositato presso il Comune.",
      required: true,
      field_set: "Durata e canone",
    },
    {
      slug: "canone_annuo",
      label: "Canone annuo",
      type: "currency",
      help: "Entro la fascia di oscillazione dell'accordo territoriale per la zona e le caratteristiche dell'immobile.",
      required: true,
      field_set: "Durata e canone",
      validators: [{ name: "numberPositive" }],
    },
    {
      slug: "canone_mensile",
      label: "Rata mensile",
      type: "currency",
      help: "Un dodicesimo del canone annuo.",
      required: true,
      field_set: "Durata e canone",
      validators: [{ name: "numberPositive" }],
    },
    {
      slug: "giorno_pagamento",
      label: "Giorno di pagamento",
      type: "number",
      help: "Il giorno del mese entro cui pagare la rata anticipata, ad esempio 5.",
      required: true,
      field_set: "Durata e canone",
      attributes: { min: 1, max: 31 },
      validators: [{ name: "numberPositive" }],
    },
    {
      slug: "assistenza",
      label: "Assistenza delle organizzazioni",
      type: "select",
      help: "Senza assistenza, le agevolazioni fiscali richiedono l'attestazione di rispondenza di un'organizzazione firmataria dell'accordo.",
      required: true,
      field_set: "Durata e canone",
      attributes: {
        options: [
          {
            value: "assistito",
            label:
              "Il contratto è stipulato con l'assistenza delle organizzazioni della proprietà edilizia e dei conduttori firmatarie dell'accordo territoriale, che lo sottoscrivono.",
          },
          {
            value: "attestazione",
            label:
              "Il contratto è stipulato senza l'assistenza delle organizzazioni; le Parti si impegnano a richiedere l'attestazione di rispondenza del suo contenuto economico e normativo all'accordo territoriale a un'organizzazione firmataria, prima della registrazione.",
          },
        ],
      },
    },
    {
      slug: "regime_fiscale",
      label: "Regime fiscale del locatore",
      type: "select",
      help: "La cedolare secca al 10% spetta al locatore persona fisica nei Comuni ad alta tensione abitativa; comporta la rinuncia all'aggiornamento del canone.",
      required: true,
      field_set: "Durata e canone",
      attributes: {
        options: [
          {
            value: "cedolare",
            label:
              "opta per il regime della cedolare secca di cui all'art. 3 del D.Lgs. 14 marzo 2011, n. 23, e per la durata dell'opzione rinuncia a chiedere l'aggiornamento del canone a qualsiasi titolo",
          },
          {
            value: "ordinario",
            label:
              "non opta per la cedolare secca; il canone è aggiornato ogni anno, su richiesta del Locatore, nella misura prevista dall'accordo territoriale e comunque non superiore al 75% della variazione dell'indice ISTAT dei prezzi al consumo per le famiglie di operai e impiegati",
          },
        ],
      },
    },
    {
      slug: "deposito",
      label: "Deposito cauzionale",
      type: "currency",
      help: "Al massimo tre mensilità del canone (art. 11 L. 392/1978).",
      required: true,
      field_set: "Durata e canone",
      validators: [{ name: "numberPositive" }],
    },
    ...firme.fields,
  ],
  notes: [
    {
      slug: "nota_attestazione",
      label: "Attestazione di rispondenza",
      help: "Senza l'assistenza delle organizzazioni, cedolare al 10%, riduzioni IRPEF e di registro e IMU ridotta richiedono l'attestazione di rispondenza all'accordo territoriale: chiederla prima della registrazione e conservarla.",
    },
  ],
  parties: [locatore.party, conduttore.party],
};

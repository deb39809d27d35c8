import { signatureBlock } from "../../shared/clauses";
import { oneOrMore } from "../../shared/number-agreement";
import { anyParty } from "../../shared/parties";
import { propertyFields } from "../../shared/property";
import type { SeedTemplate } from "../../types";

const locatore = anyParty({
  slug: "locatore",
  term: "Locatore",
  of: "del locatore",
  help: {
    nome: "Proprietario o titolare di un diritto di godimento sull'immobile; per le società indicare anche il legale rappresentante.",
    codice_fiscale: "Necessario per la registrazione con il modello RLI.",
    indirizzo: "Indirizzo completo, a cui inviare raccomandate e comunicazioni.",
  },
});
// The tenant is a person: the builder's «residente o con sede in» is narrowed in the heading below.
const conduttore = anyParty({
  slug: "conduttore",
  term: "Conduttore",
  of: "del conduttore",
  typology: "PF",
  labels: { nome: "Nome e cognome del conduttore", indirizzo: "Residenza del conduttore" },
  help: {
    nome: "Persona che abiterà l'immobile per l'esigenza transitoria.",
    codice_fiscale: "Codice fiscale di 16 caratteri, necessario per la registrazione.",
    indirizzo:
      "Residenza abituale del conduttore: per chi si sposta temporaneamente è spesso in un altro Comune, il che conferma la transitorietà dell'esigenza.",
  },
  required: { indirizzo: false },
});
const firme = signatureBlock({
  dateWording: {
    help: "Data della firma, da cui decorrono i trenta giorni per la registrazione (salvo decorrenza anteriore).",
  },
  signers: ["Il Locatore", "Il Conduttore"],
  approvals:
    "2 (durata e cessazione senza disdetta), 8 (divieto di sublocazione e cessione), 9 (recesso del Conduttore) e 13 (inadempimento)",
});

export const locazioneTransitoria: SeedTemplate = {
  key: "locazione-transitoria",
  title: "Contratto di locazione ad uso transitorio",
  language: "it",
  module: "civil_commercial",
  categories: ["locazioni-abitative"],
  keywords: [
    "affitto breve",
    "affitto temporaneo",
    "lavoratore in trasferta",
    "trasferta di lavoro",
    "esigenza temporanea",
    "diciotto mesi",
    "inquilino",
    "pigione",
    "accordo territoriale",
    "canone concordato",
    "trasferimento",
  ],
  discipline: `<h2>Fonti</h2>
<p>La locazione abitativa di natura transitoria è prevista dall'<strong>art. 5, comma 1, della legge 9 dicembre 1998, n. 431</strong>, che rinvia a un decreto ministeriale la definizione delle condizioni e delle modalità per stipulare contratti di durata inferiore a quella legale, «per soddisfare particolari esigenze delle parti». Il decreto in vigore è il <strong>D.M. 16 gennaio 2017</strong> del Ministro delle infrastrutture e dei trasporti, di concerto con il Ministro dell'economia e delle finanze (G.U. 15 marzo 2017), che all'art. 2 ne fissa i criteri, integrati dagli <strong>accordi territoriali</strong> stipulati dalle organizzazioni della proprietà edilizia e dei conduttori; i tipi di contratto sono approvati ai sensi dell'art. 4-bis L. 431/1998. Per tutto quanto non diversamente disposto si applicano gli artt. 1571 ss. c.c. e le norme della L. 27 luglio 1978, n. 392 ancora vigenti (artt. 5, 9, 11).</p>
<h2>Presupposti</h2>
<ul>
<li><strong>Durata</strong>: non superiore a diciotto mesi (art. 2, comma 1, D.M. 16 gennaio 2017). Il precedente limite minimo di un mese, previsto dal D.M. 30 dicembre 2002, non è stato riprodotto; resta comunque escluso l'uso del modello per finalità turistiche (art. 1, comma 2, lett. c, L. 431/1998).</li>
<li><strong>Esigenza transitoria</strong>: il contratto deve individuare in modo specifico l'esigenza del locatore o del conduttore che giustifica la breve durata (ad esempio mobilità lavorativa, studio, formazione professionale, ricerca di soluzioni occupazionali, attesa della consegna di un'abitazione in costruzione o in ristrutturazione), con preferenza per le fattispecie tipizzate dall'accordo territoriale. Basta che l'esigenza sussista in capo a una sola delle parti. Un richiamo generico a «esigenze temporanee» non è sufficiente.</li>
<li><strong>Prova documentale</strong>: l'esigenza va documentata e la documentazione allegata al contratto; il locatore che abbia dedotto una propria esigenza deve confermarne il verificarsi con lettera raccomandata prima della scadenza. Il modello scrive la clausola secondo la parte che ha l'esigenza: se è solo del conduttore, il contratto dà atto della sua sussistenza e della riconduzione alla durata ordinaria se viene meno; se è del locatore (o di entrambe le parti), impone al locatore la lettera di conferma e ne indica la conseguenza.</li>
<li><strong>Canone</strong>: per gli immobili situati in Comuni con più di diecimila abitanti (dati dell'ultimo censimento) il canone deve essere compreso entro le fasce di oscillazione stabilite dall'accordo territoriale, salvo che la durata sia pari o inferiore a trenta giorni; negli altri Comuni è libero (art. 2, comma 2, D.M. 16 gennaio 2017).</li>
</ul>
<p>In mancanza di questi requisiti, o se l'esigenza viene meno, il contratto è ricondotto alla durata ordinaria quadriennale dell'art. 2, comma 1, L. 431/1998, con i relativi vincoli per il locatore. È il rischio principale di questo modello: la giurisprudenza di merito riqualifica con frequenza i contratti con causale generica o non documentata.</p>
<h2>Attestazione e assistenza delle organizzazioni</h2>
<p>Le parti possono farsi assistere dalle rispettive organizzazioni. Gli accordi territoriali stipulati in attuazione del D.M. 16 gennaio 2017 prevedono, per i contratti non assistiti, un'<strong>attestazione di rispondenza</strong> del contenuto economico e normativo del contratto all'accordo, rilasciata da almeno un'organizzazione firmataria: è richiesta, secondo la prassi, per fruire delle agevolazioni fiscali. Verificare sempre l'accordo del Comune in cui si trova l'immobile, il suo eventuale elenco di esigenze tipiche e le fasce di canone aggiornate; dove l'accordo non è stato rinnovato possono applicarsi ancora le regole dell'accordo precedente.</p>
<h2>Registrazione e imposte</h2>
<p>La registrazione è dovuta entro trenta giorni (art. 17 D.P.R. 26 aprile 1986, n. 131), a cura del locatore, che ne dà comunicazione al conduttore e all'amministratore del condominio entro i successivi sessanta giorni (art. 13, comma 1, L. 431/1998). I contratti di durata non superiore a trenta giorni complessivi nell'anno (da computare, secondo l'Agenzia delle Entrate, con riferimento ai rapporti con lo stesso conduttore) sono soggetti a registrazione solo in caso d'uso (art. 2-bis della Tariffa, Parte II, allegata al D.P.R. 131/1986). In regime ordinario l'imposta di registro è del 2% del canone, con il minimo di euro 67,00, e il bollo è di euro 16,00 ogni quattro facciate. Con la <strong>cedolare secca</strong> (art. 3 D.Lgs. 14 marzo 2011, n. 23) si applica l'aliquota ordinaria del 21%; l'Agenzia delle Entrate (circolare n. 8/E del 7 aprile 2017) ammette l'aliquota ridotta del 10% per i contratti transitori stipulati a canone concordato negli immobili situati nei Comuni ad alta tensione abitativa.</p>
<h2>Errori frequenti</h2>
<ul>
<li>Causale di stile («esigenze di lavoro») senza indicazione del datore di lavoro, della sede e del periodo, o senza documenti allegati.</li>
<li>Canone superiore alla fascia massima dell'accordo territoriale in un Comune con più di diecimila abitanti.</li>
<li>Rinnovi successivi dello stesso contratto transitorio con lo stesso conduttore: rivelano un'esigenza abitativa stabile e favoriscono la riqualificazione.</li>
<li>Uso del contratto transitorio per studenti universitari fuori sede, per i quali esiste il contratto dell'art. 5, commi 2 e 3, L. 431/1998 (durata da sei mesi a tre anni).</li>
</ul>`,
  body: `<h1>Contratto di locazione ad uso abitativo di natura transitoria</h1>
<p><em>ai sensi dell'art. 5, comma 1, della legge 9 dicembre 1998, n. 431 e dell'art. 2 del D.M. 16 gennaio 2017</em></p>
<p>Tra</p>
${locatore.appearance}
<p>e</p>
<p><strong>{{field::conduttore_nome}}</strong>, codice fiscale {{field::conduttore_codice_fiscale}}, residente in {{field::conduttore_indirizzo}} (di seguito il «Conduttore»),</p>
<p>si conviene e si stipula quanto segue.</p>
<ol>
<li><p><strong>Oggetto.</strong> Il Locatore concede in locazione al Conduttore, che accetta, per uso esclusivo di abitazione transitoria, l'unità immobiliare sita nel Comune di {{field::immobile_comune}}, {{field::immobile_indirizzo}}, così composta: {{field::immobile_descrizione}}, censita al Catasto dei Fabbricati come segue: {{field::immobile_catasto}}. L'immobile è locato {{field::immobile_arredo}}.</p></li>
<li><p><strong>Durata.</strong> Il contratto è stipulato per la durata di ${oneOrMore("durata_mesi", "un mese", "{{field::durata_mesi}} mesi")}, dal {{field::data_decorrenza}} al {{field::data_scadenza}}, data alla quale cessa senza necessità di disdetta, fatto salvo quanto previsto dall'articolo 3. Le Parti danno atto che la durata non eccede i diciotto mesi previsti dall'art. 2, comma 1, del D.M. 16 gennaio 2017 e che il contratto non è soggetto a rinnovo tacito.{{note::nota_durata}}</p></li>
<li><p><strong>Esigenza transitoria.</strong> Le Parti dichiarano che il presente contratto è stipulato per soddisfare la seguente esigenza transitoria {{field::esigenza_parte}}: {{field::esigenza_descrizione}}.{{note::nota_esigenza}}</p><p>A comprova dell'esigenza è allegata al presente contratto, quale sua parte integrante, la seguente documentazione: {{field::documentazione}}.</p>{{if::esigenza_parte == "conduttore"}}<p>Il Conduttore dichiara che l'esigenza indicata sussiste alla data della sottoscrizione, come risulta dalla documentazione allegata. Qualora vengano meno le condizioni che hanno giustificato la stipulazione del contratto di natura transitoria, il contratto s'intende ricondotto alla durata prevista dall'art. 2, comma 1, della legge n. 431/1998.</p>{{else}}<p>Il Locatore ha l'onere di confermare il verificarsi della propria esigenza transitoria mediante lettera raccomandata da inviarsi al Conduttore prima della scadenza del contratto. In caso di mancato invio della lettera, ovvero di venir meno delle condizioni che hanno giustificato la stipulazione del contratto di natura transitoria, il contratto s'intende ricondotto alla durata prevista dall'art. 2, comma 1, della legge n. 431/1998.</p>{{endif}}</li>
<li><p><strong>Canone.</strong> Il canone è {{field::canone_regime}}. Accordo territoriale di riferimento: {{field::accordo_territoriale}}.{{note::nota_canone}}</p><p>Il canone mensile è convenuto in € {{field::canone_mensile}}, che il Conduttore si obbliga a corrispondere in via anticipata entro il giorno {{field::giorno_pagamento}} di ogni mese, mediante {{field::modalita_pagamento}}. È nulla ogni pattuizione volta a determinare un importo del canone superiore a quello risultante dal presente contratto.</p></li>
<li><p><strong>Deposito cauzionale.</strong> A garanzia delle obbligazioni assunte il Conduttore versa al Locatore, che ne rilascia quietanza con la sottoscrizione del contratto, la somma di € {{field::deposito_cauzionale}}, non superiore a tre mensilità del canone, non imputabile in conto canoni e produttiva di interessi legali a favore del Conduttore, ai sensi dell'art. 11 della legge 27 luglio 1978, n. 392. Il deposito è restituito al termine della locazione, previa verifica dello stato dell'immobile e dell'adempimento delle obbligazioni contrattuali.</p></li>
<li><p><strong>Oneri accessori.</strong> Gli oneri accessori sono ripartiti tra le Parti secondo la tabella degli oneri accessori allegata al D.M. 16 gennaio 2017, come eventualmente integrata dall'accordo territoriale, e, in mancanza, secondo l'art. 9 della legge n. 392/1978. Il Conduttore versa, unitamente al canone, un acconto mensile di € {{field::oneri_acconto}}, salvo conguaglio da effettuarsi alla cessazione del contratto o alla chiusura dell'esercizio condominiale, sulla base di idonea documentazione giustificativa.</p></li>
<li><p><strong>Regime fiscale e registrazione.</strong> Il Locatore {{field::regime_fiscale}}. Ove la registrazione sia dovuta, il Locatore vi provvede nel termine di trenta giorni, dandone documentata comunicazione, nei successivi sessanta giorni, al Conduttore e all'amministratore del condominio, ai sensi dell'art. 13, comma 1, della legge n. 431/1998.{{note::nota_fiscale}}</p></li>
<li><p><strong>Uso, sublocazione e cessione.</strong> L'immobile è destinato esclusivamente ad abitazione del Conduttore per il soddisfacimento dell'esigenza indicata all'articolo 3. Sono vietati la sublocazione, anche parziale, la cessione del contratto e il comodato dell'immobile, nonché il mutamento della destinazione d'uso. Il Conduttore si obbliga a osservare il regolamento di condominio.</p></li>
<li><p><strong>Recesso del Conduttore.</strong> Il Conduttore ha facoltà di recedere dal contratto qualora ricorrano gravi motivi, previo avviso da recapitarsi al Locatore mediante lettera raccomandata con avviso di ricevimento almeno ${oneOrMore("preavviso_mesi", "un mese", "{{field::preavviso_mesi}} mesi")} prima della data in cui il recesso deve avere esecuzione.</p></li>
<li><p><strong>Consegna e prestazione energetica.</strong> Il Conduttore dichiara di aver visitato l'immobile, di averlo trovato adatto all'uso convenuto e di prenderlo in consegna con la sottoscrizione del verbale di consegna, che descrive lo stato dei locali e degli impianti e l'eventuale inventario degli arredi. Il Conduttore dichiara altresì di aver ricevuto le informazioni e la documentazione, comprensiva dell'attestato, in ordine alla prestazione energetica dell'unità immobiliare (classe energetica {{field::ape_classe}}), ai sensi dell'art. 6, comma 3, del D.Lgs. 19 agosto 2005, n. 192.</p></li>
<li><p><strong>Manutenzione.</strong> Sono a carico del Conduttore le riparazioni di piccola manutenzione (artt. 1576 e 1609 c.c.) e a carico del Locatore le riparazioni straordinarie e le altre riparazioni necessarie. Il Conduttore non può apportare modifiche, innovazioni o addizioni ai locali e agli impianti senza il preventivo consenso scritto del Locatore.</p></li>
<li><p><strong>Accesso all'immobile.</strong> Il Conduttore consente l'accesso all'immobile al Locatore o a un suo incaricato per giustificati motivi e, in caso di vendita o di ricerca di un nuovo conduttore, per la visita dell'immobile, con preavviso di almeno tre giorni e in orari da concordare.</p></li>
<li><p><strong>Inadempimento.</strong> Il mancato pagamento del canone decorsi venti giorni dalla scadenza, ovvero degli oneri accessori quando l'importo non pagato superi quello di due mensilità del canone, costituisce motivo di risoluzione del contratto ai sensi dell'art. 5 della legge n. 392/1978, salvo il risarcimento del danno.</p></li>
<li><p><strong>Riconsegna.</strong> Alla scadenza il Conduttore restituisce l'immobile libero da persone e cose, nello stato in cui lo ha ricevuto, salvo il deterioramento derivante dall'uso conforme al contratto (art. 1590 c.c.). In caso di ritardo nella riconsegna il Conduttore corrisponde il corrispettivo convenuto fino alla riconsegna, salvo il maggior danno (art. 1591 c.c.).</p></li>
<li><p><strong>Controversie.</strong> Per le controversie relative all'interpretazione e all'esecuzione del contratto ciascuna Parte può rivolgersi alla commissione di negoziazione paritetica e conciliazione stragiudiziale prevista dal D.M. 16 gennaio 2017 e dall'accordo territoriale. Resta fermo l'obbligo di esperire il procedimento di mediazione ai sensi dell'art. 5 del D.Lgs. 4 marzo 2010, n. 28, prima di agire in giudizio. È competente il Tribunale del luogo in cui è situato l'immobile (artt. 21 e 447-bis c.p.c.).</p></li>
<li><p><strong>Dati personali e disposizioni finali.</strong> Le Parti trattano i dati personali contenuti nel contratto per le sole finalità connesse alla sua esecuzione e agli adempimenti di legge, nel rispetto del Regolamento (UE) 2016/679. Ogni modifica del contratto deve essere provata per iscritto. Per quanto non previsto si applicano le disposizioni del codice civile, della legge n. 392/1978 in quanto applicabili, della legge n. 431/1998, del D.M. 16 gennaio 2017 e dell'accordo territoriale. Sono allegati al contratto: la documentazione di cui all'articolo 3, il verbale di consegna e l'eventuale attestazione di rispondenza rilasciata dall'organizzazione firmataria dell'accordo territoriale.{{note::nota_attestazione}}</p></li>
</ol>
<p>Letto, approvato e sottoscritto.</p>
${firme.html}`,
  fields: [
    ...locatore.fields,
    ...conduttore.fields,
    ...propertyFields({
      help: {
        comune:
          "Determina l'accordo territoriale applicabile e, se il Comune supera i diecimila abitanti, l'obbligo di rispettare le fasce di canone.",
        descrizione:
          "Vani, servizi e pertinenze locate (cantina, posto auto). La superficie è spesso rilevante per collocare il canone nella fascia dell'accordo territoriale.",
        catasto:
          "Foglio, particella, subalterno, categoria e rendita dell'unità e delle pertinenze, come da visura.",
      },
      descriptionRows: 3,
    }).map((field) => (field.slug === "immobile_descrizione" ? { ...field, required: false } : field)),
    {
      slug: "immobile_arredo",
      label: "Arredamento",
      type: "select",
      help: "Le locazioni transitorie riguardano di regola immobili arredati: allegare l'inventario al verbale di consegna.",
      field_set: "Immobile",
      attributes: {
        options: [
          { value: "arredato", label: "arredato, come da inventario allegato al verbale di consegna" },
          { value: "non_arredato", label: "non arredato" },
        ],
      },
    },
    {
      slug: "ape_classe",
      label: "Classe energetica (APE)",
      type: "text",
      help: "Classe indicata nell'attestato di prestazione energetica in corso di validità.",
      required: true,
      field_set: "Immobile",
      validators: [{ name: "maxLength", value: 10 }],
    },
    {
      slug: "durata_mesi",
      label: "Durata in mesi",
      type: "number",
      help: "Non oltre diciotto mesi. La durata deve essere coerente con l'esigenza dichiarata e documentata.",
      required: true,
      field_set: "Durata ed esigenza",
      attributes: { min: 1, max: 18 },
      validators: [{ name: "numberPositive" }],
    },
    {
      slug: "data_decorrenza",
      label: "Data di decorrenza",
      type: "date",
      help: "Primo giorno di locazione.",
      required: true,
      field_set: "Durata ed esigenza",
    },
    {
      slug: "data_scadenza",
      label: "Data di scadenza",
      type: "date",
      help: "Ultimo giorno di locazione: il contratto cessa senza disdetta.",
      required: true,
      field_set: "Durata ed esigenza",
      // Issue 17: offered to the calendar once filled, a week's reminder before.
      deadline: {
        label_it: "Scadenza della locazione transitoria",
        label_en: "End of the transitional lease",
        reminder: 10080,
      },
    },
    {
      slug: "esigenza_parte",
      label: "Parte che ha l'esigenza transitoria",
      type: "select",
      help: "È sufficiente che l'esigenza sussista in capo a una sola delle parti.",
      required: true,
      field_set: "Durata ed esigenza",
      attributes: {
        options: [
          { value: "conduttore", label: "del Conduttore" },
          { value: "locatore", label: "del Locatore" },
          { value: "entrambi", label: "di entrambe le Parti" },
        ],
      },
    },
    {
      slug: "esigenza_descrizione",
      label: "Descrizione dell'esigenza transitoria",
      type: "textarea",
      help: "Descrizione specifica e verificabile, preferibilmente riconducibile a una fattispecie dell'accordo territoriale: ad esempio «incarico di lavoro a tempo determinato presso la società X, con sede in Y, dal ... al ...». Evitare formule generiche.",
      required: true,
      field_set: "Durata ed esigenza",
      attributes: { rows: 4 },
      validators: [{ name: "minLength", value: 30 }],
    },
    {
      slug: "documentazione",
      label: "Documenti allegati a prova dell'esigenza",
      type: "textarea",
      help: "Elenco dei documenti allegati: lettera di assegnazione o contratto di lavoro, iscrizione a un corso, contratto di acquisto o titolo edilizio dell'abitazione in costruzione, ecc.",
      required: true,
      field_set: "Durata ed esigenza",
      attributes: { rows: 3 },
    },
    {
      slug: "canone_regime",
      label: "Regime del canone",
      type: "select",
      help: "Nei Comuni con più di diecimila abitanti il canone deve rientrare nelle fasce dell'accordo territoriale, salvo che la durata sia pari o inferiore a trenta giorni.",
      required: true,
      field_set: "Canone e spese",
      attributes: {
        options: [
          {
            value: "fasce",
            label:
              "determinato dalle Parti all'interno dei valori minimi e massimi delle fasce di oscillazione stabilite dall'accordo territoriale, trattandosi di immobile situato in un Comune con più di diecimila abitanti",
          },
          {
            value: "libero",
            label:
              "liberamente determinato dalle Parti, trattandosi di immobile situato in un Comune con non più di diecimila abitanti ovvero di contratto di durata non superiore a trenta giorni",
          },
        ],
      },
    },
    {
      slug: "accordo_territoriale",
      label: "Accordo territoriale",
      type: "text",
      help: "Estremi dell'accordo territoriale del Comune (data di sottoscrizione e di deposito) e, se il canone è vincolato, zona e fascia applicate.",
      field_set: "Canone e spese",
    },
    {
      slug: "canone_mensile",
      label: "Canone mensile",
      type: "currency",
      help: "Importo in euro, senza simbolo; verificare che rientri nella fascia massima dell'accordo territoriale quando questa è vincolante.",
      required: true,
      field_set: "Canone e spese",
      validators: [{ name: "numberPositive" }],
    },
    {
      slug: "giorno_pagamento",
      label: "Giorno del mese entro cui pagare",
      type: "number",
      help: "Ad esempio 5.",
      required: true,
      field_set: "Canone e spese",
      attributes: { min: 1, max: 31 },
    },
    {
      slug: "modalita_pagamento",
      label: "Modalità di pagamento",
      type: "text",
      help: "Ad esempio: bonifico sul conto intestato al Locatore, IBAN IT.... Preferire un mezzo tracciabile.",
      required: true,
      field_set: "Canone e spese",
    },
    {
      slug: "deposito_cauzionale",
      label: "Deposito cauzionale",
      type: "currency",
      help: "Al massimo tre mensilità del canone; produce interessi legali a favore del conduttore.",
      field_set: "Canone e spese",
    },
    {
      slug: "oneri_acconto",
      label: "Acconto mensile oneri accessori",
      type: "currency",
      help: "Stima delle spese condominiali e delle utenze comuni a carico del conduttore; per contratti brevi si può pattuire un forfait, indicandolo qui.",
      field_set: "Canone e spese",
    },
    {
      slug: "regime_fiscale",
      label: "Regime fiscale del locatore",
      type: "select",
      help: "La cedolare secca è riservata al locatore persona fisica che non agisce nell'esercizio di impresa, arte o professione.",
      required: true,
      field_set: "Canone e spese",
      attributes: {
        options: [
          {
            value: "cedolare",
            label:
              "opta per il regime della cedolare secca di cui all'art. 3 del D.Lgs. 14 marzo 2011, n. 23, rinunciando per la durata dell'opzione a ogni aggiornamento del canone",
          },
          {
            value: "ordinario",
            label:
              "non opta per il regime della cedolare secca; l'imposta di registro è ripartita tra le Parti in misura uguale e l'imposta di bollo è a carico del Conduttore, ai sensi dell'art. 8 della legge 27 luglio 1978, n. 392",
          },
        ],
      },
    },
    {
      slug: "preavviso_mesi",
      label: "Preavviso per il recesso del conduttore (mesi)",
      type: "number",
      help: "Numero di mesi di preavviso per il recesso per gravi motivi; deve essere proporzionato alla durata del contratto e conforme all'accordo territoriale, se questo lo disciplina.",
      required: true,
      field_set: "Durata ed esigenza",
      attributes: { min: 1, max: 6 },
      validators: [{ name: "numberPositive" }],
    },
    ...firme.fields,
  ],
  notes: [
    {
      slug: "nota_durata",
      label: "Durata massima",
      help: "Il D.M. 16 gennaio 2017 fissa solo il limite massimo di diciotto mesi. Una durata superiore, o il rinnovo del contratto transitorio con lo stesso conduttore, espone alla riqualificazione come contratto 4+4.",
    },
    {
      slug: "nota_esigenza",
      label: "Come descrivere l'esigenza",
      help: "La causale è il cuore del contratto: deve essere specifica, temporanea e documentata. Se l'accordo territoriale elenca le esigenze ammesse, richiamare quella pertinente; per esigenze non tipizzate è prudente farsi assistere dalle organizzazioni firmatarie dell'accordo.",
    },
    {
      slug: "nota_canone",
      label: "Fasce di canone",
      help: "Nei Comuni con più di diecimila abitanti il canone va calcolato sulla base dell'accordo territoriale (zona, superficie, dotazioni). Un canone superiore al massimo è nullo per l'eccedenza, che il conduttore può ripetere.",
    },
    {
      slug: "nota_fiscale",
      label: "Aliquota della cedolare",
      help: "L'aliquota ordinaria è del 21%; il 10% è ammesso dall'Agenzia delle Entrate per i transitori a canone concordato nei Comuni ad alta tensione abitativa (circ. 8/E/2017). I contratti fino a trenta giorni complessivi nell'anno si registrano solo in caso d'uso.",
    },
    {
      slug: "nota_attestazione",
      label: "Attestazione di rispondenza",
      help: "Per i contratti a canone concordato non assistiti dalle organizzazioni, gli accordi territoriali prevedono l'attestazione di rispondenza all'accordo, da richiedere a un'organizzazione firmataria: senza di essa l'Agenzia delle Entrate e i Comuni possono negare le agevolazioni.",
    },
  ],
  parties: [locatore.party, conduttore.party],
};

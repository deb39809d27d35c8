import { communicationsClause, disputesClause, privacyClause, signatureBlock } from "../../shared/clauses";
import { anyParty, companyParty } from "../../shared/parties";
import { propertyFields } from "../../shared/property";
import type { SeedTemplate } from "../../types";

const locatore = anyParty({ slug: "locatore", term: "Locatore", of: "del locatore", contacts: ["pec"] });
const conduttore = companyParty({
  slug: "conduttore",
  term: "Conduttore",
  of: "del conduttore",
  contacts: ["pec"],
  // A shop's tenant may be a company, a sole trader or a professional's practice (issue 44).
  soleTrader: true,
  help: {
    denominazione:
      "Denominazione e forma giuridica come da visura camerale; per l'impresa individuale, nome e cognome del titolare e la ditta; per il professionista, nome e cognome.",
  },
});
const controversie = disputesClause({
  mediation: true,
  court:
    "È competente il Tribunale del luogo in cui si trova l'immobile, secondo il rito delle controversie in materia di locazione (artt. 21 e 447-bis c.p.c.).",
});
const firme = signatureBlock({
  signers: ["Il Locatore", "Il Conduttore"],
  approvals:
    '{{ref::destinazione}} (destinazione e divieto di mutamento d\'uso), {{ref::recesso}} (recesso del Conduttore), {{if::garanzia == "fideiussione" or garanzia == "polizza"}}{{ref::garanzia}} (garanzia a prima richiesta e sua ricostituzione), {{endif}}{{ref::manutenzione}} (manutenzione e riparazioni), {{ref::migliorie}} (migliorie e addizioni senza indennità), {{ref::sublocazione}} (divieto di sublocazione e di cessione fuori dai casi di legge) e {{ref::stato}} (stato dell\'immobile ed esonero da responsabilità)',
});

export const locazioneUsoDiverso: SeedTemplate = {
  key: "locazione-uso-diverso",
  title: "Contratto di locazione ad uso diverso dall'abitativo (6+6)",
  language: "it",
  module: "civil_commercial",
  categories: ["locazioni-commerciali"],
  keywords: [
    "affitto negozio",
    "affitto ufficio",
    "locazione commerciale",
    "locazione negozio",
    "capannone",
    "laboratorio",
    "studio professionale",
    "sei più sei",
    "avviamento",
    "prelazione",
    "L. 392/1978",
  ],
  discipline: [
    "<h2>Fonti</h2>",
    "<p>Le locazioni di immobili urbani adibiti ad uso diverso da quello di abitazione sono regolate dagli <strong>artt. 27-42 della legge 27 luglio 1978, n. 392</strong> e, per quanto queste non dispongono, dagli <strong>artt. 1571 ss. c.c.</strong> Per effetto dell'art. 41 della stessa legge si applicano anche gli artt. 7 (clausola di scioglimento in caso di alienazione), 8 (spese di registrazione), 9 (oneri accessori), 10 (partecipazione del conduttore all'assemblea dei condomini) e 11 (deposito cauzionale). Le clausole che limitano la durata legale, attribuiscono al locatore un canone superiore a quello pattuito o altri vantaggi in contrasto con la legge sono nulle (<strong>art. 79</strong>). La legge 9 dicembre 1998, n. 431 riguarda solo le locazioni abitative.</p>",
    "<h2>Durata, rinnovo e disdetta</h2>",
    "<ul>",
    "<li>La durata non può essere inferiore a <strong>sei anni</strong> per le attività industriali, commerciali, artigianali, di interesse turistico e di lavoro autonomo, a <strong>nove anni</strong> per le attività alberghiere e teatrali; una durata inferiore è sostituita da quella legale (art. 27).</li>",
    "<li>Alla scadenza il contratto si rinnova tacitamente per un uguale periodo, salvo disdetta comunicata con lettera raccomandata almeno <strong>dodici mesi</strong> prima (diciotto per le attività alberghiere) (art. 28).</li>",
    "<li>Alla <strong>prima scadenza</strong> il locatore può negare il rinnovo solo per i motivi tassativi dell'art. 29 (uso proprio o dei familiari, demolizione o ricostruzione, ristrutturazione, attività propria nell'immobile), indicandoli a pena di nullità nella disdetta. Alle scadenze successive la disdetta è libera.</li>",
    "<li>Il conduttore può recedere per <strong>gravi motivi</strong> con almeno sei mesi di preavviso, qualunque cosa dica il contratto (art. 27, comma 8); il recesso libero spetta solo se pattuito (art. 27, comma 7). I gravi motivi devono essere sopravvenuti, imprevedibili ed estranei alla volontà del conduttore, secondo la giurisprudenza costante della Corte di cassazione, e vanno indicati nella comunicazione di recesso.</li>",
    "</ul>",
    "<h2>Canone e aggiornamento</h2>",
    "<p>Il canone è liberamente determinato dalle parti; è valido anche il canone crescente nel tempo («a scaletta») se la crescita è predeterminata e giustificata da elementi oggettivi, e non un modo per eludere il limite dell'aggiornamento, secondo la giurisprudenza di legittimità. L'aggiornamento annuale è dovuto solo se pattuito e su richiesta del locatore, in misura non superiore al <strong>75%</strong> della variazione dell'indice ISTAT dei prezzi al consumo per le famiglie di operai e impiegati (FOI); la misura piena è ammessa solo se il contratto ha una durata superiore a quella minima di legge (art. 32). Il calcolatore «Aggiornamento ISTAT del canone» applica gli indici FOI pubblicati.</p>",
    "<h2>Garanzie del conduttore</h2>",
    "<p>Il modello scrive la garanzia scelta: il <strong>deposito cauzionale</strong> in denaro, che non può superare tre mensilità del canone e produce interessi legali a favore del conduttore (art. 11 L. 392/1978, applicabile alle locazioni non abitative per il richiamo dell'art. 41); la <strong>fideiussione bancaria</strong> o la <strong>polizza fideiussoria</strong> a prima richiesta, con rinuncia del garante al beneficio della preventiva escussione (art. 1944, secondo comma, c.c.) e al termine dell'art. 1957 c.c., e l'obbligo del conduttore di ricostituirla dopo un'escussione; oppure nessuna garanzia, e la clausola è omessa. Il limite delle tre mensilità riguarda il deposito in denaro: la legge non lo pone per le garanzie personali, ma un importo sproporzionato rispetto al canone può essere contestato come vantaggio attribuito al locatore in contrasto con la legge (art. 79 L. 392/1978). La clausola risolutiva espressa sulla mancata consegna o ricostituzione della garanzia opera solo se il locatore dichiara di volersene avvalere (art. 1456 c.c.).</p>",
    "<h2>Avviamento, prelazione e cessione</h2>",
    "<ul>",
    "<li>Quando l'immobile è usato per un'attività che comporta contatti diretti con il pubblico degli utenti e dei consumatori, alla cessazione del rapporto non dovuta a inadempimento, disdetta o recesso del conduttore spetta a quest'ultimo un'<strong>indennità per la perdita dell'avviamento</strong> pari a diciotto mensilità dell'ultimo canone (ventuno per le attività alberghiere), raddoppiata se entro un anno l'immobile è destinato alla stessa attività o ad attività affini (art. 34). L'indennità non spetta per le attività professionali, per quelle transitorie e per quelle senza contatto diretto con il pubblico (art. 35). La rinuncia preventiva è nulla (art. 79).</li>",
    "<li>Nelle stesse ipotesi il conduttore ha diritto di <strong>prelazione</strong> in caso di vendita dell'immobile, da esercitare entro sessanta giorni dalla notifica della proposta (art. 38), e di riscatto se la prelazione è violata (art. 39), oltre alla prelazione in caso di nuova locazione alla scadenza (art. 40).</li>",
    "<li>Il conduttore può sublocare l'immobile o cedere il contratto senza il consenso del locatore solo insieme all'azienda, dandone comunicazione con raccomandata; il locatore può opporsi per gravi motivi entro trenta giorni e, se non ha liberato il cedente, conserva l'azione verso di lui (art. 36).</li>",
    "</ul>",
    "<h2>Registrazione e imposte</h2>",
    "<p>Il contratto si registra entro trenta giorni dalla stipula o dalla decorrenza, se anteriore, con il modello RLI (art. 17 D.P.R. 26 aprile 1986, n. 131); le spese di registrazione sono ripartite in parti uguali (art. 8 L. 392/1978). Se il locatore non agisce nell'esercizio di impresa, arte o professione l'imposta di registro è del <strong>2%</strong> del canone annuo; per i fabbricati strumentali locati da soggetti IVA, esenti ai sensi dell'art. 10, primo comma, n. 8), D.P.R. 633/1972 o imponibili per opzione, è dell'<strong>1%</strong> (art. 5, Tariffa, parte I, D.P.R. 131/1986). La cedolare secca non si applica: per i locali commerciali di categoria C/1 era ammessa solo per i contratti stipulati nel 2019 (art. 1, comma 59, L. 30 dicembre 2018, n. 145). Il contratto deve contenere la dichiarazione del conduttore di aver ricevuto le informazioni e la documentazione sull'attestato di prestazione energetica (art. 6, comma 3, D.Lgs. 19 agosto 2005, n. 192).</p>",
    "<h2>Controversie</h2>",
    "<p>Per le controversie in materia di locazione la mediazione è condizione di procedibilità (art. 5 D.Lgs. 4 marzo 2010, n. 28); è competente in via inderogabile il tribunale del luogo dell'immobile, con il rito locatizio (artt. 21, 28 e 447-bis c.p.c.).</p>",
  ].join(""),
  body: [
    "<h1>Contratto di locazione ad uso diverso dall'abitativo</h1>",
    "<p>Tra</p>",
    locatore.appearance,
    "<p>e</p>",
    conduttore.appearance,
    "<p>si conviene e si stipula quanto segue.</p>",
    "<ol>",
    "<li><p><strong>Oggetto.</strong> Il Locatore concede in locazione al Conduttore, che accetta, l'unità immobiliare sita nel Comune di {{field::immobile_comune}}, {{field::immobile_indirizzo}}, composta da {{field::immobile_descrizione}}, censita al Catasto dei Fabbricati come segue: {{field::immobile_catasto}}.</p></li>",
    "<li data-clause=\"destinazione\"><p><strong>Destinazione.</strong> L'immobile è locato esclusivamente per l'esercizio dell'attività di {{field::attivita}}, che il Conduttore dichiara {{field::contatto_pubblico}}.{{note::nota_avviamento}} È vietato il mutamento, anche parziale, della destinazione senza il consenso scritto del Locatore, che in caso di mutamento non autorizzato può chiedere la risoluzione del contratto nei termini dell'art. 80 della legge 27 luglio 1978, n. 392. Il Conduttore provvede a proprie spese alle autorizzazioni e licenze necessarie per l'attività, senza che il loro mancato rilascio possa essere opposto al Locatore. Il Locatore garantisce la conformità dell'immobile alla destinazione d'uso e alla categoria catastale indicate.</p></li>",
    "<li><p><strong>Durata.</strong> La locazione {{field::durata_regime}} decorre dal {{field::data_decorrenza}} con prima scadenza il {{field::data_prima_scadenza}}.{{note::nota_durata}} Alla prima scadenza il Locatore può negare il rinnovo soltanto per i motivi indicati dall'art. 29 della legge n. 392/1978, con le modalità e nei termini ivi previsti.</p></li>",
    '<li data-clause="recesso"><p><strong>Recesso del Conduttore.</strong> Il Conduttore può recedere dal contratto {{field::recesso_conduttore}}, dandone avviso al Locatore con lettera raccomandata con avviso di ricevimento o posta elettronica certificata almeno sei mesi prima della data in cui il recesso deve avere esecuzione (art. 27, settimo e ottavo comma, legge n. 392/1978).</p></li>',
    "<li><p><strong>Canone.</strong> Il canone annuo di locazione è convenuto in € {{field::canone_annuo}}, oltre all'IVA se dovuta, che il Conduttore corrisponde in rate {{field::periodicita_canone}} anticipate, entro il quinto giorno del periodo di riferimento, mediante bonifico bancario sul conto indicato dal Locatore o altro mezzo tracciabile. Il pagamento del canone non può essere sospeso né ritardato da pretese o eccezioni del Conduttore, quale ne sia il titolo. Il mancato pagamento, decorsi venti giorni dalla scadenza, costituisce inadempimento di non scarsa importanza ai fini della risoluzione del contratto (art. 1455 c.c.).</p></li>",
    "<li><p><strong>Aggiornamento del canone.</strong> Il canone è aggiornato annualmente, su richiesta scritta del Locatore, a decorrere dall'inizio del secondo anno, nella misura del {{field::aggiornamento_istat}} della variazione, accertata dall'ISTAT, dell'indice dei prezzi al consumo per le famiglie di operai e impiegati (FOI) verificatasi nei dodici mesi precedenti (art. 32 legge n. 392/1978).{{note::nota_istat}}</p></li>",
    // The guarantee the parties chose: a deposit (art. 11 L. 392/1978, via art. 41), a bank
    // guarantee or an insurance bond on first demand, or none.
    '{{if::garanzia == "deposito"}}<li data-clause="deposito"><p><strong>Deposito cauzionale.</strong> A garanzia delle obbligazioni assunte il Conduttore versa al Locatore, che con la sottoscrizione del contratto ne rilascia quietanza, un deposito cauzionale di € {{field::deposito_cauzionale}}, non superiore a tre mensilità del canone e non imputabile in conto canoni. Il deposito è produttivo di interessi legali, che sono corrisposti al Conduttore al termine di ogni anno di locazione, e sarà restituito al termine della locazione, previa verifica dello stato dell\'immobile e dell\'adempimento di tutte le obbligazioni contrattuali (artt. 11 e 41 legge n. 392/1978).</p></li>{{elif::garanzia == "fideiussione" or garanzia == "polizza"}}<li data-clause="garanzia"><p><strong>Garanzia a prima richiesta.</strong> A garanzia dell\'esatto adempimento di tutte le obbligazioni assunte con il presente contratto, il Conduttore consegna al Locatore, alla sottoscrizione e comunque prima della consegna dell\'immobile, {{if::garanzia == "fideiussione"}}una fideiussione bancaria{{else}}una polizza fideiussoria rilasciata da un\'impresa di assicurazione autorizzata all\'esercizio del ramo cauzioni{{endif}}{{if::not empty(garanzia_garante)}} emessa da {{field::garanzia_garante}}{{endif}}, per l\'importo di € {{field::garanzia_importo}}. La garanzia è escutibile a prima richiesta scritta del Locatore, senza eccezioni, con rinuncia del garante al beneficio della preventiva escussione del debitore principale (art. 1944, secondo comma, c.c.) e al termine di cui all\'art. 1957 c.c., e resta efficace per tutta la durata della locazione e dei suoi rinnovi e fino a sei mesi dopo la riconsegna dell\'immobile.{{note::nota_garanzia}}</p><p>In caso di escussione, anche parziale, il Conduttore ricostituisce la garanzia nel suo importo originario entro trenta giorni dalla richiesta del Locatore. La mancata consegna, il mancato rinnovo o la mancata ricostituzione della garanzia costituiscono grave inadempimento e motivo di risoluzione del contratto ai sensi dell\'art. 1456 c.c., se il Locatore dichiara di volersene avvalere.</p></li>{{endif}}',
    "<li><p><strong>Oneri accessori.</strong> Sono a carico del Conduttore, oltre al canone, gli oneri accessori previsti dall'art. 9 della legge n. 392/1978, e in particolare le spese per il servizio di pulizia, per il funzionamento e l'ordinaria manutenzione dell'ascensore, per la fornitura dell'acqua, dell'energia elettrica, del riscaldamento e del condizionamento dell'aria, per lo spurgo dei pozzi neri e delle latrine e per la fornitura di altri servizi comuni, nonché il 90% delle spese per il servizio di portineria, salvo che le Parti convengano una misura inferiore. Il pagamento degli oneri accessori avviene entro due mesi dalla richiesta, previa indicazione specifica delle spese e dei criteri di ripartizione; il Conduttore ha diritto di prendere visione dei documenti giustificativi. Il Conduttore intesta a proprio nome le utenze entro trenta giorni dalla consegna.</p></li>",
    "<li data-clause=\"manutenzione\"><p><strong>Manutenzione e riparazioni.</strong> Sono a carico del Conduttore le riparazioni di piccola manutenzione (art. 1609 c.c.) e gli interventi sugli impianti propri della sua attività; sono a carico del Locatore le riparazioni straordinarie e quelle necessarie a mantenere l'immobile in stato da servire all'uso convenuto (artt. 1575 e 1576 c.c.). Il Conduttore avverte senza ritardo il Locatore delle riparazioni che a questo spettano e consente l'accesso all'immobile, previo avviso, per le verifiche e i lavori necessari.</p></li>",
    '<li data-clause="migliorie"><p><strong>Migliorie e addizioni.</strong> Il Conduttore non può eseguire innovazioni, migliorie o addizioni senza il preventivo consenso scritto del Locatore. Salvo diverso accordo scritto, le opere eseguite restano acquisite all\'immobile al termine della locazione senza diritto a indennità, in deroga agli artt. 1592 e 1593 c.c., fermo il diritto del Locatore di pretendere la rimessione in pristino di quelle non autorizzate.</p></li>',
    "<li data-clause=\"sublocazione\"><p><strong>Sublocazione e cessione.</strong> È vietata la sublocazione, totale o parziale, e la cessione del contratto, salvo che siano effettuate insieme alla cessione o all'affitto dell'azienda esercitata nell'immobile, con le modalità dell'art. 36 della legge n. 392/1978: il Conduttore ne dà comunicazione al Locatore con lettera raccomandata con avviso di ricevimento o posta elettronica certificata e il Locatore può opporsi per gravi motivi entro trenta giorni dal ricevimento. In caso di cessione, il Locatore che non abbia liberato il cedente può agire nei suoi confronti qualora il cessionario non adempia.</p></li>",
    "<li><p><strong>Prelazione e indennità di avviamento.</strong> Nei casi e alle condizioni previsti dagli artt. 34, 38, 39 e 40 della legge n. 392/1978, al Conduttore spettano l'indennità per la perdita dell'avviamento, il diritto di prelazione e di riscatto in caso di vendita dell'immobile e il diritto di prelazione in caso di nuova locazione. Le Parti danno atto che tali diritti non possono essere oggetto di rinuncia preventiva.</p></li>",
    "<li data-clause=\"stato\"><p><strong>Stato dell'immobile, consegna e prestazione energetica.</strong> Il Conduttore dichiara di aver visitato l'immobile e di averlo trovato adatto all'uso convenuto e in buono stato di manutenzione; le Parti ne descrivono lo stato, con la lettura dei contatori, nel verbale di consegna sottoscritto alla data di decorrenza. Il Conduttore dichiara di aver ricevuto le informazioni e la documentazione, comprensiva dell'attestato, in ordine alla prestazione energetica dell'immobile, classe {{field::ape_classe}} (art. 6, comma 3, D.Lgs. 19 agosto 2005, n. 192). Il Conduttore esonera il Locatore da ogni responsabilità per i danni che possano derivare al Conduttore da fatti di terzi, compresi gli altri condomini, salvo che dipendano da vizi dell'immobile noti al Locatore e non dichiarati; si obbliga a stipulare una polizza per la responsabilità civile verso terzi connessa all'esercizio della propria attività nell'immobile.</p></li>",
    "<li><p><strong>Restituzione.</strong> Alla cessazione della locazione il Conduttore riconsegna l'immobile libero da persone e cose, nello stato in cui lo ha ricevuto, salvo il deterioramento derivante dall'uso conforme al contratto (art. 1590 c.c.). Per il ritardo nella restituzione il Conduttore è tenuto a corrispondere il canone convenuto fino alla riconsegna, salvo il risarcimento del maggior danno (art. 1591 c.c.).</p></li>",
    "<li><p><strong>Registrazione e spese.</strong> Il Locatore provvede alla registrazione del contratto entro trenta giorni, dandone notizia al Conduttore. Ai fini fiscali il Locatore dichiara che la locazione è {{field::regime_iva}}. L'imposta di registro è ripartita tra le Parti in misura uguale; l'imposta di bollo sul contratto e sulle quietanze è a carico del Conduttore (art. 8 legge n. 392/1978).{{note::nota_registrazione}}</p></li>",
    communicationsClause,
    privacyClause,
    controversie.clause,
    "<li><p><strong>Disposizioni finali.</strong> Ogni modifica del presente contratto deve risultare da atto scritto. Le clausole contrarie alla legge 27 luglio 1978, n. 392 sono nulle ai sensi dell'art. 79 e sostituite di diritto dalle norme di legge (art. 1419, secondo comma, c.c.). Per quanto non previsto si applicano le disposizioni della medesima legge e del codice civile in materia di locazione.</p></li>",
    "</ol>",
    firme.html,
  ].join(""),
  fields: [
    ...locatore.fields,
    ...conduttore.fields,
    ...propertyFields({
      help: {
        comune:
          "Il Comune in cui si trova l'immobile: determina il tribunale competente per le controversie.",
        descrizione:
          "Locali, vetrine, servizi, magazzino, posti auto e le altre pertinenze concesse con l'unità principale.",
        catasto:
          "Foglio, particella, subalterno, categoria (ad esempio C/1 negozi, A/10 uffici, C/3 laboratori, D/7 e D/8 fabbricati industriali e commerciali) e rendita.",
      },
      descriptionRows: 3,
    }),
    {
      slug: "ape_classe",
      label: "Classe energetica (APE)",
      type: "text",
      help: "La classe risultante dall'attestato di prestazione energetica, con il suo codice identificativo; l'attestato va consegnato al conduttore.",
      required: true,
      field_set: "Immobile",
    },
    {
      slug: "attivita",
      label: "Attività esercitata nell'immobile",
      type: "text",
      help: "Descrivere l'attività con precisione (ad esempio «commercio al dettaglio di abbigliamento», «studio professionale di architettura»): ne dipendono la durata minima, l'avviamento e la prelazione.",
      required: true,
      field_set: "Uso e durata",
    },
    {
      slug: "contatto_pubblico",
      label: "Contatto diretto con il pubblico",
      type: "select",
      help: "L'indennità di avviamento e la prelazione spettano solo per le attività con contatto diretto con il pubblico degli utenti e dei consumatori (artt. 34, 35 e 38 L. 392/1978).",
      required: true,
      field_set: "Uso e durata",
      attributes: {
        options: [
          {
            value: "si",
            label: "comportante contatti diretti con il pubblico degli utenti e dei consumatori",
          },
          {
            value: "no",
            label:
              "non comportante contatti diretti con il pubblico degli utenti e dei consumatori, ai sensi dell'art. 35 della legge n. 392/1978",
          },
        ],
      },
    },
    {
      slug: "durata_regime",
      label: "Durata",
      type: "select",
      help: "Sei anni per le attività commerciali, industriali, artigianali, turistiche e professionali; nove per quelle alberghiere (art. 27 L. 392/1978). Una durata maggiore è sempre ammessa.",
      required: true,
      field_set: "Uso e durata",
      attributes: {
        options: [
          {
            value: "sei_anni",
            label:
              "ha la durata di sei anni e, ai sensi dell'art. 28 della legge n. 392/1978, si rinnova tacitamente di sei anni in sei anni in mancanza di disdetta comunicata con lettera raccomandata almeno dodici mesi prima della scadenza;",
          },
          {
            value: "nove_anni",
            label:
              "ha la durata di nove anni, trattandosi di attività alberghiera, e, ai sensi dell'art. 28 della legge n. 392/1978, si rinnova tacitamente di nove anni in nove anni in mancanza di disdetta comunicata con lettera raccomandata almeno diciotto mesi prima della scadenza;",
          },
        ],
      },
    },
    {
      slug: "data_decorrenza",
      label: "Data di decorrenza",
      type: "date",
      help: "Il giorno da cui decorrono la locazione e il canone; di regola coincide con la consegna.",
      required: true,
      field_set: "Uso e durata",
    },
    {
      slug: "data_prima_scadenza",
      label: "Data di prima scadenza",
      type: "date",
      help: "Sei anni (nove per gli alberghi) dopo la decorrenza, il giorno prima dell'anniversario. La disdetta va comunicata almeno dodici mesi prima (diciotto per gli alberghi).",
      required: true,
      field_set: "Uso e durata",
      deadline: {
        label_it: "Prima scadenza della locazione commerciale",
        label_en: "First expiry of the commercial lease",
        reminder: 10080,
      },
    },
    {
      slug: "recesso_conduttore",
      label: "Recesso del conduttore",
      type: "select",
      help: "Per gravi motivi il recesso è sempre ammesso; la seconda opzione attribuisce al conduttore anche il recesso libero (art. 27, commi 7 e 8, L. 392/1978).",
      required: true,
      field_set: "Uso e durata",
      attributes: {
        options: [
          {
            value: "gravi_motivi",
            label:
              "soltanto qualora ricorrano gravi motivi, ai sensi dell'art. 27, ottavo comma, della legge n. 392/1978",
          },
          {
            value: "libero",
            label:
              "in qualsiasi momento, anche indipendentemente dai gravi motivi, come consentito dall'art. 27, settimo comma, della legge n. 392/1978",
          },
        ],
      },
    },
    {
      slug: "canone_annuo",
      label: "Canone annuo",
      type: "currency",
      help: "Importo annuo in euro, al netto dell'IVA: è la base dell'imposta di registro e dell'aggiornamento ISTAT.",
      required: true,
      field_set: "Canone e garanzie",
      validators: [{ name: "numberPositive" }],
    },
    {
      slug: "periodicita_canone",
      label: "Rate del canone",
      type: "select",
      help: "La periodicità delle rate, sempre anticipate.",
      required: true,
      field_set: "Canone e garanzie",
      attributes: {
        options: [
          { value: "mensili", label: "mensili" },
          { value: "trimestrali", label: "trimestrali" },
        ],
      },
    },
    {
      slug: "aggiornamento_istat",
      label: "Misura dell'aggiornamento ISTAT",
      type: "select",
      help: "Il 75% è il massimo per i contratti della durata minima di legge; il 100% è ammesso solo se la durata pattuita è superiore (art. 32 L. 392/1978).",
      required: true,
      field_set: "Canone e garanzie",
      attributes: {
        options: [
          { value: "75", label: "75%" },
          { value: "100", label: "100%" },
        ],
      },
    },
    {
      slug: "garanzia",
      label: "Garanzia prestata dal conduttore",
      type: "select",
      help: "Il deposito in denaro non può superare tre mensilità e produce interessi legali (artt. 11 e 41 L. 392/1978); la fideiussione bancaria e la polizza fideiussoria sono garanzie personali a prima richiesta, più diffuse nelle locazioni commerciali. Con «nessuna garanzia» la clausola è omessa.",
      required: true,
      field_set: "Canone e garanzie",
      attributes: {
        options: [
          { value: "deposito", label: "Deposito cauzionale in denaro" },
          { value: "fideiussione", label: "Fideiussione bancaria a prima richiesta" },
          { value: "polizza", label: "Polizza fideiussoria assicurativa a prima richiesta" },
          { value: "nessuna", label: "Nessuna garanzia" },
        ],
      },
    },
    {
      slug: "deposito_cauzionale",
      label: "Deposito cauzionale",
      type: "currency",
      help: "Non più di tre mensilità del canone (artt. 11 e 41 L. 392/1978); produce interessi legali a favore del conduttore.",
      required: true,
      visible_if: 'garanzia == "deposito"',
      field_set: "Canone e garanzie",
      validators: [{ name: "numberPositive" }],
    },
    {
      slug: "garanzia_importo",
      label: "Importo garantito",
      type: "currency",
      help: "Di solito pari a tre o sei mensilità del canone, IVA compresa se dovuta. Un importo sproporzionato rispetto al canone può essere contestato come vantaggio contrario alla legge (art. 79 L. 392/1978).",
      required: true,
      visible_if: 'garanzia == "fideiussione" or garanzia == "polizza"',
      field_set: "Canone e garanzie",
      validators: [{ name: "numberPositive" }],
    },
    {
      slug: "garanzia_garante",
      label: "Banca o compagnia garante",
      type: "text",
      help: "Denominazione della banca o dell'impresa di assicurazione; se non è ancora scelta, lasciare vuoto. Verificare che l'impresa sia autorizzata dall'IVASS al ramo cauzioni.",
      visible_if: 'garanzia == "fideiussione" or garanzia == "polizza"',
      field_set: "Canone e garanzie",
    },
    {
      slug: "regime_iva",
      label: "Regime IVA della locazione",
      type: "select",
      help: "Il locatore privato non applica l'IVA (registro 2%); il locatore soggetto IVA loca in esenzione o, per i fabbricati strumentali, può optare per l'imponibilità (registro 1%).",
      required: true,
      field_set: "Canone e garanzie",
      attributes: {
        options: [
          {
            value: "fuori_campo",
            label:
              "fuori dal campo di applicazione dell'IVA, non agendo il Locatore nell'esercizio di impresa, arte o professione",
          },
          {
            value: "esente",
            label:
              "esente dall'IVA ai sensi dell'art. 10, primo comma, n. 8), del D.P.R. 26 ottobre 1972, n. 633",
          },
          {
            value: "imponibile",
            label:
              "imponibile ai fini IVA, per opzione espressa in questo atto ai sensi dell'art. 10, primo comma, n. 8), del D.P.R. 26 ottobre 1972, n. 633",
          },
        ],
      },
    },
    ...controversie.fields,
    ...firme.fields,
  ],
  notes: [
    {
      slug: "nota_garanzia",
      label: "Garanzia a prima richiesta",
      help: "Con la clausola «a prima richiesta» il garante paga senza poter opporre le eccezioni del conduttore (contratto autonomo di garanzia): verificare che il testo della fideiussione o della polizza consegnata corrisponda alla clausola, e in particolare la rinuncia all'art. 1957 c.c. e la durata fino a sei mesi dopo la riconsegna. Le polizze vanno rilasciate da imprese autorizzate dall'IVASS al ramo cauzioni.",
    },
    {
      slug: "nota_avviamento",
      label: "Avviamento e prelazione",
      help: "Se l'attività ha contatti diretti con il pubblico, alla cessazione non dovuta al conduttore spettano diciotto mensilità di indennità (ventuno per gli alberghi) e, in caso di vendita, la prelazione (artt. 34 e 38 L. 392/1978). Una dichiarazione non veritiera non esclude i diritti: conta l'attività effettivamente svolta.",
    },
    {
      slug: "nota_durata",
      label: "Durata minima",
      help: "Una durata inferiore a quella legale è sostituita di diritto da quest'ultima (art. 27 L. 392/1978). Con il calcolatore delle scadenze si ricavano la prima scadenza e il termine della disdetta.",
    },
    {
      slug: "nota_istat",
      label: "Aggiornamento e cedolare",
      help: "L'aggiornamento è dovuto solo dalla richiesta scritta del locatore e non ha effetto retroattivo. Per le locazioni ad uso diverso la cedolare secca non è oggi ammessa.",
    },
    {
      slug: "nota_registrazione",
      label: "Registrazione",
      help: "Registro 2% del canone annuo se il locatore è un privato, 1% per i fabbricati strumentali locati da soggetti IVA, con il minimo di euro 67,00 per la prima annualità; bollo di euro 16,00 ogni quattro facciate. Si può versare l'imposta per l'intera durata con lo sconto previsto dall'art. 17, comma 3, D.P.R. 131/1986.",
    },
  ],
  parties: [locatore.party, conduttore.party],
};

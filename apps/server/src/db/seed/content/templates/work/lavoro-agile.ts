import { employmentSignatureBlock } from "../../shared/clauses";
import { employmentParties } from "../../shared/parties";
import type { SeedTemplate } from "../../types";

const { datore, lavoratore } = employmentParties();
const firme = employmentSignatureBlock(["Il Datore di lavoro", "Il Lavoratore"]);

export const lavoroAgile: SeedTemplate = {
  key: "lavoro-agile",
  title: "Accordo individuale di lavoro agile (smart working)",
  language: "it",
  module: "work",
  categories: ["lavoro-agile"],
  keywords: [
    "smart working",
    "lavoro da remoto",
    "lavoro da casa",
    "telelavoro",
    "diritto alla disconnessione",
    "L. 81/2017",
    "lavoro ibrido",
    "accordo di smart working",
  ],
  discipline: [
    "<h2>Fonti</h2>",
    "<p>Il lavoro agile è una modalità di esecuzione del rapporto di lavoro subordinato stabilita mediante accordo tra le parti, anche con forme di organizzazione per fasi, cicli e obiettivi e senza precisi vincoli di orario o di luogo di lavoro, con il possibile utilizzo di strumenti tecnologici; la prestazione si svolge in parte all'interno dei locali aziendali e in parte all'esterno, senza una postazione fissa, entro i soli limiti di durata massima dell'orario di lavoro giornaliero e settimanale (<strong>art. 18 L. 22 maggio 2017, n. 81</strong>). La disciplina è negli artt. 18-23 della stessa legge; le parti sociali ne hanno fissato le linee di indirizzo nel <strong>Protocollo nazionale sul lavoro in modalità agile nel settore privato del 7 dicembre 2021</strong>, cui i contratti collettivi spesso rinviano. Non va confuso con il telelavoro, che prevede una postazione fissa fuori dall'azienda ed è regolato dagli accordi interconfederali.</p>",
    "<h2>Contenuto necessario dell'accordo (art. 19)</h2>",
    "<ul>",
    "<li>La forma scritta, ai fini della regolarità amministrativa e della prova.</li>",
    "<li>L'esecuzione della prestazione all'esterno dei locali aziendali, anche quanto all'esercizio del potere direttivo e agli strumenti utilizzati.</li>",
    "<li>I tempi di riposo e le misure tecniche e organizzative che assicurano la <strong>disconnessione</strong> del lavoratore dalle strumentazioni tecnologiche.</li>",
    "<li>La durata, a termine o a tempo indeterminato: in questo caso il recesso richiede un preavviso di almeno trenta giorni, che per il recesso del datore di lavoro da un lavoratore disabile ai sensi della L. 12 marzo 1999, n. 68 sale a novanta; per giustificato motivo ciascuna parte può recedere senza preavviso, o prima della scadenza se l'accordo è a termine.</li>",
    "<li>L'esercizio del potere di controllo sulla prestazione resa all'esterno, nel rispetto dell'art. 4 della L. 20 maggio 1970, n. 300, e le condotte che, all'esterno, danno luogo a sanzioni disciplinari (art. 21).</li>",
    "</ul>",
    "<h2>Diritti del lavoratore agile</h2>",
    "<ul>",
    "<li>Un trattamento economico e normativo non inferiore a quello dei lavoratori che svolgono le stesse mansioni solo in azienda, e il diritto all'apprendimento permanente (art. 20).</li>",
    "<li>La tutela della salute e sicurezza: il datore consegna al lavoratore e al rappresentante per la sicurezza, almeno una volta l'anno, un'informativa scritta sui rischi generali e specifici della modalità agile (art. 22); l'assicurazione INAIL copre anche gli infortuni fuori dai locali aziendali e quelli in itinere (art. 23).</li>",
    "<li>La <strong>priorità</strong> nelle richieste di lavoro agile dei genitori di figli fino a dodici anni o con disabilità, dei lavoratori con disabilità grave e dei caregiver familiari; chi chiede il lavoro agile non può essere sanzionato, demansionato, licenziato o trasferito per questo (art. 18, commi 3-bis e 3-ter, introdotti dal D.Lgs. 30 giugno 2022, n. 105).</li>",
    "</ul>",
    "<h2>Adempimenti</h2>",
    "<p>Il datore di lavoro comunica al Ministero del lavoro, in via telematica, i nominativi dei lavoratori e le date di inizio e di cessazione delle prestazioni in modalità agile (art. 23, comma 1, L. 81/2017, come modificato dal D.L. 21 giugno 2022, n. 73), nei termini e con le modalità del D.M. 22 agosto 2022, n. 149; l'accordo individuale va conservato ed esibito a richiesta degli organi di vigilanza. Per l'omessa comunicazione si applica la sanzione amministrativa prevista per le comunicazioni obbligatorie (art. 19, comma 3, D.Lgs. 10 settembre 2003, n. 276).</p>",
  ].join(""),
  body: [
    "<h1>Accordo individuale di lavoro agile</h1>",
    "<p>Tra</p>",
    datore.appearance,
    "<p>e</p>",
    lavoratore.appearance,
    "<h2>Premesso che</h2>",
    "<ul>",
    "<li>il Lavoratore è dipendente del Datore di lavoro con la qualifica di {{field::qualifica}} e svolge mansioni compatibili con l'esecuzione in modalità agile;</li>",
    "<li>il Lavoratore {{field::priorita}};</li>",
    "</ul>",
    "<p>le Parti convengono, ai sensi degli artt. 18-23 della legge 22 maggio 2017, n. 81, quanto segue.</p>",
    "<ol>",
    "<li><p><strong>Oggetto.</strong> A decorrere dal {{field::data_inizio}} il Lavoratore esegue la propria prestazione in parte all'interno dei locali aziendali e in parte all'esterno, in modalità agile, secondo il presente accordo. Il lavoro agile non modifica il rapporto di lavoro, le mansioni, l'inquadramento, la retribuzione e la sede di lavoro, che resta fissata presso {{field::sede_lavoro}}.</p></li>",
    "<li><p><strong>Durata e recesso.</strong> L'accordo {{field::durata_accordo}}.{{note::nota_recesso}}</p><p>Scadenza, se l'accordo è a termine: {{field::data_fine}}.</p><p>In presenza di un giustificato motivo ciascuna Parte può recedere senza preavviso o, se l'accordo è a termine, prima della scadenza (art. 19, comma 2, legge n. 81/2017). Cessato l'accordo, il Lavoratore riprende a lavorare interamente nei locali aziendali.</p></li>",
    "<li><p><strong>Giornate di lavoro agile.</strong> La prestazione in modalità agile si svolge {{field::giornate_agili}}. Il Datore di lavoro può chiedere la presenza in azienda in una giornata programmata come agile per esigenze organizzative, con un preavviso di almeno ventiquattro ore, e il Lavoratore può chiedere di lavorare in azienda in una giornata agile.</p></li>",
    "<li><p><strong>Luogo della prestazione.</strong> Il Lavoratore sceglie liberamente il luogo della prestazione all'esterno dei locali aziendali, purché idoneo a garantire la riservatezza dei dati e delle informazioni trattati, la sicurezza e la connessione necessaria: {{field::luoghi}}.</p></li>",
    "<li><p><strong>Orario, contattabilità e disconnessione.</strong> Nelle giornate agili il Lavoratore organizza liberamente il proprio tempo di lavoro, nei limiti della durata massima dell'orario giornaliero e settimanale previsti dalla legge e dal contratto collettivo, e assicura la propria contattabilità nelle seguenti fasce: {{field::fascia_contattabilita}}. Il Lavoratore ha diritto alla disconnessione dalle strumentazioni tecnologiche e dalle piattaforme informatiche di lavoro {{field::fascia_disconnessione}}, durante le pause e nei giorni di riposo, ferie e permesso, senza che ciò possa avere ripercussioni sul rapporto o sui trattamenti retributivi. Nelle giornate agili non è di regola previsto lavoro straordinario, salvo autorizzazione scritta.</p></li>",
    "<li><p><strong>Strumenti di lavoro.</strong> Il Datore di lavoro fornisce al Lavoratore i seguenti strumenti: {{field::strumenti}}, ed è responsabile della loro sicurezza e del loro buon funzionamento (art. 18, comma 2, legge n. 81/2017). Il Lavoratore li custodisce con diligenza, li usa solo per l'attività lavorativa, nel rispetto delle istruzioni e delle policy aziendali, e segnala subito guasti, furti o accessi non autorizzati. Quanto alle spese di connessione e di energia, {{field::rimborso_spese}}.</p></li>",
    "<li><p><strong>Potere direttivo, di controllo e disciplinare.</strong> Il Datore di lavoro esercita il potere direttivo con le stesse modalità applicate in azienda, anche mediante strumenti di comunicazione a distanza, e il potere di controllo sulla prestazione resa all'esterno nel rispetto dell'art. 4 della legge 20 maggio 1970, n. 300 e della normativa sulla protezione dei dati personali. Oltre a quelle previste dal codice disciplinare, costituiscono condotte sanzionabili nelle giornate agili l'irreperibilità ingiustificata nelle fasce di contattabilità, l'uso degli strumenti aziendali da parte di terzi e la violazione delle regole di riservatezza (art. 21 legge n. 81/2017).</p></li>",
    "<li><p><strong>Salute e sicurezza.</strong> Il Datore di lavoro garantisce la salute e la sicurezza del Lavoratore e gli consegna, insieme al presente accordo e in seguito almeno una volta l'anno, l'informativa scritta sui rischi generali e specifici connessi alla modalità agile (art. 22 legge n. 81/2017), che il Lavoratore dichiara di aver ricevuto. Il Lavoratore coopera all'attuazione delle misure di prevenzione. Gli infortuni e le malattie professionali nelle giornate agili sono coperti dall'assicurazione obbligatoria, anche nel tragitto tra l'abitazione e il luogo scelto per la prestazione, nei limiti dell'art. 23 della legge n. 81/2017.</p></li>",
    "<li><p><strong>Trattamento economico e normativo.</strong> Il Lavoratore ha diritto a un trattamento economico e normativo non inferiore a quello dei lavoratori che svolgono le stesse mansioni esclusivamente in azienda, e alle stesse opportunità di formazione e di carriera (art. 20 legge n. 81/2017).</p></li>",
    "<li><p><strong>Riservatezza e dati personali.</strong> Il Lavoratore tratta le informazioni aziendali e i dati personali con la stessa riservatezza dovuta in azienda, secondo le istruzioni ricevute quale persona autorizzata al trattamento. Il Datore di lavoro tratta i dati personali del Lavoratore connessi al lavoro agile nel rispetto del Regolamento (UE) 2016/679, come da informativa.</p></li>",
    "<li><p><strong>Comunicazione e disposizioni finali.</strong> Il Datore di lavoro comunica al Ministero del lavoro l'inizio e la cessazione del lavoro agile nei termini di legge. Per quanto non previsto si applicano la legge n. 81/2017, il contratto collettivo applicato e il Protocollo nazionale sul lavoro in modalità agile del 7 dicembre 2021.</p></li>",
    "</ol>",
    firme.html,
  ].join(""),
  fields: [
    ...datore.fields,
    ...lavoratore.fields,
    {
      slug: "qualifica",
      label: "Qualifica e mansioni",
      type: "text",
      help: "La qualifica del lavoratore, ad esempio «impiegato amministrativo di 3° livello».",
      required: true,
      field_set: "Lavoro agile",
    },
    {
      slug: "priorita",
      label: "Priorità di legge",
      type: "select",
      help: "I genitori di figli fino a dodici anni o disabili, i lavoratori con disabilità grave e i caregiver hanno priorità nelle richieste di lavoro agile (art. 18, comma 3-bis, L. 81/2017).",
      required: true,
      field_set: "Lavoro agile",
      attributes: {
        options: [
          {
            value: "si",
            label:
              "ha chiesto di lavorare in modalità agile rientrando tra i lavoratori cui l'art. 18, comma 3-bis, della legge n. 81/2017 riconosce priorità",
          },
          {
            value: "no",
            label:
              "ha chiesto o accettato di lavorare in modalità agile per le parti della prestazione compatibili",
          },
        ],
      },
    },
    {
      slug: "sede_lavoro",
      label: "Sede di lavoro",
      type: "text",
      help: "La sede aziendale del contratto di lavoro, che il lavoro agile non cambia.",
      required: true,
      field_set: "Lavoro agile",
    },
    {
      slug: "data_inizio",
      label: "Inizio del lavoro agile",
      type: "date",
      help: "Il primo giorno di lavoro agile: la comunicazione al Ministero del lavoro si fa nei termini del D.M. 149/2022.",
      required: true,
      field_set: "Lavoro agile",
    },
    {
      slug: "durata_accordo",
      label: "Durata dell'accordo",
      type: "select",
      help: "Senza termine, ciascuna parte può recedere con trenta giorni di preavviso; il datore, con novanta se il lavoratore è disabile (art. 19, comma 2, L. 81/2017).",
      required: true,
      field_set: "Lavoro agile",
      attributes: {
        options: [
          {
            value: "indeterminato",
            label:
              "è a tempo indeterminato: ciascuna Parte può recedere con un preavviso scritto di almeno trenta giorni; il preavviso del recesso del Datore di lavoro è di almeno novanta giorni se il Lavoratore è disabile ai sensi dell'art. 1 della legge 12 marzo 1999, n. 68",
          },
          {
            value: "termine",
            label:
              "è a tempo determinato e cessa, senza necessità di disdetta, alla scadenza indicata nel comma seguente",
          },
        ],
      },
    },
    {
      slug: "data_fine",
      label: "Scadenza dell'accordo a termine",
      type: "date",
      help: "Solo per l'accordo a tempo determinato; altrimenti lasciare vuoto.",
      field_set: "Lavoro agile",
      deadline: {
        label_it: "Scadenza dell'accordo di lavoro agile",
        label_en: "End of the smart working agreement",
        reminder: 10080,
      },
    },
    {
      slug: "giornate_agili",
      label: "Giornate di lavoro agile",
      type: "text",
      help: "Quante e come si fissano: ad esempio «per due giornate a settimana, programmate mensilmente con il responsabile».",
      required: true,
      field_set: "Organizzazione",
    },
    {
      slug: "luoghi",
      label: "Limiti ai luoghi di lavoro",
      type: "text",
      help: "Ad esempio «nel territorio nazionale, esclusi i luoghi aperti al pubblico in cui non sia garantita la riservatezza».",
      required: true,
      field_set: "Organizzazione",
    },
    {
      slug: "fascia_contattabilita",
      label: "Fasce di contattabilità",
      type: "text",
      help: "Gli orari in cui il lavoratore deve essere raggiungibile, ad esempio «dalle 9.30 alle 12.30 e dalle 14.30 alle 16.30».",
      required: true,
      field_set: "Organizzazione",
    },
    {
      slug: "fascia_disconnessione",
      label: "Fascia di disconnessione",
      type: "text",
      help: "Quando il lavoratore non è tenuto a rispondere, ad esempio «dalle 19 alle 8 del giorno successivo». L'accordo deve garantire la disconnessione (art. 19 L. 81/2017).",
      required: true,
      field_set: "Organizzazione",
    },
    {
      slug: "strumenti",
      label: "Strumenti forniti",
      type: "textarea",
      help: "Ad esempio «un computer portatile con accesso VPN e un telefono cellulare aziendale».",
      required: true,
      field_set: "Organizzazione",
      attributes: { rows: 2 },
    },
    {
      slug: "rimborso_spese",
      label: "Spese di connessione ed energia",
      type: "select",
      help: "La legge non impone un rimborso; molti contratti collettivi e accordi aziendali prevedono un'indennità forfettaria.",
      required: true,
      field_set: "Organizzazione",
      attributes: {
        options: [
          {
            value: "carico_lavoratore",
            label: "restano a carico del Lavoratore, salvo diversa previsione collettiva",
          },
          {
            value: "indennita",
            label:
              "il Datore di lavoro corrisponde l'indennità prevista dal contratto collettivo o dall'accordo aziendale applicato",
          },
        ],
      },
    },
    ...firme.fields,
  ],
  notes: [
    {
      slug: "nota_recesso",
      label: "Recesso",
      help: "Il recesso dall'accordo fa tornare il lavoratore in azienda, non incide sul rapporto di lavoro. Per i lavoratori con priorità di legge il rifiuto o il recesso del datore va motivato con cura: non può essere una ritorsione (art. 18, comma 3-ter, L. 81/2017).",
    },
  ],
  parties: [datore.party, lavoratore.party],
};

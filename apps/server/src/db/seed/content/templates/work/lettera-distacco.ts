import { employmentSignatureBlock } from "../../shared/clauses";
import { companyParty, employmentParties } from "../../shared/parties";
import type { SeedTemplate } from "../../types";

const distaccante = companyParty({
  slug: "distaccante",
  term: "Distaccante",
  of: "del distaccante",
  omit: ["partita_iva"],
  help: {
    denominazione:
      "Datore di lavoro che dispone il distacco: denominazione completa e forma giuridica come da visura camerale.",
    rappresentante: "Nome, cognome e carica di chi firma con poteri in materia di gestione del personale.",
  },
  validators: { denominazione: [{ name: "maxLength", value: 200 }] },
});
const { lavoratore } = employmentParties({
  employee: {
    omit: ["nascita", "residenza"],
    help: {
      codice_fiscale:
        "Codice fiscale di 16 caratteri, da indicare anche nella comunicazione obbligatoria di distacco.",
    },
  },
});
const distaccatario = companyParty({
  slug: "distaccatario",
  term: "Distaccatario",
  of: "del distaccatario",
  omit: ["rappresentante"],
  help: {
    denominazione: "Impresa presso cui il lavoratore è distaccato: denominazione completa e forma giuridica.",
    partita_iva: "Partita IVA del distaccatario, da riportare nella comunicazione obbligatoria.",
  },
  validators: { denominazione: [{ name: "maxLength", value: 200 }] },
});
const firme = employmentSignatureBlock(
  [
    "Per il Distaccante",
    "Il Lavoratore, per ricevuta e, ove il distacco comporti mutamento di mansioni, per espresso consenso ai sensi dell'art. 30, comma 3, del D.Lgs. 276/2003",
    "Per il Distaccatario, per presa visione e accettazione degli obblighi di cui agli artt. 6 e 8",
  ],
  {
    placeWording: { label: "Luogo", help: "Comune da cui la lettera è inviata." },
    dateWording: {
      label: "Data della lettera",
      help: "Data di redazione, che deve precedere l'inizio del distacco: il consenso al mutamento di mansioni deve essere acquisito prima.",
    },
  },
);

export const letteraDistacco: SeedTemplate = {
  key: "lettera-distacco",
  title: "Lettera di distacco del lavoratore",
  language: "it",
  module: "work",
  categories: ["mobilita"],
  keywords: [
    "invio presso altra società",
    "comando",
    "prestito di personale",
    "distaccamento",
    "distaccante",
    "distaccatario",
    "gruppo di imprese",
    "contratto di rete",
    "codatorialità",
    "mobilità infragruppo",
    "art. 30",
  ],
  discipline: [
    "<h2>Fonte e nozione</h2>",
    "<p>Il distacco si configura quando un datore di lavoro, <strong>per soddisfare un proprio interesse</strong>, pone <strong>temporaneamente</strong> uno o più lavoratori a disposizione di altro soggetto per l'esecuzione di una <strong>determinata attività lavorativa</strong> (<strong>art. 30, comma 1, D.Lgs. 10 settembre 2003, n. 276</strong>). Il datore distaccante rimane responsabile del trattamento economico e normativo del lavoratore (comma 2). Il rapporto di lavoro non si modifica: cambia soltanto il luogo e il destinatario immediato della prestazione.</p>",
    "<h2>Requisiti</h2>",
    "<ul>",
    "<li><strong>Interesse del distaccante</strong>: deve essere specifico, rilevante, concreto e persistente per tutta la durata del distacco, e di natura produttiva (non coincidente con il mero interesse a ricavare un corrispettivo dalla messa a disposizione del lavoratore, che integrerebbe una somministrazione non autorizzata). L'onere della prova grava su chi lo invoca. Nei rapporti tra imprese che hanno sottoscritto un <strong>contratto di rete</strong> (art. 3, comma 4-ter, D.L. 10 febbraio 2009, n. 5, conv. L. 9 aprile 2009, n. 33) l'interesse sorge automaticamente in forza dell'operare della rete ed è ammessa la codatorialità (art. 30, comma 4-ter).</li>",
    "<li><strong>Temporaneità</strong>: il distacco non deve essere necessariamente breve, ma deve avere una durata funzionale alla persistenza dell'interesse; un distacco senza termine o rinnovato indefinitamente è indice di illiceità.</li>",
    "<li><strong>Attività determinata</strong>: le attività da svolgere presso il distaccatario devono essere individuate e coerenti con l'interesse dichiarato.</li>",
    "<li><strong>Consenso del lavoratore</strong>: necessario quando il distacco comporta un <strong>mutamento di mansioni</strong>, che deve comunque rispettare i limiti dell'art. 2103 c.c. (art. 30, comma 3).</li>",
    "<li><strong>Distanza</strong>: quando il distacco comporta un trasferimento a un'unità produttiva sita a <strong>più di 50 km</strong> da quella di adibizione, può avvenire soltanto per comprovate ragioni tecniche, organizzative, produttive o sostitutive (art. 30, comma 3), che conviene indicare nella lettera.</li>",
    "</ul>",
    "<h2>Rapporti tra le parti</h2>",
    "<p>Il distaccatario esercita il potere direttivo e di coordinamento operativo necessario all'esecuzione della prestazione; il potere disciplinare e quello di recesso restano al distaccante, che continua a corrispondere la retribuzione e a versare contributi e premi. In materia di sicurezza, tutti gli obblighi di prevenzione e protezione gravano sul distaccatario, fermo l'obbligo del distaccante di informare e formare il lavoratore sui rischi tipici generalmente connessi alle mansioni per le quali viene distaccato (<strong>art. 3, comma 6, D.Lgs. 9 aprile 2008, n. 81</strong>). I rapporti economici tra distaccante e distaccatario (in genere il rimborso del costo del lavoratore) vanno regolati con un accordo scritto separato.</p>",
    "<h2>Distacco illecito</h2>",
    "<p>Se il distacco avviene in violazione del comma 1, il lavoratore può chiedere, con ricorso giudiziale ai sensi dell'art. 414 c.p.c. notificato anche al solo distaccatario, la costituzione di un rapporto di lavoro alle dipendenze di quest'ultimo (art. 30, comma 4-bis). Il distacco privo dei requisiti è inoltre assoggettato alle sanzioni previste dall'art. 18, comma 5-bis, D.Lgs. 276/2003 per l'utilizzazione illecita, la cui natura penale è stata ripristinata dal D.L. 2 marzo 2024, n. 19 (conv. L. 29 aprile 2024, n. 56): verificare il testo vigente.</p>",
    "<h2>Distinzioni e ambito</h2>",
    "<ul>",
    "<li>Non va confuso con la <strong>trasferta</strong> (spostamento temporaneo per conto e nell'interesse del datore, senza messa a disposizione di terzi) né con il <strong>trasferimento</strong> (mutamento definitivo della sede, art. 2103, comma 8, c.c.).</li>",
    "<li>Il modello riguarda il distacco tra imprese operanti in Italia. Il distacco transnazionale è regolato dal <strong>D.Lgs. 17 luglio 2016, n. 136</strong> (attuazione della direttiva 2014/67/UE), con obblighi di comunicazione preventiva e di conservazione documentale, e per la sicurezza sociale dal Regolamento (CE) n. 883/2004 (certificato A1): in tali casi occorre un documento specifico.</li>",
    "</ul>",
    "<h2>Adempimenti e profili fiscali</h2>",
    "<ul>",
    "<li>Comunicazione obbligatoria del distacco a cura del distaccante, con modello UniLav, entro cinque giorni dall'inizio.</li>",
    "<li>Annotazioni nel libro unico del lavoro del distaccante; verifica con l'INAIL della corretta classificazione del rischio.</li>",
    "<li>IVA sul riaddebito dei costi: l'art. 16-ter del D.L. 16 settembre 2024, n. 131 (conv. L. 14 novembre 2024, n. 166) ha abrogato l'art. 8, comma 35, L. 11 marzo 1988, n. 67, che escludeva da IVA i distacchi a fronte del mero rimborso del costo; la nuova disciplina si applica ai distacchi stipulati o rinnovati dal 1° gennaio 2025. Verificare con il consulente fiscale il trattamento dell'accordo economico tra le imprese.</li>",
    "</ul>",
  ].join(""),
  body: [
    "<h1>Lettera di distacco del lavoratore</h1>",
    `<p><strong>Mittente:</strong> ${distaccante.identification}</p>`,
    "<p><strong>Destinatario:</strong> Sig./Sig.ra {{field::lavoratore_nome}}, codice fiscale {{field::lavoratore_codice_fiscale}}, dipendente del Distaccante con inquadramento {{field::lavoratore_inquadramento}}, attualmente adibito/a alle mansioni di {{field::mansioni_attuali}} presso l'unità produttiva di {{field::sede_attuale}} (di seguito il «Lavoratore»)</p>",
    `<p><strong>E, per conoscenza:</strong> ${distaccatario.identification}</p>`,
    "<p><strong>Oggetto: distacco ai sensi dell'art. 30 del D.Lgs. 10 settembre 2003, n. 276.</strong></p>",
    "<p>Gentile Sig./Sig.ra {{field::lavoratore_nome}}, con la presente Le comunichiamo quanto segue.</p>",
    "<ol>",
    "<li><p><strong>Disposizione del distacco.</strong> Il Distaccante La pone temporaneamente a disposizione del Distaccatario, per l'esecuzione dell'attività lavorativa descritta all'art. 4, dal {{field::data_inizio}} al {{field::data_fine}}, ai sensi dell'art. 30 del D.Lgs. 276/2003. Il Suo rapporto di lavoro con il Distaccante prosegue senza soluzione di continuità e senza alcuna modifica, salvo quanto espressamente previsto dalla presente.</p></li>",
    "<li><p><strong>Interesse del Distaccante.</strong> Il distacco è disposto per soddisfare il seguente interesse proprio del Distaccante: {{field::interesse_distaccante}}. {{note::nota_interesse}}</p><p>{{field::contratto_rete}}. L'interesse del Distaccante è specifico e persistente per tutta la durata del distacco e non consiste nel mero corrispettivo della messa a disposizione della Sua prestazione.</p></li>",
    "<li><p><strong>Temporaneità e durata.</strong> Il distacco ha carattere temporaneo ed è correlato alla persistenza dell'interesse indicato all'art. 2. Qualora tale interesse venga meno prima della scadenza, il Distaccante potrà disporre la cessazione anticipata del distacco con comunicazione scritta e congruo preavviso. L'eventuale proroga sarà comunicata per iscritto prima della scadenza.</p></li>",
    "<li><p><strong>Attività presso il Distaccatario e mansioni.</strong> Presso il Distaccatario Lei svolgerà la seguente attività: {{field::attivita_distacco}}. Il distacco {{field::mutamento_mansioni}}. {{note::nota_consenso}}</p></li>",
    "<li><p><strong>Sede di lavoro.</strong> Durante il distacco Lei presterà la Sua attività presso {{field::sede_distacco}}. Il distacco {{field::trasferimento_50km}}. {{note::nota_distanza}}</p><p>Ragioni tecniche, organizzative, produttive o sostitutive (da indicare quando la nuova sede dista più di 50 km): {{field::ragioni_comprovate}}.</p></li>",
    "<li><p><strong>Orario e direttive operative.</strong> Durante il distacco Lei osserverà il seguente orario di lavoro, nel rispetto del contratto collettivo applicato dal Distaccante e dei limiti di legge: {{field::orario_distacco}}. Le direttive operative necessarie all'esecuzione dell'attività Le saranno impartite dal Distaccatario tramite il referente {{field::referente_distaccatario}}, nei limiti dell'attività indicata all'art. 4.</p></li>",
    "<li><p><strong>Trattamento economico e normativo.</strong> Ai sensi dell'art. 30, comma 2, del D.Lgs. 276/2003, il Distaccante rimane responsabile del Suo trattamento economico e normativo: la retribuzione, l'inquadramento, il contratto collettivo applicato, la contribuzione previdenziale e l'assicurazione contro gli infortuni restano invariati e a carico del Distaccante. Per la durata del distacco {{field::trattamento_trasferta}}.</p></li>",
    "<li><p><strong>Salute e sicurezza.</strong> Ai sensi dell'art. 3, comma 6, del D.Lgs. 9 aprile 2008, n. 81, tutti gli obblighi di prevenzione e protezione sono a carico del Distaccatario, fatto salvo l'obbligo del Distaccante di informarLa e formarLa sui rischi tipici generalmente connessi allo svolgimento delle mansioni per le quali viene distaccato/a. Prima dell'inizio del distacco il Distaccatario Le fornirà l'informazione e la formazione sui rischi specifici del luogo di lavoro e i dispositivi di protezione necessari. {{note::nota_sicurezza}}</p></li>",
    "<li><p><strong>Potere disciplinare, ferie e assenze.</strong> Il potere disciplinare resta in capo al Distaccante, al quale il Distaccatario segnalerà tempestivamente gli eventuali comportamenti rilevanti. Le richieste di ferie e permessi sono presentate al Distaccante, che le autorizza sentito il Distaccatario. In caso di malattia o infortunio Lei è tenuto/a a darne comunicazione sia al Distaccante sia al referente del Distaccatario.</p></li>",
    "<li><p><strong>Riservatezza.</strong> Lei è tenuto/a a mantenere riservate le informazioni del Distaccatario di cui venga a conoscenza durante il distacco, con la stessa diligenza richiesta per le informazioni del Distaccante, anche dopo la cessazione del distacco, nonché a rispettare i regolamenti interni del Distaccatario relativi all'uso degli strumenti informatici che Le saranno affidati.</p></li>",
    "<li><p><strong>Cessazione del distacco e rientro.</strong> Alla scadenza del distacco, o alla sua cessazione anticipata, Lei riprenderà servizio presso l'unità produttiva di {{field::sede_attuale}}, con le mansioni di provenienza o altre equivalenti, salvo diversa comunicazione scritta conforme alla legge e al contratto collettivo.</p></li>",
    "<li><p><strong>Comunicazioni obbligatorie e dati personali.</strong> Il Distaccante effettuerà la comunicazione obbligatoria del distacco nei termini di legge. I Suoi dati personali strettamente necessari alla gestione del distacco saranno comunicati al Distaccatario, che li tratterà quale autonomo titolare o responsabile secondo quanto previsto tra le imprese, nel rispetto del Regolamento (UE) 2016/679. {{note::nota_adempimenti}}</p></li>",
    "</ol>",
    "<p>Distinti saluti.</p>",
    firme.html,
  ].join(""),
  fields: [
    ...distaccante.fields,
    ...lavoratore.fields,
    {
      slug: "lavoratore_inquadramento",
      label: "Inquadramento attuale",
      type: "text",
      help: "Qualifica e livello secondo il CCNL applicato dal distaccante (es. “impiegato, III livello, CCNL Metalmeccanici Industria”).",
      required: true,
      field_set: "Lavoratore",
    },
    {
      slug: "mansioni_attuali",
      label: "Mansioni attuali",
      type: "text",
      help: "Mansioni attualmente svolte: servono a valutare se il distacco comporta un mutamento di mansioni che richiede il consenso.",
      required: true,
      field_set: "Lavoratore",
    },
    {
      slug: "sede_attuale",
      label: "Unità produttiva di provenienza",
      type: "text",
      help: "Comune e indirizzo dell'unità produttiva presso cui il lavoratore è adibito: è il riferimento per la soglia dei 50 km e per il rientro.",
      required: true,
      field_set: "Lavoratore",
    },
    ...distaccatario.fields,
    {
      slug: "referente_distaccatario",
      label: "Referente presso il distaccatario",
      type: "text",
      help: "Nome e ruolo della persona che coordinerà l'attività del lavoratore presso il distaccatario.",
      required: true,
      field_set: "Distaccatario",
    },
    {
      slug: "interesse_distaccante",
      label: "Interesse del distaccante",
      type: "textarea",
      help: "Descrivere l'interesse produttivo proprio del distaccante (es. esecuzione di una commessa comune, trasferimento di know-how, avviamento di una linea produttiva di una società del gruppo da cui dipendono forniture del distaccante). Non è sufficiente il rimborso del costo né l'appartenenza allo stesso gruppo.",
      required: true,
      field_set: "Distacco",
      attributes: { rows: 4 },
    },
    {
      slug: "contratto_rete",
      label: "Contratto di rete",
      type: "select",
      help: "Se le imprese sono parti di un contratto di rete, l'interesse del distaccante sorge automaticamente in forza dell'operare della rete (art. 30, comma 4-ter, D.Lgs. 276/2003).",
      required: true,
      field_set: "Distacco",
      attributes: {
        options: [
          {
            value: "no",
            label: "Il Distaccante e il Distaccatario non sono parti di un contratto di rete di impresa",
          },
          {
            value: "si",
            label:
              "Il Distaccante e il Distaccatario sono parti di un contratto di rete di impresa ai sensi dell'art. 3, comma 4-ter, del D.L. 10 febbraio 2009, n. 5, convertito dalla L. 9 aprile 2009, n. 33, e l'interesse del Distaccante sorge pertanto anche in forza dell'operare della rete, ai sensi dell'art. 30, comma 4-ter, del D.Lgs. 276/2003",
          },
        ],
      },
    },
    {
      slug: "attivita_distacco",
      label: "Attività da svolgere presso il distaccatario",
      type: "textarea",
      help: "Attività determinata, coerente con l'interesse del distaccante. Una messa a disposizione generica per qualsiasi esigenza del distaccatario è indice di somministrazione illecita.",
      required: true,
      field_set: "Distacco",
      attributes: { rows: 3 },
    },
    {
      slug: "mutamento_mansioni",
      label: "Mutamento di mansioni",
      type: "select",
      help: "Se le mansioni presso il distaccatario differiscono da quelle attuali, il distacco richiede il consenso del lavoratore (art. 30, comma 3) e deve rispettare l'art. 2103 c.c.",
      required: true,
      field_set: "Distacco",
      attributes: {
        options: [
          {
            value: "no",
            label: "non comporta alcun mutamento delle Sue mansioni, che restano quelle attualmente svolte",
          },
          {
            value: "si",
            label:
              "comporta un mutamento delle Sue mansioni, nel rispetto dei limiti dell'art. 2103 c.c., ed è pertanto subordinato al Suo consenso, che Lei esprime sottoscrivendo la presente",
          },
        ],
      },
    },
    {
      slug: "sede_distacco",
      label: "Sede di svolgimento del distacco",
      type: "text",
      help: "Indirizzo della sede del distaccatario presso cui il lavoratore presterà attività.",
      required: true,
      field_set: "Distacco",
    },
    {
      slug: "trasferimento_50km",
      label: "Distanza oltre 50 km",
      type: "select",
      help: "Verificare la distanza tra l'unità di provenienza e la sede di distacco. Oltre i 50 km il distacco è ammesso solo per comprovate ragioni tecniche, organizzative, produttive o sostitutive.",
      required: true,
      field_set: "Distacco",
      attributes: {
        options: [
          {
            value: "no",
            label:
              "non comporta un trasferimento a un'unità produttiva sita a più di 50 km da quella in cui Lei è attualmente adibito/a",
          },
          {
            value: "si",
            label:
              "comporta un trasferimento a un'unità produttiva sita a più di 50 km da quella in cui Lei è attualmente adibito/a ed è disposto per le comprovate ragioni indicate di seguito",
          },
        ],
      },
    },
    {
      slug: "ragioni_comprovate",
      label: "Ragioni tecniche, organizzative, produttive o sostitutive",
      type: "textarea",
      help: "Da compilare se la sede di distacco dista più di 50 km: indicare ragioni concrete e documentabili. In caso contrario scrivere “non applicabile”.",
      field_set: "Distacco",
      attributes: { rows: 3 },
    },
    {
      slug: "data_inizio",
      label: "Data di inizio del distacco",
      type: "date",
      help: "Primo giorno di lavoro presso il distaccatario; la comunicazione UniLav va trasmessa entro cinque giorni.",
      required: true,
      field_set: "Distacco",
    },
    {
      slug: "data_fine",
      label: "Data di fine del distacco",
      type: "date",
      help: "Il distacco deve essere temporaneo: indicare una scadenza coerente con la durata dell'interesse del distaccante.",
      required: true,
      field_set: "Distacco",
      deadline: {
        label_it: "Fine del distacco del lavoratore",
        label_en: "End of the worker's secondment",
        reminder: 10080,
      },
    },
    {
      slug: "orario_distacco",
      label: "Orario di lavoro durante il distacco",
      type: "text",
      help: "Orario e articolazione applicati presso il distaccatario, nei limiti del CCNL del distaccante (es. “dal lunedì al venerdì, 8:30-17:30 con un'ora di pausa”).",
      required: true,
      field_set: "Distacco",
    },
    {
      slug: "trattamento_trasferta",
      label: "Trattamento economico di trasferta",
      type: "select",
      help: "Scegliere il trattamento delle spese e delle indennità legate al distacco, secondo il CCNL e le policy aziendali; le indennità hanno un trattamento fiscale e contributivo specifico (art. 51 TUIR).",
      required: true,
      field_set: "Distacco",
      attributes: {
        options: [
          {
            value: "ccnl",
            label:
              "Le sarà riconosciuto il trattamento di trasferta previsto dal contratto collettivo applicato",
          },
          {
            value: "pie_di_lista",
            label:
              "Le saranno rimborsate a piè di lista le spese di viaggio, vitto e alloggio sostenute e documentate, secondo la policy aziendale",
          },
          {
            value: "nessuno",
            label:
              "non è previsto alcun trattamento aggiuntivo, in quanto il distacco non comporta per Lei maggiori oneri di spostamento rispetto alla sede di provenienza",
          },
        ],
      },
    },
    ...firme.fields,
  ],
  notes: [
    {
      slug: "nota_interesse",
      label: "Interesse del distaccante",
      help: "È il requisito che distingue il distacco lecito dalla somministrazione illecita. Deve essere un interesse produttivo del distaccante, non del distaccatario, e persistere per tutta la durata. Conservare la documentazione che lo prova (contratti, commesse, piani di progetto).",
    },
    {
      slug: "nota_consenso",
      label: "Consenso del lavoratore",
      help: "Il consenso è richiesto solo se il distacco comporta un mutamento di mansioni (art. 30, comma 3), che in ogni caso deve restare nei limiti dell'art. 2103 c.c. Negli altri casi il distacco è un atto del potere direttivo e la firma del lavoratore vale come semplice ricevuta.",
    },
    {
      slug: "nota_distanza",
      label: "Soglia dei 50 km",
      help: "Oltre i 50 km dall'unità di provenienza le ragioni tecniche, organizzative, produttive o sostitutive devono essere comprovate: indicarle nella lettera e conservarne la prova. La soglia si calcola tra le unità produttive, non dalla residenza del lavoratore.",
    },
    {
      slug: "nota_sicurezza",
      label: "Ripartizione degli obblighi di sicurezza",
      help: "Il distaccatario assume tutti gli obblighi di prevenzione e protezione (valutazione dei rischi, DPI, sorveglianza sanitaria per i rischi specifici); il distaccante resta obbligato a informare e formare sui rischi tipici delle mansioni. Conviene disciplinare il coordinamento nell'accordo tra le imprese.",
    },
    {
      slug: "nota_adempimenti",
      label: "UniLav, accordo tra imprese e IVA",
      help: "Il distaccante comunica il distacco con UniLav entro cinque giorni. Regolare con accordo scritto tra le imprese durata, rimborso dei costi, sicurezza e trattamento dei dati. Per i distacchi stipulati o rinnovati dal 1° gennaio 2025 il riaddebito dei costi non è più escluso da IVA per effetto dell'abrogazione dell'art. 8, comma 35, L. 67/1988: verificare il trattamento con il consulente fiscale.",
    },
  ],
  parties: [distaccante.party, lavoratore.party, distaccatario.party],
};

import { employmentSignatureBlock } from "../../shared/clauses";
import { oneOrMore } from "../../shared/number-agreement";
import { employmentParties } from "../../shared/parties";
import type { SeedTemplate } from "../../types";

const { datore, lavoratore } = employmentParties({
  employeeHelp: {
    nascita:
      "Nel formato «Roma, il 12/03/1980». L'età conta: senza previsione collettiva il contratto è ammesso con chi ha meno di 24 anni (prestazioni entro i 25) o più di 55 (art. 13, comma 2, D.Lgs. 81/2015).",
  },
});
const firme = employmentSignatureBlock(["Il Datore di lavoro", "Il Lavoratore"]);

export const lavoroIntermittente: SeedTemplate = {
  key: "lavoro-intermittente",
  title: "Contratto di lavoro intermittente (a chiamata)",
  language: "it",
  module: "work",
  categories: ["lavoro-subordinato"],
  keywords: [
    "lavoro a chiamata",
    "job on call",
    "chiamata",
    "indennità di disponibilità",
    "lavoro discontinuo",
    "extra",
    "camerieri a chiamata",
    "comunicazione di chiamata",
    "400 giornate",
  ],
  discipline: [
    "<h2>Fonti</h2>",
    "<p>Il lavoro intermittente è il contratto, anche a tempo determinato, con il quale un lavoratore si pone a disposizione di un datore di lavoro che ne può utilizzare la prestazione in modo discontinuo o intermittente (<strong>artt. 13-18 D.Lgs. 15 giugno 2015, n. 81</strong>). È ammesso:</p>",
    "<ul>",
    "<li>per le esigenze individuate dai contratti collettivi, anche per periodi predeterminati nell'arco della settimana, del mese o dell'anno, e in mancanza nei casi del D.M. 23 ottobre 2004 (le occupazioni discontinue della tabella del R.D. 6 dicembre 1923, n. 2657);</li>",
    "<li>in ogni caso con soggetti con meno di 24 anni, purché le prestazioni si svolgano entro il venticinquesimo anno, e con più di 55 anni (art. 13, comma 2).</li>",
    "</ul>",
    "<h2>Limiti e divieti</h2>",
    "<ul>",
    "<li>Con lo stesso datore di lavoro il contratto è ammesso per non più di <strong>400 giornate di effettivo lavoro nell'arco di tre anni solari</strong>, salvo i settori del turismo, dei pubblici esercizi e dello spettacolo; oltre, il rapporto si trasforma a tempo pieno e indeterminato (art. 13, comma 3).</li>",
    "<li>È vietato per sostituire lavoratori in sciopero, nelle unità produttive in cui nei sei mesi precedenti vi sono stati licenziamenti collettivi o sono in corso sospensioni o riduzioni dell'orario con integrazione salariale per lavoratori con le stesse mansioni, e ai datori di lavoro che non hanno effettuato la valutazione dei rischi (art. 14).</li>",
    "</ul>",
    "<h2>Forma, chiamata e comunicazioni</h2>",
    "<ul>",
    "<li>Il contratto è stipulato per iscritto ai fini della prova e indica la durata e le ipotesi che lo consentono, il luogo e le modalità della disponibilità e il preavviso di chiamata, che non può essere inferiore a un giorno lavorativo, il trattamento economico e normativo, l'eventuale indennità di disponibilità, le forme della chiamata e della rilevazione della prestazione, i tempi di pagamento e le misure di sicurezza (art. 15, comma 1).</li>",
    "<li>Prima dell'inizio di ogni prestazione, o ciclo di prestazioni fino a trenta giorni, il datore di lavoro ne dà <strong>comunicazione all'Ispettorato del lavoro</strong> con i canali telematici del Ministero; l'omissione è punita con la sanzione da 400 a 2.400 euro per ciascun lavoratore (art. 15, comma 3).</li>",
    "<li>All'assunzione si invia la comunicazione UniLav, come per ogni rapporto di lavoro subordinato.</li>",
    "</ul>",
    "<h2>Trattamento</h2>",
    "<p>Per i periodi lavorati il lavoratore ha un trattamento economico e normativo non inferiore a quello dei lavoratori di pari livello a parità di mansioni, riproporzionato alla prestazione eseguita (art. 17). Se si obbliga a rispondere alle chiamate, gli spetta per i periodi di disponibilità un'<strong>indennità</strong> mensile fissata dai contratti collettivi e non inferiore a quella stabilita dal D.M. 10 marzo 2004 (il 20% della retribuzione prevista dal contratto collettivo); il rifiuto ingiustificato di rispondere alla chiamata può costituire motivo di licenziamento e comportare la restituzione dell'indennità per il periodo successivo (art. 16). Il lavoratore non matura retribuzione né altri trattamenti nei periodi in cui non è chiamato e non ha garantito la disponibilità (art. 13, comma 4).</p>",
  ].join(""),
  body: [
    "<h1>Contratto di lavoro intermittente</h1>",
    "<p>Tra</p>",
    datore.appearance,
    "<p>e</p>",
    lavoratore.appearance,
    "<p>si conviene e si stipula quanto segue.</p>",
    "<ol>",
    "<li><p><strong>Oggetto e presupposto.</strong> Il Datore di lavoro assume il Lavoratore con contratto di lavoro subordinato intermittente, ai sensi degli artt. 13 ss. del D.Lgs. 15 giugno 2015, n. 81, per lo svolgimento, quando chiamato, delle mansioni di {{field::mansioni}}, con inquadramento nel livello {{field::livello}} del {{field::ccnl_applicato}}. Il contratto è stipulato {{field::presupposto}}.</p></li>",
    "<li><p><strong>Durata.</strong> Il contratto decorre dal {{field::data_inizio}} {{field::durata}}.</p><p>Scadenza, se il contratto è a tempo determinato: {{field::data_fine}}.</p><p>Le Parti danno atto del limite di quattrocento giornate di effettivo lavoro nell'arco di tre anni solari previsto dall'art. 13, comma 3, del D.Lgs. 81/2015, salvo i settori da esso esclusi.</p></li>",
    "<li><p><strong>Disponibilità.</strong> Il Lavoratore {{field::disponibilita}}.{{note::nota_disponibilita}}</p></li>",
    `<li><p><strong>Chiamata.</strong> Il Datore di lavoro chiama il Lavoratore con un preavviso di almeno ${oneOrMore("preavviso_chiamata", "un giorno lavorativo", "{{field::preavviso_chiamata}} giorni lavorativi")}, mediante messaggio di posta elettronica o di testo al recapito indicato dal Lavoratore, indicando la data, l'orario, la durata prevista e il luogo della prestazione, che si svolge di regola presso {{field::luogo_lavoro}}. Prima dell'inizio di ciascuna prestazione, o di un ciclo di prestazioni di durata non superiore a trenta giorni, il Datore di lavoro ne dà comunicazione all'Ispettorato del lavoro ai sensi dell'art. 15, comma 3, del D.Lgs. 81/2015.</p></li>`,
    "<li><p><strong>Trattamento economico.</strong> Per le ore lavorate spetta al Lavoratore la retribuzione oraria lorda di € {{field::retribuzione_oraria}}, comprensiva dei ratei delle mensilità aggiuntive, delle ferie e dei permessi se così previsto dal contratto collettivo, e il trattamento normativo dei lavoratori di pari livello, riproporzionato alla prestazione eseguita (art. 17). La retribuzione e l'eventuale indennità di disponibilità sono pagate mensilmente, entro il giorno {{field::giorno_pagamento}} del mese successivo, con mezzi tracciabili.</p></li>",
    "<li><p><strong>Rilevazione della prestazione.</strong> Le ore di lavoro sono rilevate con il sistema aziendale di registrazione delle presenze e annotate nel libro unico del lavoro.</p></li>",
    "<li><p><strong>Salute e sicurezza.</strong> Il Datore di lavoro dichiara di aver effettuato la valutazione dei rischi ai sensi del D.Lgs. 9 aprile 2008, n. 81 e provvede alla formazione e, ove prevista, alla sorveglianza sanitaria del Lavoratore prima della prima chiamata.</p></li>",
    "<li><p><strong>Informazioni e disposizioni finali.</strong> Il presente contratto contiene le informazioni dovute ai sensi dell'art. 1 del D.Lgs. 26 maggio 1997, n. 152, anche quanto all'organizzazione del lavoro imprevedibile; per quanto non previsto si applicano la legge e il contratto collettivo. Le controversie sono devolute al giudice del lavoro competente ai sensi dell'art. 413 c.p.c.</p></li>",
    "</ol>",
    firme.html,
  ].join(""),
  fields: [
    ...datore.fields,
    ...lavoratore.fields,
    {
      slug: "mansioni",
      label: "Mansioni",
      type: "text",
      help: "Le mansioni per cui il lavoratore può essere chiamato, ad esempio «cameriere di sala».",
      required: true,
      field_set: "Rapporto",
    },
    {
      slug: "livello",
      label: "Livello",
      type: "text",
      help: "Il livello di inquadramento del contratto collettivo.",
      required: true,
      field_set: "Rapporto",
    },
    {
      slug: "ccnl_applicato",
      label: "Contratto collettivo applicato",
      type: "text",
      help: "Ad esempio «CCNL Turismo - Pubblici esercizi»: indica anche le esigenze che consentono il lavoro intermittente.",
      required: true,
      field_set: "Rapporto",
    },
    {
      slug: "presupposto",
      label: "Presupposto del contratto",
      type: "select",
      help: "Il lavoro intermittente è ammesso solo nei casi previsti dal contratto collettivo o dal D.M. 23 ottobre 2004, o per ragioni di età (art. 13 D.Lgs. 81/2015).",
      required: true,
      field_set: "Rapporto",
      attributes: {
        options: [
          {
            value: "ccnl",
            label:
              "per le esigenze individuate dal contratto collettivo applicato, che le Parti dichiarano ricorrere",
          },
          {
            value: "decreto",
            label:
              "per lo svolgimento di una delle attività a carattere discontinuo indicate dalla tabella allegata al R.D. 6 dicembre 1923, n. 2657, richiamata dal D.M. 23 ottobre 2004",
          },
          {
            value: "eta",
            label:
              "in ragione dell'età del Lavoratore, che ha meno di ventiquattro anni, con prestazioni da svolgersi entro il venticinquesimo anno, o più di cinquantacinque anni (art. 13, comma 2)",
          },
        ],
      },
    },
    {
      slug: "data_inizio",
      label: "Decorrenza",
      type: "date",
      help: "Il giorno da cui il lavoratore è assunto: la comunicazione UniLav va inviata entro il giorno precedente.",
      required: true,
      field_set: "Rapporto",
    },
    {
      slug: "durata",
      label: "Durata",
      type: "select",
      help: "Il contratto intermittente può essere a tempo indeterminato o determinato.",
      required: true,
      field_set: "Rapporto",
      attributes: {
        options: [
          { value: "indeterminato", label: "a tempo indeterminato" },
          {
            value: "determinato",
            label: "a tempo determinato, fino alla scadenza indicata nel comma seguente",
          },
        ],
      },
    },
    {
      slug: "data_fine",
      label: "Scadenza (contratto a termine)",
      type: "date",
      help: "Solo per il contratto a tempo determinato.",
      field_set: "Rapporto",
      deadline: {
        label_it: "Scadenza del contratto intermittente",
        label_en: "End of the on-call contract",
        reminder: 10080,
      },
    },
    {
      slug: "disponibilita",
      label: "Obbligo di rispondere alla chiamata",
      type: "select",
      help: "Con la disponibilità garantita spetta l'indennità mensile; senza, il lavoratore è libero di rifiutare e non matura nulla nei periodi non lavorati (art. 16).",
      required: true,
      field_set: "Chiamata",
      attributes: {
        options: [
          {
            value: "senza",
            label:
              "non si obbliga a rispondere alle chiamate e, se non risponde, non ha diritto ad alcun trattamento per i periodi non lavorati",
          },
          {
            value: "garantita",
            label:
              "si obbliga a rispondere alle chiamate e, per i periodi di disponibilità, ha diritto all'indennità mensile prevista dal contratto collettivo e comunque non inferiore a quella fissata dal D.M. 10 marzo 2004; il rifiuto ingiustificato di rispondere alla chiamata può costituire motivo di licenziamento e comporta la restituzione della quota di indennità riferita al periodo successivo al rifiuto (art. 16, comma 5)",
          },
        ],
      },
    },
    {
      slug: "preavviso_chiamata",
      label: "Giorni lavorativi di preavviso della chiamata",
      type: "number",
      help: "Almeno un giorno lavorativo (art. 15, comma 1, lett. b); il contratto collettivo può prevederne di più.",
      required: true,
      field_set: "Chiamata",
      attributes: { min: 1, max: 15 },
      validators: [{ name: "numberPositive" }],
    },
    {
      slug: "luogo_lavoro",
      label: "Luogo di lavoro",
      type: "text",
      help: "La sede o l'unità produttiva in cui si svolgono di regola le prestazioni.",
      required: true,
      field_set: "Chiamata",
    },
    {
      slug: "retribuzione_oraria",
      label: "Retribuzione oraria lorda",
      type: "currency",
      help: "La paga oraria del livello secondo il contratto collettivo, con gli eventuali ratei inclusi.",
      required: true,
      field_set: "Trattamento",
      validators: [{ name: "numberPositive" }],
    },
    {
      slug: "giorno_pagamento",
      label: "Giorno di pagamento",
      type: "number",
      help: "Il giorno del mese successivo entro cui si pagano le ore lavorate, ad esempio 10.",
      required: true,
      field_set: "Trattamento",
      attributes: { min: 1, max: 31 },
      validators: [{ name: "numberPositive" }],
    },
    ...firme.fields,
  ],
  notes: [
    {
      slug: "nota_disponibilita",
      label: "Indennità di disponibilità",
      help: "L'indennità è soggetta a contributi per il suo effettivo ammontare e non è computata ai fini degli istituti contrattuali (art. 16 D.Lgs. 81/2015). In caso di malattia o altro impedimento il lavoratore deve avvisare subito il datore, altrimenti perde l'indennità per quindici giorni.",
    },
  ],
  parties: [datore.party, lavoratore.party],
};

import { employmentSignatureBlock } from "../../shared/clauses";
import { oneOrMore } from "../../shared/number-agreement";
import { employmentParties } from "../../shared/parties";
import type { SeedTemplate } from "../../types";

const { datore, lavoratore } = employmentParties({
  employeeHelp: {
    codice_fiscale:
      "Codice fiscale di 16 caratteri, identico a quello della comunicazione UniLav di proroga.",
  },
});
const firme = employmentSignatureBlock(["Il Datore di lavoro", "Il Lavoratore, per consenso alla proroga"]);

export const prorogaTempoDeterminato: SeedTemplate = {
  key: "proroga-tempo-determinato",
  title: "Proroga del contratto di lavoro a tempo determinato",
  language: "it",
  module: "work",
  categories: ["variazioni-rapporto"],
  keywords: [
    "proroga contratto a termine",
    "prolungamento del contratto",
    "rinnovo contratto a termine",
    "decreto dignità",
    "causale",
    "ventiquattro mesi",
    "quattro proroghe",
    "UniLav proroga",
  ],
  discipline: [
    "<h2>Fonti</h2>",
    "<p>La proroga del contratto a tempo determinato è regolata dall'<strong>art. 21, comma 1, del D.Lgs. 15 giugno 2015, n. 81</strong>, come modificato dal D.L. 12 luglio 2018, n. 87 (conv. L. 9 agosto 2018, n. 96) e dal D.L. 4 maggio 2023, n. 48 (conv. L. 3 luglio 2023, n. 85). La proroga sposta in avanti la scadenza dello stesso rapporto, senza interromperlo; il rinnovo è invece un nuovo contratto dopo la cessazione del precedente, ed è soggetto agli intervalli minimi dell'art. 21, comma 2 (dieci o venti giorni).</p>",
    "<h2>Limiti</h2>",
    "<ul>",
    "<li><strong>Consenso del lavoratore</strong>: la proroga richiede il suo consenso ed è ammessa solo quando la durata iniziale del contratto è inferiore a ventiquattro mesi.</li>",
    "<li><strong>Numero</strong>: al massimo quattro proroghe nell'arco di ventiquattro mesi, a prescindere dal numero dei contratti; dalla quinta il contratto si trasforma a tempo indeterminato dalla data di decorrenza della quinta proroga (art. 21, comma 1).</li>",
    "<li><strong>Durata complessiva</strong>: i rapporti a termine tra lo stesso datore e lo stesso lavoratore per mansioni di pari livello e categoria legale non possono superare ventiquattro mesi, salve le diverse disposizioni dei contratti collettivi (art. 19, comma 2); oltre il limite il contratto si trasforma a tempo indeterminato.</li>",
    "<li><strong>Condizioni</strong>: la proroga è libera finché la durata complessiva del rapporto non supera dodici mesi; oltre, è ammessa solo in presenza di una delle condizioni dell'art. 19, comma 1: i casi previsti dai contratti collettivi di cui all'art. 51, le esigenze di natura tecnica, organizzativa o produttiva individuate dalle parti in mancanza di previsioni collettive (nel periodo transitorio fissato dalla legge, da verificare alla data della proroga), la sostituzione di altri lavoratori. La condizione va specificata per iscritto (artt. 19, comma 4, e 21, comma 01).</li>",
    "<li>Le attività stagionali possono essere prorogate anche in assenza delle condizioni (art. 21, comma 01).</li>",
    "</ul>",
    "<h2>Stessa attività</h2>",
    "<p>La proroga presuppone che restino invariate le ragioni dell'assunzione a termine e l'attività svolta: prorogare il contratto cambiandone la motivazione dà luogo a un nuovo contratto, con le regole del rinnovo (Circolare del Ministero del lavoro n. 17 del 31 ottobre 2018). Per prudenza il modello conferma mansioni, inquadramento e luogo di lavoro.</p>",
    "<h2>Adempimenti e costi</h2>",
    "<ul>",
    "<li><strong>Comunicazione obbligatoria</strong> della proroga con il modello UniLav entro cinque giorni (art. 4-bis, comma 5, D.Lgs. 21 aprile 2000, n. 181), e in ogni caso prima della scadenza originaria, per evitare la prosecuzione di fatto del rapporto.</li>",
    "<li>La prosecuzione oltre la scadenza senza proroga comporta le maggiorazioni retributive dell'art. 22 del D.Lgs. 81/2015 e, oltre trenta o cinquanta giorni, la trasformazione a tempo indeterminato.</li>",
    "<li>Il contributo addizionale dell'1,4% (art. 2, comma 28, L. 28 giugno 2012, n. 92) aumenta di 0,5 punti a ogni rinnovo, non alla proroga.</li>",
    "</ul>",
  ].join(""),
  body: [
    "<h1>Proroga del contratto di lavoro a tempo determinato</h1>",
    "<p>Tra</p>",
    datore.appearance,
    "<p>e</p>",
    lavoratore.appearance,
    "<h2>Premesso che</h2>",
    "<ul>",
    "<li>le Parti hanno stipulato in data {{field::data_contratto}} un contratto di lavoro subordinato a tempo determinato, con decorrenza dal {{field::data_inizio_rapporto}} e scadenza il {{field::scadenza_originaria}}, per lo svolgimento delle mansioni di {{field::mansioni}};</li>",
    "<li>la durata iniziale del contratto è inferiore a ventiquattro mesi e la presente è la {{field::numero_proroga}} proroga del rapporto nell'arco di ventiquattro mesi;</li>",
    "<li>il Datore di lavoro ha proposto al Lavoratore di prorogare il termine e il Lavoratore vi acconsente;</li>",
    "</ul>",
    "<p>si conviene quanto segue.</p>",
    "<ol>",
    "<li><p><strong>Proroga del termine.</strong> Ai sensi dell'art. 21, comma 1, del D.Lgs. 15 giugno 2015, n. 81, il termine del contratto indicato in premessa è prorogato, con il consenso del Lavoratore, dal {{field::scadenza_originaria}} al {{field::nuova_scadenza}}. Alla nuova scadenza il rapporto cessa di diritto, senza necessità di disdetta o di preavviso.</p></li>",
    `<li><p><strong>Durata complessiva e condizione.</strong> Per effetto della proroga la durata complessiva dei rapporti a termine intercorsi tra le Parti per mansioni di pari livello e categoria legale è di ${oneOrMore("durata_complessiva_mesi", "un mese", "{{field::durata_complessiva_mesi}} mesi")} e non supera il limite di ventiquattro mesi di cui all'art. 19, comma 2, del D.Lgs. 81/2015, salve le diverse disposizioni del contratto collettivo applicato. Le Parti danno atto che {{field::regime_condizione}}{{note::nota_condizione}}</p><p>Specificazione della condizione, quando richiesta: {{field::condizione}}.</p></li>`,
    "<li><p><strong>Stessa attività e altre condizioni.</strong> Il Lavoratore continua a svolgere le stesse mansioni, con lo stesso inquadramento e lo stesso luogo di lavoro. Restano ferme tutte le altre condizioni del contratto indicato in premessa, che le Parti confermano.</p></li>",
    "<li><p><strong>Diritto di precedenza.</strong> Il Datore di lavoro informa il Lavoratore che, se nell'esecuzione di uno o più contratti a termine presso di lui avrà prestato attività per un periodo superiore a sei mesi, avrà diritto di precedenza nelle assunzioni a tempo indeterminato effettuate entro i successivi dodici mesi per le mansioni già espletate, a condizione che ne manifesti la volontà per iscritto entro sei mesi dalla cessazione del rapporto (art. 24 del D.Lgs. 81/2015).</p></li>",
    "<li><p><strong>Comunicazione obbligatoria.</strong> Il Datore di lavoro provvede alla comunicazione della proroga al servizio competente nei termini di legge e ne consegna copia al Lavoratore.</p></li>",
    "</ol>",
    firme.html,
  ].join(""),
  fields: [
    ...datore.fields,
    ...lavoratore.fields,
    {
      slug: "data_contratto",
      label: "Data del contratto a termine",
      type: "date",
      help: "La data in cui è stato firmato il contratto che si proroga.",
      required: true,
      field_set: "Contratto in corso",
    },
    {
      slug: "data_inizio_rapporto",
      label: "Inizio del rapporto",
      type: "date",
      help: "Il primo giorno di lavoro del contratto che si proroga.",
      required: true,
      field_set: "Contratto in corso",
    },
    {
      slug: "scadenza_originaria",
      label: "Scadenza attuale",
      type: "date",
      help: "La scadenza da prorogare: la proroga va firmata e comunicata prima di questa data.",
      required: true,
      field_set: "Contratto in corso",
    },
    {
      slug: "mansioni",
      label: "Mansioni",
      type: "text",
      help: "Le mansioni del contratto in corso, che la proroga non può cambiare.",
      required: true,
      field_set: "Contratto in corso",
    },
    {
      slug: "numero_proroga",
      label: "Quale proroga",
      type: "select",
      help: "Al massimo quattro proroghe in ventiquattro mesi: dalla quinta il rapporto diventa a tempo indeterminato (art. 21 D.Lgs. 81/2015).",
      required: true,
      field_set: "Proroga",
      attributes: {
        options: [
          { value: "1", label: "prima" },
          { value: "2", label: "seconda" },
          { value: "3", label: "terza" },
          { value: "4", label: "quarta" },
        ],
      },
    },
    {
      slug: "nuova_scadenza",
      label: "Nuova scadenza",
      type: "date",
      help: "La data a cui il termine è prorogato. Con la proroga la durata complessiva non può superare ventiquattro mesi.",
      required: true,
      field_set: "Proroga",
      deadline: {
        label_it: "Scadenza del contratto a termine prorogato",
        label_en: "End of the extended fixed-term contract",
        reminder: 10080,
      },
    },
    {
      slug: "durata_complessiva_mesi",
      label: "Durata complessiva in mesi",
      type: "number",
      help: "La somma dei rapporti a termine tra le stesse Parti per mansioni di pari livello, compresa la proroga: al massimo 24, salvo diverso limite del contratto collettivo.",
      required: true,
      field_set: "Proroga",
      attributes: { min: 1, max: 24 },
      validators: [{ name: "numberPositive" }],
    },
    {
      slug: "regime_condizione",
      label: "Condizione della proroga",
      type: "select",
      help: "Entro dodici mesi complessivi la proroga è libera; oltre, serve una delle condizioni dell'art. 19, comma 1, specificata per iscritto.",
      required: true,
      field_set: "Proroga",
      attributes: {
        options: [
          {
            value: "libera",
            label:
              "la durata complessiva del rapporto, compresa la proroga, non supera dodici mesi, sicché la proroga non richiede l'indicazione di una condizione ai sensi dell'art. 21, comma 01, del D.Lgs. 81/2015.",
          },
          {
            value: "condizione",
            label:
              "la durata complessiva del rapporto supera dodici mesi e la proroga è giustificata dalla condizione di cui all'art. 19, comma 1, del D.Lgs. 81/2015 specificata nel comma seguente.",
          },
        ],
      },
    },
    {
      slug: "condizione",
      label: "Specificazione della condizione",
      type: "textarea",
      help: "Da compilare se la durata complessiva supera dodici mesi: la previsione del contratto collettivo applicato, le esigenze tecniche, organizzative o produttive concrete, o il nome del lavoratore sostituito e la ragione dell'assenza.",
      field_set: "Proroga",
      attributes: { rows: 3 },
    },
    ...firme.fields,
  ],
  notes: [
    {
      slug: "nota_condizione",
      label: "Oltre dodici mesi",
      help: "Una condizione generica («esigenze aziendali») equivale alla sua mancanza e, oltre i dodici mesi, espone alla trasformazione del rapporto a tempo indeterminato: indicare fatti concreti e verificabili.",
    },
  ],
  parties: [datore.party, lavoratore.party],
};

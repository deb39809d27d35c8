import { communicationsClause, disputesClause, privacyClause, signatureBlock } from "../../shared/clauses";
import { oneOrMore } from "../../shared/number-agreement";
import { anyParty, companyParty } from "../../shared/parties";
import type { SeedTemplate } from "../../types";

const preponente = companyParty({
  slug: "preponente",
  term: "Preponente",
  of: "del preponente",
  contacts: ["pec"],
});
const procacciatore = anyParty({
  slug: "procacciatore",
  term: "Procacciatore",
  of: "del procacciatore",
  contacts: ["email"],
});
const controversie = disputesClause({ mediation: false, forum: "foro" });
const firme = signatureBlock({
  signers: ["Il Preponente", "Il Procacciatore"],
  approvals:
    "3 (facoltà di rifiutare le proposte), 4 (provvigione solo sugli affari pagati) e 12 (foro competente)",
});

export const procacciamentoAffari: SeedTemplate = {
  key: "procacciamento-affari",
  title: "Contratto di procacciamento d'affari",
  language: "it",
  module: "civil_commercial",
  categories: ["agenzia-mandato"],
  keywords: [
    "procacciatore d'affari",
    "segnalatore",
    "segnalazione di clienti",
    "provvigione occasionale",
    "procacciamento",
    "ritenuta 25-bis",
    "senza esclusiva",
  ],
  discipline: [
    "<h2>Natura del contratto</h2>",
    "<p>Il procacciamento d'affari è un contratto atipico: il procacciatore raccoglie proposte di contratto o segnala potenziali clienti al preponente, in modo occasionale, <strong>senza obbligo</strong> di promuovere gli affari e <strong>senza stabilità</strong> né zona riservata. Proprio la mancanza di un incarico stabile e continuativo lo distingue, secondo la giurisprudenza di legittimità, dal contratto di agenzia (art. 1742 c.c.), che obbliga l'agente a promuovere stabilmente la conclusione di contratti in una zona determinata; dal mediatore lo distingue il fatto di agire nell'interesse di una sola parte (art. 1754 c.c.). Al procacciatore si applicano per analogia le norme dell'agenzia compatibili con l'occasionalità, in particolare quelle sulla provvigione (artt. 1748 e 1749 c.c.), non quelle che presuppongono la stabilità (indennità di fine rapporto, preavviso, contributi Enasarco).</p>",
    "<h2>Il rischio di riqualificazione</h2>",
    "<p>Se in concreto il procacciatore opera con continuità, in una zona, seguendo istruzioni e obiettivi, il rapporto può essere riqualificato come agenzia, con l'obbligo dell'iscrizione all'Enasarco, dell'indennità di fine rapporto (art. 1751 c.c.) e del preavviso (art. 1750 c.c.). Il modello esclude obblighi di attività, esclusive e zone, e va applicato in coerenza.</p>",
    "<h2>Imposte e contributi</h2>",
    "<ul>",
    "<li>Sulle provvigioni il preponente sostituto d'imposta opera la ritenuta d'acconto sul 50% dell'importo, all'aliquota del primo scaglione IRPEF, ridotta al 20% dell'importo se il procacciatore si avvale in via continuativa di dipendenti o terzi (art. 25-bis D.P.R. 29 settembre 1973, n. 600).</li>",
    "<li>Chi procaccia affari abitualmente esercita un'attività d'impresa, con partita IVA e iscrizione al registro delle imprese; per l'attività occasionale il compenso è reddito diverso (art. 67, comma 1, D.P.R. 22 dicembre 1986, n. 917) e la contribuzione alla Gestione separata è dovuta oltre la soglia annua di 5.000 euro (art. 44, comma 2, D.L. 30 settembre 2003, n. 269).</li>",
    "</ul>",
  ].join(""),
  body: [
    "<h1>Contratto di procacciamento d'affari</h1>",
    "<p>Tra</p>",
    preponente.appearance,
    "<p>e</p>",
    procacciatore.appearance,
    "<p>si conviene e si stipula quanto segue.</p>",
    "<ol>",
    "<li><p><strong>Oggetto.</strong> Il Procacciatore può segnalare al Preponente potenziali clienti interessati ai seguenti prodotti o servizi: {{field::prodotti}}, e raccoglierne le proposte d'ordine, da trasmettere senza ritardo al Preponente con le informazioni utili alla loro valutazione.</p></li>",
    "<li><p><strong>Occasionalità e autonomia.</strong> Il Procacciatore opera in modo occasionale e in piena autonomia, senza alcun obbligo di svolgere attività, senza vincoli di orario o di risultato e senza esclusiva né zona riservata; l'indicazione dell'area in cui di regola opera ({{field::area}}) ha solo valore descrittivo. Il Procacciatore non ha il potere di rappresentare il Preponente, di concludere contratti in suo nome, né di riscuoterne i crediti.</p></li>",
    "<li><p><strong>Accettazione degli ordini.</strong> Il Preponente è libero di accettare o rifiutare le proposte raccolte o i clienti segnalati, senza obbligo di motivazione, e ne dà notizia al Procacciatore entro trenta giorni.</p></li>",
    `<li><p><strong>Provvigione.</strong> Per ogni affare concluso dal Preponente con un cliente segnalato dal Procacciatore entro sei mesi dalla segnalazione spetta al Procacciatore una provvigione del {{field::provvigione}}% {{field::base_provvigione}}. La provvigione è dovuta {{field::maturazione}} ed è pagata entro ${oneOrMore("giorni_pagamento", "un giorno", "{{field::giorni_pagamento}} giorni")} dalla fine del mese in cui matura, previa emissione della fattura o della ricevuta.</p></li>`,
    "<li><p><strong>Spese.</strong> Le spese sostenute dal Procacciatore per la propria attività restano a suo carico e sono comprese nella provvigione.</p></li>",
    "<li><p><strong>Rendiconto.</strong> Il Preponente trasmette al Procacciatore, con ogni pagamento, l'elenco degli affari che hanno dato luogo alla provvigione, con gli importi e gli incassi.</p></li>",
    "<li><p><strong>Immagine e riservatezza.</strong> Il Procacciatore usa i marchi e il materiale del Preponente solo nei limiti da questo autorizzati, non rende dichiarazioni difformi dalle condizioni del Preponente e mantiene riservate le informazioni commerciali ricevute.</p></li>",
    "<li><p><strong>Durata.</strong> Il contratto {{field::durata}}.</p><p>Scadenza, se il contratto è a tempo determinato: {{field::data_scadenza}}.</p><p>Alla cessazione spettano al Procacciatore solo le provvigioni sugli affari già segnalati che il Preponente concluda entro sei mesi, alle condizioni dell'articolo 4; non sono dovute indennità di fine rapporto né di preavviso.</p></li>",
    communicationsClause,
    privacyClause,
    "<li><p><strong>Adempimenti fiscali.</strong> Il Procacciatore dichiara che {{field::regime_fiscale}}. Sulle provvigioni il Preponente opera, quando dovuta, la ritenuta d'acconto prevista dall'art. 25-bis del D.P.R. 29 settembre 1973, n. 600.</p></li>",
    controversie.clause,
    "</ol>",
    firme.html,
  ].join(""),
  fields: [
    ...preponente.fields,
    ...procacciatore.fields,
    {
      slug: "prodotti",
      label: "Prodotti o servizi",
      type: "textarea",
      help: "I prodotti o servizi per cui il procacciatore può segnalare clienti, o il rinvio al listino.",
      required: true,
      field_set: "Incarico",
      attributes: { rows: 3 },
    },
    {
      slug: "area",
      label: "Area in cui opera di regola",
      type: "text",
      help: "Solo descrittiva, ad esempio «province di Bari e Lecce»: una zona riservata farebbe pensare a un'agenzia.",
      required: true,
      field_set: "Incarico",
    },
    {
      slug: "provvigione",
      label: "Provvigione",
      type: "percentage",
      help: "La percentuale sul valore degli affari conclusi.",
      required: true,
      field_set: "Provvigione",
      attributes: { min: 0, max: 50 },
    },
    {
      slug: "base_provvigione",
      label: "Base di calcolo",
      type: "select",
      help: "Su che cosa si calcola la provvigione.",
      required: true,
      field_set: "Provvigione",
      attributes: {
        options: [
          {
            value: "imponibile",
            label:
              "sull'imponibile fatturato al cliente, al netto dell'IVA, degli sconti e delle spese di trasporto",
          },
          { value: "primo_ordine", label: "sull'imponibile del solo primo ordine del cliente segnalato" },
        ],
      },
    },
    {
      slug: "maturazione",
      label: "Quando matura la provvigione",
      type: "select",
      help: "Il patto di «buon fine» lega la provvigione all'incasso.",
      required: true,
      field_set: "Provvigione",
      attributes: {
        options: [
          {
            value: "incasso",
            label:
              "solo dopo l'integrale pagamento del prezzo da parte del cliente, e in proporzione a quanto incassato",
          },
          {
            value: "esecuzione",
            label: "quando il Preponente ha eseguito la prestazione nei confronti del cliente",
          },
        ],
      },
    },
    {
      slug: "giorni_pagamento",
      label: "Giorni per il pagamento",
      type: "number",
      help: "Entro quanti giorni dalla fine del mese di maturazione si paga.",
      required: true,
      field_set: "Provvigione",
      attributes: { min: 0, max: 90 },
    },
    {
      slug: "durata",
      label: "Durata",
      type: "select",
      help: "Senza stabilità: la libertà di recesso è coerente con l'occasionalità.",
      required: true,
      field_set: "Durata",
      attributes: {
        options: [
          {
            value: "indeterminato",
            label:
              "è a tempo indeterminato e ciascuna Parte può recedere in ogni momento con comunicazione scritta, senza preavviso",
          },
          {
            value: "determinato",
            label:
              "ha durata fino alla scadenza indicata nel comma seguente, salvo recesso di una delle Parti con comunicazione scritta",
          },
        ],
      },
    },
    {
      slug: "data_scadenza",
      label: "Scadenza (contratto a termine)",
      type: "date",
      help: "Solo per il contratto a tempo determinato.",
      field_set: "Durata",
      deadline: {
        label_it: "Scadenza del contratto di procacciamento",
        label_en: "End of the business introducer agreement",
        reminder: 10080,
      },
    },
    {
      slug: "regime_fiscale",
      label: "Regime fiscale del procacciatore",
      type: "select",
      help: "L'attività abituale richiede la partita IVA; quella occasionale no.",
      required: true,
      field_set: "Durata",
      attributes: {
        options: [
          {
            value: "iva",
            label: "esercita l'attività abitualmente, con partita IVA, ed emette fattura per le provvigioni",
          },
          {
            value: "occasionale",
            label:
              "svolge l'attività in modo occasionale, senza partita IVA, e rilascia ricevuta per le provvigioni",
          },
        ],
      },
    },
    ...controversie.fields,
    ...firme.fields,
  ],
  notes: [],
  parties: [preponente.party, procacciatore.party],
};

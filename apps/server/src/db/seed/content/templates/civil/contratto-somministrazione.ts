import { communicationsClause, disputesClause, privacyClause, signatureBlock } from "../../shared/clauses";
import { oneOrMore } from "../../shared/number-agreement";
import { companyParty } from "../../shared/parties";
import type { SeedTemplate } from "../../types";

const fornitore = companyParty({
  slug: "fornitore",
  term: "Fornitore",
  of: "del fornitore",
  contacts: ["pec"],
});
const cliente = companyParty({ slug: "cliente", term: "Cliente", of: "del cliente", contacts: ["pec"] });
const controversie = disputesClause({ mediation: true, forum: "foro" });
const firme = signatureBlock({
  signers: ["Il Fornitore", "Il Cliente"],
  approvals:
    "5 (modifica dei prezzi), 7 (sospensione delle forniture), 8 (limitazione della garanzia), 9 (esclusiva), 10 (recesso) e 14 (foro competente)",
});

export const contrattoSomministrazione: SeedTemplate = {
  key: "contratto-somministrazione",
  title: "Contratto di fornitura continuativa (somministrazione)",
  language: "it",
  module: "civil_commercial",
  categories: ["compravendita"],
  keywords: [
    "fornitura",
    "contratto di fornitura",
    "somministrazione di beni",
    "forniture periodiche",
    "accordo quadro di fornitura",
    "listino prezzi",
    "esclusiva di fornitura",
    "art. 1559",
  ],
  discipline: [
    "<h2>Fonti</h2>",
    "<p>La somministrazione è il contratto con il quale una parte si obbliga, verso corrispettivo di un prezzo, a eseguire a favore dell'altra prestazioni periodiche o continuative di cose (<strong>art. 1559 c.c.</strong>). È regolata dagli <strong>artt. 1559-1570 c.c.</strong> e, per quanto compatibili, dalle norme del contratto a cui corrispondono le singole prestazioni, di regola la vendita (art. 1570 c.c.). Non va confusa con la somministrazione di lavoro (D.Lgs. 15 giugno 2015, n. 81), che riguarda la fornitura di personale.</p>",
    "<h2>Quantità, prezzo e pagamento</h2>",
    "<ul>",
    "<li>Se l'entità delle prestazioni non è determinata, si intende pattuita quella corrispondente al normale fabbisogno del cliente; se sono fissati un minimo e un massimo, il cliente sceglie entro quei limiti (art. 1560 c.c.).</li>",
    "<li>Se il prezzo non è determinato, si applica il prezzo corrente al tempo e nel luogo di ciascuna prestazione (art. 1561 c.c.); il modello rinvia al listino del fornitore e ne regola le modifiche con un preavviso, con facoltà di recesso del cliente.</li>",
    "<li>Tra imprese il termine di pagamento non può superare sessanta giorni, salvo patto scritto espresso e non gravemente iniquo; in caso di ritardo decorrono di diritto gli interessi moratori del D.Lgs. 9 ottobre 2002, n. 231 (art. 4 e 5), oltre all'importo forfettario di 40 euro per i costi di recupero (art. 6).</li>",
    "</ul>",
    "<h2>Inadempimento, esclusiva e durata</h2>",
    "<ul>",
    "<li>L'inadempimento di una singola prestazione giustifica la risoluzione dell'intero contratto solo se ha notevole importanza ed è tale da menomare la fiducia nell'esattezza dei successivi adempimenti (art. 1564 c.c.).</li>",
    "<li>Se il cliente non paga e l'inadempimento è di lieve entità, il fornitore non può sospendere la somministrazione senza congruo preavviso (art. 1565 c.c.).</li>",
    "<li>L'esclusiva a favore del fornitore impedisce al cliente di ricevere da terzi prestazioni della stessa natura; quella a favore del cliente impedisce al fornitore di compiere prestazioni simili nella zona convenuta, e obbliga il cliente a promuovere la vendita se ne assume l'obbligo (artt. 1567 e 1568 c.c.). Il patto di preferenza non può durare più di cinque anni (art. 1566 c.c.).</li>",
    "<li>Se la durata non è stabilita, ciascuna parte può recedere dando preavviso nel termine pattuito o stabilito dagli usi o, in mancanza, in un termine congruo (art. 1569 c.c.).</li>",
    "</ul>",
    "<h2>Controversie</h2>",
    "<p>Per le controversie in materia di somministrazione la mediazione è condizione di procedibilità della domanda giudiziale (art. 5, comma 1, D.Lgs. 4 marzo 2010, n. 28, come modificato dal D.Lgs. 10 ottobre 2022, n. 149).</p>",
  ].join(""),
  body: [
    "<h1>Contratto di fornitura continuativa</h1>",
    "<p>Tra</p>",
    fornitore.appearance,
    "<p>e</p>",
    cliente.appearance,
    "<p>si conviene e si stipula quanto segue.</p>",
    "<ol>",
    "<li><p><strong>Oggetto.</strong> Il Fornitore si obbliga a eseguire a favore del Cliente, che accetta, prestazioni {{field::tipo_prestazioni}} dei seguenti beni: {{field::beni}}, ai sensi degli artt. 1559 ss. c.c.</p></li>",
    `<li><p><strong>Quantità e ordini.</strong> Le quantità sono determinate come segue: {{field::quantita}}. Il Cliente trasmette gli ordini per iscritto, anche con posta elettronica, con un anticipo di almeno ${oneOrMore("preavviso_ordini", "un giorno lavorativo", "{{field::preavviso_ordini}} giorni lavorativi")} sulla data di consegna richiesta; l'ordine conforme al presente contratto è vincolante per il Fornitore.</p></li>`,
    "<li><p><strong>Consegne.</strong> Le consegne avvengono presso {{field::luogo_consegna}}, {{field::resa}}. Il rischio passa al Cliente con la consegna. Il Cliente verifica la merce all'arrivo e annota sul documento di trasporto le differenze di quantità e i danni apparenti.</p></li>",
    "<li><p><strong>Qualità.</strong> I beni sono conformi alle specifiche tecniche concordate, alle norme vigenti e alle campionature approvate dal Cliente, e sono accompagnati dalle certificazioni e dalle schede tecniche e di sicurezza previste dalla legge.</p></li>",
    "<li><p><strong>Prezzi.</strong> I prezzi sono quelli del {{field::listino}}, al netto dell'IVA. Il Fornitore può modificarli con un preavviso scritto di almeno sessanta giorni; le modifiche non si applicano agli ordini già accettati e, se comportano un aumento superiore al cinque per cento, il Cliente può recedere dal contratto entro la data della loro entrata in vigore, senza penali.</p></li>",
    `<li><p><strong>Pagamento.</strong> Il Cliente paga ciascuna fornitura entro ${oneOrMore("giorni_pagamento", "un giorno", "{{field::giorni_pagamento}} giorni")} dalla data di ricevimento della fattura, mediante bonifico bancario. In caso di ritardo decorrono di diritto gli interessi moratori nella misura prevista dal D.Lgs. 9 ottobre 2002, n. 231, oltre all'importo forfettario di euro 40 per i costi di recupero.</p></li>`,
    "<li><p><strong>Sospensione delle forniture.</strong> Se il Cliente non paga alla scadenza, il Fornitore può sospendere le forniture con un preavviso scritto di almeno quindici giorni, anche quando l'inadempimento è di lieve entità (art. 1565 c.c.), fino al pagamento dello scaduto.</p></li>",
    "<li><p><strong>Garanzia.</strong> Il Fornitore garantisce i beni dai vizi ai sensi degli artt. 1490 ss. c.c.; i vizi sono denunciati entro otto giorni dalla scoperta (art. 1495 c.c.). La garanzia consiste nella sostituzione o riparazione dei beni viziati o, se non possibile, nella riduzione del prezzo o nella risoluzione della singola fornitura, salvo il risarcimento del danno nei casi di dolo o colpa grave (art. 1229 c.c.).</p></li>",
    "<li><p><strong>Esclusiva.</strong> {{field::esclusiva}}</p><p>Zona dell'esclusiva a favore del Cliente, se pattuita: {{field::zona_esclusiva}}.</p></li>",
    "<li><p><strong>Durata e recesso.</strong> Il contratto decorre dal {{field::data_inizio}} e {{field::durata}}.</p><p>Prima scadenza, se il contratto è a tempo determinato: {{field::data_scadenza}}.</p><p>Il recesso non pregiudica l'esecuzione degli ordini già accettati.</p></li>",
    "<li><p><strong>Risoluzione.</strong> Ciascuna Parte può risolvere il contratto, ai sensi dell'art. 1564 c.c., quando l'inadempimento dell'altra relativo a una singola prestazione ha notevole importanza ed è tale da menomare la fiducia nell'esattezza dei successivi adempimenti; il mancato pagamento di due forniture consecutive è considerato tale.</p></li>",
    communicationsClause,
    privacyClause,
    controversie.clause,
    "<li><p><strong>Disposizioni finali.</strong> Ogni modifica del presente contratto deve risultare da atto scritto. Le condizioni generali delle Parti non si applicano se non richiamate per iscritto. Per quanto non previsto si applicano gli artt. 1559-1570 c.c. e le norme sulla vendita.</p></li>",
    "</ol>",
    firme.html,
  ].join(""),
  fields: [
    ...fornitore.fields,
    ...cliente.fields,
    {
      slug: "beni",
      label: "Beni forniti",
      type: "textarea",
      help: "Descrizione, codici e specifiche dei beni, o il rinvio al catalogo allegato.",
      required: true,
      field_set: "Fornitura",
      attributes: { rows: 3 },
    },
    {
      slug: "tipo_prestazioni",
      label: "Tipo di prestazioni",
      type: "select",
      help: "Periodiche se le consegne si ripetono a intervalli; continuative se la fornitura è ininterrotta (ad esempio di gas tecnici in bombole a noleggio).",
      required: true,
      field_set: "Fornitura",
      attributes: {
        options: [
          { value: "periodiche", label: "periodiche" },
          { value: "continuative", label: "continuative" },
        ],
      },
    },
    {
      slug: "quantita",
      label: "Quantità",
      type: "text",
      help: "Ad esempio «un minimo di 200 e un massimo di 500 pezzi al mese, secondo gli ordini del Cliente» (art. 1560 c.c.).",
      required: true,
      field_set: "Fornitura",
    },
    {
      slug: "preavviso_ordini",
      label: "Giorni lavorativi di anticipo degli ordini",
      type: "number",
      help: "Con quanti giorni lavorativi di anticipo sulla consegna il cliente ordina.",
      required: true,
      field_set: "Fornitura",
      attributes: { min: 1, max: 60 },
      validators: [{ name: "numberPositive" }],
    },
    {
      slug: "luogo_consegna",
      label: "Luogo di consegna",
      type: "text",
      help: "Il magazzino o lo stabilimento del cliente, con l'indirizzo.",
      required: true,
      field_set: "Fornitura",
    },
    {
      slug: "resa",
      label: "Resa e trasporto",
      type: "select",
      help: "Chi organizza e paga il trasporto.",
      required: true,
      field_set: "Fornitura",
      attributes: {
        options: [
          { value: "franco_destino", label: "franco destino, con trasporto a cura e spese del Fornitore" },
          {
            value: "franco_partenza",
            label: "franco stabilimento del Fornitore, con trasporto a cura e spese del Cliente",
          },
        ],
      },
    },
    {
      slug: "listino",
      label: "Listino prezzi",
      type: "text",
      help: "Ad esempio «listino del Fornitore in vigore al 1° gennaio 2027, allegato al contratto».",
      required: true,
      field_set: "Prezzo",
    },
    {
      slug: "giorni_pagamento",
      label: "Giorni per il pagamento",
      type: "number",
      help: "Tra imprese al massimo 60 giorni, salvo patto espresso non gravemente iniquo (art. 4 D.Lgs. 231/2002).",
      required: true,
      field_set: "Prezzo",
      attributes: { min: 0, max: 60 },
    },
    {
      slug: "esclusiva",
      label: "Esclusiva",
      type: "select",
      help: "L'esclusiva va pattuita espressamente (artt. 1567 e 1568 c.c.).",
      required: true,
      field_set: "Durata ed esclusiva",
      attributes: {
        options: [
          {
            value: "nessuna",
            label: "Il contratto non attribuisce diritti di esclusiva a nessuna delle Parti.",
          },
          {
            value: "fornitore",
            label:
              "Il Cliente si obbliga a non ricevere da terzi, per la durata del contratto, prestazioni della stessa natura, né a provvedervi con mezzi propri (art. 1567 c.c.).",
          },
          {
            value: "cliente",
            label:
              "Il Fornitore si obbliga a non compiere, nella zona indicata nel comma seguente e per la durata del contratto, prestazioni della stessa natura a favore di terzi (art. 1568 c.c.).",
          },
        ],
      },
    },
    {
      slug: "zona_esclusiva",
      label: "Zona dell'esclusiva",
      type: "text",
      help: "Solo per l'esclusiva a favore del cliente: il territorio in cui il fornitore non rifornisce altri, ad esempio «le province di Bologna e Modena».",
      field_set: "Durata ed esclusiva",
    },
    {
      slug: "data_inizio",
      label: "Decorrenza",
      type: "date",
      help: "Il giorno da cui il contratto ha effetto.",
      required: true,
      field_set: "Durata ed esclusiva",
    },
    {
      slug: "durata",
      label: "Durata",
      type: "select",
      help: "A tempo indeterminato ciascuna parte recede con preavviso (art. 1569 c.c.).",
      required: true,
      field_set: "Durata ed esclusiva",
      attributes: {
        options: [
          {
            value: "determinata",
            label:
              "ha durata fino alla data indicata nel comma seguente, alla quale si rinnova tacitamente di anno in anno, salvo disdetta comunicata almeno novanta giorni prima della scadenza",
          },
          {
            value: "indeterminata",
            label:
              "è a tempo indeterminato: ciascuna Parte può recedere con un preavviso scritto di almeno novanta giorni (art. 1569 c.c.)",
          },
        ],
      },
    },
    {
      slug: "data_scadenza",
      label: "Prima scadenza",
      type: "date",
      help: "Solo per il contratto a tempo determinato; la disdetta va inviata almeno novanta giorni prima.",
      field_set: "Durata ed esclusiva",
      deadline: {
        label_it: "Scadenza del contratto di fornitura",
        label_en: "Expiry of the supply contract",
        reminder: 10080,
      },
    },
    ...controversie.fields,
    ...firme.fields,
  ],
  notes: [],
  parties: [fornitore.party, cliente.party],
};

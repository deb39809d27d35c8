import { communicationsClause, disputesClause, privacyClause, signatureBlock } from "../../shared/clauses";
import { oneOrMore } from "../../shared/number-agreement";
import { companyParty } from "../../shared/parties";
import type { SeedTemplate } from "../../types";

const locatore = companyParty({ slug: "locatore", term: "Locatore", of: "del locatore", contacts: ["pec"] });
const conduttore = companyParty({
  slug: "conduttore",
  term: "Conduttore",
  of: "del conduttore",
  contacts: ["pec"],
});
const controversie = disputesClause({ mediation: false, forum: "foro" });
const firme = signatureBlock({
  signers: ["Il Locatore", "Il Conduttore"],
  approvals:
    "5 (manutenzione), 6 (divieto di sublocazione e di spostamento), 7 (rischio e assicurazione), 9 (mancato pagamento) e 13 (foro competente)",
});

export const noleggioBeniStrumentali: SeedTemplate = {
  key: "noleggio-beni-strumentali",
  title: "Contratto di noleggio di beni strumentali",
  language: "it",
  module: "civil_commercial",
  categories: ["compravendita"],
  keywords: [
    "noleggio",
    "noleggio operativo",
    "locazione di beni mobili",
    "noleggio macchinari",
    "noleggio attrezzature",
    "renting",
    "canone di noleggio",
    "art. 1571",
  ],
  discipline: [
    "<h2>Fonti</h2>",
    "<p>Il noleggio di beni strumentali (macchinari, attrezzature, apparecchiature informatiche, veicoli da lavoro) è una <strong>locazione di cose mobili</strong>: una parte si obbliga a far godere all'altra una cosa mobile per un dato tempo, verso un corrispettivo (<strong>art. 1571 c.c.</strong>). Si applicano gli artt. 1571-1606 c.c. Il noleggio «operativo» non va confuso con la locazione finanziaria (leasing), in cui il bene è acquistato da un intermediario su indicazione dell'utilizzatore, che ne sopporta i rischi e può riscattarlo: il leasing è riservato a banche e intermediari finanziari (artt. 106 ss. D.Lgs. 1° settembre 1993, n. 385) ed è regolato dalla L. 4 agosto 2017, n. 124, art. 1, commi 136-140.</p>",
    "<h2>Obblighi delle parti</h2>",
    "<ul>",
    "<li>Il locatore consegna la cosa in buono stato di manutenzione, la mantiene in stato da servire all'uso convenuto e ne garantisce il pacifico godimento (art. 1575 c.c.); esegue le riparazioni necessarie, ma per le cose mobili le spese di conservazione e di ordinaria manutenzione sono a carico del conduttore, salvo patto contrario (art. 1576 c.c.). Il modello consente di scegliere il noleggio «tutto compreso», con la manutenzione a carico del locatore.</li>",
    "<li>Il locatore risponde dei vizi della cosa che ne diminuiscono in modo apprezzabile l'idoneità all'uso (art. 1578 c.c.).</li>",
    "<li>Il conduttore usa la cosa con la diligenza del buon padre di famiglia per l'uso convenuto (art. 1587 c.c.), risponde della perdita e del deterioramento se non prova che sono avvenuti per causa a lui non imputabile (art. 1588 c.c.) e la restituisce nello stato in cui l'ha ricevuta, salvo il deterioramento d'uso (art. 1590 c.c.). La sublocazione di cose mobili deve essere autorizzata dal locatore o consentita dagli usi (art. 1594 c.c.).</li>",
    "<li>Il conduttore in mora nella restituzione paga il corrispettivo convenuto fino alla riconsegna, salvo il maggior danno (art. 1591 c.c.).</li>",
    "</ul>",
    "<h2>Sicurezza delle attrezzature</h2>",
    "<p>Chi noleggia attrezzature di lavoro a un datore di lavoro deve consegnarle conformi ai requisiti di sicurezza e accompagnate dalla dichiarazione di conformità e dalle istruzioni; il datore di lavoro che le riceve le mette a disposizione solo di lavoratori formati e ne cura la manutenzione e le verifiche periodiche previste (artt. 70-72 D.Lgs. 9 aprile 2008, n. 81).</p>",
    "<h2>Aspetti fiscali</h2>",
    "<p>Il canone è soggetto a IVA e per il conduttore impresa è un costo deducibile per competenza; la scrittura privata, relativa a operazioni soggette a IVA, si registra solo in caso d'uso, con l'imposta fissa (art. 5, secondo comma, D.P.R. 26 aprile 1986, n. 131).</p>",
  ].join(""),
  body: [
    "<h1>Contratto di noleggio</h1>",
    "<p>Tra</p>",
    locatore.appearance,
    "<p>e</p>",
    conduttore.appearance,
    "<p>si conviene e si stipula quanto segue.</p>",
    "<ol>",
    "<li><p><strong>Oggetto.</strong> Il Locatore concede in noleggio al Conduttore, che accetta, i seguenti beni: {{field::beni}} (i «Beni»), ai sensi degli artt. 1571 ss. c.c. I Beni restano di proprietà del Locatore e il Conduttore non acquista su di essi alcun diritto diverso dal godimento convenuto.</p></li>",
    "<li><p><strong>Consegna e installazione.</strong> I Beni sono consegnati il {{field::data_consegna}} presso {{field::luogo_utilizzo}}, funzionanti, in buono stato di manutenzione e accompagnati dalla dichiarazione di conformità e dalle istruzioni per l'uso; le Parti ne descrivono lo stato nel verbale di consegna.</p></li>",
    `<li><p><strong>Durata.</strong> Il noleggio ha la durata di ${oneOrMore("durata_mesi", "un mese", "{{field::durata_mesi}} mesi")} dalla consegna e scade il {{field::data_scadenza}}. Alla scadenza si rinnova di mese in mese, alle stesse condizioni, salvo disdetta di una delle Parti comunicata con un preavviso di almeno ${oneOrMore("preavviso_giorni", "un giorno", "{{field::preavviso_giorni}} giorni")}.</p></li>`,
    "<li><p><strong>Canone.</strong> Il Conduttore corrisponde un canone mensile di € {{field::canone_mensile}}, oltre all'IVA, in via anticipata entro il giorno 5 di ogni mese, mediante bonifico bancario o addebito diretto. Il Conduttore versa alla consegna un deposito cauzionale di € {{field::deposito}}, infruttifero, che il Locatore restituisce alla riconsegna dei Beni, detratti gli importi eventualmente dovuti.</p></li>",
    "<li><p><strong>Manutenzione.</strong> {{field::manutenzione}} Il Conduttore comunica senza ritardo al Locatore i guasti e le anomalie e non interviene sui Beni, né li fa riparare da terzi, senza il suo consenso.</p></li>",
    "<li><p><strong>Uso dei Beni.</strong> Il Conduttore usa i Beni con la diligenza del buon padre di famiglia, secondo le istruzioni del costruttore e solo per la propria attività, affidandoli a personale formato ai sensi del D.Lgs. 9 aprile 2008, n. 81. Non può sublocarli, cederli o concederli in uso a terzi, né spostarli dal luogo indicato all'articolo 2, senza il consenso scritto del Locatore (art. 1594 c.c.).</p></li>",
    "<li><p><strong>Rischio e assicurazione.</strong> Dalla consegna alla riconsegna il Conduttore risponde della perdita e del deterioramento dei Beni, anche per furto, incendio o caso fortuito, salvo il normale deterioramento d'uso (art. 1588 c.c.). {{field::assicurazione}}</p></li>",
    "<li><p><strong>Verifiche.</strong> Il Locatore può verificare lo stato e l'uso dei Beni, previo avviso di almeno due giorni lavorativi, negli orari di attività del Conduttore.</p></li>",
    "<li><p><strong>Mancato pagamento.</strong> Il mancato pagamento di due canoni, anche non consecutivi, consente al Locatore di risolvere il contratto ai sensi dell'art. 1456 c.c. e di riprendere i Beni, salvo il pagamento dei canoni scaduti e il risarcimento del danno.</p></li>",
    "<li><p><strong>Riconsegna.</strong> Alla cessazione del contratto il Conduttore riconsegna i Beni nel luogo di consegna, nello stato in cui li ha ricevuti salvo il deterioramento d'uso (art. 1590 c.c.), con i relativi accessori e documenti. Per il ritardo nella riconsegna il Conduttore corrisponde il canone fino alla riconsegna, salvo il maggior danno (art. 1591 c.c.).</p></li>",
    communicationsClause,
    privacyClause,
    controversie.clause,
    "<li><p><strong>Disposizioni finali.</strong> Ogni modifica del presente contratto deve risultare da atto scritto. Il contratto, relativo a operazioni soggette all'IVA, è soggetto a registrazione solo in caso d'uso. Per quanto non previsto si applicano gli artt. 1571 ss. c.c.</p></li>",
    "</ol>",
    firme.html,
  ].join(""),
  fields: [
    ...locatore.fields,
    ...conduttore.fields,
    {
      slug: "beni",
      label: "Beni noleggiati",
      type: "textarea",
      help: "Marca, modello, numero di matricola e accessori di ciascun bene, o il rinvio all'elenco allegato.",
      required: true,
      field_set: "Beni",
      attributes: { rows: 3 },
    },
    {
      slug: "luogo_utilizzo",
      label: "Luogo di consegna e di utilizzo",
      type: "text",
      help: "L'indirizzo della sede o del cantiere in cui i beni sono usati.",
      required: true,
      field_set: "Beni",
    },
    {
      slug: "data_consegna",
      label: "Data di consegna",
      type: "date",
      help: "Dalla consegna decorrono la durata, il canone e il rischio a carico del conduttore.",
      required: true,
      field_set: "Beni",
    },
    {
      slug: "durata_mesi",
      label: "Durata in mesi",
      type: "number",
      help: "La durata iniziale del noleggio.",
      required: true,
      field_set: "Durata e canone",
      attributes: { min: 1, max: 120 },
      validators: [{ name: "numberPositive" }],
    },
    {
      slug: "data_scadenza",
      label: "Scadenza",
      type: "date",
      help: "La fine della durata iniziale; la disdetta va inviata con il preavviso indicato.",
      required: true,
      field_set: "Durata e canone",
      deadline: {
        label_it: "Scadenza del noleggio",
        label_en: "End of the rental",
        reminder: 10080,
      },
    },
    {
      slug: "preavviso_giorni",
      label: "Giorni di preavviso della disdetta",
      type: "number",
      help: "Il preavviso per evitare il rinnovo mensile, ad esempio 30.",
      required: true,
      field_set: "Durata e canone",
      attributes: { min: 1, max: 180 },
      validators: [{ name: "numberPositive" }],
    },
    {
      slug: "canone_mensile",
      label: "Canone mensile",
      type: "currency",
      help: "Importo mensile al netto dell'IVA.",
      required: true,
      field_set: "Durata e canone",
      validators: [{ name: "numberPositive" }],
    },
    {
      slug: "deposito",
      label: "Deposito cauzionale",
      type: "currency",
      help: "La somma versata a garanzia alla consegna; indicare 0 se non prevista.",
      required: true,
      field_set: "Durata e canone",
    },
    {
      slug: "manutenzione",
      label: "Manutenzione",
      type: "select",
      help: "Per le cose mobili la manutenzione ordinaria è a carico del conduttore, salvo patto contrario (art. 1576 c.c.).",
      required: true,
      field_set: "Servizi e rischi",
      attributes: {
        options: [
          {
            value: "locatore",
            label:
              "Il canone comprende la manutenzione ordinaria e straordinaria dei Beni, che il Locatore esegue a proprie spese entro due giorni lavorativi dalla segnalazione del guasto, sostituendo il bene quando la riparazione richiede più di cinque giorni lavorativi.",
          },
          {
            value: "conduttore",
            label:
              "Le spese di conservazione e di ordinaria manutenzione sono a carico del Conduttore, secondo il programma del costruttore; restano a carico del Locatore le riparazioni straordinarie non dovute a uso improprio (art. 1576 c.c.).",
          },
        ],
      },
    },
    {
      slug: "assicurazione",
      label: "Assicurazione dei beni",
      type: "select",
      help: "Chi assicura i beni contro furto, incendio e danni.",
      required: true,
      field_set: "Servizi e rischi",
      attributes: {
        options: [
          {
            value: "conduttore",
            label:
              "Il Conduttore assicura i Beni contro furto, incendio e danni accidentali per il loro valore di rimpiazzo, con vincolo a favore del Locatore, e ne consegna la polizza prima della consegna.",
          },
          {
            value: "locatore",
            label:
              "I Beni sono assicurati dal Locatore, con costo compreso nel canone; il Conduttore risponde della franchigia e dei danni non coperti dalla polizza.",
          },
        ],
      },
    },
    ...controversie.fields,
    ...firme.fields,
  ],
  notes: [],
  parties: [locatore.party, conduttore.party],
};

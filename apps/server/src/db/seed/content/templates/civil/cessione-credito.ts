import { communicationsClause, disputesClause, privacyClause, signatureBlock } from "../../shared/clauses";
import { anyParty } from "../../shared/parties";
import type { SeedTemplate } from "../../types";

const cedente = anyParty({ slug: "cedente", term: "Cedente", of: "del cedente", contacts: ["pec"] });
const cessionario = anyParty({
  slug: "cessionario",
  term: "Cessionario",
  of: "del cessionario",
  contacts: ["pec"],
});
const debitore = anyParty({
  slug: "debitore",
  term: "Debitore ceduto",
  of: "del debitore ceduto",
  contacts: ["pec"],
  help: { indirizzo: "L'indirizzo cui notificare la cessione: la residenza o la sede legale del debitore." },
});
const controversie = disputesClause({ mediation: false, forum: "foro" });
const firme = signatureBlock({
  signers: ["Il Cedente", "Il Cessionario"],
  approvals: "3 (limiti della garanzia del Cedente) e 11 (foro competente)",
});

export const cessioneCredito: SeedTemplate = {
  key: "cessione-credito",
  title: "Contratto di cessione di credito",
  language: "it",
  module: "civil_commercial",
  categories: ["prestiti-debiti"],
  keywords: [
    "cessione del credito",
    "pro soluto",
    "pro solvendo",
    "debitore ceduto",
    "notifica della cessione",
    "vendita di crediti",
    "fatture",
    "art. 1260",
  ],
  discipline: [
    "<h2>Fonti</h2>",
    "<p>Il creditore può trasferire a titolo oneroso o gratuito il suo credito, anche senza il consenso del debitore, purché il credito non abbia carattere strettamente personale o il trasferimento non sia vietato dalla legge (<strong>art. 1260 c.c.</strong>). Le parti del rapporto originario possono escludere la cedibilità, ma il patto non è opponibile al cessionario se non si prova che egli lo conosceva al tempo della cessione. Con il credito passano i privilegi, le garanzie personali e reali e gli altri accessori (art. 1263 c.c.). La disciplina è negli artt. 1260-1267 c.c.</p>",
    "<h2>Efficacia verso il debitore e verso i terzi</h2>",
    "<ul>",
    "<li>La cessione ha effetto nei confronti del debitore ceduto quando questi l'ha accettata o gli è stata <strong>notificata</strong>; prima, il debitore che paga al cedente è liberato, salvo che il cessionario provi che egli conosceva la cessione (art. 1264 c.c.). La notificazione non richiede forme particolari, ma deve essere provata: si usano la posta elettronica certificata o l'ufficiale giudiziario.</li>",
    "<li>Se lo stesso credito è ceduto a più persone prevale la cessione notificata per prima al debitore, o da lui accettata per prima con atto di data certa (art. 1265 c.c.); la cessione notificata dopo un pignoramento non è opponibile al creditore pignorante (art. 2914, n. 2, c.c.).</li>",
    "<li>I crediti verso la pubblica amministrazione sono soggetti a forme e condizioni proprie (art. 69 R.D. 18 novembre 1923, n. 2440 e, per i contratti pubblici, il codice dei contratti pubblici).</li>",
    "</ul>",
    "<h2>Pro soluto e pro solvendo</h2>",
    "<p>Nella cessione a titolo oneroso il cedente garantisce l'esistenza del credito al tempo della cessione (art. 1266 c.c.): è la cessione <strong>pro soluto</strong>, che resta tale salvo patto contrario. Con la cessione <strong>pro solvendo</strong> il cedente garantisce anche la solvenza del debitore, nei limiti di quanto ha ricevuto, con gli interessi, le spese della cessione e quelle sostenute per escutere il debitore (art. 1267 c.c.); il patto che aggrava questa responsabilità è nullo. La cessione fatta a un creditore in luogo dell'adempimento si presume pro solvendo: il debito si estingue solo con la riscossione del credito ceduto (art. 1198 c.c.).</p>",
    "<h2>Imposte</h2>",
    "<p>La cessione di crediti in denaro è fuori dal campo di applicazione dell'IVA (art. 2, terzo comma, lett. a, D.P.R. 26 ottobre 1972, n. 633), salvo che rientri tra le operazioni finanziarie esenti (art. 10, primo comma, n. 1). In caso di registrazione sconta l'imposta proporzionale dello 0,50% (art. 6 della Tariffa, parte I, D.P.R. 26 aprile 1986, n. 131), o l'imposta fissa se l'operazione è soggetta al regime IVA (art. 40). Le cessioni dei crediti d'impresa a banche e intermediari seguono la L. 21 febbraio 1991, n. 52 (factoring).</p>",
  ].join(""),
  body: [
    "<h1>Contratto di cessione di credito</h1>",
    "<p>Tra</p>",
    cedente.appearance,
    "<p>e</p>",
    cessionario.appearance,
    "<h2>Premesso che</h2>",
    "<ul>",
    `<li>il Cedente è titolare di un credito verso ${debitore.identification}, derivante da {{field::titolo_credito}}, dell'importo di € {{field::importo_credito}}, esigibile il {{field::scadenza_credito}};</li>`,
    "<li>il Cedente intende cedere il credito al Cessionario, che intende acquistarlo, alle condizioni che seguono;</li>",
    "</ul>",
    "<p>si conviene e si stipula quanto segue.</p>",
    "<ol>",
    "<li><p><strong>Oggetto.</strong> Il Cedente cede al Cessionario, che accetta, il credito descritto in premessa, con i privilegi, le garanzie personali e reali e gli altri accessori, compresi gli interessi maturati e maturandi, ai sensi degli artt. 1260 ss. c.c.</p></li>",
    "<li><p><strong>Corrispettivo.</strong> Il Cessionario paga al Cedente, per la cessione, il corrispettivo di € {{field::corrispettivo}}, mediante bonifico bancario, {{field::pagamento_corrispettivo}}.</p></li>",
    "<li><p><strong>Garanzia del Cedente.</strong> Il Cedente garantisce l'esistenza del credito al tempo della cessione (art. 1266 c.c.). La cessione è {{field::tipo_cessione}}.{{note::nota_garanzia}}</p></li>",
    "<li><p><strong>Dichiarazioni del Cedente.</strong> Il Cedente dichiara che il credito è certo, liquido ed esigibile alla scadenza indicata, che non è stato ceduto ad altri, pignorato o dato in garanzia, che non è escluso dalla cedibilità per patto o per legge e che il debitore ceduto non gli ha opposto eccezioni o contestazioni, salvo quanto segue: {{field::eccezioni_note}}.</p></li>",
    "<li><p><strong>Notificazione.</strong> La cessione è notificata al debitore ceduto a cura {{field::notifica_a_cura}}, entro cinque giorni dalla sottoscrizione, a mezzo posta elettronica certificata o ufficiale giudiziario (art. 1264 c.c.). Le somme che il Cedente dovesse ricevere dal debitore ceduto dopo la cessione sono di spettanza del Cessionario, al quale il Cedente le riversa entro cinque giorni dall'incasso.</p></li>",
    "<li><p><strong>Documenti.</strong> Il Cedente consegna al Cessionario, contestualmente alla sottoscrizione, i documenti probatori del credito in suo possesso, e in particolare: {{field::documenti}} (art. 1262 c.c.).</p></li>",
    "<li><p><strong>Collaborazione.</strong> Il Cedente presta al Cessionario la collaborazione necessaria per la riscossione del credito, anche fornendo informazioni e testimonianze sul rapporto da cui esso deriva.</p></li>",
    communicationsClause,
    privacyClause,
    "<li><p><strong>Spese.</strong> Le spese della cessione e della sua notificazione, comprese le imposte, sono a carico del Cessionario, salvo diverso accordo.</p></li>",
    controversie.clause,
    "<li><p><strong>Disposizioni finali.</strong> Ogni modifica del presente contratto deve risultare da atto scritto. Per quanto non previsto si applicano gli artt. 1260-1267 c.c.</p></li>",
    "</ol>",
    firme.html,
    // The debtor is not a party to the assignment, but its acceptance makes it effective towards
    // it at once, in place of the notification (art. 1264 c.c.).
    "<p>Il Debitore ceduto, per accettazione della cessione ai sensi dell'art. 1264 c.c. (ove intervenga all'atto) ______________________</p>",
  ].join(""),
  fields: [
    ...cedente.fields,
    ...cessionario.fields,
    ...debitore.fields,
    {
      slug: "titolo_credito",
      label: "Titolo del credito",
      type: "textarea",
      help: "Il rapporto e i documenti da cui nasce il credito: ad esempio «le fatture n. 31 del 4/5/2026 e n. 44 del 2/6/2026 per forniture di materiale elettrico».",
      required: true,
      field_set: "Credito",
      attributes: { rows: 3 },
    },
    {
      slug: "importo_credito",
      label: "Importo del credito",
      type: "currency",
      help: "Il valore nominale del credito ceduto.",
      required: true,
      field_set: "Credito",
      validators: [{ name: "numberPositive" }],
    },
    {
      slug: "scadenza_credito",
      label: "Scadenza del credito",
      type: "date",
      help: "La data in cui il debitore deve pagare.",
      required: true,
      field_set: "Credito",
      deadline: {
        label_it: "Scadenza del credito ceduto",
        label_en: "Due date of the assigned claim",
        reminder: 1440,
      },
    },
    {
      slug: "eccezioni_note",
      label: "Eccezioni o contestazioni note",
      type: "text",
      help: "Le contestazioni del debitore di cui il cedente è a conoscenza; altrimenti scrivere «nessuna».",
      required: true,
      field_set: "Credito",
    },
    {
      slug: "documenti",
      label: "Documenti consegnati",
      type: "text",
      help: "Ad esempio «copia delle fatture, del contratto di fornitura e dei documenti di trasporto».",
      required: true,
      field_set: "Credito",
    },
    {
      slug: "corrispettivo",
      label: "Corrispettivo della cessione",
      type: "currency",
      help: "Il prezzo che il cessionario paga: di regola inferiore al valore nominale, per il rischio e il tempo di incasso.",
      required: true,
      field_set: "Cessione",
      validators: [{ name: "numberPositive" }],
    },
    {
      slug: "pagamento_corrispettivo",
      label: "Pagamento del corrispettivo",
      type: "select",
      help: "Quando il cessionario paga il prezzo.",
      required: true,
      field_set: "Cessione",
      attributes: {
        options: [
          {
            value: "contestuale",
            label: "contestualmente alla sottoscrizione del presente contratto, che vale come quietanza",
          },
          { value: "incasso", label: "entro dieci giorni dall'incasso del credito ceduto" },
        ],
      },
    },
    {
      slug: "tipo_cessione",
      label: "Garanzia della solvenza",
      type: "select",
      help: "Pro soluto il cedente garantisce solo l'esistenza del credito; pro solvendo anche che il debitore pagherà (artt. 1266 e 1267 c.c.).",
      required: true,
      field_set: "Cessione",
      attributes: {
        options: [
          {
            value: "pro_soluto",
            label: "pro soluto: il Cedente non risponde della solvenza del debitore ceduto",
          },
          {
            value: "pro_solvendo",
            label:
              "pro solvendo: il Cedente risponde della solvenza del debitore ceduto nei limiti dell'art. 1267 c.c., se il Cessionario, esercitata con la dovuta diligenza l'azione di recupero, non ha potuto riscuotere il credito",
          },
        ],
      },
    },
    {
      slug: "notifica_a_cura",
      label: "Chi notifica la cessione",
      type: "select",
      help: "La cessione ha effetto verso il debitore solo dalla notificazione o dall'accettazione (art. 1264 c.c.).",
      required: true,
      field_set: "Cessione",
      attributes: {
        options: [
          { value: "cessionario", label: "del Cessionario" },
          { value: "cedente", label: "del Cedente" },
        ],
      },
    },
    ...controversie.fields,
    ...firme.fields,
  ],
  notes: [
    {
      slug: "nota_garanzia",
      label: "Pro soluto o pro solvendo",
      help: "Se la cessione serve a pagare un debito del cedente verso il cessionario, si presume pro solvendo e il debito si estingue solo con l'incasso (art. 1198 c.c.): in tal caso il corrispettivo va sostituito con la descrizione del debito estinto.",
    },
  ],
  parties: [cedente.party, cessionario.party, debitore.party],
};

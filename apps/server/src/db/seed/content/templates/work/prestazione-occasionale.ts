import { communicationsClause, disputesClause, privacyClause, signatureBlock } from "../../shared/clauses";
import { oneOrMore } from "../../shared/number-agreement";
import { anyParty, personParty } from "../../shared/parties";
import type { SeedTemplate } from "../../types";

const committente = anyParty({
  slug: "committente",
  term: "Committente",
  of: "del committente",
  contacts: ["pec"],
});
const prestatore = personParty({
  slug: "prestatore",
  term: "Prestatore",
  of: "del prestatore",
  contacts: ["email"],
});
const controversie = disputesClause({ mediation: false, forum: "foro" });
const firme = signatureBlock({
  signers: ["Il Committente", "Il Prestatore"],
  approvals: "6 (recesso del Committente) e 11 (foro competente)",
});

export const prestazioneOccasionale: SeedTemplate = {
  key: "prestazione-occasionale",
  title: "Contratto di prestazione d'opera occasionale",
  language: "it",
  module: "work",
  categories: ["lavoro-occasionale"],
  keywords: [
    "prestazione occasionale",
    "lavoro autonomo occasionale",
    "ritenuta d'acconto",
    "collaborazione occasionale",
    "contratto d'opera",
    "art. 2222",
    "5.000 euro",
    "comunicazione preventiva ispettorato",
  ],
  discipline: [
    "<h2>Fonti</h2>",
    "<p>La prestazione d'opera occasionale è un <strong>contratto d'opera</strong> (<strong>artt. 2222-2228 c.c.</strong>): una persona si obbliga a compiere verso un corrispettivo un'opera o un servizio, con lavoro prevalentemente proprio e senza vincolo di subordinazione nei confronti del committente. È occasionale quando il prestatore non la svolge abitualmente, come professione: altrimenti deve aprire la partita IVA. Il limite di trenta giorni e 5.000 euro con lo stesso committente, un tempo previsto dall'art. 61, comma 2, D.Lgs. 10 settembre 2003, n. 276, è stato abrogato dall'art. 52 D.Lgs. 15 giugno 2015, n. 81: oggi conta la mancanza di abitualità e di coordinamento continuativo.</p>",
    "<h2>Quando non usarlo</h2>",
    "<ul>",
    "<li>Se il committente organizza le modalità di esecuzione della prestazione, anche con riferimento ai tempi e al luogo di lavoro, e la prestazione è prevalentemente personale e continuativa, si applica la disciplina del lavoro subordinato (art. 2, comma 1, D.Lgs. 81/2015).</li>",
    "<li>Per una collaborazione che si ripete con continuità e coordinamento si usa il contratto di collaborazione coordinata e continuativa (art. 409, n. 3, c.p.c.).</li>",
    "<li>Per il lavoro occasionale di tipo accessorio, pagato attraverso la piattaforma dell'INPS, si usano il Libretto Famiglia o il contratto di prestazione occasionale dell'art. 54-bis D.L. 24 aprile 2017, n. 50 (conv. L. 21 giugno 2017, n. 96), con i loro limiti annui di compenso (5.000 euro per prestatore, 10.000 euro per utilizzatore, 2.500 euro tra gli stessi) e di utilizzatori ammessi.</li>",
    "</ul>",
    "<h2>Adempimenti</h2>",
    "<ul>",
    "<li><strong>Comunicazione preventiva</strong>: il committente che agisce come imprenditore comunica all'Ispettorato territoriale del lavoro l'avvio dell'attività del lavoratore autonomo occasionale prima del suo inizio, con i canali del Ministero del lavoro; l'omissione è punita con la sanzione da 500 a 2.500 euro per ciascun lavoratore (art. 14, comma 1, D.Lgs. 9 aprile 2008, n. 81, come modificato dal D.L. 21 ottobre 2021, n. 146). Non vi sono tenuti i committenti privati né, secondo l'Ispettorato nazionale del lavoro (nota 11 gennaio 2022, n. 29), quelli che non operano come imprenditori, come i professionisti.</li>",
    "<li><strong>Imposte</strong>: il compenso è reddito diverso (art. 67, comma 1, lett. l, D.P.R. 22 dicembre 1986, n. 917), senza IVA. Se il committente è sostituto d'imposta opera la ritenuta d'acconto del 20% (art. 25 D.P.R. 29 settembre 1973, n. 600) e la certifica; sulla ricevuta di importo superiore a euro 77,47 si applica la marca da bollo di euro 2,00.</li>",
    "<li><strong>Contributi</strong>: l'iscrizione alla Gestione separata dell'INPS è dovuta solo per la parte del reddito annuo da lavoro autonomo occasionale che supera 5.000 euro (art. 44, comma 2, D.L. 30 settembre 2003, n. 269); il prestatore deve comunicare al committente il superamento della soglia, perché versi i contributi per due terzi a suo carico.</li>",
    "</ul>",
    "<h2>Regole del contratto d'opera</h2>",
    "<p>Il committente può controllare lo svolgimento dell'opera e fissare un termine per conformarla alle condizioni stabilite (art. 2224 c.c.). Le difformità e i vizi vanno denunciati entro otto giorni dalla scoperta e l'azione si prescrive entro un anno dalla consegna (art. 2226 c.c.). Il committente può recedere anche dopo l'inizio dell'esecuzione, tenendo indenne il prestatore delle spese, del lavoro eseguito e del mancato guadagno (art. 2227 c.c.).</p>",
  ].join(""),
  body: [
    "<h1>Contratto di prestazione d'opera occasionale</h1>",
    "<p>Tra</p>",
    committente.appearance,
    "<p>e</p>",
    prestatore.appearance,
    "<p>si conviene e si stipula quanto segue.</p>",
    "<ol>",
    "<li><p><strong>Oggetto.</strong> Il Committente affida al Prestatore, che accetta, l'esecuzione della seguente opera o servizio: {{field::oggetto}}. Il Prestatore esegue la prestazione ai sensi degli artt. 2222 ss. c.c., con lavoro prevalentemente proprio, in piena autonomia organizzativa e senza alcun vincolo di subordinazione, di orario o di presenza; il Committente si limita a indicare il risultato atteso.</p></li>",
    "<li><p><strong>Luogo e tempi.</strong> La prestazione è eseguita presso {{field::luogo}}, a partire dal {{field::data_inizio}}, e l'opera è consegnata entro il {{field::termine_consegna}}. Il Prestatore organizza liberamente i tempi di lavoro nel rispetto del termine di consegna.</p></li>",
    "<li><p><strong>Occasionalità.</strong> Il Prestatore dichiara di svolgere la prestazione in modo occasionale, senza abitualità né professionalità, e di non essere titolare di partita IVA per attività analoghe. Dichiara altresì che {{field::soglia_inps}}.{{note::nota_inps}}</p></li>",
    `<li><p><strong>Compenso.</strong> Per la prestazione è dovuto al Prestatore il compenso lordo di € {{field::compenso_lordo}}, che il Committente paga entro ${oneOrMore("giorni_pagamento", "un giorno", "{{field::giorni_pagamento}} giorni")} dal ricevimento della ricevuta, mediante bonifico bancario sul conto indicato dal Prestatore. {{field::ritenuta}} Le spese sostenute dal Prestatore per l'esecuzione dell'opera {{field::rimborso_spese}}.</p></li>`,
    "<li><p><strong>Verifica e vizi.</strong> Il Committente può verificare lo svolgimento dell'opera e, se questa non procede secondo le condizioni stabilite, fissare un congruo termine entro il quale il Prestatore deve conformarvisi (art. 2224 c.c.). Le difformità e i vizi dell'opera sono denunciati entro otto giorni dalla scoperta (art. 2226 c.c.).</p></li>",
    "<li><p><strong>Recesso del Committente.</strong> Il Committente può recedere dal contratto anche se è iniziata l'esecuzione dell'opera, tenendo indenne il Prestatore delle spese sostenute, del lavoro eseguito e del mancato guadagno (art. 2227 c.c.).</p></li>",
    "<li><p><strong>Sicurezza.</strong> Se la prestazione si svolge nei luoghi del Committente, questi informa il Prestatore dei rischi specifici dell'ambiente di lavoro e delle misure di prevenzione adottate, e il Prestatore si attiene alle relative disposizioni (artt. 21 e 26 D.Lgs. 9 aprile 2008, n. 81).</p></li>",
    "<li><p><strong>Riservatezza e risultati.</strong> Il Prestatore mantiene riservate le informazioni del Committente di cui venga a conoscenza per l'esecuzione dell'opera. I diritti di utilizzazione economica sui risultati dell'opera spettano al Committente con il pagamento del compenso, nei limiti dello scopo del contratto.</p></li>",
    communicationsClause,
    privacyClause,
    controversie.clause,
    "</ol>",
    firme.html,
  ].join(""),
  fields: [
    ...committente.fields,
    ...prestatore.fields,
    {
      slug: "oggetto",
      label: "Opera o servizio affidato",
      type: "textarea",
      help: "Descrivere il risultato atteso, non un orario: ad esempio «traduzione in inglese del catalogo 2027, circa 40 pagine». Una descrizione per mansioni e orari fa pensare a un rapporto subordinato.",
      required: true,
      field_set: "Prestazione",
      attributes: { rows: 3 },
    },
    {
      slug: "luogo",
      label: "Luogo della prestazione",
      type: "text",
      help: "Ad esempio «i locali del Prestatore» o l'indirizzo del Committente, se la prestazione lo richiede.",
      required: true,
      field_set: "Prestazione",
    },
    {
      slug: "data_inizio",
      label: "Inizio della prestazione",
      type: "date",
      help: "La comunicazione preventiva all'Ispettorato, quando dovuta, va fatta prima di questa data.",
      required: true,
      field_set: "Prestazione",
    },
    {
      slug: "termine_consegna",
      label: "Termine di consegna",
      type: "date",
      help: "La data entro cui l'opera deve essere consegnata.",
      required: true,
      field_set: "Prestazione",
      deadline: {
        label_it: "Consegna della prestazione occasionale",
        label_en: "Delivery of the occasional work",
        reminder: 1440,
      },
    },
    {
      slug: "compenso_lordo",
      label: "Compenso lordo",
      type: "currency",
      help: "L'importo prima della ritenuta d'acconto.",
      required: true,
      field_set: "Compenso",
      validators: [{ name: "numberPositive" }],
    },
    {
      slug: "giorni_pagamento",
      label: "Giorni per il pagamento",
      type: "number",
      help: "I giorni dal ricevimento della ricevuta entro cui il committente paga (ad esempio 30).",
      required: true,
      field_set: "Compenso",
      attributes: { min: 1, max: 120 },
      validators: [{ name: "numberPositive" }],
    },
    {
      slug: "ritenuta",
      label: "Ritenuta d'acconto",
      type: "select",
      help: "Il committente che è sostituto d'imposta (impresa, professionista, ente) trattiene il 20%; il privato paga il lordo.",
      required: true,
      field_set: "Compenso",
      attributes: {
        options: [
          {
            value: "si",
            label:
              "Il Committente, quale sostituto d'imposta, opera sul compenso la ritenuta d'acconto del 20% ai sensi dell'art. 25 del D.P.R. 29 settembre 1973, n. 600, la versa e ne rilascia la certificazione.",
          },
          {
            value: "no",
            label:
              "Il Committente, non essendo sostituto d'imposta, corrisponde il compenso al lordo; il Prestatore provvede personalmente agli adempimenti fiscali.",
          },
        ],
      },
    },
    {
      slug: "rimborso_spese",
      label: "Spese",
      type: "select",
      help: "Le spese rimborsate a parte sono compenso ai fini fiscali, salvo che siano sostenute direttamente dal committente.",
      required: true,
      field_set: "Compenso",
      attributes: {
        options: [
          { value: "incluse", label: "sono comprese nel compenso" },
          {
            value: "rimborsate",
            label: "sono rimborsate dal Committente, se preventivamente autorizzate e documentate",
          },
        ],
      },
    },
    {
      slug: "soglia_inps",
      label: "Reddito annuo da lavoro occasionale",
      type: "select",
      help: "Oltre 5.000 euro nell'anno, da tutti i committenti, sulla parte eccedente sono dovuti i contributi alla Gestione separata INPS.",
      required: true,
      field_set: "Compenso",
      attributes: {
        options: [
          {
            value: "sotto",
            label:
              "nell'anno in corso i suoi compensi da lavoro autonomo occasionale, compreso il presente, non superano la soglia di euro 5.000 di cui all'art. 44, comma 2, del D.L. 30 settembre 2003, n. 269, e si impegna a comunicare tempestivamente al Committente l'eventuale superamento",
          },
          {
            value: "sopra",
            label:
              "nell'anno in corso i suoi compensi da lavoro autonomo occasionale superano la soglia di euro 5.000 di cui all'art. 44, comma 2, del D.L. 30 settembre 2003, n. 269, ed è iscritto alla Gestione separata dell'INPS: sulla parte eccedente il Committente versa i contributi dovuti, per due terzi a proprio carico e per un terzo a carico del Prestatore",
          },
        ],
      },
    },
    ...controversie.fields,
    ...firme.fields,
  ],
  notes: [
    {
      slug: "nota_inps",
      label: "Soglia dei 5.000 euro",
      help: "La soglia riguarda i compensi dell'anno da tutti i committenti, non il singolo contratto. Superata, il prestatore si iscrive alla Gestione separata e i contributi si calcolano solo sulla parte eccedente.",
    },
  ],
  parties: [committente.party, prestatore.party],
};

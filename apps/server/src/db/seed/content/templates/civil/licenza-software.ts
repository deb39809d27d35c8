import { communicationsClause, disputesClause, signatureBlock } from "../../shared/clauses";
import { companyParty } from "../../shared/parties";
import type { SeedTemplate } from "../../types";

const licenziante = companyParty({
  slug: "licenziante",
  term: "Licenziante",
  of: "del licenziante",
  contacts: ["pec"],
});
const licenziatario = companyParty({
  slug: "licenziatario",
  term: "Licenziatario",
  of: "del licenziatario",
  contacts: ["pec"],
});
const controversie = disputesClause({ mediation: false, forum: "foro" });
const firme = signatureBlock({
  signers: ["Il Licenziante", "Il Licenziatario"],
  approvals:
    "3 (limiti della licenza), 7 (limitazione della responsabilità), 9 (verifiche), 10 (durata, recesso e risoluzione) e 14 (foro competente)",
});

export const licenzaSoftware: SeedTemplate = {
  key: "licenza-software",
  title: "Contratto di licenza d'uso di software",
  language: "it",
  module: "civil_commercial",
  categories: ["tecnologia-proprieta-intellettuale"],
  keywords: [
    "licenza software",
    "licenza d'uso",
    "programma per elaboratore",
    "EULA",
    "software gestionale",
    "canone di licenza",
    "manutenzione software",
    "diritto d'autore",
    "art. 64-bis",
  ],
  discipline: [
    "<h2>Fonti</h2>",
    "<p>I programmi per elaboratore sono protetti dal diritto d'autore come opere letterarie (<strong>art. 2, n. 8, e artt. 64-bis - 64-quater L. 22 aprile 1941, n. 633</strong>, che attuano la direttiva 2009/24/CE). Al titolare spettano i diritti esclusivi di riproduzione, traduzione, adattamento e distribuzione (art. 64-bis); la licenza d'uso è il contratto, atipico, con cui ne concede il godimento alle condizioni pattuite, senza trasferire la titolarità. Per quanto non previsto si applicano per analogia le norme sulla locazione (licenza a tempo, con canone) o sulla vendita (licenza perpetua a prezzo unico) e le regole generali sui contratti.</p>",
    "<h2>Facoltà che il contratto non può togliere</h2>",
    "<ul>",
    "<li>Chi ha il diritto di usare una copia del programma può, senza autorizzazione, farne una copia di riserva se necessaria per l'uso, e osservarne, studiarne o sottoporne a prova il funzionamento per determinare le idee e i principi su cui si basa; i patti contrari sono nulli (art. 64-ter, commi 2 e 3).</li>",
    "<li>La decompilazione è ammessa solo se indispensabile per ottenere le informazioni necessarie all'interoperabilità con altri programmi, alle condizioni dell'art. 64-quater.</li>",
    "</ul>",
    "<h2>Clausole da curare</h2>",
    "<ul>",
    "<li><strong>Ambito</strong>: numero di utenti o di installazioni, territorio, ambiente (on premise o in cloud), divieto di sublicenza e di uso per conto di terzi.</li>",
    "<li><strong>Responsabilità</strong>: la limitazione è nulla per dolo o colpa grave (art. 1229 c.c.) e, nei contratti per adesione, va approvata specificamente per iscritto (art. 1341 c.c.).</li>",
    "<li><strong>Dati personali</strong>: se il licenziante accede ai dati trattati con il software (assistenza remota, hosting), è responsabile del trattamento e serve l'accordo dell'art. 28 del Regolamento (UE) 2016/679.</li>",
    "<li><strong>Continuità</strong>: per il software critico conviene il deposito del codice sorgente presso un terzo (escrow), da consegnare al licenziatario se il licenziante cessa l'attività o la manutenzione.</li>",
    "</ul>",
    "<h2>Aspetti fiscali</h2>",
    "<p>Il corrispettivo della licenza è soggetto a IVA; la scrittura privata relativa a operazioni soggette a IVA si registra solo in caso d'uso, con l'imposta fissa (art. 5, secondo comma, D.P.R. 26 aprile 1986, n. 131). I canoni pagati a licenzianti esteri possono essere soggetti a ritenuta come royalties, salvo le convenzioni contro le doppie imposizioni.</p>",
  ].join(""),
  body: [
    "<h1>Contratto di licenza d'uso di software</h1>",
    "<p>Tra</p>",
    licenziante.appearance,
    "<p>e</p>",
    licenziatario.appearance,
    "<p>si conviene e si stipula quanto segue.</p>",
    "<ol>",
    "<li><p><strong>Oggetto.</strong> Il Licenziante, titolare dei diritti di utilizzazione economica sul programma per elaboratore denominato {{field::software}}, nella versione {{field::versione}}, con la relativa documentazione (il «Software»), concede al Licenziatario, che accetta, una licenza d'uso non esclusiva e non trasferibile, alle condizioni del presente contratto, ai sensi degli artt. 64-bis ss. della legge 22 aprile 1941, n. 633.</p></li>",
    "<li><p><strong>Modalità di fornitura.</strong> Il Software è fornito {{field::modalita_fornitura}}. Il Licenziante lo rende disponibile entro il {{field::data_attivazione}}.</p></li>",
    "<li><p><strong>Ambito e limiti della licenza.</strong> Il Licenziatario può usare il Software per le proprie esigenze interne, nel limite di {{field::utenti}}, nel territorio dell'Unione europea. Non può sublicenziarlo, cederlo, noleggiarlo, concederlo in uso a terzi o usarlo per erogare servizi a terzi, né modificarlo, tradurlo o decompilarlo, salvo quanto consentito dagli artt. 64-ter e 64-quater della legge n. 633/1941, le cui facoltà restano ferme.</p></li>",
    "<li><p><strong>Proprietà intellettuale.</strong> Il Software, i suoi aggiornamenti e la documentazione restano di titolarità esclusiva del Licenziante. Il Licenziante garantisce di avere il diritto di concedere la licenza e tiene indenne il Licenziatario dalle pretese di terzi che lamentino la violazione di propri diritti di proprietà intellettuale da parte del Software usato in conformità al contratto, purché il Licenziatario gliene dia pronta notizia e ne lasci a lui la difesa.</p></li>",
    "<li><p><strong>Corrispettivo.</strong> Per la licenza il Licenziatario corrisponde {{field::corrispettivo_tipo}} di € {{field::corrispettivo}}, oltre all'IVA, entro trenta giorni dal ricevimento della fattura.</p></li>",
    "<li><p><strong>Assistenza e aggiornamenti.</strong> {{field::assistenza}} Le segnalazioni di malfunzionamento sono inviate all'indirizzo {{field::contatto_assistenza}}.</p></li>",
    "<li><p><strong>Garanzia e responsabilità.</strong> Il Licenziante garantisce che il Software funziona in modo sostanzialmente conforme alla documentazione e si obbliga a correggerne i difetti riproducibili segnalati. Salvo il caso di dolo o colpa grave (art. 1229 c.c.), la responsabilità del Licenziante per i danni derivanti dal contratto non supera l'importo corrisposto dal Licenziatario nei dodici mesi precedenti il fatto, ed è esclusa per la perdita di dati che il Licenziatario avrebbe potuto evitare con regolari copie di sicurezza.</p></li>",
    "<li><p><strong>Dati personali.</strong> Quando, per l'assistenza o l'hosting, il Licenziante tratta dati personali per conto del Licenziatario, agisce come responsabile del trattamento secondo l'accordo allegato, conforme all'art. 28 del Regolamento (UE) 2016/679. Ciascuna Parte tratta i dati personali dell'altra per le sole finalità del contratto e nel rispetto del medesimo Regolamento.</p></li>",
    "<li><p><strong>Verifiche.</strong> Il Licenziante può verificare, non più di una volta l'anno e con un preavviso di almeno quindici giorni, che l'uso del Software rispetti i limiti della licenza; se la verifica accerta un uso eccedente, il Licenziatario paga il corrispettivo dovuto per l'eccedenza secondo il listino in vigore.</p></li>",
    "<li><p><strong>Durata, recesso e risoluzione.</strong> {{field::durata}}</p><p>Scadenza, se la licenza è a tempo: {{field::data_scadenza}}.</p><p>In caso di violazione dei limiti della licenza o di mancato pagamento protratto per oltre trenta giorni, il Licenziante può risolvere il contratto ai sensi dell'art. 1456 c.c. Alla cessazione il Licenziatario cessa l'uso del Software, ne cancella le copie e il Licenziante gli rende disponibili i suoi dati in un formato di uso comune.</p></li>",
    "<li><p><strong>Riservatezza.</strong> Le Parti mantengono riservate le informazioni tecniche e commerciali ricevute, anche dopo la cessazione del contratto, per cinque anni.</p></li>",
    communicationsClause,
    "<li><p><strong>Legge applicabile.</strong> Il contratto è regolato dalla legge italiana.</p></li>",
    controversie.clause,
    "<li><p><strong>Disposizioni finali.</strong> Il presente contratto prevale sulle condizioni di licenza eventualmente presentate all'installazione o all'accesso al Software. Ogni modifica deve risultare da atto scritto.</p></li>",
    "</ol>",
    firme.html,
  ].join(""),
  fields: [
    ...licenziante.fields,
    ...licenziatario.fields,
    {
      slug: "software",
      label: "Nome del software",
      type: "text",
      help: "Il nome commerciale del programma e i moduli compresi nella licenza.",
      required: true,
      field_set: "Software",
    },
    {
      slug: "versione",
      label: "Versione",
      type: "text",
      help: "La versione concessa, ad esempio «4.2».",
      required: true,
      field_set: "Software",
    },
    {
      slug: "modalita_fornitura",
      label: "Modalità di fornitura",
      type: "select",
      help: "Installato presso il licenziatario o usato in cloud: nel secondo caso il licenziante ospita anche i dati.",
      required: true,
      field_set: "Software",
      attributes: {
        options: [
          {
            value: "on_premise",
            label: "mediante consegna del codice eseguibile, da installare sui sistemi del Licenziatario",
          },
          {
            value: "cloud",
            label:
              "in modalità remota (software as a service), mediante accesso via internet all'infrastruttura gestita dal Licenziante",
          },
        ],
      },
    },
    {
      slug: "data_attivazione",
      label: "Data di attivazione",
      type: "date",
      help: "La data entro cui il software è consegnato o reso accessibile.",
      required: true,
      field_set: "Software",
    },
    {
      slug: "utenti",
      label: "Limite di utilizzo",
      type: "text",
      help: "Ad esempio «10 utenti nominativi» o «2 installazioni su server».",
      required: true,
      field_set: "Licenza",
    },
    {
      slug: "corrispettivo_tipo",
      label: "Tipo di corrispettivo",
      type: "select",
      help: "Licenza a canone periodico o a prezzo unico.",
      required: true,
      field_set: "Licenza",
      attributes: {
        options: [
          { value: "annuale", label: "un canone annuo anticipato" },
          { value: "mensile", label: "un canone mensile anticipato" },
          { value: "una_tantum", label: "un corrispettivo una tantum" },
        ],
      },
    },
    {
      slug: "corrispettivo",
      label: "Importo",
      type: "currency",
      help: "Il canone o il prezzo, al netto dell'IVA.",
      required: true,
      field_set: "Licenza",
      validators: [{ name: "numberPositive" }],
    },
    {
      slug: "assistenza",
      label: "Assistenza e aggiornamenti",
      type: "select",
      help: "Se l'assistenza è compresa o regolata da un contratto di manutenzione separato.",
      required: true,
      field_set: "Licenza",
      attributes: {
        options: [
          {
            value: "compresa",
            label:
              "Il corrispettivo comprende l'assistenza nei giorni lavorativi, con presa in carico delle segnalazioni entro otto ore lavorative, e gli aggiornamenti correttivi ed evolutivi rilasciati dal Licenziante.",
          },
          {
            value: "separata",
            label:
              "L'assistenza e gli aggiornamenti sono regolati da un separato contratto di manutenzione; in mancanza, il Licenziante fornisce solo gli aggiornamenti correttivi necessari a eliminare i difetti segnalati nei primi dodici mesi.",
          },
        ],
      },
    },
    {
      slug: "contatto_assistenza",
      label: "Contatto per l'assistenza",
      type: "text",
      help: "L'indirizzo e-mail o il portale per le segnalazioni.",
      required: true,
      field_set: "Licenza",
    },
    {
      slug: "durata",
      label: "Durata",
      type: "select",
      help: "La licenza a tempo si rinnova se non disdetta; la licenza perpetua dura finché non è risolta.",
      required: true,
      field_set: "Durata",
      attributes: {
        options: [
          {
            value: "tempo",
            label:
              "La licenza ha durata fino alla scadenza indicata nel comma seguente e si rinnova tacitamente di anno in anno, salvo disdetta comunicata da una delle Parti almeno novanta giorni prima della scadenza.",
          },
          {
            value: "perpetua",
            label:
              "La licenza è concessa a tempo indeterminato, senza facoltà di recesso del Licenziante salvo giusta causa; il Licenziatario può recedere in ogni momento, senza diritto alla restituzione del corrispettivo.",
          },
        ],
      },
    },
    {
      slug: "data_scadenza",
      label: "Scadenza (licenza a tempo)",
      type: "date",
      help: "Solo per la licenza a tempo: la disdetta va inviata almeno novanta giorni prima.",
      field_set: "Durata",
      deadline: {
        label_it: "Scadenza della licenza software",
        label_en: "Software licence expiry",
        reminder: 10080,
      },
    },
    ...controversie.fields,
    ...firme.fields,
  ],
  notes: [],
  parties: [licenziante.party, licenziatario.party],
};

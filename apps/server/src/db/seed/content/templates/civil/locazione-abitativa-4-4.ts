import { propertyFields } from "../../shared/property";
import type { SeedTemplate } from "../../types";
import { conduttori, controversie, firme, leaseBody, locatori } from "./locazione-abitativa-4-4-body";

export const locazioneAbitativa44: SeedTemplate = {
  key: "locazione-abitativa-4-4",
  title: "Contratto di locazione ad uso abitativo a canone libero (4+4)",
  language: "it",
  module: "civil_commercial",
  categories: ["locazioni-abitative"],
  keywords: [
    "affitto",
    "affitto casa",
    "appartamento",
    "inquilino",
    "proprietario",
    "pigione",
    "contratto d'affitto",
    "quattro più quattro",
    "cedolare secca",
    "deposito cauzionale",
    "disdetta",
    "abitazione",
  ],
  discipline: `<h2>Fonti</h2>
<p>Il contratto è disciplinato dagli <strong>artt. 1571 ss. c.c.</strong>, dalla <strong>legge 9 dicembre 1998, n. 431</strong> (in particolare artt. 1, 2, comma 1, 3 e 13) e dalle norme della <strong>legge 27 luglio 1978, n. 392</strong> tuttora applicabili alle locazioni abitative (art. 2 sulla sublocazione e cessione, art. 5 sulla morosità, art. 6 sulla successione nel contratto, art. 8 sulle spese di registrazione e bollo, art. 9 sugli oneri accessori, art. 10 sulla partecipazione alle assemblee, art. 11 sul deposito cauzionale). Per gli aspetti fiscali rilevano il <strong>D.P.R. 26 aprile 1986, n. 131</strong> (testo unico dell'imposta di registro), il <strong>D.P.R. 26 ottobre 1972, n. 642</strong> (imposta di bollo) e l'<strong>art. 3 del D.Lgs. 14 marzo 2011, n. 23</strong> (cedolare secca); per la prestazione energetica l'<strong>art. 6 del D.Lgs. 19 agosto 2005, n. 192</strong>.</p>
<h2>Quando usare questo modello</h2>
<p>È il contratto «a canone libero» previsto dall'art. 2, comma 1, L. 431/1998: le parti determinano liberamente il canone, ma la durata non può essere inferiore a quattro anni, con rinnovo automatico per altri quattro salvo diniego motivato del locatore. Non va utilizzato:</p>
<ul>
<li>per i contratti a canone concordato (art. 2, comma 3, L. 431/1998: durata 3+2, canone entro le fasce dell'accordo territoriale, tipo di contratto ministeriale obbligatorio), né per i contratti transitori o per studenti universitari (art. 5 L. 431/1998), per i quali esistono modelli dedicati;</li>
<li>per gli alloggi locati esclusivamente per finalità turistiche, per gli alloggi di edilizia residenziale pubblica e per le altre ipotesi escluse dall'art. 1, comma 2, L. 431/1998; gli immobili vincolati e quelli accatastati in A/1, A/8 e A/9 sono soggetti alla sola disciplina del codice civile, salvo che le parti scelgano il canone concordato;</li>
<li>per gli immobili ad uso diverso (negozi, uffici, laboratori), soggetti agli artt. 27 ss. L. 392/1978.</li>
</ul>
<h2>Regole inderogabili</h2>
<ul>
<li><strong>Forma scritta</strong>: è richiesta per la validità del contratto (art. 1, comma 4, L. 431/1998).</li>
<li><strong>Durata</strong>: la pattuizione di una durata inferiore a quattro anni è nulla e la durata legale si sostituisce di diritto. Alla prima scadenza il locatore può negare il rinnovo solo per uno dei motivi tassativi dell'art. 3 L. 431/1998, con lettera raccomandata inviata almeno sei mesi prima e con specificazione del motivo, a pena di nullità. Alla seconda scadenza ciascuna parte può attivare la procedura per il rinnovo a nuove condizioni o per la rinuncia al rinnovo; in mancanza di comunicazione il contratto si rinnova tacitamente alle medesime condizioni.</li>
<li><strong>Canone</strong>: è nulla ogni pattuizione volta a determinare un canone superiore a quello risultante dal contratto scritto e registrato (art. 13, comma 1, L. 431/1998).</li>
<li><strong>Recesso del conduttore</strong>: per gravi motivi è sempre ammesso, con preavviso di sei mesi (art. 3, comma 6, L. 431/1998); le parti possono pattuire il recesso del conduttore anche senza gravi motivi, clausola a lui più favorevole.</li>
<li><strong>Deposito cauzionale</strong>: non oltre tre mensilità del canone, produttivo di interessi legali da corrispondere al conduttore alla fine di ogni anno (art. 11 L. 392/1978).</li>
</ul>
<h2>Registrazione e imposte</h2>
<p>La registrazione è obbligatoria, qualunque sia l'ammontare del canone, entro trenta giorni dalla data dell'atto o dalla decorrenza, se anteriore (art. 17 D.P.R. 131/1986). L'obbligo grava sul locatore, che deve darne documentata comunicazione al conduttore e all'amministratore del condominio nei successivi sessanta giorni (art. 13, comma 1, L. 431/1998). Il contratto non registrato è nullo (art. 1, comma 346, L. 30 dicembre 2004, n. 311); la registrazione tardiva ne sana la nullità con effetto retroattivo (Cass., Sez. Un., 9 ottobre 2017, n. 23601), ferme le sanzioni tributarie.</p>
<p>In regime ordinario l'imposta di registro è pari al 2% del canone annuo, con un minimo di euro 67,00 per la prima annualità, ed è ripartita in parti uguali (art. 8 L. 392/1978); l'imposta di bollo è di euro 16,00 ogni quattro facciate e comunque ogni cento righe. Il locatore persona fisica che non agisce nell'esercizio di impresa, arte o professione può optare per la <strong>cedolare secca</strong> (aliquota ordinaria del 21% sul canone), che sostituisce IRPEF, addizionali, imposta di registro e di bollo, ma comporta la rinuncia all'aggiornamento del canone per tutta la durata dell'opzione (art. 3, comma 11, D.Lgs. 23/2011). La Corte di cassazione (sent. 7 maggio 2024, n. 12395) ha ammesso l'opzione anche quando il conduttore agisce nell'esercizio di impresa; la prassi dell'Agenzia delle Entrate va verificata al momento della stipula.</p>
<h2>Come il testo segue le risposte</h2>
<ul>
<li><strong>Più locatori, più conduttori</strong>: ciascun comproprietario e ciascun conduttore è indicato in epigrafe e firma il contratto; il testo concorda («il Conduttore», «la Conduttrice», «i Conduttori», «le Conduttrici») e il genere è letto dal codice fiscale. Con più conduttori il contratto aggiunge la clausola di obbligazione solidale: la solidarietà tra condebitori si presume (art. 1294 c.c.), ma pattuirla espressamente evita contestazioni sul pagamento dell'intero canone (art. 1292 c.c.); il contratto richiede inoltre che il recesso sia comunicato da tutti i conduttori.</li>
<li><strong>Cedolare secca</strong>: se il locatore opta, il contratto omette la clausola di aggiornamento ISTAT e contiene la rinuncia all'aggiornamento del canone a qualsiasi titolo per la durata dell'opzione (art. 3, comma 11, D.Lgs. 23/2011); la rinuncia espressa nel contratto tiene luogo della raccomandata preventiva al conduttore (Agenzia delle Entrate, circolare n. 26/E del 1° giugno 2011, parr. 2.3 e 8.3). In caso di comproprietà ciascun locatore opta per la propria quota e l'imposta di registro resta dovuta sulla quota di chi non opta; ai fini della rinuncia all'aggiornamento l'opzione di uno vale anche per gli altri (circolare n. 26/E/2011, par. 8.3). Senza opzione il contratto prevede l'aggiornamento annuale nella misura scelta e la ripartizione delle imposte (art. 8 L. 392/1978).</li>
<li><strong>Immobile arredato</strong>: il contratto aggiunge la clausola sull'inventario degli arredi, con l'obbligo di custodia (art. 1587 c.c.) e di restituzione nello stato in cui sono stati ricevuti, salvo il deterioramento d'uso (art. 1590 c.c.).</li>
<li><strong>Deposito cauzionale</strong>: se non è indicato alcun importo, la clausola è omessa.</li>
</ul>
<p>Gli articoli sono numerati quando il documento è generato, e i rinvii (ad esempio quelli della doppia sottoscrizione ai sensi dell'art. 1341 c.c.) riportano il numero che ciascuna clausola ha nel contratto così composto.</p>
<h2>Prestazione energetica</h2>
<p>Il contratto deve contenere la clausola con cui il conduttore dichiara di aver ricevuto le informazioni e la documentazione, comprensiva dell'attestato, sulla prestazione energetica; per la locazione di singole unità immobiliari non è obbligatorio allegare l'APE (art. 6, comma 3, D.Lgs. 192/2005). L'omissione è punita con sanzione amministrativa a carico solidale delle parti (art. 15, comma 8, D.Lgs. 192/2005).</p>
<h2>Errori frequenti</h2>
<ul>
<li>Indicare una durata inferiore a quattro anni o una disdetta «libera» alla prima scadenza.</li>
<li>Pattuire un deposito superiore a tre mensilità o dichiararlo infruttifero.</li>
<li>Prevedere l'aggiornamento ISTAT e contemporaneamente optare per la cedolare secca.</li>
<li>Indicare un foro diverso da quello del luogo dell'immobile: la competenza per le controversie locatizie è inderogabile (artt. 21, 28 e 447-bis c.p.c.), e la mediazione è condizione di procedibilità (art. 5 D.Lgs. 4 marzo 2010, n. 28).</li>
<li>Omettere i dati catastali, necessari per la registrazione telematica (modello RLI).</li>
</ul>`,
  body: leaseBody,
  fields: [
    locatori.field,
    conduttori.field,
    ...propertyFields({
      help: {
        comune: "Comune di ubicazione: determina anche il tribunale competente per le controversie.",
        descrizione:
          "Numero di vani e servizi e pertinenze locate insieme all'abitazione (cantina, box, posto auto), che vanno indicate espressamente.",
        catasto:
          "Foglio, particella, subalterno, categoria e rendita, come risultano dalla visura catastale; indicare anche quelli delle pertinenze. Sono obbligatori per la registrazione.",
      },
      descriptionRows: 3,
    }).map((field) =>
      field.slug === "immobile_catasto"
        ? {
            ...field,
            attributes: { placeholder: "foglio 12, particella 345, sub. 6, cat. A/2, rendita € 750,00" },
          }
        : field,
    ),
    {
      slug: "immobile_arredo",
      label: "Arredamento",
      type: "select",
      help: "Se l'immobile è arredato, anche in parte, il contratto aggiunge la clausola sull'inventario degli arredi, da sottoscrivere alla consegna.",
      required: true,
      field_set: "Immobile",
      attributes: {
        options: [
          { value: "non_arredato", label: "non arredato" },
          { value: "arredato", label: "arredato" },
          { value: "parzialmente", label: "parzialmente arredato" },
        ],
      },
    },
    {
      slug: "ape_classe",
      label: "Classe energetica (APE)",
      type: "text",
      help: "Classe risultante dall'attestato di prestazione energetica in corso di validità (dieci anni, salvo decadenza per mancati controlli degli impianti).",
      required: true,
      field_set: "Immobile",
      validators: [{ name: "maxLength", value: 10 }],
    },
    {
      slug: "ape_codice",
      label: "Estremi dell'APE",
      type: "text",
      help: "Codice identificativo dell'attestato nel catasto energetico regionale, data di rilascio e nome del certificatore.",
      field_set: "Immobile",
    },
    {
      slug: "data_decorrenza",
      label: "Data di decorrenza",
      type: "date",
      help: "Primo giorno di locazione. Il termine di trenta giorni per la registrazione decorre dalla firma o da questa data, se anteriore.",
      required: true,
      field_set: "Durata",
    },
    {
      slug: "data_scadenza",
      label: "Data di prima scadenza",
      type: "date",
      help: "Deve cadere quattro anni dopo la decorrenza: una durata inferiore è nulla e viene sostituita da quella legale.",
      required: true,
      field_set: "Durata",
      // Issue 17: offered to the calendar once filled, a week's reminder before.
      deadline: {
        label_it: "Prima scadenza della locazione",
        label_en: "First expiry of the lease",
        reminder: 10080,
      },
    },
    {
      slug: "recesso_conduttore",
      label: "Recesso del conduttore",
      type: "select",
      help: "Per gravi motivi il recesso è sempre ammesso per legge; la seconda opzione attribuisce al conduttore un recesso libero con sei mesi di preavviso.",
      required: true,
      field_set: "Durata",
      attributes: {
        options: [
          {
            value: "gravi_motivi",
            label:
              "qualora ricorrano gravi motivi, ai sensi dell'art. 3, sesto comma, della legge n. 431/1998",
          },
          {
            value: "libero",
            label: "in qualsiasi momento, anche indipendentemente dalla sussistenza di gravi motivi",
          },
        ],
      },
    },
    {
      slug: "canone_annuo",
      label: "Canone annuo",
      type: "currency",
      help: "Importo annuo in euro, senza simbolo. È la base di calcolo dell'imposta di registro (2%) o della cedolare secca.",
      required: true,
      field_set: "Canone e spese",
      validators: [{ name: "numberPositive" }],
    },
    {
      slug: "canone_mensile",
      label: "Rata mensile del canone",
      type: "currency",
      help: "Un dodicesimo del canone annuo.",
      required: true,
      field_set: "Canone e spese",
      validators: [{ name: "numberPositive" }],
    },
    {
      slug: "giorno_pagamento",
      label: "Giorno del mese entro cui pagare",
      type: "number",
      help: "Ad esempio 5: il canone si paga in via anticipata entro quel giorno di ogni mese.",
      required: true,
      field_set: "Canone e spese",
      attributes: { min: 1, max: 31 },
      validators: [{ name: "numberPositive" }],
    },
    {
      slug: "modalita_pagamento",
      label: "Modalità di pagamento",
      type: "text",
      help: "Ad esempio: bonifico bancario sul conto intestato al Locatore, IBAN IT.... È opportuno prevedere un mezzo tracciabile, utile anche ai fini delle detrazioni fiscali del conduttore.",
      required: true,
      field_set: "Canone e spese",
    },
    {
      slug: "cedolare_secca",
      label: "Il locatore opta per la cedolare secca",
      type: "boolean",
      help: "Riservata al locatore persona fisica che non agisce nell'esercizio di impresa, arte o professione (art. 3 D.Lgs. 23/2011). Con l'opzione il contratto contiene la rinuncia all'aggiornamento del canone e non prevede l'adeguamento ISTAT; senza, prevede l'aggiornamento e la ripartizione dell'imposta di registro.",
      required: true,
      field_set: "Canone e spese",
    },
    {
      slug: "aggiornamento_istat",
      label: "Misura dell'aggiornamento ISTAT",
      type: "percentage",
      help: "Percentuale della variazione annua dell'indice FOI (in genere 75 o 100). Chiesta solo se il locatore non opta per la cedolare secca, che esclude ogni aggiornamento.",
      required: true,
      visible_if: "not cedolare_secca",
      field_set: "Canone e spese",
      attributes: { min: 0, max: 100 },
    },
    {
      slug: "deposito_cauzionale",
      label: "Deposito cauzionale",
      type: "currency",
      help: "Non più di tre mensilità del canone (art. 11 L. 392/1978); produce interessi legali a favore del conduttore.",
      field_set: "Canone e spese",
      validators: [{ name: "numberPositive" }],
    },
    {
      slug: "oneri_acconto",
      label: "Acconto mensile oneri accessori",
      type: "currency",
      help: "Stima mensile delle spese condominiali a carico del conduttore, soggetta a conguaglio annuale sul rendiconto dell'amministratore.",
      field_set: "Canone e spese",
    },
    {
      slug: "occupanti",
      label: "Persone conviventi",
      type: "textarea",
      help: "Nomi dei familiari o conviventi che abiteranno l'immobile con i conduttori; se nessuno, lasciare vuoto. La successione nel contratto in caso di morte o separazione è regolata dall'art. 6 L. 392/1978.",
      field_set: "Conduttori",
      attributes: { rows: 2 },
    },
    ...controversie.fields,
    ...firme.fields,
  ],
  notes: [
    {
      slug: "nota_diniego",
      label: "Diniego di rinnovo alla prima scadenza",
      help: "Il locatore può impedire il rinnovo solo per i motivi tassativi dell'art. 3 L. 431/1998 (ad esempio: uso proprio o di familiari entro il secondo grado, vendita senza possedere altre abitazioni oltre alla propria, integrale ristrutturazione). Se entro dodici mesi non adibisce l'immobile all'uso dichiarato, il conduttore ha diritto al ripristino del rapporto alle medesime condizioni o, in alternativa, al risarcimento previsto dallo stesso art. 3, commisurato a trentasei mensilità dell'ultimo canone. Una disdetta priva del motivo specifico è nulla.",
    },
    {
      slug: "nota_recesso",
      label: "Gravi motivi",
      help: "I gravi motivi devono essere sopravvenuti, imprevedibili ed estranei alla volontà del conduttore (ad esempio trasferimento di lavoro) e vanno indicati nella comunicazione di recesso. Il recesso libero, se concesso, non richiede motivazione ma mantiene il preavviso di sei mesi.",
    },
    {
      slug: "nota_cedolare",
      label: "Cedolare secca",
      help: "L'opzione si esercita nel modello RLI e vale per l'intera durata o per la singola annualità; la rinuncia all'aggiornamento del canone contenuta nel contratto tiene luogo della comunicazione al conduttore prevista dall'art. 3, comma 11, D.Lgs. 23/2011. Se il locatore è una società o agisce nell'esercizio di impresa non può optare. Con più comproprietari ciascuno opta per la propria quota: se qualcuno non opta, l'imposta di registro è dovuta sulla sua quota, ma la rinuncia all'aggiornamento vale per tutti (circolare n. 26/E/2011).",
    },
    {
      slug: "nota_registrazione",
      label: "Registrazione e sanzioni",
      help: "Il contratto non registrato è nullo (art. 1, comma 346, L. 311/2004). Si registra telematicamente con il modello RLI, allegando il contratto sottoscritto. In regime ordinario l'imposta di registro è del 2% del canone annuo (minimo euro 67,00) e il bollo di euro 16,00 ogni quattro facciate; il ritardo è sanabile con il ravvedimento operoso.",
    },
    {
      slug: "nota_deposito",
      label: "Limite del deposito",
      help: "Il limite di tre mensilità e la produzione di interessi legali sono inderogabili: la clausola che preveda un importo maggiore è nulla per l'eccedenza. Garanzie ulteriori (fideiussione bancaria o personale) sono ammesse, ma è prudente non farne un modo per eludere il limite.",
    },
    {
      slug: "nota_ape",
      label: "Attestato di prestazione energetica",
      help: "Per la locazione di una singola unità immobiliare basta la dichiarazione di ricezione; l'APE va allegato solo se si loca un intero edificio. In caso di omissione le parti rispondono in solido della sanzione amministrativa dell'art. 15, comma 8, D.Lgs. 192/2005.",
    },
  ],
  parties: [locatori.party, conduttori.party],
};

import { communicationsClause, privacyClause, signatureBlock } from "../../shared/clauses";
import { anyParty } from "../../shared/parties";
import { propertyFields } from "../../shared/property";
import type { SeedTemplate } from "../../types";
import { mediationFields } from "./preliminare-mediazione";

const venditore = anyParty({
  slug: "venditore",
  term: "Promittente venditore",
  of: "del promittente venditore",
  contacts: ["pec"],
});
const acquirente = anyParty({
  slug: "acquirente",
  term: "Promissario acquirente",
  of: "del promissario acquirente",
  contacts: ["pec"],
});
const firme = signatureBlock({
  signers: ["Il Promittente venditore", "Il Promissario acquirente"],
  // Issue 32: the clauses cited by the number they have in this contract.
  approvals:
    '{{ref::caparra}} (caparra {{if::tipo_caparra == "penitenziale"}}penitenziale e diritto di recesso{{else}}confirmatoria e recesso{{endif}}) e {{ref::termine}} (termine essenziale)',
});

export const preliminareCompravendita: SeedTemplate = {
  key: "preliminare-compravendita",
  title: "Contratto preliminare di compravendita immobiliare",
  language: "it",
  module: "civil_commercial",
  // A preliminary of a sale of real estate takes the final contract's written form (artt. 1350
  // n. 1 and 1351 c.c.): a qualified or digital signature (CAD art. 21, c. 2-bis).
  signature_level_min: "feq",
  categories: ["compravendita-immobili"],
  keywords: [
    "compromesso",
    "preliminare di vendita",
    "caparra confirmatoria",
    "acquisto casa",
    "vendita casa",
    "rogito",
    "promessa di vendita",
    "art. 1351",
    "trascrizione del preliminare",
  ],
  discipline: [
    "<h2>Fonti</h2>",
    "<p>Con il contratto preliminare (il «compromesso») le parti si obbligano a concludere un successivo contratto definitivo di compravendita. Per gli immobili deve essere stipulato per iscritto, a pena di nullità (<strong>artt. 1350 e 1351 c.c.</strong>). Se una parte non conclude il definitivo, l'altra può ottenere una sentenza che produce gli effetti del contratto non concluso (<strong>art. 2932 c.c.</strong>), purché esegua o offra la propria prestazione.</p>",
    "<h2>Caparra e acconti</h2>",
    "<ul>",
    "<li>La <strong>caparra confirmatoria</strong> (art. 1385 c.c.): se è inadempiente chi l'ha versata, l'altra parte può recedere e trattenerla; se è inadempiente chi l'ha ricevuta, l'altra può recedere ed esigerne il doppio. In alternativa la parte non inadempiente può chiedere l'esecuzione o la risoluzione del contratto e il risarcimento del danno secondo le regole generali.</li>",
    "<li>La caparra penitenziale (art. 1386 c.c.) è invece il corrispettivo di un diritto di recesso; gli <strong>acconti</strong> sono anticipi del prezzo, da restituire in caso di mancata conclusione del definitivo.</li>",
    "</ul>",
    "<h2>Come il testo segue le risposte</h2>",
    "<ul>",
    "<li><strong>Caparra</strong>: confirmatoria, il modello scrive gli effetti dell'art. 1385 c.c. (recesso e ritenzione o restituzione del doppio in caso di inadempimento, salvi l'esecuzione in forma specifica ex art. 2932 c.c., la risoluzione e il risarcimento); penitenziale, scrive il diritto di recesso di ciascuna parte fino alla data del rogito, di cui la caparra è l'unico corrispettivo (art. 1386 c.c.). La scelta è decisiva: con la penitenziale ciascuna parte può sciogliersi dal contratto senza inadempimento, perdendo la caparra o restituendola doppia, e non può pretendere altro.</li>",
    "<li><strong>Mediazione</strong>: se l'affare è concluso con l'intervento di un agente immobiliare, il modello aggiunge la clausola che lo indica con la provvigione (art. 1755 c.c.); il mediatore deve essere iscritto nel registro delle imprese o nel REA come agente d'affari in mediazione (art. 2 L. 3 febbraio 1989, n. 39; art. 73 D.Lgs. 26 marzo 2010, n. 59), è tenuto in solido alla registrazione del preliminare (art. 10, comma 1, lett. d-bis, D.P.R. 26 aprile 1986, n. 131) e l'atto di vendita deve indicarne l'intervento e la provvigione (art. 35, comma 22, D.L. 4 luglio 2006, n. 223, convertito dalla L. 4 agosto 2006, n. 248). Senza mediatore, il preliminare è registrato a cura del promissario acquirente.</li>",
    "</ul>",
    "<h2>Trascrizione</h2>",
    "<p>Se è stipulato per atto pubblico o per scrittura privata con sottoscrizione autenticata, il preliminare può essere trascritto (art. 2645-bis c.c.): la trascrizione del definitivo prevale allora sulle trascrizioni e iscrizioni eseguite contro il venditore dopo quella del preliminare. L'effetto cessa se il definitivo non è trascritto entro un anno dalla data convenuta per la sua conclusione, e comunque entro tre anni dalla trascrizione del preliminare. È la tutela più efficace per chi versa somme importanti prima del rogito.</p>",
    "<h2>Da verificare prima della firma</h2>",
    "<ul>",
    "<li>La titolarità e la libertà del bene: visure catastali e ipotecarie; le ipoteche da cancellare con il prezzo (art. 40-bis D.Lgs. 1° settembre 1993, n. 385).</li>",
    "<li>La regolarità urbanistica: gli estremi dei titoli edilizi devono risultare nell'atto di vendita, a pena di nullità (art. 46 D.P.R. 6 giugno 2001, n. 380; art. 40 L. 28 febbraio 1985, n. 47), e la conformità catastale (art. 29, comma 1-bis, L. 27 febbraio 1985, n. 52).</li>",
    "<li>L'attestato di prestazione energetica, da consegnare all'acquirente (art. 6 D.Lgs. 19 agosto 2005, n. 192).</li>",
    "<li>Per gli immobili <strong>da costruire</strong> venduti da un costruttore a una persona fisica non si usa questo modello: il preliminare richiede l'atto pubblico o la scrittura privata autenticata e le garanzie del D.Lgs. 20 giugno 2005, n. 122 (fideiussione e polizza decennale).</li>",
    "</ul>",
    "<h2>Imposte</h2>",
    "<p>Il preliminare si registra entro trenta giorni con l'imposta fissa di euro 200, più lo 0,50% della caparra confirmatoria e il 3% degli acconti di prezzo, imposte che si scomputano da quella dovuta per il definitivo (art. 10 della Tariffa, parte I, D.P.R. 26 aprile 1986, n. 131, e nota). Se la vendita è soggetta a IVA, caparra e acconti scontano l'IVA e il registro è in misura fissa. Se interviene un mediatore, la provvigione è dovuta alla conclusione dell'affare (art. 1755 c.c.), che la giurisprudenza ravvisa già nel preliminare.</p>",
  ].join(""),
  body: [
    "<h1>Contratto preliminare di compravendita immobiliare</h1>",
    "<p>Tra</p>",
    venditore.appearance,
    "<p>e</p>",
    acquirente.appearance,
    "<p>si conviene e si stipula quanto segue.</p>",
    "<ol>",
    "<li><p><strong>Oggetto.</strong> Il Promittente venditore promette di vendere al Promissario acquirente, che promette di acquistare, la piena proprietà dell'unità immobiliare sita nel Comune di {{field::immobile_comune}}, {{field::immobile_indirizzo}}, composta da {{field::immobile_descrizione}}, censita al Catasto come segue: {{field::immobile_catasto}}, con i diritti sulle parti comuni dell'edificio ai sensi dell'art. 1117 c.c., nello stato di fatto e di diritto in cui si trova.</p></li>",
    `<li><p><strong>Prezzo.</strong> Il prezzo della compravendita è convenuto in € {{field::prezzo}}, che il Promissario acquirente paga: quanto a € {{field::caparra}} alla sottoscrizione del presente contratto, a titolo di caparra {{if::tipo_caparra == "penitenziale"}}penitenziale{{else}}confirmatoria{{endif}}, mediante {{field::mezzo_caparra}}, di cui il Promittente venditore rilascia quietanza salvo buon fine; quanto al residuo al momento della stipula dell'atto definitivo, mediante assegni circolari o bonifico bancario.</p></li>`,
    "<li><p><strong>Atto definitivo.</strong> L'atto definitivo di compravendita è stipulato entro il {{field::data_rogito}}, davanti al notaio scelto dal Promissario acquirente, {{field::notaio}}, che ne comunica al Promittente venditore la data e l'ora con un preavviso di almeno quindici giorni. Le spese e le imposte dell'atto definitivo sono a carico del Promissario acquirente.</p></li>",
    // One clause, labelled once, whose words follow the caparra chosen.
    "<li data-clause=\"caparra\"><p><strong>{{if::tipo_caparra == \"penitenziale\"}}Caparra penitenziale e diritto di recesso.{{else}}Caparra confirmatoria.{{endif}}</strong> {{if::tipo_caparra == \"penitenziale\"}}La somma versata alla sottoscrizione è caparra penitenziale ai sensi dell'art. 1386 c.c., quale corrispettivo del diritto di recesso che ciascuna Parte può esercitare, mediante comunicazione scritta all'altra, fino alla data fissata per la stipula dell'atto definitivo: se recede il Promissario acquirente, il Promittente venditore trattiene la caparra; se recede il Promittente venditore, restituisce al Promissario acquirente il doppio della caparra. Esercitato il recesso, nessun'altra somma è dovuta a qualsiasi titolo.{{else}}La somma versata alla sottoscrizione è caparra confirmatoria ai sensi dell'art. 1385 c.c.: se il Promissario acquirente è inadempiente, il Promittente venditore può recedere dal contratto e trattenere la caparra; se è inadempiente il Promittente venditore, il Promissario acquirente può recedere ed esigere il doppio della caparra. Resta salva la facoltà della parte non inadempiente di chiedere l'esecuzione del contratto ai sensi dell'art. 2932 c.c. o la sua risoluzione, e il risarcimento del danno.{{endif}} Al rogito la caparra è imputata al prezzo.</p></li>",
    "<li><p><strong>Garanzie del Promittente venditore.</strong> Il Promittente venditore garantisce di avere la piena ed esclusiva proprietà dell'immobile e che esso è libero da pesi, vincoli, trascrizioni pregiudizievoli, iscrizioni ipotecarie e privilegi, anche fiscali, {{field::ipoteche}}. Garantisce altresì di essere in regola con il pagamento delle spese condominiali fino al giorno del rogito e che non sono state deliberate spese straordinarie non ancora ripartite, salvo quanto segue: {{field::spese_condominiali}}.</p></li>",
    "<li><p><strong>Regolarità urbanistica e catastale.</strong> Il Promittente venditore dichiara che l'immobile è stato costruito e modificato in conformità ai seguenti titoli edilizi: {{field::titoli_edilizi}}, che non vi sono opere abusive e che i dati catastali e le planimetrie depositate sono conformi allo stato di fatto. Consegnerà entro il rogito la documentazione necessaria, compreso l'attestato di prestazione energetica (classe {{field::ape_classe}}) e le dichiarazioni di conformità degli impianti, ove esistenti.</p></li>",
    "<li><p><strong>Consegna.</strong> Il possesso dell'immobile è trasferito {{field::consegna}}, libero da persone e cose, nello stato in cui si trova alla data del presente contratto, salvo il normale deperimento d'uso.</p></li>",
    "<li><p><strong>Trascrizione.</strong> {{field::trascrizione}}{{note::nota_trascrizione}}</p></li>",
    '<li data-clause="termine"><p><strong>Termine.</strong> Il termine per la stipula dell\'atto definitivo {{field::termine_essenziale}}.</p></li>',
    "<li><p><strong>Registrazione.</strong> Il presente contratto è registrato entro trenta giorni a cura {{if::mediazione}}{{field::registrazione_carico}}{{else}}del Promissario acquirente{{endif}}; le relative imposte sono a carico del Promissario acquirente e si scomputano da quelle dovute per l'atto definitivo.</p></li>",
    "{{if::mediazione}}<li><p><strong>Mediazione.</strong> Le Parti danno atto che il presente contratto è concluso con l'intervento, in qualità di mediatore, di {{field::mediatore}}, agente d'affari in mediazione con iscrizione {{field::mediatore_iscrizione}}, cui ciascuna Parte corrisponde la provvigione convenuta ai sensi dell'art. 1755 c.c., nella misura seguente: {{field::provvigione}}. Le Parti dichiareranno nell'atto definitivo l'intervento del mediatore e l'ammontare della provvigione, ai sensi dell'art. 35, comma 22, del D.L. 4 luglio 2006, n. 223.</p></li>{{endif}}",
    communicationsClause,
    privacyClause,
    "<li><p><strong>Controversie.</strong> Per ogni controversia relativa al presente contratto, che ha per oggetto diritti reali su un bene immobile, le Parti esperiscono preliminarmente il procedimento di mediazione ai sensi dell'art. 5 del D.Lgs. 4 marzo 2010, n. 28; è competente il Tribunale del luogo in cui si trova l'immobile (art. 21 c.p.c.).</p></li>",
    "</ol>",
    firme.html,
  ].join(""),
  fields: [
    ...venditore.fields,
    ...acquirente.fields,
    ...propertyFields({
      help: {
        comune: "Il Comune in cui si trova l'immobile.",
        descrizione: "Vani, servizi, cantina, box e posto auto compresi nella vendita.",
        catasto:
          "Foglio, particella, subalterno, categoria e rendita di ciascuna unità, comprese le pertinenze.",
      },
      descriptionRows: 3,
    }),
    {
      slug: "titoli_edilizi",
      label: "Titoli edilizi",
      type: "textarea",
      help: "Gli estremi dei titoli edilizi (licenza, concessione, permesso di costruire, SCIA) o la dichiarazione che la costruzione è iniziata prima del 1° settembre 1967: devono risultare nel rogito, a pena di nullità (art. 46 D.P.R. 380/2001).",
      required: true,
      field_set: "Immobile",
      attributes: { rows: 2 },
    },
    {
      slug: "ape_classe",
      label: "Classe energetica (APE)",
      type: "text",
      help: "La classe dell'attestato di prestazione energetica, da consegnare all'acquirente.",
      required: true,
      field_set: "Immobile",
    },
    {
      slug: "prezzo",
      label: "Prezzo",
      type: "currency",
      help: "Il prezzo complessivo di vendita.",
      required: true,
      field_set: "Prezzo e caparra",
      validators: [{ name: "numberPositive" }],
    },
    {
      slug: "tipo_caparra",
      label: "Tipo di caparra",
      type: "select",
      help: "Confirmatoria: rafforza l'impegno e opera in caso di inadempimento (art. 1385 c.c.). Penitenziale: è il prezzo del diritto di recedere liberamente fino al rogito (art. 1386 c.c.).",
      required: true,
      field_set: "Prezzo e caparra",
      attributes: {
        options: [
          { value: "confirmatoria", label: "Confirmatoria (art. 1385 c.c.)" },
          { value: "penitenziale", label: "Penitenziale, con diritto di recesso (art. 1386 c.c.)" },
        ],
      },
    },
    {
      slug: "caparra",
      label: "Importo della caparra",
      type: "currency",
      help: "La somma versata alla firma: in genere tra il 10 e il 20% del prezzo. Chi la riceve, se inadempiente (confirmatoria) o se recede (penitenziale), la restituisce doppia.",
      required: true,
      field_set: "Prezzo e caparra",
      validators: [{ name: "numberPositive" }],
    },
    {
      slug: "mezzo_caparra",
      label: "Mezzo di pagamento della caparra",
      type: "select",
      help: "Gli estremi dei pagamenti vanno poi dichiarati nel rogito (art. 35, comma 22, D.L. 223/2006).",
      required: true,
      field_set: "Prezzo e caparra",
      attributes: {
        options: [
          {
            value: "assegno",
            label: "assegno circolare non trasferibile intestato al Promittente venditore",
          },
          { value: "bonifico", label: "bonifico bancario sul conto corrente del Promittente venditore" },
        ],
      },
    },
    {
      slug: "data_rogito",
      label: "Termine per il rogito",
      type: "date",
      help: "La data entro cui stipulare il definitivo; dalla trascrizione del preliminare, l'effetto prenotativo dura un anno oltre questa data e non più di tre anni.",
      required: true,
      field_set: "Rogito e consegna",
      deadline: {
        label_it: "Termine per la stipula del rogito",
        label_en: "Deadline for the deed of sale",
        reminder: 10080,
      },
    },
    {
      slug: "notaio",
      label: "Notaio",
      type: "text",
      help: "Il notaio scelto dall'acquirente, ad esempio «dott.ssa Anna Rossi, notaio in Bologna», o «da designare».",
      required: true,
      field_set: "Rogito e consegna",
    },
    {
      slug: "consegna",
      label: "Consegna dell'immobile",
      type: "select",
      help: "La consegna anticipata richiede cautele: regolare per iscritto oneri e responsabilità fino al rogito.",
      required: true,
      field_set: "Rogito e consegna",
      attributes: {
        options: [
          {
            value: "rogito",
            label: "al Promissario acquirente contestualmente alla stipula dell'atto definitivo",
          },
          {
            value: "anticipata",
            label:
              "al Promissario acquirente in via anticipata, alla sottoscrizione del presente contratto, a titolo di detenzione e con oneri di custodia e spese ordinarie a suo carico fino al rogito",
          },
        ],
      },
    },
    {
      slug: "ipoteche",
      label: "Ipoteche",
      type: "select",
      help: "Se grava un mutuo, prevedere che il debito sia estinto con il prezzo al rogito e l'ipoteca cancellata.",
      required: true,
      field_set: "Garanzie",
      attributes: {
        options: [
          { value: "libero", label: "e tale sarà al momento della stipula dell'atto definitivo" },
          {
            value: "mutuo",
            label:
              "a eccezione dell'ipoteca iscritta a garanzia del mutuo in essere, che il Promittente venditore si obbliga a estinguere con il prezzo dovuto al rogito, provvedendo alla cancellazione ai sensi dell'art. 40-bis del D.Lgs. 1° settembre 1993, n. 385",
          },
        ],
      },
    },
    {
      slug: "spese_condominiali",
      label: "Spese straordinarie deliberate",
      type: "text",
      help: "Le spese straordinarie già deliberate e chi le sostiene; altrimenti «nessuna».",
      required: true,
      field_set: "Garanzie",
    },
    {
      slug: "trascrizione",
      label: "Trascrizione del preliminare",
      type: "select",
      help: "La trascrizione richiede la firma autenticata da un notaio: protegge l'acquirente da ipoteche e pignoramenti successivi (art. 2645-bis c.c.).",
      required: true,
      field_set: "Garanzie",
      attributes: {
        options: [
          {
            value: "si",
            label:
              "Le Parti convengono di far autenticare le sottoscrizioni del presente contratto e di trascriverlo ai sensi dell'art. 2645-bis c.c., a spese del Promissario acquirente.",
          },
          { value: "no", label: "Le Parti convengono di non trascrivere il presente contratto." },
        ],
      },
    },
    {
      slug: "termine_essenziale",
      label: "Natura del termine",
      type: "select",
      help: "Un termine essenziale fa risolvere il contratto se scade senza rogito (art. 1457 c.c.): da usare con prudenza.",
      required: true,
      field_set: "Rogito e consegna",
      attributes: {
        options: [
          { value: "non_essenziale", label: "non è essenziale" },
          {
            value: "essenziale",
            label:
              "è essenziale nell'interesse di entrambe le Parti ai sensi dell'art. 1457 c.c.: se l'atto non è stipulato entro tale data per fatto di una Parte, il contratto si intende risolto di diritto, salvo che l'altra dichiari entro tre giorni di volerne l'esecuzione",
          },
        ],
      },
    },
    ...mediationFields,
    {
      slug: "registrazione_carico",
      label: "Chi registra il preliminare",
      type: "select",
      help: "Il preliminare si registra entro trenta giorni; il mediatore che ha concluso l'affare è obbligato in solido alla registrazione.",
      required: true,
      visible_if: "mediazione",
      field_set: "Rogito e consegna",
      attributes: {
        options: [
          { value: "acquirente", label: "del Promissario acquirente" },
          { value: "mediatore", label: "del mediatore immobiliare che ha concluso l'affare" },
        ],
      },
    },
    ...firme.fields,
  ],
  notes: [
    {
      slug: "nota_trascrizione",
      label: "Perché trascrivere",
      help: "Senza trascrizione, un'ipoteca o un pignoramento iscritti contro il venditore prima del rogito sono opponibili all'acquirente, che rischia le somme versate. Con la trascrizione il definitivo prevale su di essi.",
    },
  ],
  parties: [venditore.party, acquirente.party],
};

import { signatureBlock } from "../../shared/clauses";
import { oneOrMore } from "../../shared/number-agreement";
import { companyParty } from "../../shared/parties";
import type { SeedTemplate } from "../../types";

const prima = companyParty({
  slug: "prima",
  term: "Prima Parte",
  article: "la",
  of: "della prima parte",
  help: {
    denominazione:
      "Ragione sociale completa. Nell'accordo unilaterale la prima parte è quella che comunica le informazioni.",
  },
});
const seconda = companyParty({
  slug: "seconda",
  term: "Seconda Parte",
  article: "la",
  of: "della seconda parte",
  help: {
    denominazione:
      "Ragione sociale completa. Nell'accordo unilaterale la seconda parte è quella che riceve le informazioni.",
  },
});
const firme = signatureBlock({
  placeWording: {
    required: false,
    help: "Comune di sottoscrizione; in caso di firma digitale a distanza indicare il luogo dell'ultima firma.",
  },
  signers: ["Per la Prima Parte", "Per la Seconda Parte"],
  // Numbered as printed: the clause on staff is there only when chosen, and the others move up.
  approvals:
    "{{ref::garanzie}} (esclusione di garanzie), {{ref::durata}} (durata degli obblighi), {{ref::penale}} (clausola penale), {{if::non_sollecitazione}}{{ref::personale}} (non sollecitazione del personale), {{endif}}{{ref::generali}} (divieto di cessione) e {{ref::foro}} (foro competente esclusivo)",
});

export const accordoRiservatezza: SeedTemplate = {
  key: "accordo-riservatezza",
  title: "Accordo di riservatezza (NDA) unilaterale o reciproco",
  language: "it",
  module: "civil_commercial",
  categories: ["riservatezza"],
  keywords: [
    "accordo di confidenzialità",
    "non disclosure",
    "patto di segretezza",
    "confidenzialità",
    "segreti commerciali",
    "know-how",
    "informazioni riservate",
    "trattative",
    "due diligence",
    "clausola penale",
    "segreto industriale",
  ],
  discipline: `<h2>Fonti</h2>
<p>L'accordo di riservatezza è un contratto atipico, ammesso in quanto diretto a realizzare interessi meritevoli di tutela (<strong>art. 1322, secondo comma, c.c.</strong>), che ha forza di legge tra le parti (<strong>art. 1372 c.c.</strong>). Si affianca alla tutela legale dei <strong>segreti commerciali</strong> prevista dagli <strong>artt. 98 e 99 del D.Lgs. 10 febbraio 2005, n. 30</strong> (Codice della proprietà industriale), come modificati dal D.Lgs. 11 maggio 2018, n. 63 di attuazione della direttiva (UE) 2016/943, alla disciplina della concorrenza sleale (<strong>art. 2598, n. 3, c.c.</strong>) e alla tutela penale dell'<strong>art. 623 c.p.</strong> (rivelazione di segreti scientifici o commerciali). Durante le trattative le parti sono comunque tenute a comportarsi secondo buona fede (<strong>art. 1337 c.c.</strong>).</p>
<h2>Perché un accordo scritto</h2>
<p>La tutela legale degli artt. 98-99 CPI copre solo le informazioni che sono segrete, hanno valore economico in quanto segrete e sono sottoposte, da parte del detentore, a <strong>misure ragionevolmente adeguate</strong> a mantenerle segrete. Un accordo di riservatezza è al tempo stesso una di tali misure e una fonte autonoma di obblighi: protegge anche informazioni che non raggiungono la soglia del segreto commerciale (ad esempio l'esistenza stessa delle trattative, condizioni economiche, dati di clienti) e consente di predeterminare il danno con una clausola penale.</p>
<h2>Unilaterale o reciproco</h2>
<p>La versione <strong>unilaterale</strong> si usa quando solo una parte comunica informazioni (ad esempio un'impresa che mostra un prototipo a un potenziale fornitore, o la società oggetto di due diligence); la versione <strong>reciproca</strong> quando entrambe si scambiano informazioni (joint venture, accordi di sviluppo, integrazioni tecnologiche). Il modello scrive il testo che corrisponde alla scelta:</p>
<ul>
<li>nell'accordo <strong>unilaterale</strong> la Prima Parte è la «Parte Divulgante» e la Seconda Parte la «Parte Ricevente»: le premesse descrivono la sola comunicazione della Prima Parte e la penale è dovuta dalla Parte Ricevente alla Parte Divulgante;</li>
<li>nell'accordo <strong>reciproco</strong> ciascuna Parte è «Parte Divulgante» per le informazioni che comunica e «Parte Ricevente» per quelle che riceve, e la penale è dovuta dalla Parte inadempiente all'altra.</li>
</ul>
<p>La clausola di <strong>non sollecitazione del personale</strong> compare solo se scelta; quando manca, gli articoli successivi e i rinvii (compreso l'elenco delle clausole approvate specificamente ai sensi dell'art. 1341 c.c.) sono numerati di conseguenza.</p>
<h2>Clausole chiave</h2>
<ul>
<li><strong>Definizione delle informazioni</strong>: deve essere ampia ma determinabile; conviene indicare le categorie di informazioni che si prevede di scambiare e includere le informazioni comunicate oralmente.</li>
<li><strong>Esclusioni</strong>: informazioni già di pubblico dominio, già lecitamente note alla parte ricevente, sviluppate in modo indipendente o ricevute da terzi non vincolati; l'onere della prova grava sulla parte ricevente.</li>
<li><strong>Rappresentanti</strong>: la parte ricevente risponde del fatto dei propri dipendenti, consulenti e società del gruppo ai sensi dell'art. 1381 c.c. (promessa del fatto del terzo).</li>
<li><strong>Durata</strong>: gli obblighi devono sopravvivere alla conclusione delle trattative per un periodo proporzionato alla vita utile delle informazioni (di regola da due a cinque anni); per i veri segreti commerciali la tutela legale dura finché permangono i requisiti dell'art. 98 CPI.</li>
<li><strong>Clausola penale</strong>: ai sensi dell'<strong>art. 1382 c.c.</strong> la penale è dovuta indipendentemente dalla prova del danno e limita il risarcimento alla prestazione promessa, se non è convenuta la risarcibilità del danno ulteriore, come fa il modello. Il giudice può ridurla se manifestamente eccessiva (<strong>art. 1384 c.c.</strong>): fissarla in misura proporzionata al valore delle informazioni.</li>
<li><strong>Tutela inibitoria</strong>: la violazione del segreto consente di chiedere in via cautelare la descrizione, il sequestro e l'inibitoria (artt. 129 e 131 CPI) e, con la sentenza di merito, le misure correttive e l'inibitoria definitiva (art. 124 CPI), oltre al risarcimento del danno (art. 125 CPI).</li>
</ul>
<h2>Foro, registrazione e altri profili</h2>
<p>Le controversie relative ai segreti commerciali sono di competenza delle <strong>sezioni specializzate in materia di impresa</strong> (art. 134 CPI e art. 3 D.Lgs. 27 giugno 2003, n. 168): la scelta del foro va coordinata con le sedi delle sezioni specializzate. L'accordo, privo di contenuto patrimoniale, è soggetto a registrazione solo in caso d'uso, con imposta in misura fissa; si applica l'imposta di bollo sulle scritture private (D.P.R. 26 ottobre 1972, n. 642). La clausola di non sollecitazione del personale, facoltativa, limita la libertà contrattuale nei rapporti con i terzi e va approvata specificamente se il contratto è predisposto da una parte (art. 1341, secondo comma, c.c.); tra imprese concorrenti va valutata anche alla luce del diritto antitrust.</p>
<h2>Errori frequenti</h2>
<ul>
<li>Confondere l'accordo di riservatezza con una lettera d'intenti o con un patto di esclusiva nelle trattative, che richiedono clausole specifiche.</li>
<li>Omettere l'obbligo di restituire o distruggere le informazioni alla fine delle trattative.</li>
<li>Prevedere una penale sproporzionata, esposta a riduzione giudiziale.</li>
<li>Non coordinare l'accordo con la normativa sulla protezione dei dati personali quando le informazioni contengono dati di persone fisiche.</li>
</ul>`,
  body: `<h1>Accordo di riservatezza</h1>
<p>Tra</p>
${prima.appearance}
<p>e</p>
${seconda.appearance}
<p>di seguito, singolarmente, la «Parte» e, congiuntamente, le «Parti».</p>
<h2>Premesso che</h2>
<ul>
<li>le Parti intendono valutare la seguente possibile operazione o collaborazione: {{field::finalita}} (di seguito lo «Scopo»);</li>
<li>ai fini dello Scopo, {{if::tipo_accordo == "unilaterale"}}la Prima Parte prevede di comunicare alla Seconda Parte informazioni di natura riservata, che intende proteggere{{else}}le Parti prevedono di comunicarsi reciprocamente informazioni di natura riservata, che intendono proteggere{{endif}} anche quali misure ragionevolmente adeguate ai sensi dell'art. 98 del D.Lgs. 10 febbraio 2005, n. 30;</li>
</ul>
<p>si conviene quanto segue.</p>
<ol>
<li><p><strong>Natura dell'accordo.</strong> {{if::tipo_accordo == "unilaterale"}}Il presente accordo è unilaterale: le Informazioni Riservate sono comunicate esclusivamente dalla Prima Parte, che assume la qualità di «Parte Divulgante», alla Seconda Parte, che assume la qualità di «Parte Ricevente». Gli obblighi del presente accordo gravano sulla Parte Ricevente.{{else}}Il presente accordo è reciproco: ciascuna Parte può comunicare all'altra Informazioni Riservate e assume la qualità di «Parte Divulgante» per le informazioni che comunica e di «Parte Ricevente» per quelle che riceve. Gli obblighi del presente accordo gravano su ciascuna Parte in quanto Parte Ricevente.{{endif}}{{note::nota_tipo}}</p></li>
<li data-clause="informazioni"><p><strong>Informazioni Riservate.</strong> Per «Informazioni Riservate» si intendono tutte le informazioni, i dati, i documenti, il know-how, i progetti, i disegni, i campioni, i software, le informazioni tecniche, commerciali e finanziarie, compresi i segreti commerciali di cui agli artt. 98 e 99 del D.Lgs. n. 30/2005, comunicati dalla Parte Divulgante alla Parte Ricevente in qualsiasi forma, scritta, orale, elettronica o mediante visione, a partire dal {{field::data_decorrenza}}, in relazione allo Scopo, e in particolare: {{field::informazioni_oggetto}}.{{note::nota_segreti}}</p><p>Costituiscono altresì Informazioni Riservate l'esistenza e il contenuto delle trattative tra le Parti e del presente accordo, nonché le analisi, le elaborazioni e i documenti predisposti dalla Parte Ricevente che contengano o riflettano Informazioni Riservate.</p></li>
<li><p><strong>Obblighi della Parte Ricevente.</strong> La Parte Ricevente si obbliga:</p><ol><li><p>a utilizzare le Informazioni Riservate esclusivamente per lo Scopo;</p></li><li><p>a non divulgarle a terzi, in tutto o in parte, se non nei limiti dell'articolo {{ref::rappresentanti}};</p></li><li><p>a custodirle con la stessa cura che impiega per le proprie informazioni riservate e, in ogni caso, con misure di sicurezza ragionevolmente adeguate;</p></li><li><p>a non riprodurle se non nella misura strettamente necessaria allo Scopo;</p></li><li><p>a non analizzare, scomporre o decodificare campioni, prototipi o software ricevuti al fine di ricavarne la composizione o il funzionamento;</p></li><li><p>a informare senza ritardo la Parte Divulgante di qualsiasi uso o divulgazione non autorizzati di cui venga a conoscenza, cooperando per limitarne le conseguenze.</p></li></ol></li>
<li data-clause="rappresentanti"><p><strong>Rappresentanti.</strong> La Parte Ricevente può comunicare le Informazioni Riservate ai propri amministratori, dipendenti, consulenti professionali e società controllate che abbiano necessità di conoscerle per lo Scopo (di seguito i «Rappresentanti»), a condizione che siano informati della loro natura riservata e vincolati da obblighi di riservatezza non meno stringenti di quelli del presente accordo. La Parte Ricevente risponde, ai sensi dell'art. 1381 c.c., di ogni violazione commessa dai propri Rappresentanti.</p></li>
<li><p><strong>Esclusioni.</strong> Gli obblighi di cui al presente accordo non si applicano alle informazioni che la Parte Ricevente dimostri: (a) essere o divenire di pubblico dominio per causa non imputabile alla Parte Ricevente o ai suoi Rappresentanti; (b) essere già in suo legittimo possesso, senza vincolo di riservatezza, prima della comunicazione, come risulta da documentazione scritta; (c) essere state ricevute lecitamente da un terzo non vincolato da obblighi di riservatezza; (d) essere state sviluppate in modo indipendente, senza utilizzo delle Informazioni Riservate.</p></li>
<li><p><strong>Divulgazione imposta dalla legge.</strong> Se la Parte Ricevente è tenuta a comunicare Informazioni Riservate in forza di legge, regolamento o provvedimento dell'autorità giudiziaria o amministrativa, ne informa preventivamente e senza ritardo la Parte Divulgante, ove consentito, in modo che questa possa chiedere misure di protezione, e comunica soltanto la parte di informazioni strettamente richiesta.</p></li>
<li data-clause="garanzie"><p><strong>Titolarità e assenza di garanzie.</strong> Le Informazioni Riservate restano di proprietà della Parte Divulgante. Il presente accordo non attribuisce alla Parte Ricevente alcuna licenza o diritto su brevetti, marchi, diritti d'autore, segreti commerciali o altri diritti di proprietà industriale o intellettuale della Parte Divulgante. Le Informazioni Riservate sono fornite «nello stato in cui si trovano»: salvo il caso di dolo o colpa grave, la Parte Divulgante non garantisce la loro completezza o esattezza.</p></li>
<li><p><strong>Restituzione e distruzione.</strong> Su richiesta scritta della Parte Divulgante e, in ogni caso, al termine delle trattative, la Parte Ricevente restituisce o distrugge entro quindici giorni tutte le Informazioni Riservate e le relative copie, attestandolo per iscritto. Possono essere conservate le sole copie che la Parte Ricevente sia obbligata a tenere per legge e quelle contenute in sistemi di salvataggio automatico non accessibili nell'operatività ordinaria, che restano soggette agli obblighi del presente accordo.</p></li>
<li><p><strong>Assenza di obbligo a contrarre.</strong> Il presente accordo non obbliga le Parti a concludere alcun contratto relativo allo Scopo; ciascuna Parte può interrompere le trattative in qualsiasi momento, nel rispetto dell'art. 1337 c.c.</p></li>
<li data-clause="durata"><p><strong>Durata.</strong> Il presente accordo si applica alle Informazioni Riservate comunicate ${oneOrMore("durata_accordo", "nel mese successivo", "nei {{field::durata_accordo}} mesi successivi")} alla data indicata all'articolo {{ref::informazioni}}. Gli obblighi di riservatezza e di non utilizzo restano in vigore ${oneOrMore("durata_obblighi", "per un anno", "per {{field::durata_obblighi}} anni")} dalla scadenza di tale periodo o dalla precedente interruzione delle trattative e, per le informazioni che costituiscono segreti commerciali ai sensi dell'art. 98 del D.Lgs. n. 30/2005, finché esse conservano tale natura.</p></li>
<li data-clause="penale"><p><strong>Clausola penale e tutela giudiziale.</strong> Per ciascuna violazione degli obblighi di cui al presente accordo {{if::tipo_accordo == "unilaterale"}}la Parte Ricevente è tenuta a corrispondere alla Parte Divulgante{{else}}la Parte inadempiente è tenuta a corrispondere all'altra Parte{{endif}}, a titolo di penale ai sensi dell'art. 1382 c.c., la somma di € {{field::penale}}, salvo il risarcimento del danno ulteriore. Resta salvo il diritto della Parte Divulgante di chiedere all'autorità giudiziaria i provvedimenti inibitori e cautelari previsti dalla legge, compresi quelli di cui agli artt. 124, 129 e 131 del D.Lgs. n. 30/2005, e ogni altro provvedimento d'urgenza ove ne ricorrano i presupposti.{{note::nota_penale}}</p></li>
{{if::non_sollecitazione}}<li data-clause="personale"><p><strong>Non sollecitazione del personale.</strong> Per la durata delle trattative e ${oneOrMore("non_sollecitazione_mesi", "per il mese successivo", "per i {{field::non_sollecitazione_mesi}} mesi successivi")}, {{if::tipo_accordo == "unilaterale"}}la Parte Ricevente non sollecita attivamente i dipendenti della Parte Divulgante{{else}}nessuna Parte sollecita attivamente i dipendenti dell'altra Parte{{endif}}, con i quali sia venuta in contatto in relazione allo Scopo, a cessare il rapporto di lavoro; restano consentite le assunzioni a seguito di annunci di ricerca di personale rivolti al pubblico.</p></li>{{endif}}
<li><p><strong>Dati personali.</strong> Qualora le Informazioni Riservate contengano dati personali, ciascuna Parte li tratta in qualità di titolare autonomo, nel rispetto del Regolamento (UE) 2016/679 e del D.Lgs. 30 giugno 2003, n. 196, limitando la comunicazione ai dati strettamente necessari allo Scopo.</p></li>
<li data-clause="generali"><p><strong>Disposizioni generali.</strong> Il presente accordo costituisce l'intera intesa tra le Parti sul suo oggetto; ogni modifica deve risultare da atto scritto. Nessuna Parte può cedere il presente accordo senza il consenso scritto dell'altra. L'invalidità di una clausola non pregiudica la validità delle altre. La tolleranza di una Parte rispetto a inadempimenti dell'altra non costituisce rinuncia ai propri diritti.</p></li>
<li data-clause="foro"><p><strong>Legge applicabile e foro competente.</strong> Il presente accordo è regolato dalla legge italiana. Per ogni controversia relativa alla sua validità, interpretazione ed esecuzione è competente in via esclusiva il Foro di {{field::foro}}, ferma la competenza delle sezioni specializzate in materia di impresa ove prevista dalla legge.{{note::nota_foro}}</p></li>
</ol>
${firme.html}`,
  fields: [
    ...prima.fields,
    ...seconda.fields,
    {
      slug: "tipo_accordo",
      label: "Tipo di accordo",
      type: "select",
      help: "Reciproco se entrambe le parti si scambiano informazioni; unilaterale se le comunica solo la prima parte. Il testo delle premesse, della natura dell'accordo e della penale cambia di conseguenza.",
      required: true,
      field_set: "Oggetto e durata",
      attributes: {
        options: [
          { value: "reciproco", label: "Reciproco: entrambe le Parti comunicano informazioni" },
          { value: "unilaterale", label: "Unilaterale: solo la Prima Parte comunica informazioni" },
        ],
      },
    },
    {
      slug: "finalita",
      label: "Scopo della comunicazione",
      type: "textarea",
      help: "Operazione o collaborazione per cui si scambiano informazioni (ad esempio: valutazione di un accordo di fornitura di componenti elettronici; due diligence per l'acquisto di una partecipazione). Lo scopo limita l'uso lecito delle informazioni.",
      required: true,
      field_set: "Oggetto e durata",
      attributes: { rows: 3 },
    },
    {
      slug: "informazioni_oggetto",
      label: "Categorie di informazioni",
      type: "textarea",
      help: "Esempi delle informazioni che si prevede di scambiare (disegni tecnici, listini, dati di vendita, codice sorgente, piani industriali). L'elenco è esemplificativo e non limita la definizione generale.",
      field_set: "Oggetto e durata",
      attributes: { rows: 3 },
    },
    {
      slug: "data_decorrenza",
      label: "Data da cui si applica l'accordo",
      type: "date",
      help: "Di solito la data della firma; se le parti hanno già scambiato informazioni, indicare la data del primo scambio per coprirle.",
      required: true,
      field_set: "Oggetto e durata",
    },
    {
      slug: "durata_accordo",
      label: "Periodo di scambio delle informazioni (mesi)",
      type: "number",
      help: "Mesi durante i quali le informazioni comunicate sono coperte dall'accordo (ad esempio 12).",
      required: true,
      field_set: "Oggetto e durata",
      attributes: { min: 1 },
      validators: [{ name: "numberPositive" }],
    },
    {
      slug: "durata_obblighi",
      label: "Durata degli obblighi dopo la scadenza (anni)",
      type: "number",
      help: "Anni di sopravvivenza degli obblighi di riservatezza, di regola da 2 a 5, proporzionati alla vita utile delle informazioni.",
      required: true,
      field_set: "Oggetto e durata",
      attributes: { min: 1, max: 10 },
      validators: [{ name: "numberPositive" }],
    },
    {
      slug: "penale",
      label: "Penale per ciascuna violazione",
      type: "currency",
      help: "Importo dovuto senza necessità di provare il danno (art. 1382 c.c.); se manifestamente eccessivo il giudice può ridurlo (art. 1384 c.c.).",
      required: true,
      field_set: "Oggetto e durata",
      validators: [{ name: "numberPositive" }],
    },
    {
      slug: "non_sollecitazione",
      label: "Clausola di non sollecitazione del personale",
      type: "boolean",
      help: "Clausola facoltativa che impedisce di sottrarre personale all'altra parte durante le trattative e dopo; limita la libertà contrattuale e va approvata specificamente (art. 1341, secondo comma, c.c.). Se non è scelta, l'articolo non compare e i successivi sono rinumerati.",
      field_set: "Oggetto e durata",
    },
    {
      slug: "non_sollecitazione_mesi",
      label: "Durata della non sollecitazione dopo le trattative (mesi)",
      type: "number",
      help: "Di regola dodici mesi: un periodo più lungo deve essere giustificato dalla durata della collaborazione e va valutato, tra imprese concorrenti, anche alla luce del diritto antitrust.",
      required: true,
      visible_if: "non_sollecitazione",
      field_set: "Oggetto e durata",
      attributes: { min: 1, max: 36 },
      validators: [{ name: "numberPositive" }],
    },
    {
      slug: "foro",
      label: "Foro competente",
      type: "text",
      help: "Città del tribunale competente in via esclusiva; per le controversie sui segreti commerciali è preferibile una sede di sezione specializzata in materia di impresa (ad esempio Milano, Roma, Torino, Bologna).",
      required: true,
      field_set: "Sottoscrizione",
    },
    // Optional here, and with its own help: the parties may sign digitally at a distance.
    ...firme.fields,
  ],
  notes: [
    {
      slug: "nota_tipo",
      label: "Scelta tra unilaterale e reciproco",
      help: "Nell'accordo unilaterale gli obblighi gravano solo sulla parte ricevente: è la scelta tipica per chi presenta un progetto o apre la propria documentazione a una due diligence. Se esiste anche solo la possibilità che entrambe le parti comunichino informazioni, scegliere il reciproco.",
    },
    {
      slug: "nota_segreti",
      label: "Contrassegnare le informazioni",
      help: "Per rafforzare la prova delle «misure ragionevolmente adeguate» richieste dall'art. 98 CPI, contrassegnare i documenti come riservati, tenere traccia di cosa viene comunicato e a chi, e confermare per iscritto le informazioni comunicate oralmente.",
    },
    {
      slug: "nota_penale",
      label: "Misura della penale",
      help: "La penale evita la difficile prova del danno da divulgazione. Con la clausola «salvo il risarcimento del danno ulteriore» la parte lesa può chiedere di più, provando il danno maggiore. Una penale sproporzionata rispetto all'interesse del creditore può essere ridotta d'ufficio dal giudice.",
    },
    {
      slug: "nota_foro",
      label: "Sezioni specializzate",
      help: "Le azioni fondate sulla violazione di segreti commerciali rientrano nella competenza delle sezioni specializzate in materia di impresa: indicare come foro una città che ne sia sede evita incertezze sulla competenza.",
    },
  ],
  parties: [prima.party, seconda.party],
};

import { signatureBlock } from "../../shared/clauses";
import { oneOrMore } from "../../shared/number-agreement";
import { companyParty } from "../../shared/parties";
import type { SeedTemplate } from "../../types";

const preponente = companyParty({
  slug: "preponente",
  term: "Preponente",
  of: "del preponente",
  help: {
    denominazione: "Ragione sociale completa dell'impresa che conferisce il mandato di agenzia.",
    partita_iva: "Partita IVA di 11 cifre; serve anche per la posizione Enasarco della ditta preponente.",
  },
});
const firme = signatureBlock({
  placeWording: { required: false },
  signers: ["Il Preponente", "L'Agente"],
  approvals:
    "2 (esclusiva), 5 (riscossione), 6 (base di calcolo delle provvigioni ed esclusione del rimborso spese), 9 (durata e recesso), 11 (patto di non concorrenza) e 15 (foro competente)",
});

export const contrattoAgenzia: SeedTemplate = {
  key: "contratto-agenzia",
  title: "Contratto di agenzia commerciale",
  language: "it",
  module: "civil_commercial",
  categories: ["agenzia-mandato"],
  keywords: [
    "agente di commercio",
    "rappresentante",
    "provvigioni",
    "Enasarco",
    "zona",
    "esclusiva",
    "monomandatario",
    "plurimandatario",
    "preponente",
    "indennità di fine rapporto",
    "FIRR",
    "AEC",
    "mandato di agenzia",
  ],
  discipline: `<h2>Fonti</h2>
<p>Il contratto di agenzia è disciplinato dagli <strong>artt. 1742-1753 c.c.</strong>, nel testo risultante dall'attuazione della direttiva 86/653/CEE (D.Lgs. 10 settembre 1991, n. 303, D.Lgs. 15 febbraio 1999, n. 65, e L. 29 dicembre 2000, n. 422), e, per quanto compatibili, dalle norme sul mandato (art. 1746, secondo comma, c.c.). Rilevano inoltre gli <strong>Accordi Economici Collettivi</strong> (AEC) di settore, in particolare l'AEC del settore commercio del 16 febbraio 2009 e l'AEC del settore industria del 30 luglio 2014, che si applicano ai rapporti tra parti iscritte alle associazioni stipulanti o che vi facciano rinvio, e la disciplina previdenziale della <strong>Fondazione Enasarco</strong> (L. 2 febbraio 1973, n. 12, e Regolamento delle attività istituzionali della Fondazione).</p>
<h2>Nozione e distinzioni</h2>
<p>Con il contratto di agenzia una parte assume <strong>stabilmente</strong> l'incarico di promuovere, per conto dell'altra, verso retribuzione, la conclusione di contratti in una <strong>zona determinata</strong> (art. 1742 c.c.). La stabilità distingue l'agente dal procacciatore d'affari occasionale; l'autonomia organizzativa e il rischio d'impresa lo distinguono dal lavoratore subordinato (venditore o viaggiatore piazzista). Se all'agente è conferito anche il potere di concludere i contratti, si applica l'art. 1752 c.c. (agente con rappresentanza). Per gli agenti di assicurazione valgono le norme speciali (art. 1753 c.c. e Codice delle assicurazioni private).</p>
<h2>Requisiti formali e amministrativi</h2>
<ul>
<li>Il contratto deve essere <strong>provato per iscritto</strong>; ciascuna parte ha diritto irrinunciabile di ottenere dall'altra un documento sottoscritto che ne riproduca il contenuto e le clausole aggiuntive (art. 1742, secondo comma, c.c.).</li>
<li>L'agente deve possedere i requisiti professionali della L. 3 maggio 1985, n. 204 ed essere iscritto nel Registro delle imprese o nel REA (art. 74 D.Lgs. 26 marzo 2010, n. 59, e D.M. 26 ottobre 2011).</li>
<li>Il preponente deve iscrivere l'agente all'Enasarco e versare trimestralmente i contributi, per metà a proprio carico e per metà a carico dell'agente (aliquota complessiva del 17% per gli agenti persone fisiche e società di persone, entro minimali e massimali aggiornati annualmente; regole diverse per le società di capitali: verificare il Regolamento vigente), e, se si applica un AEC, accantonare il FIRR. Sulle provvigioni si applica la ritenuta d'acconto prevista dall'art. 25-bis D.P.R. 29 settembre 1973, n. 600.</li>
</ul>
<h2>Regole inderogabili a tutela dell'agente</h2>
<ul>
<li><strong>Obblighi di lealtà e informazione</strong> reciproci (artt. 1746 e 1749 c.c.), con nullità dei patti contrari.</li>
<li><strong>Divieto di star del credere</strong>: è nullo il patto che ponga a carico dell'agente una responsabilità, anche parziale, per l'inadempimento del terzo; è ammessa solo una garanzia per singoli affari di particolare natura e importo, non superiore alla provvigione e con apposito corrispettivo (art. 1746, terzo comma, c.c.).</li>
<li><strong>Provvigioni</strong>: spettano per gli affari conclusi per effetto dell'intervento dell'agente e, salvo patto contrario, per quelli conclusi dal preponente con clienti acquisiti dall'agente o appartenenti alla zona o alla clientela riservata (art. 1748 c.c.); sono dovute al più tardi, inderogabilmente, quando il terzo ha eseguito o avrebbe dovuto eseguire la prestazione. Il preponente deve consegnare l'estratto conto delle provvigioni entro l'ultimo giorno del mese successivo a ciascun trimestre e pagarle nello stesso termine (art. 1749 c.c.).</li>
<li><strong>Preavviso</strong>: nel contratto a tempo indeterminato è di un mese per il primo anno di durata, due per il secondo, tre per il terzo, quattro per il quarto, cinque per il quinto e sei per il sesto e i successivi; le parti possono convenire termini più lunghi, ma quello a carico del preponente non può essere inferiore a quello a carico dell'agente (art. 1750 c.c.). Gli AEC prevedono termini propri, da verificare. Il contratto a tempo determinato che continua a essere eseguito dopo la scadenza si trasforma a tempo indeterminato.</li>
<li><strong>Indennità di fine rapporto</strong>: dovuta se l'agente ha procurato nuovi clienti o sviluppato sensibilmente gli affari con i clienti esistenti e il preponente ne riceve ancora vantaggi sostanziali, e se il pagamento è equo; non può superare una cifra equivalente a un'indennità annua calcolata sulla media annuale delle retribuzioni degli ultimi cinque anni. Non è dovuta se il preponente risolve il contratto per un inadempimento grave dell'agente o se l'agente recede senza giustificazione imputabile al preponente o senza motivi di età, infermità o malattia. L'agente decade dal diritto se non comunica al preponente l'intenzione di farlo valere entro un anno dallo scioglimento (art. 1751 c.c.). Secondo la Corte di giustizia (sent. 23 marzo 2006, causa C-465/04, Honeyvem), l'indennità prevista dagli AEC è legittima solo se, in concreto, non risulta inferiore a quella che spetterebbe in base alla legge.</li>
<li><strong>Patto di non concorrenza post-contrattuale</strong>: deve essere scritto, riguardare la stessa zona, clientela e genere di beni o servizi, e non può eccedere due anni dall'estinzione del contratto; comporta un'indennità di natura non provvigionale, determinata dalle parti tenendo conto degli AEC o, in difetto, dal giudice in via equitativa (art. 1751-bis c.c.). L'indennità è dovuta agli agenti che operano in forma individuale, di società di persone o di società di capitali con un solo socio e, se previsto dagli AEC, alle società di capitali.</li>
</ul>
<h2>Controversie</h2>
<p>Se l'agente svolge la propria attività in modo prevalentemente personale, le controversie seguono il rito del lavoro (art. 409, n. 3, c.p.c.) e la competenza spetta al giudice del luogo del domicilio dell'agente; le clausole derogative della competenza per territorio sono nulle (art. 413 c.p.c.). La clausola sul foro del modello opera quindi solo quando tali norme non si applicano.</p>
<h2>Errori frequenti</h2>
<ul>
<li>Zona o prodotti indicati in modo generico, fonte di liti sulle provvigioni indirette.</li>
<li>Clausole di «minimo di fatturato» configurate come causa automatica di risoluzione, che la giurisprudenza valuta con rigore alla luce dell'art. 1455 c.c.</li>
<li>Patto di non concorrenza senza indennità o esteso oltre la zona e la clientela dell'agente.</li>
<li>Qualificare come agenzia un rapporto che presenta gli indici della subordinazione.</li>
</ul>`,
  body: `<h1>Contratto di agenzia</h1>
<p><em>ai sensi degli artt. 1742 ss. del codice civile</em></p>
<p>Tra</p>
${preponente.appearance}
<p>e</p>
<p><strong>{{field::agente_nome}}</strong>, con sede o domicilio professionale in {{field::agente_sede}}, codice fiscale {{field::agente_codice_fiscale}}, partita IVA {{field::agente_partita_iva}}, iscritto/a {{field::agente_rea}}, che esercita l'attività di agente di commercio {{field::agente_forma}} (di seguito l'«Agente»),</p>
<p>si conviene e si stipula quanto segue.</p>
<ol>
<li><p><strong>Oggetto.</strong> Il Preponente conferisce all'Agente, che accetta, l'incarico di promuovere stabilmente, per conto del Preponente, la conclusione di contratti di vendita dei seguenti prodotti: {{field::prodotti}} (di seguito i «Prodotti»), nella seguente zona: {{field::zona}} (di seguito la «Zona»), presso la seguente clientela: {{field::clientela}}.</p><p>L'Agente non ha il potere di concludere contratti in nome del Preponente, né di modificarne le condizioni, salvo specifica autorizzazione scritta. Le proposte d'ordine raccolte dall'Agente sono soggette all'accettazione del Preponente.</p></li>
<li><p><strong>Esclusiva.</strong> L'incarico è conferito {{field::esclusiva}}. L'Agente opera in qualità di agente {{field::mandato_tipo}}.{{note::nota_esclusiva}}</p></li>
<li><p><strong>Obblighi dell'Agente.</strong> Nell'esecuzione dell'incarico l'Agente deve tutelare gli interessi del Preponente e agire con lealtà e buona fede; in particolare deve adempiere l'incarico in conformità delle istruzioni ricevute, fornire al Preponente le informazioni riguardanti le condizioni del mercato nella Zona e ogni altra informazione utile per valutare la convenienza dei singoli affari (art. 1746 c.c.), trasmettere senza ritardo le proposte d'ordine raccolte, applicare i listini e le condizioni di vendita comunicati dal Preponente e segnalare tempestivamente i reclami della clientela. L'Agente organizza liberamente la propria attività, con propri mezzi e a proprio rischio, e ne sostiene le spese.</p><p>Le Parti danno atto che, ai sensi dell'art. 1746, terzo comma, c.c., l'Agente non assume alcuna responsabilità per l'inadempimento dei clienti, salvo le garanzie che le Parti concordino per iscritto in relazione a singoli affari, nei limiti e alle condizioni previsti dalla medesima norma.</p></li>
<li><p><strong>Obblighi del Preponente.</strong> Il Preponente mette a disposizione dell'Agente la documentazione necessaria relativa ai Prodotti, i listini, i cataloghi e il campionario; gli fornisce le informazioni necessarie all'esecuzione del contratto e, in particolare, lo avverte, entro un termine ragionevole, non appena preveda che il volume delle operazioni commerciali sarà notevolmente inferiore a quello che l'Agente avrebbe potuto normalmente attendersi. Il Preponente informa l'Agente, entro un termine ragionevole, dell'accettazione o del rifiuto e della mancata esecuzione degli affari procurati (art. 1749 c.c.).</p></li>
<li><p><strong>Riscossione.</strong> {{field::incasso}}</p></li>
<li><p><strong>Provvigioni.</strong> Per gli affari conclusi per effetto del suo intervento, nonché per quelli conclusi dal Preponente con clienti che l'Agente aveva in precedenza acquisito per affari dello stesso tipo o appartenenti alla Zona o alla clientela riservata all'Agente, a quest'ultimo spetta una provvigione pari al {{field::provvigione}}% del valore netto fatturato, al netto di IVA, sconti, spese di trasporto e imballo e resi (art. 1748 c.c.).{{note::nota_provvigioni}}</p><p>La provvigione spetta all'Agente dal momento e nella misura in cui il Preponente ha eseguito la prestazione in base al contratto concluso con il cliente e, in ogni caso, inderogabilmente, dal momento e nella misura in cui il cliente ha eseguito o avrebbe dovuto eseguire la prestazione qualora il Preponente avesse eseguito la prestazione a suo carico. L'Agente è tenuto a restituire le provvigioni riscosse solo nell'ipotesi e nella misura in cui sia certo che il contratto tra il cliente e il Preponente non avrà esecuzione per cause non imputabili al Preponente.</p><p>Il Preponente consegna all'Agente, entro l'ultimo giorno del mese successivo a ciascun trimestre, l'estratto conto delle provvigioni maturate nel trimestre, con gli elementi essenziali in base ai quali è stato effettuato il calcolo, e le paga entro lo stesso termine (art. 1749 c.c.). L'Agente ha diritto di esigere tutte le informazioni necessarie per verificare l'importo delle provvigioni, in particolare un estratto dei libri contabili. Salvo diverso accordo scritto, l'Agente non ha diritto al rimborso delle spese di agenzia.</p></li>
<li><p><strong>Obiettivi di vendita.</strong> Le Parti indicano i seguenti obiettivi di vendita, aventi valore orientativo: {{field::obiettivi}}. Il mancato raggiungimento degli obiettivi non costituisce di per sé inadempimento dell'Agente, ma può essere valutato dalle Parti ai fini della revisione della Zona o delle condizioni del rapporto, previo accordo scritto.</p></li>
<li><p><strong>Previdenza e accordi economici collettivi.</strong> Il Preponente provvede all'iscrizione dell'Agente presso la Fondazione Enasarco e al versamento dei contributi previdenziali e assistenziali dovuti, trattenendo dalle provvigioni la quota a carico dell'Agente, secondo il Regolamento della Fondazione tempo per tempo vigente.{{note::nota_enasarco}}</p><p>{{field::aec}}</p></li>
<li><p><strong>Durata e recesso.</strong> Il contratto è stipulato {{field::durata_tipo}}. Data di inizio: {{field::data_inizio}}. Data di scadenza, per il contratto a tempo determinato: {{field::data_scadenza}}.</p><p>Il contratto a tempo indeterminato può essere sciolto da ciascuna Parte con preavviso comunicato per iscritto, nella misura prevista dall'art. 1750 c.c. o, se più favorevole all'Agente, dall'accordo economico collettivo applicabile; la scadenza del preavviso coincide con l'ultimo giorno del mese di calendario. La Parte che recede senza rispettare il preavviso è tenuta a corrispondere all'altra un'indennità pari alle provvigioni che sarebbero maturate nel periodo di preavviso non lavorato, calcolate sulla media del periodo previsto dall'accordo economico collettivo applicabile o, in mancanza, dei dodici mesi precedenti. Resta salvo il recesso senza preavviso per una causa che non consenta la prosecuzione, anche provvisoria, del rapporto.</p></li>
<li><p><strong>Indennità di fine rapporto.</strong> Alla cessazione del rapporto spetta all'Agente l'indennità prevista dall'art. 1751 c.c. e, ove applicabile, dall'accordo economico collettivo, nei casi, alle condizioni e nei limiti ivi stabiliti. Le disposizioni dell'art. 1751 c.c. sono inderogabili a svantaggio dell'Agente.{{note::nota_indennita}}</p></li>
<li><p><strong>Patto di non concorrenza post-contrattuale.</strong> {{field::patto_non_concorrenza}} Durata del patto, se convenuto: ${oneOrMore("nc_mesi", "un mese", "{{field::nc_mesi}} mesi")} dalla cessazione del contratto. Criteri di determinazione dell'indennità: {{field::nc_indennita}}.{{note::nota_non_concorrenza}}</p></li>
<li><p><strong>Campionario e documentazione.</strong> Il campionario, i cataloghi e ogni materiale consegnato dal Preponente restano di proprietà di quest'ultimo e sono restituiti alla cessazione del rapporto, per qualsiasi causa, entro trenta giorni. L'Agente custodisce il materiale con diligenza e risponde dei danni ad esso arrecati, salvo il normale deperimento d'uso.</p></li>
<li><p><strong>Riservatezza e dati personali.</strong> L'Agente mantiene riservate, durante il rapporto e dopo la sua cessazione, le informazioni relative al Preponente, ai prezzi, alle condizioni commerciali e alla clientela apprese in ragione dell'incarico. Le Parti trattano i dati personali della clientela nel rispetto del Regolamento (UE) 2016/679, secondo gli accordi sui rispettivi ruoli che esse definiscono per iscritto.</p></li>
<li><p><strong>Comunicazioni e forma.</strong> Le comunicazioni relative al contratto, e in particolare quelle di recesso, sono effettuate per iscritto a mezzo lettera raccomandata con avviso di ricevimento o posta elettronica certificata. Il contratto e ogni sua modifica devono risultare da atto scritto; ciascuna Parte ha diritto di ottenere dall'altra un documento sottoscritto che riproduca il contenuto del contratto e delle clausole aggiuntive (art. 1742, secondo comma, c.c.).</p></li>
<li><p><strong>Foro competente.</strong> Salvo quanto previsto dagli artt. 409, n. 3, e 413 c.p.c. per l'Agente che svolga la propria attività in modo prevalentemente personale, per ogni controversia relativa al presente contratto è competente in via esclusiva il Foro di {{field::foro}}.</p></li>
<li><p><strong>Rinvio.</strong> Per quanto non previsto si applicano gli artt. 1742 ss. c.c. e, in quanto compatibili, le norme sul mandato, nonché l'accordo economico collettivo eventualmente applicabile.</p></li>
</ol>
${firme.html}`,
  fields: [
    ...preponente.fields,
    // The agent is a person or a company with both a tax code and a VAT number, a registered office
    // or professional domicile and a registration: no builder has that shape, so it stays here.
    {
      slug: "agente_nome",
      label: "Nome e cognome o denominazione dell'agente",
      type: "text",
      help: "Agente persona fisica (ditta individuale) o società di agenzia.",
      required: true,
      field_set: "Agente",
    },
    {
      slug: "agente_sede",
      label: "Sede o domicilio professionale dell'agente",
      type: "text",
      help: "Indirizzo della sede dell'attività: per l'agente persona fisica individua anche il giudice competente per le controversie.",
      required: true,
      field_set: "Agente",
    },
    {
      slug: "agente_codice_fiscale",
      label: "Codice fiscale dell'agente",
      type: "text",
      help: "Codice fiscale della persona fisica (16 caratteri) o della società (11 cifre).",
      required: true,
      field_set: "Agente",
      validators: [
        { name: "minLength", value: 11 },
        { name: "maxLength", value: 16 },
      ],
    },
    {
      slug: "agente_partita_iva",
      label: "Partita IVA dell'agente",
      type: "vat_code",
      help: "Partita IVA di 11 cifre: l'agente di commercio opera sempre come impresa.",
      required: true,
      field_set: "Agente",
    },
    {
      slug: "agente_rea",
      label: "Iscrizione al Registro delle imprese o al REA",
      type: "text",
      help: "Ad esempio: «al Registro delle imprese di Verona, REA n. VR-123456, con attività di agente di commercio». L'iscrizione è condizione per l'esercizio dell'attività (D.Lgs. 59/2010).",
      required: true,
      field_set: "Agente",
    },
    {
      slug: "agente_forma",
      label: "Forma di esercizio dell'attività",
      type: "select",
      help: "Rileva per i contributi Enasarco e per il diritto all'indennità del patto di non concorrenza (art. 1751-bis, terzo comma, c.c.).",
      required: true,
      field_set: "Agente",
      attributes: {
        options: [
          { value: "individuale", label: "in forma individuale" },
          { value: "societa_persone", label: "in forma di società di persone" },
          { value: "srl_unipersonale", label: "in forma di società di capitali con un solo socio" },
          { value: "societa_capitali", label: "in forma di società di capitali" },
        ],
      },
    },
    {
      slug: "prodotti",
      label: "Prodotti oggetto dell'incarico",
      type: "textarea",
      help: "Linee di prodotto o marchi affidati all'agente. Una descrizione precisa evita liti sulle provvigioni e sul perimetro del patto di non concorrenza.",
      required: true,
      field_set: "Incarico",
      attributes: { rows: 3 },
    },
    {
      slug: "zona",
      label: "Zona",
      type: "textarea",
      help: "Territorio assegnato (regioni, province, CAP). La zona è elemento essenziale del contratto di agenzia.",
      required: true,
      field_set: "Incarico",
      attributes: { rows: 2 },
    },
    {
      slug: "clientela",
      label: "Clientela",
      type: "textarea",
      help: "Categorie di clienti affidate (ad esempio: dettaglianti e grossisti del settore ferramenta), con l'indicazione degli eventuali clienti «direzionali» riservati al preponente.",
      required: true,
      field_set: "Incarico",
      attributes: { rows: 3 },
    },
    {
      slug: "esclusiva",
      label: "Esclusiva",
      type: "select",
      help: "L'esclusiva reciproca è un elemento naturale del contratto (art. 1743 c.c.): se la si vuole escludere o limitare occorre dirlo espressamente.",
      required: true,
      field_set: "Incarico",
      attributes: {
        options: [
          {
            value: "reciproca",
            label:
              "in esclusiva per la Zona: ai sensi dell'art. 1743 c.c. il Preponente non può valersi contemporaneamente di più agenti nella Zona per lo stesso ramo di attività e l'Agente non può assumere l'incarico di trattare nella Zona, per lo stesso ramo, gli affari di più imprese in concorrenza tra loro",
          },
          {
            value: "solo_agente",
            label:
              "senza esclusiva a favore dell'Agente: in deroga all'art. 1743 c.c. il Preponente può promuovere e concludere affari nella Zona direttamente o tramite altri agenti e, in tal caso, non è dovuta all'Agente alcuna provvigione sugli affari conclusi senza il suo intervento con clienti da lui non acquisiti; l'Agente resta obbligato a non trattare nella Zona prodotti in concorrenza con i Prodotti",
          },
        ],
      },
    },
    {
      slug: "mandato_tipo",
      label: "Monomandatario o plurimandatario",
      type: "select",
      help: "Rileva per l'AEC (preavviso e indennità) e per i massimali contributivi Enasarco.",
      required: true,
      field_set: "Incarico",
      attributes: {
        options: [
          {
            value: "mono",
            label:
              "monomandatario, impegnandosi a non assumere incarichi di agenzia per conto di altri preponenti",
          },
          {
            value: "pluri",
            label:
              "plurimandatario, libero di assumere incarichi per conto di altri preponenti non in concorrenza con il Preponente, che si impegna a comunicare per iscritto",
          },
        ],
      },
    },
    {
      slug: "incasso",
      label: "Potere di riscossione",
      type: "select",
      help: "Salvo autorizzazione, l'agente non può riscuotere i crediti del preponente (art. 1744 c.c.); se lo fa, non può concedere sconti o dilazioni senza speciale autorizzazione.",
      required: true,
      field_set: "Incarico",
      attributes: {
        options: [
          {
            value: "no",
            label:
              "L'Agente non è autorizzato a riscuotere i crediti del Preponente, ai sensi dell'art. 1744 c.c.",
          },
          {
            value: "si",
            label:
              "L'Agente è autorizzato a riscuotere i crediti del Preponente nei confronti dei clienti della Zona, rilasciando quietanza sui moduli forniti dal Preponente e versando le somme incassate entro cinque giorni lavorativi; non può concedere sconti o dilazioni senza autorizzazione scritta del Preponente (art. 1744 c.c.).",
          },
        ],
      },
    },
    {
      slug: "provvigione",
      label: "Provvigione",
      type: "percentage",
      help: "Percentuale sul valore netto fatturato. Se si prevedono aliquote diverse per linea di prodotto o per cliente, indicarle nel campo prodotti o in un allegato.",
      required: true,
      field_set: "Provvigioni",
      attributes: { min: 0, max: 100 },
      validators: [{ name: "numberPositive" }],
    },
    {
      slug: "obiettivi",
      label: "Obiettivi di vendita",
      type: "textarea",
      help: "Obiettivi annui orientativi (ad esempio fatturato per anno o nuovi clienti). Se nessuno, scrivere «nessun obiettivo predeterminato».",
      field_set: "Provvigioni",
      attributes: { rows: 2 },
    },
    {
      slug: "aec",
      label: "Accordo economico collettivo",
      type: "select",
      help: "Se entrambe le parti aderiscono alle associazioni stipulanti, l'AEC si applica comunque. Verificare il testo vigente dell'accordo richiamato.",
      required: true,
      field_set: "Provvigioni",
      attributes: {
        options: [
          {
            value: "commercio",
            label:
              "Al rapporto si applica, per quanto non previsto dal presente contratto e ove più favorevole all'Agente, l'Accordo Economico Collettivo per la disciplina del rapporto di agenzia e rappresentanza commerciale del settore del commercio del 16 febbraio 2009, anche ai fini dell'accantonamento del FIRR presso la Fondazione Enasarco.",
          },
          {
            value: "industria",
            label:
              "Al rapporto si applica, per quanto non previsto dal presente contratto e ove più favorevole all'Agente, l'Accordo Economico Collettivo per la disciplina del rapporto di agenzia e rappresentanza commerciale del settore industriale del 30 luglio 2014, anche ai fini dell'accantonamento del FIRR presso la Fondazione Enasarco.",
          },
          {
            value: "nessuno",
            label:
              "Le Parti non intendono assoggettare il rapporto ad alcun accordo economico collettivo; si applicano pertanto esclusivamente il presente contratto e le norme di legge.",
          },
        ],
      },
    },
    {
      slug: "durata_tipo",
      label: "Durata",
      type: "select",
      help: "Il contratto a termine che prosegue dopo la scadenza diventa a tempo indeterminato (art. 1750 c.c.).",
      required: true,
      field_set: "Durata",
      attributes: {
        options: [
          { value: "indeterminato", label: "a tempo indeterminato" },
          {
            value: "determinato",
            label:
              "a tempo determinato, con scadenza alla data di seguito indicata, salvo che continui a essere eseguito dalle Parti dopo la scadenza, nel qual caso si trasforma in contratto a tempo indeterminato ai sensi dell'art. 1750, primo comma, c.c.",
          },
        ],
      },
    },
    {
      slug: "data_inizio",
      label: "Data di inizio",
      type: "date",
      help: "Decorrenza del rapporto: da essa si calcolano gli anni di durata rilevanti per il preavviso.",
      required: true,
      field_set: "Durata",
    },
    {
      slug: "data_scadenza",
      label: "Data di scadenza (solo tempo determinato)",
      type: "date",
      help: "Compilare solo per il contratto a tempo determinato.",
      field_set: "Durata",
      deadline: {
        label_it: "Scadenza del contratto di agenzia",
        label_en: "End of the agency contract",
        reminder: 10080,
      },
    },
    {
      slug: "patto_non_concorrenza",
      label: "Patto di non concorrenza",
      type: "select",
      help: "Il patto deve riguardare la stessa zona, clientela e genere di prodotti, durare al massimo due anni e prevedere un'indennità non provvigionale (art. 1751-bis c.c.).",
      required: true,
      field_set: "Durata",
      attributes: {
        options: [
          {
            value: "si",
            label:
              "Ai sensi dell'art. 1751-bis c.c. l'Agente si obbliga, per il periodo di seguito indicato, a non svolgere, direttamente o indirettamente, attività in concorrenza con il Preponente nella Zona, presso la clientela e per il genere di prodotti oggetto del presente contratto; a fronte di tale obbligo il Preponente corrisponde all'Agente, alla cessazione del rapporto, l'indennità di natura non provvigionale determinata secondo i criteri di seguito indicati.",
          },
          {
            value: "no",
            label:
              "Le Parti non stipulano alcun patto di non concorrenza per il periodo successivo alla cessazione del rapporto.",
          },
        ],
      },
    },
    {
      slug: "nc_mesi",
      label: "Durata del patto di non concorrenza (mesi)",
      type: "number",
      help: "Non oltre 24 mesi dall'estinzione del contratto. Lasciare vuoto se il patto non è stipulato.",
      field_set: "Durata",
      attributes: { min: 1, max: 24 },
    },
    {
      slug: "nc_indennita",
      label: "Indennità per il patto di non concorrenza",
      type: "textarea",
      help: "Criterio di calcolo: ad esempio quello dell'AEC applicabile, oppure una percentuale della media annua delle provvigioni degli ultimi anni. In difetto di accordo la determina il giudice in via equitativa.",
      field_set: "Durata",
      attributes: { rows: 2 },
    },
    {
      slug: "foro",
      label: "Foro competente",
      type: "text",
      help: "Opera solo se l'agente non svolge l'attività in modo prevalentemente personale (ad esempio società di capitali con struttura propria); altrimenti è inderogabile il foro del domicilio dell'agente.",
      field_set: "Sottoscrizione",
    },
    // The place is optional here.
    ...firme.fields,
  ],
  notes: [
    {
      slug: "nota_esclusiva",
      label: "Esclusiva e provvigioni indirette",
      help: "Con l'esclusiva l'agente ha diritto alla provvigione anche sugli affari conclusi direttamente dal preponente nella zona (art. 1748, secondo comma, c.c.). Escludere l'esclusiva senza regolare le provvigioni indirette è fonte frequente di contenzioso.",
    },
    {
      slug: "nota_provvigioni",
      label: "Base di calcolo",
      help: "Precisare le voci escluse dalla base provvigionale e le eventuali provvigioni ridotte per affari a condizioni speciali. È nullo ogni patto che renda più gravosa per l'agente la restituzione delle provvigioni per affari non eseguiti.",
    },
    {
      slug: "nota_enasarco",
      label: "Enasarco e ritenute",
      help: "Il preponente iscrive l'agente alla Fondazione Enasarco e versa trimestralmente i contributi (oggi il 17% complessivo per gli agenti persone fisiche, ripartito a metà, entro minimali e massimali annui; regole diverse per le società di capitali). Sulle provvigioni applica la ritenuta d'acconto dell'art. 25-bis D.P.R. 600/1973.",
    },
    {
      slug: "nota_indennita",
      label: "Indennità: legge o AEC",
      help: "Gli AEC compongono l'indennità di FIRR, indennità suppletiva di clientela e indennità meritocratica. Alla cessazione confrontare l'importo risultante dall'AEC con il massimo dell'art. 1751 c.c.: all'agente spetta il trattamento più favorevole (Corte di giustizia, C-465/04). L'agente deve chiedere l'indennità entro un anno dallo scioglimento, a pena di decadenza.",
    },
    {
      slug: "nota_non_concorrenza",
      label: "Patto di non concorrenza",
      help: "Il patto privo di forma scritta è nullo; quello esteso oltre zona, clientela e prodotti dell'agente o oltre due anni è ridotto o nullo. L'indennità è dovuta anche se non quantificata nel contratto, ed è esclusa per le società di capitali con più soci salvo che l'AEC la preveda.",
    },
  ],
  parties: [preponente.party, { slug: "agente", label: "Agente", typology: "any", field_set: "Agente" }],
};

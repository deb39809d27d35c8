import { signatureBlock } from "../../shared/clauses";
import { oneOrMore } from "../../shared/number-agreement";
import { companyParty } from "../../shared/parties";
import type { SeedTemplate } from "../../types";

const venditore = companyParty({
  slug: "venditore",
  term: "Venditore",
  of: "del venditore",
  labels: { rappresentante: "Legale rappresentante o procuratore del venditore" },
  help: { sede: "Indirizzo della sede legale; è anche l'indirizzo per le denunce dei vizi." },
});
const acquirente = companyParty({
  slug: "acquirente",
  term: "Acquirente",
  article: "l'",
  of: "dell'acquirente",
  contacts: ["pec"],
  labels: { rappresentante: "Legale rappresentante o procuratore dell'acquirente" },
  help: {
    denominazione: "Ragione sociale completa. Se l'acquirente è un consumatore non usare questo modello.",
    partita_iva:
      "Partita IVA di 11 cifre: conferma che l'acquisto avviene nell'esercizio di un'attività d'impresa o professionale.",
  },
});
const firme = signatureBlock({
  placeWording: { required: false },
  dateWording: {
    help: "Data della firma. Per rendere la riserva di proprietà opponibile ai creditori serve una data certa (PEC, firma digitale con marca temporale, registrazione).",
  },
  signers: ["Il Venditore", "L'Acquirente"],
  approvals:
    "3 (limitazione della facoltà di opporre eccezioni), 4 (penale e risoluzione per ritardo), 5 (riserva di proprietà e rischi), 6 e 7 (termini di denuncia e decadenze), 8 (esclusioni dalla garanzia), 9 (limitazione di responsabilità), 11 (recesso per forza maggiore), 12 (clausola risolutiva espressa) e 15 (foro competente esclusivo)",
});

export const venditaBeniMobili: SeedTemplate = {
  key: "vendita-beni-mobili",
  title: "Contratto di compravendita di beni mobili tra imprese",
  language: "it",
  module: "civil_commercial",
  categories: ["compravendita"],
  keywords: [
    "vendita merce",
    "fornitura",
    "acquisto macchinari",
    "ordine di acquisto",
    "garanzia vizi",
    "riserva di proprietà",
    "consegna merce",
    "B2B",
    "cessione beni",
    "attrezzature",
    "prezzo",
    "venditore",
    "acquirente",
  ],
  discipline: `<h2>Fonti</h2>
<p>La vendita è il contratto che ha per oggetto il trasferimento della proprietà di una cosa o di un altro diritto verso il corrispettivo di un prezzo (<strong>art. 1470 c.c.</strong>). La disciplina generale è negli <strong>artt. 1470-1509 c.c.</strong>, quella specifica della vendita di cose mobili negli <strong>artt. 1510-1536 c.c.</strong> (luogo e tempo della consegna, garanzia di buon funzionamento, vendita con riserva di proprietà). Per i pagamenti tra imprese si applica il <strong>D.Lgs. 9 ottobre 2002, n. 231</strong> sui ritardi di pagamento nelle transazioni commerciali.</p>
<h2>Quando usare questo modello</h2>
<p>Il modello è pensato per la vendita di beni mobili determinati (macchinari, attrezzature, partite di merce) <strong>tra imprese o professionisti</strong>, con consegna unica o in più tranche. Non è adatto:</p>
<ul>
<li>alla vendita a un <strong>consumatore</strong>: si applica il D.Lgs. 6 settembre 2005, n. 206 (Codice del consumo), con la garanzia legale di conformità degli artt. 128 ss. (come sostituiti dal D.Lgs. 4 novembre 2021, n. 170), di durata biennale dalla consegna e inderogabile a svantaggio del consumatore, le regole sulle clausole vessatorie (artt. 33 ss.) e, per i contratti a distanza o fuori dei locali commerciali, il diritto di recesso (artt. 52 ss.); le limitazioni di garanzia e il foro del venditore previsti nel modello sarebbero nulli;</li>
<li>ai contratti di <strong>somministrazione</strong> (forniture periodiche o continuative, artt. 1559 ss. c.c.) e di <strong>appalto</strong> o fornitura con prevalente attività di produzione su specifiche del committente;</li>
<li>ai beni mobili registrati (autoveicoli, imbarcazioni, aeromobili), soggetti a forme e trascrizioni proprie;</li>
<li>alle vendite internazionali, per le quali si applica di regola la Convenzione di Vienna dell'11 aprile 1980 sulla vendita internazionale di merci (ratificata con L. 11 dicembre 1985, n. 765), salvo esclusione espressa (art. 6 della Convenzione), ed è opportuno utilizzare le regole Incoterms® della Camera di Commercio Internazionale.</li>
</ul>
<h2>Punti essenziali</h2>
<ul>
<li><strong>Trasferimento della proprietà e del rischio</strong>: per le cose determinate la proprietà passa con il consenso (art. 1376 c.c.); per le cose generiche con l'individuazione, che per le cose da trasportare avviene con la consegna al vettore (art. 1378 c.c.). Se la consegna deve avvenire mediante trasporto, il venditore si libera rimettendo la cosa al vettore o allo spedizioniere (art. 1510, secondo comma, c.c.), salvo patto contrario: la clausola sulla resa (franco partenza o franco destino) va scritta con precisione.</li>
<li><strong>Garanzia per vizi</strong>: il venditore garantisce che la cosa sia immune da vizi che la rendano inidonea all'uso o ne diminuiscano in modo apprezzabile il valore (art. 1490 c.c.); il compratore può chiedere la risoluzione o la riduzione del prezzo (art. 1492 c.c.) e il risarcimento del danno, salvo che il venditore provi di aver ignorato senza colpa i vizi (art. 1494 c.c.). Il compratore decade dalla garanzia se non denuncia i vizi entro <strong>otto giorni dalla scoperta</strong>, salvo il diverso termine stabilito dalle parti o dalla legge, e l'azione si prescrive <strong>in un anno dalla consegna</strong> (art. 1495 c.c.). La garanzia può essere limitata o esclusa, ma il patto non ha effetto se il venditore ha taciuto in mala fede i vizi (art. 1490, secondo comma, c.c.) e non può esonerare da dolo o colpa grave (art. 1229 c.c.). La mancanza di qualità promesse o essenziali è regolata dall'art. 1497 c.c.; la consegna di un bene completamente diverso (aliud pro alio) costituisce inadempimento soggetto alle regole generali.</li>
<li><strong>Garanzia di buon funzionamento</strong>: se pattuita, il compratore deve denunciare il difetto entro trenta giorni dalla scoperta, a pena di decadenza, e l'azione si prescrive in sei mesi dalla scoperta (art. 1512 c.c.).</li>
<li><strong>Riserva di proprietà</strong>: il compratore acquista la proprietà con il pagamento dell'ultima rata, assumendo i rischi dalla consegna (art. 1523 c.c.); la riserva è opponibile ai creditori del compratore solo se risulta da atto scritto avente data certa anteriore al pignoramento (art. 1524 c.c.). Il mancato pagamento di una sola rata non superiore all'ottava parte del prezzo non dà luogo alla risoluzione (art. 1525 c.c.); in caso di risoluzione il venditore restituisce le rate riscosse, salvo un equo compenso per l'uso e il risarcimento (art. 1526 c.c.).</li>
<li><strong>Pagamenti</strong>: nelle transazioni commerciali tra imprese il termine di pagamento non può superare, di regola, sessanta giorni, salvo pattuizione espressa di un termine superiore che non sia gravemente iniqua; in caso di ritardo decorrono automaticamente gli interessi moratori al tasso di riferimento della BCE maggiorato di otto punti percentuali e spetta un importo forfettario di euro 40,00 per i costi di recupero (artt. 4, 5 e 6 D.Lgs. 231/2002).</li>
</ul>
<h2>Aspetti fiscali</h2>
<p>La cessione di beni tra soggetti IVA è documentata da fattura; il contratto, se stipulato per scrittura privata non autenticata, è soggetto a registrazione solo in caso d'uso, con imposta di registro in misura fissa per le operazioni soggette a IVA (principio di alternatività, art. 40 D.P.R. 26 aprile 1986, n. 131). L'imposta di bollo sulle scritture private è di euro 16,00 ogni quattro facciate (D.P.R. 26 ottobre 1972, n. 642), salvo i casi di imposta dovuta solo in caso d'uso previsti dalla Tariffa.</p>
<h2>Clausole da approvare specificamente</h2>
<p>Se il contratto è predisposto da una parte sulla base di condizioni generali, le limitazioni di responsabilità, le decadenze, la limitazione della facoltà di opporre eccezioni e la deroga alla competenza territoriale richiedono la specifica approvazione per iscritto (artt. 1341 e 1342 c.c.), pena la loro inefficacia.</p>`,
  body: `<h1>Contratto di compravendita di beni mobili</h1>
<p>Tra</p>
${venditore.appearance}
<p>e</p>
${acquirente.appearance}
<h2>Premesso che</h2>
<ul>
<li>il Venditore esercita l'attività di produzione o commercio dei beni oggetto del presente contratto;</li>
<li>l'Acquirente intende acquistare tali beni per le esigenze della propria attività d'impresa o professionale e dichiara di non agire in qualità di consumatore;</li>
</ul>
<p>si conviene e si stipula quanto segue.</p>
<ol>
<li><p><strong>Oggetto.</strong> Il Venditore vende all'Acquirente, che acquista, i seguenti beni, nuovi e conformi alle specifiche tecniche indicate: {{field::beni_descrizione}} (di seguito i «Beni»), nella quantità di {{field::quantita}}.</p></li>
<li><p><strong>Prezzo.</strong> Il prezzo complessivo dei Beni è convenuto in € {{field::prezzo}}, oltre IVA nella misura di legge. Il prezzo comprende l'imballaggio idoneo al trasporto ed è fisso e invariabile fino alla completa esecuzione del contratto.</p></li>
<li><p><strong>Pagamento.</strong> L'Acquirente corrisponde il prezzo come segue: acconto di € {{field::acconto}} alla sottoscrizione del contratto; saldo entro ${oneOrMore("termine_pagamento", "un giorno", "{{field::termine_pagamento}} giorni")} dalla data della fattura, emessa alla consegna, mediante bonifico bancario sul conto corrente indicato in fattura.{{note::nota_pagamenti}}</p><p>In caso di ritardato pagamento decorrono di diritto, senza necessità di costituzione in mora, gli interessi moratori nella misura prevista dall'art. 5 del D.Lgs. 9 ottobre 2002, n. 231, oltre all'importo forfettario previsto dall'art. 6, comma 2, del medesimo decreto. L'Acquirente non può sollevare eccezioni al fine di evitare o ritardare il pagamento se non dopo averlo eseguito, salvo che le eccezioni riguardino la nullità, l'annullabilità o la rescissione del contratto (art. 1462 c.c.).</p></li>
<li><p><strong>Consegna e resa.</strong> I Beni sono consegnati entro il {{field::data_consegna}} presso {{field::luogo_consegna}}, secondo la seguente resa: {{field::resa}}. La consegna è documentata dal documento di trasporto sottoscritto dall'Acquirente o dal vettore.</p><p>Per ogni settimana di ritardo nella consegna imputabile al Venditore, questi è tenuto a corrispondere all'Acquirente, a titolo di penale, un importo pari al {{field::penale_ritardo}}% del prezzo dei Beni consegnati in ritardo, fino a un massimo del 10% del prezzo complessivo, salvo il risarcimento del maggior danno. Se il ritardo supera trenta giorni, l'Acquirente può risolvere il contratto mediante comunicazione scritta, ai sensi dell'art. 1456 c.c.</p></li>
<li><p><strong>Trasferimento della proprietà e dei rischi.</strong> {{field::riserva_proprieta}}{{note::nota_riserva}} I rischi di perimento e deterioramento dei Beni passano all'Acquirente secondo la resa pattuita all'articolo 4 e, in mancanza, con la consegna.</p></li>
<li><p><strong>Verifica alla consegna.</strong> L'Acquirente verifica i Beni al momento della consegna, segnalando sul documento di trasporto ammanchi, danni all'imballo o vizi apparenti. Le difformità di quantità e i vizi facilmente riconoscibili devono essere contestati per iscritto entro otto giorni dalla consegna.</p></li>
<li><p><strong>Garanzia per vizi e mancanza di qualità.</strong> Il Venditore garantisce che i Beni sono immuni da vizi che li rendano inidonei all'uso cui sono destinati o ne diminuiscano in modo apprezzabile il valore e che possiedono le qualità promesse, ai sensi degli artt. 1490 e 1497 c.c. L'Acquirente deve denunciare i vizi occulti per iscritto entro ${oneOrMore("termine_denuncia", "un giorno", "{{field::termine_denuncia}} giorni")} dalla scoperta, a pena di decadenza; l'azione si prescrive in un anno dalla consegna (art. 1495 c.c.).{{note::nota_garanzia}}</p><p>In presenza di vizi tempestivamente denunciati il Venditore, a sua scelta e a proprie spese, ripara o sostituisce i Beni difettosi entro un termine congruo; se la riparazione o la sostituzione non sono possibili o non avvengono entro tale termine, l'Acquirente può chiedere la riduzione del prezzo o la risoluzione del contratto ai sensi dell'art. 1492 c.c., salvo in ogni caso il risarcimento del danno nei limiti dell'articolo 9.</p></li>
<li><p><strong>Garanzia di buon funzionamento.</strong> Il Venditore garantisce il buon funzionamento dei Beni per ${oneOrMore("mesi_buon_funzionamento", "un mese", "{{field::mesi_buon_funzionamento}} mesi")} dalla consegna, ai sensi dell'art. 1512 c.c. L'Acquirente deve denunciare il difetto di funzionamento entro trenta giorni dalla scoperta, a pena di decadenza; l'azione si prescrive in sei mesi dalla scoperta. La garanzia non opera per i difetti derivanti da uso improprio, manutenzione non conforme alle istruzioni del Venditore, interventi di terzi non autorizzati o normale usura dei componenti soggetti a consumo.</p></li>
<li><p><strong>Limitazione di responsabilità.</strong> Salvo il caso di dolo o colpa grave (art. 1229 c.c.), la responsabilità complessiva del Venditore per danni derivanti dal presente contratto non può eccedere il prezzo dei Beni ai quali il danno si riferisce, ed è esclusa per il lucro cessante e i danni indiretti. La limitazione non si applica se il Venditore ha in mala fede taciuto i vizi dei Beni (art. 1490, secondo comma, c.c.) e non pregiudica la responsabilità del produttore per danno da prodotti difettosi prevista dal Codice del consumo.</p></li>
<li><p><strong>Documentazione e conformità normativa.</strong> Il Venditore consegna, unitamente ai Beni, i manuali d'uso e manutenzione in lingua italiana, le dichiarazioni di conformità e le certificazioni richieste dalla normativa applicabile, comprese, ove previste, la marcatura CE e la documentazione di sicurezza.</p></li>
<li><p><strong>Forza maggiore.</strong> Nessuna Parte è responsabile dell'inadempimento o del ritardo derivante da eventi fuori dal suo ragionevole controllo, non prevedibili alla conclusione del contratto, quali calamità naturali, provvedimenti dell'autorità, conflitti armati, epidemie o interruzioni generalizzate dei trasporti, a condizione che ne dia tempestiva comunicazione scritta all'altra Parte. Se l'impedimento si protrae per oltre sessanta giorni, ciascuna Parte può recedere dal contratto, con restituzione delle somme già versate per i Beni non consegnati.</p></li>
<li><p><strong>Risoluzione.</strong> Il contratto si risolve di diritto, ai sensi dell'art. 1456 c.c., mediante dichiarazione della Parte interessata, in caso di mancato pagamento del prezzo decorsi trenta giorni dalla scadenza o di ritardo nella consegna superiore a quello indicato all'articolo 4, fermo il diritto al risarcimento del danno.</p></li>
<li><p><strong>Riservatezza e dati personali.</strong> Le Parti mantengono riservate le condizioni economiche del contratto e le informazioni tecniche e commerciali ricevute in occasione della sua esecuzione. I dati personali dei referenti delle Parti sono trattati per le sole finalità connesse all'esecuzione del contratto, nel rispetto del Regolamento (UE) 2016/679.</p></li>
<li><p><strong>Comunicazioni.</strong> Le comunicazioni previste dal presente contratto, e in particolare le denunce di vizi, sono effettuate per iscritto a mezzo posta elettronica certificata o lettera raccomandata con avviso di ricevimento agli indirizzi delle sedi indicate in epigrafe.</p></li>
<li><p><strong>Legge applicabile e foro competente.</strong> Il contratto è regolato dalla legge italiana{{field::esclusione_cisg}}. Per ogni controversia relativa alla validità, all'interpretazione, all'esecuzione e alla risoluzione del contratto è competente in via esclusiva il Foro di {{field::foro}}.</p></li>
<li><p><strong>Disposizioni finali.</strong> Il contratto costituisce l'intero accordo tra le Parti sul suo oggetto e sostituisce ogni precedente intesa; le condizioni generali di vendita o di acquisto delle Parti non si applicano se non espressamente richiamate. Ogni modifica deve risultare da atto scritto. L'eventuale invalidità di una clausola non comporta l'invalidità delle altre.</p></li>
</ol>
${firme.html}`,
  fields: [
    ...venditore.fields,
    ...acquirente.fields,
    {
      slug: "beni_descrizione",
      label: "Descrizione dei beni",
      type: "textarea",
      help: "Marca, modello, codici, numeri di matricola e specifiche tecniche; per partite di merce, qualità e standard di riferimento. Una descrizione precisa è la base per far valere vizi e mancanza di qualità.",
      required: true,
      field_set: "Beni e prezzo",
      attributes: { rows: 5 },
    },
    {
      slug: "quantita",
      label: "Quantità",
      type: "text",
      help: "Numero di pezzi o quantità con unità di misura (ad esempio 1.200 kg, 25 unità).",
      required: true,
      field_set: "Beni e prezzo",
    },
    {
      slug: "prezzo",
      label: "Prezzo complessivo (IVA esclusa)",
      type: "currency",
      help: "Importo in euro al netto di IVA.",
      required: true,
      field_set: "Beni e prezzo",
      validators: [{ name: "numberPositive" }],
    },
    {
      slug: "acconto",
      label: "Acconto alla firma",
      type: "currency",
      help: "Importo versato alla firma; indicare 0,00 se non previsto. Non è una caparra: se si vuole una caparra confirmatoria (art. 1385 c.c.) occorre dirlo espressamente.",
      field_set: "Beni e prezzo",
    },
    {
      slug: "termine_pagamento",
      label: "Termine di pagamento del saldo (giorni)",
      type: "number",
      help: "Giorni dalla data della fattura. Tra imprese il termine oltre sessanta giorni è ammesso solo se espressamente pattuito e non gravemente iniquo (art. 4 D.Lgs. 231/2002).",
      required: true,
      field_set: "Beni e prezzo",
      attributes: { min: 0, max: 120 },
    },
    {
      slug: "data_consegna",
      label: "Data di consegna",
      type: "date",
      help: "Termine ultimo per la consegna: dal suo superamento decorre la penale.",
      required: true,
      field_set: "Consegna",
    },
    {
      slug: "luogo_consegna",
      label: "Luogo di consegna",
      type: "text",
      help: "Indirizzo dello stabilimento o magazzino di consegna.",
      required: true,
      field_set: "Consegna",
    },
    {
      slug: "resa",
      label: "Resa e trasporto",
      type: "select",
      help: "Stabilisce chi organizza e paga il trasporto e quando passa il rischio. Per le vendite internazionali usare un termine Incoterms® 2020.",
      required: true,
      field_set: "Consegna",
      attributes: {
        options: [
          {
            value: "franco_venditore",
            label:
              "franco stabilimento del Venditore: i Beni viaggiano a rischio e spese dell'Acquirente dal momento della loro rimessione al vettore",
          },
          {
            value: "franco_destino",
            label:
              "franco destino: il trasporto è organizzato dal Venditore a proprie spese e rischio fino alla consegna nel luogo indicato",
          },
          {
            value: "ritiro",
            label:
              "ritiro a cura dell'Acquirente presso il magazzino del Venditore, previo avviso di merce pronta",
          },
        ],
      },
    },
    {
      slug: "penale_ritardo",
      label: "Penale settimanale per ritardo nella consegna",
      type: "percentage",
      help: "Percentuale del prezzo dei beni consegnati in ritardo, per settimana (ad esempio 0,5 o 1). Il giudice può ridurre la penale manifestamente eccessiva (art. 1384 c.c.).",
      field_set: "Consegna",
      attributes: { min: 0, max: 10 },
    },
    {
      slug: "riserva_proprieta",
      label: "Passaggio della proprietà",
      type: "select",
      help: "La riserva di proprietà tutela il venditore che concede dilazioni, ma è opponibile ai creditori dell'acquirente solo con data certa (art. 1524 c.c.).",
      required: true,
      field_set: "Beni e prezzo",
      attributes: {
        options: [
          {
            value: "consegna",
            label: "La proprietà dei Beni passa all'Acquirente con la consegna.",
          },
          {
            value: "riserva",
            label:
              "Ai sensi degli artt. 1523 ss. c.c. la proprietà dei Beni resta riservata al Venditore fino all'integrale pagamento del prezzo; l'Acquirente ne assume i rischi dal momento della consegna e si obbliga a non alienarli, a mantenerli individuabili e a segnalare ai terzi la riserva.",
          },
        ],
      },
    },
    {
      slug: "termine_denuncia",
      label: "Termine per denunciare i vizi occulti (giorni)",
      type: "number",
      help: "Il termine legale è di otto giorni dalla scoperta (art. 1495 c.c.); le parti possono concordarne uno diverso, ad esempio quindici o trenta giorni.",
      required: true,
      field_set: "Garanzie",
      attributes: { min: 1 },
      validators: [{ name: "numberPositive" }],
    },
    {
      slug: "mesi_buon_funzionamento",
      label: "Durata della garanzia di buon funzionamento (mesi)",
      type: "number",
      help: "Durata convenzionale della garanzia di buon funzionamento (ad esempio 12 o 24 mesi), utile per macchinari e apparecchiature.",
      field_set: "Garanzie",
      attributes: { min: 0, max: 60 },
    },
    {
      slug: "esclusione_cisg",
      label: "Convenzione di Vienna",
      type: "select",
      help: "Scegliere la prima opzione se entrambe le parti hanno sede in Italia. Se una parte ha sede all'estero, la Convenzione di Vienna del 1980 si applica automaticamente salvo esclusione espressa.",
      required: true,
      field_set: "Garanzie",
      attributes: {
        options: [
          { value: "nazionale", label: ", trattandosi di vendita tra imprese aventi sede in Italia" },
          {
            value: "esclusa",
            label:
              ", con espressa esclusione della Convenzione di Vienna dell'11 aprile 1980 sui contratti di vendita internazionale di merci",
          },
          {
            value: "applicabile",
            label:
              ", integrata dalla Convenzione di Vienna dell'11 aprile 1980 sui contratti di vendita internazionale di merci",
          },
        ],
      },
    },
    {
      slug: "foro",
      label: "Foro competente",
      type: "text",
      help: "Città sede del tribunale competente in via esclusiva. La deroga alla competenza va approvata specificamente per iscritto.",
      required: true,
      field_set: "Sottoscrizione",
    },
    // The place is optional, and the date matters for the retention of title.
    ...firme.fields,
  ],
  notes: [
    {
      slug: "nota_pagamenti",
      label: "Termini di pagamento tra imprese",
      help: "Il D.Lgs. 231/2002 fissa in trenta giorni il termine legale e consente fino a sessanta giorni; un termine più lungo deve essere pattuito espressamente e non essere gravemente iniquo, altrimenti la clausola è nulla. Gli interessi moratori decorrono automaticamente dal giorno successivo alla scadenza.",
    },
    {
      slug: "nota_riserva",
      label: "Data certa della riserva di proprietà",
      help: "Per opporre la riserva ai creditori dell'acquirente (ad esempio in caso di pignoramento o di procedura concorsuale) il contratto deve avere data certa anteriore: firma digitale con marca temporale, invio via PEC o registrazione. Per opporre la riserva anche ai terzi acquirenti di macchine occorre la trascrizione del patto nel registro tenuto presso la cancelleria del tribunale del luogo in cui la macchina è collocata (art. 1524, secondo comma, c.c.).",
    },
    {
      slug: "nota_garanzia",
      label: "Decadenza e prescrizione",
      help: "La denuncia serve a evitare la decadenza; per interrompere la prescrizione annuale occorre un atto idoneo ai sensi dell'art. 2943 c.c., che può essere anche una richiesta stragiudiziale scritta con cui il compratore costituisce in mora il venditore (Cass., Sez. Un., 11 luglio 2019, n. 18672). Il riconoscimento dei vizi da parte del venditore rende superflua la denuncia (art. 1495, secondo comma, c.c.).",
    },
  ],
  parties: [venditore.party, acquirente.party],
};

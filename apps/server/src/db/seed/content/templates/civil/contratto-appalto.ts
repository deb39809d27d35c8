import { communicationsClause, disputesClause, privacyClause, signatureBlock } from "../../shared/clauses";
import { oneOrMore } from "../../shared/number-agreement";
import { anyParty, companyParty } from "../../shared/parties";
import type { SeedTemplate } from "../../types";

const committente = anyParty({
  slug: "committente",
  term: "Committente",
  of: "del committente",
  contacts: ["pec"],
});
const appaltatore = companyParty({
  slug: "appaltatore",
  term: "Appaltatore",
  article: "l'",
  of: "dell'appaltatore",
  contacts: ["pec"],
  help: {
    denominazione:
      "Denominazione, forma giuridica e numero di iscrizione al Registro delle imprese; per le opere edili verificare l'idoneità tecnico-professionale (art. 90, comma 9, D.Lgs. 81/2008).",
  },
});
const controversie = disputesClause({ mediation: false, forum: "foro" });
const firme = signatureBlock({
  signers: ["Il Committente", "L'Appaltatore"],
  approvals:
    "5 (variazioni), 8 (penale per il ritardo), 9 (ritenuta a garanzia), 11 (divieto di subappalto non autorizzato), 13 (recesso del Committente) e 17 (foro competente)",
});

export const contrattoAppalto: SeedTemplate = {
  key: "contratto-appalto",
  title: "Contratto di appalto di opere",
  language: "it",
  module: "civil_commercial",
  categories: ["appalto-opera"],
  keywords: [
    "appalto",
    "lavori edili",
    "ristrutturazione",
    "impresa edile",
    "capitolato",
    "stato di avanzamento lavori",
    "SAL",
    "collaudo",
    "penale per ritardo",
    "subappalto",
    "responsabilità solidale",
  ],
  discipline: [
    "<h2>Fonti</h2>",
    "<p>L'appalto è il contratto con il quale una parte assume, con organizzazione dei mezzi necessari e con gestione a proprio rischio, il compimento di un'opera o di un servizio verso un corrispettivo in danaro (<strong>art. 1655 c.c.</strong>). È disciplinato dagli <strong>artt. 1655-1677 c.c.</strong>; per gli appalti pubblici vale invece il codice dei contratti pubblici (D.Lgs. 31 marzo 2023, n. 36). L'organizzazione dei mezzi e il rischio d'impresa lo distinguono dal contratto d'opera (art. 2222 c.c.), in cui prevale il lavoro personale, e dalla somministrazione illecita di manodopera (art. 29, comma 1, D.Lgs. 10 settembre 2003, n. 276).</p>",
    "<h2>Prezzo e variazioni</h2>",
    "<ul>",
    "<li>Il corrispettivo può essere <strong>a corpo</strong> (prezzo globale, rischio delle quantità sull'appaltatore) o <strong>a misura</strong> (prezzi unitari applicati alle quantità eseguite); in mancanza, è determinato secondo le tariffe o gli usi, o dal giudice (art. 1657 c.c.).</li>",
    "<li>L'appaltatore non può apportare variazioni non autorizzate dal committente, e l'autorizzazione si prova per iscritto; se il prezzo è globale, le variazioni autorizzate non danno diritto a compenso, salvo patto contrario (art. 1659 c.c.). Il committente può ordinare variazioni entro il sesto del prezzo, che spettano all'appaltatore anche se il prezzo è globale (art. 1661 c.c.).</li>",
    "<li>Se per circostanze imprevedibili il costo dei materiali o della mano d'opera varia di oltre un decimo del prezzo, ciascuna parte può chiedere la revisione per la differenza eccedente il decimo (art. 1664, primo comma, c.c.); la norma è derogabile e il modello la richiama.</li>",
    "</ul>",
    "<h2>Verifica, vizi e garanzie</h2>",
    "<ul>",
    "<li>Il committente verifica l'opera prima di riceverla; se, invitato, tralascia di verificarla senza giusti motivi o non ne comunica il risultato entro un breve termine, l'opera si considera accettata (art. 1665 c.c.).</li>",
    "<li>Le difformità e i vizi vanno denunciati entro sessanta giorni dalla scoperta; l'azione si prescrive in due anni dalla consegna (art. 1667 c.c.). Per gli edifici e le altre cose immobili destinate a lunga durata, l'appaltatore risponde per dieci anni dal compimento della rovina e dei gravi difetti, denunciati entro un anno dalla scoperta (art. 1669 c.c.).</li>",
    "<li>Il committente può recedere in ogni momento, anche a lavori iniziati, tenendo indenne l'appaltatore delle spese sostenute, dei lavori eseguiti e del mancato guadagno (art. 1671 c.c.). Il subappalto richiede la sua autorizzazione (art. 1656 c.c.).</li>",
    "</ul>",
    "<h2>Lavoratori e sicurezza</h2>",
    "<ul>",
    "<li>Il committente <strong>imprenditore o datore di lavoro</strong> risponde in solido con l'appaltatore e con ciascun subappaltatore, entro due anni dalla cessazione dell'appalto, dei trattamenti retributivi, comprese le quote di TFR, e dei contributi previdenziali e premi assicurativi dovuti ai lavoratori impiegati nell'appalto (art. 29, comma 2, D.Lgs. 276/2003). Il modello prevede la consegna del DURC e la facoltà di sospendere i pagamenti.</li>",
    "<li>Per i lavori all'interno dell'azienda o dell'unità produttiva del committente valgono gli obblighi di cooperazione e il documento unico di valutazione dei rischi da interferenze (art. 26 D.Lgs. 9 aprile 2008, n. 81); per i cantieri temporanei o mobili le norme del Titolo IV dello stesso decreto, con la verifica dell'idoneità tecnico-professionale dell'impresa e, nei casi previsti, la notifica preliminare (artt. 90 e 99).</li>",
    "</ul>",
    "<h2>Aspetti fiscali</h2>",
    "<p>L'appalto è soggetto a IVA: tra imprese del settore edile, nel subappalto, si applica l'inversione contabile (art. 17, sesto comma, lett. a, D.P.R. 26 ottobre 1972, n. 633). Per i lavori che danno diritto a detrazioni fiscali il committente persona fisica paga con il bonifico «parlante», sul quale la banca opera la ritenuta dell'8% (art. 25 D.L. 31 maggio 2010, n. 78). La scrittura privata di appalto soggetta a IVA si registra solo in caso d'uso, con l'imposta fissa (art. 5, secondo comma, D.P.R. 26 aprile 1986, n. 131).</p>",
  ].join(""),
  body: [
    "<h1>Contratto di appalto</h1>",
    "<p>Tra</p>",
    committente.appearance,
    "<p>e</p>",
    appaltatore.appearance,
    "<p>si conviene e si stipula quanto segue.</p>",
    "<ol>",
    "<li><p><strong>Oggetto.</strong> Il Committente affida all'Appaltatore, che accetta, con organizzazione dei mezzi necessari e gestione a proprio rischio, l'esecuzione delle seguenti opere: {{field::oggetto_opere}}, da realizzarsi in {{field::luogo_esecuzione}}, ai sensi degli artt. 1655 ss. c.c.</p></li>",
    "<li><p><strong>Documenti contrattuali.</strong> Le opere sono eseguite a regola d'arte, nel rispetto delle norme tecniche, urbanistiche e di sicurezza vigenti e dei seguenti documenti, che le Parti sottoscrivono e che formano parte integrante del contratto: {{field::documenti_contrattuali}}. In caso di contrasto prevale il presente contratto.</p></li>",
    "<li><p><strong>Tempi di esecuzione.</strong> I lavori hanno inizio il {{field::data_inizio_lavori}} e sono ultimati entro il {{field::data_ultimazione}}. Il termine è prorogato soltanto per cause non imputabili all'Appaltatore, comunicate per iscritto al Committente entro cinque giorni dal loro verificarsi, e per il tempo corrispondente.</p></li>",
    "<li><p><strong>Corrispettivo.</strong> Il corrispettivo è determinato {{field::tipo_corrispettivo}}, per l'importo di € {{field::corrispettivo}}, oltre all'IVA di legge. Il corrispettivo comprende ogni onere per materiali, mano d'opera, noli, trasporti, smaltimento dei materiali di risulta, apprestamenti di cantiere e oneri della sicurezza. Le Parti convengono che la revisione del prezzo è ammessa solo nei limiti dell'art. 1664 c.c.</p></li>",
    "<li><p><strong>Variazioni.</strong> L'Appaltatore non può apportare variazioni alle opere senza l'autorizzazione scritta del Committente, con l'indicazione del relativo prezzo (art. 1659 c.c.). Il Committente può ordinare variazioni nei limiti dell'art. 1661 c.c., con diritto dell'Appaltatore al compenso per i maggiori lavori, determinato sulla base dei prezzi contrattuali o, in mancanza, concordato per iscritto prima della loro esecuzione.</p></li>",
    "<li><p><strong>Pagamenti.</strong> Il corrispettivo è pagato {{field::modalita_pagamento}}, entro trenta giorni dal ricevimento della fattura, mediante bonifico bancario. Prima di ciascun pagamento l'Appaltatore consegna il documento unico di regolarità contributiva (DURC) in corso di validità; in mancanza, o in caso di irregolarità, il Committente può sospendere i pagamenti fino alla regolarizzazione, senza che ciò costituisca inadempimento.</p></li>",
    "<li><p><strong>Direzione dei lavori e verifiche.</strong> Il Committente ha diritto di controllare lo svolgimento dei lavori e di verificarne a proprie spese lo stato, anche tramite il direttore dei lavori, e può fissare un congruo termine entro il quale l'Appaltatore deve conformarsi alle condizioni contrattuali e alle regole dell'arte (art. 1662 c.c.).</p></li>",
    "<li><p><strong>Penale per il ritardo.</strong> Per ogni giorno di ritardo nell'ultimazione dei lavori rispetto al termine dell'articolo 3 l'Appaltatore corrisponde al Committente una penale di € {{field::penale_giornaliera}}, fino a un massimo del dieci per cento del corrispettivo, salvo il risarcimento del maggior danno (art. 1382 c.c.). Superato tale massimo, il Committente può risolvere il contratto ai sensi dell'art. 1456 c.c.</p></li>",
    "<li><p><strong>Ritenuta a garanzia.</strong> Su ciascun pagamento in acconto il Committente trattiene il {{field::ritenuta_garanzia}}% dell'importo, a garanzia dell'esatto adempimento; le somme trattenute, senza interessi, sono pagate con il saldo, dopo l'esito positivo della verifica finale.</p></li>",
    `<li><p><strong>Ultimazione, verifica e consegna.</strong> L'Appaltatore comunica per iscritto l'ultimazione dei lavori. Entro ${oneOrMore("giorni_verifica", "un giorno", "{{field::giorni_verifica}} giorni")} dalla comunicazione le Parti procedono in contraddittorio alla verifica dell'opera e ne redigono verbale (art. 1665 c.c.); con la sottoscrizione del verbale senza riserve l'opera si intende accettata, salvi i vizi occulti. L'Appaltatore consegna con l'opera le dichiarazioni di conformità degli impianti e la documentazione necessaria alle pratiche amministrative.</p></li>`,
    "<li><p><strong>Subappalto.</strong> {{field::subappalto}} In ogni caso l'Appaltatore resta responsabile verso il Committente dell'esecuzione dell'intera opera.</p></li>",
    "<li><p><strong>Sicurezza e personale.</strong> L'Appaltatore esegue i lavori con proprio personale, regolarmente assunto, retribuito e assicurato secondo la legge e il contratto collettivo di settore, di cui esercita in via esclusiva il potere direttivo e disciplinare, e osserva le norme in materia di salute e sicurezza del D.Lgs. 9 aprile 2008, n. 81. {{field::sicurezza}}{{note::nota_sicurezza}}</p></li>",
    "<li><p><strong>Recesso del Committente.</strong> Il Committente può recedere dal contratto anche se è stata iniziata l'esecuzione dell'opera, purché tenga indenne l'Appaltatore delle spese sostenute, dei lavori eseguiti e del mancato guadagno (art. 1671 c.c.).</p></li>",
    "<li><p><strong>Garanzia per vizi e assicurazione.</strong> L'Appaltatore garantisce l'opera per le difformità e i vizi ai sensi degli artt. 1667 e 1668 c.c. e, per gli immobili, ai sensi dell'art. 1669 c.c. L'Appaltatore è responsabile dei danni causati a persone o cose nell'esecuzione dei lavori e dichiara di essere assicurato per la responsabilità civile verso terzi con un massimale non inferiore a € {{field::massimale_rc}}, di cui consegna copia della polizza prima dell'inizio dei lavori.</p></li>",
    communicationsClause,
    privacyClause,
    controversie.clause,
    "<li><p><strong>Disposizioni finali.</strong> Ogni modifica del presente contratto deve risultare da atto scritto. Il contratto, relativo a prestazioni soggette all'IVA, è soggetto a registrazione solo in caso d'uso. Per quanto non previsto si applicano gli artt. 1655-1677 c.c.</p></li>",
    "</ol>",
    firme.html,
  ].join(""),
  fields: [
    ...committente.fields,
    ...appaltatore.fields,
    {
      slug: "oggetto_opere",
      label: "Opere appaltate",
      type: "textarea",
      help: "Descrivere le opere con precisione: ad esempio «rifacimento della copertura del fabbricato, con sostituzione della guaina e delle lattonerie».",
      required: true,
      field_set: "Opere",
      attributes: { rows: 3 },
    },
    {
      slug: "luogo_esecuzione",
      label: "Luogo di esecuzione",
      type: "text",
      help: "L'indirizzo del cantiere o dell'immobile, con i dati catastali se i lavori richiedono titoli edilizi.",
      required: true,
      field_set: "Opere",
    },
    {
      slug: "documenti_contrattuali",
      label: "Documenti contrattuali",
      type: "textarea",
      help: "Ad esempio «progetto esecutivo dell'arch. Bianchi del 10/3/2026, computo metrico estimativo, capitolato speciale, cronoprogramma». Allegarli e firmarli.",
      required: true,
      field_set: "Opere",
      attributes: { rows: 3 },
    },
    {
      slug: "data_inizio_lavori",
      label: "Inizio dei lavori",
      type: "date",
      help: "Il giorno di consegna del cantiere e di inizio dei lavori.",
      required: true,
      field_set: "Tempi",
    },
    {
      slug: "data_ultimazione",
      label: "Termine di ultimazione",
      type: "date",
      help: "Dal giorno successivo decorre la penale per il ritardo.",
      required: true,
      field_set: "Tempi",
      deadline: {
        label_it: "Termine di ultimazione dei lavori",
        label_en: "Completion date of the works",
        reminder: 10080,
      },
    },
    {
      slug: "giorni_verifica",
      label: "Giorni per la verifica finale",
      type: "number",
      help: "Entro quanti giorni dalla comunicazione di ultimazione le Parti verificano l'opera (ad esempio 15 o 30).",
      required: true,
      field_set: "Tempi",
      attributes: { min: 1, max: 90 },
      validators: [{ name: "numberPositive" }],
    },
    {
      slug: "tipo_corrispettivo",
      label: "Tipo di corrispettivo",
      type: "select",
      help: "A corpo il prezzo è fisso per l'opera; a misura dipende dalle quantità effettivamente eseguite.",
      required: true,
      field_set: "Corrispettivo",
      attributes: {
        options: [
          { value: "corpo", label: "a corpo, in misura fissa e invariabile per l'intera opera" },
          {
            value: "misura",
            label:
              "a misura, applicando i prezzi unitari dell'elenco prezzi allegato alle quantità effettivamente eseguite, per un importo stimato",
          },
        ],
      },
    },
    {
      slug: "corrispettivo",
      label: "Corrispettivo",
      type: "currency",
      help: "L'importo, al netto dell'IVA, comprensivo degli oneri della sicurezza.",
      required: true,
      field_set: "Corrispettivo",
      validators: [{ name: "numberPositive" }],
    },
    {
      slug: "modalita_pagamento",
      label: "Modalità di pagamento",
      type: "select",
      help: "I pagamenti per stati di avanzamento seguono i lavori eseguiti; conviene collegarli a misurazioni in contraddittorio.",
      required: true,
      field_set: "Corrispettivo",
      attributes: {
        options: [
          {
            value: "sal",
            label:
              "per stati di avanzamento dei lavori, sulla base delle quantità eseguite e accertate in contraddittorio, e a saldo dopo la verifica finale",
          },
          {
            value: "acconto_saldo",
            label:
              "per il 30% all'inizio dei lavori, a titolo di acconto, e per il residuo a saldo dopo la verifica finale",
          },
        ],
      },
    },
    {
      slug: "ritenuta_garanzia",
      label: "Ritenuta a garanzia",
      type: "percentage",
      help: "La percentuale trattenuta sugli acconti fino alla verifica finale, di solito tra il 5 e il 10%.",
      required: true,
      field_set: "Corrispettivo",
      attributes: { min: 0, max: 20 },
    },
    {
      slug: "penale_giornaliera",
      label: "Penale giornaliera per il ritardo",
      type: "currency",
      help: "Di solito tra lo 0,3 e l'1 per mille del corrispettivo al giorno; il giudice può ridurla se manifestamente eccessiva (art. 1384 c.c.).",
      required: true,
      field_set: "Corrispettivo",
      validators: [{ name: "numberPositive" }],
    },
    {
      slug: "subappalto",
      label: "Subappalto",
      type: "select",
      help: "Senza l'autorizzazione del committente l'appaltatore non può subappaltare (art. 1656 c.c.).",
      required: true,
      field_set: "Esecuzione",
      attributes: {
        options: [
          {
            value: "vietato",
            label: "È vietato il subappalto, totale o parziale, delle opere.",
          },
          {
            value: "autorizzato",
            label:
              "Il subappalto di singole lavorazioni è ammesso previa autorizzazione scritta del Committente, che può negarla per giustificati motivi; l'Appaltatore comunica il nome del subappaltatore e ne documenta la regolarità contributiva.",
          },
        ],
      },
    },
    {
      slug: "sicurezza",
      label: "Regime della sicurezza",
      type: "select",
      help: "I lavori edili e di ingegneria civile sono un cantiere (Titolo IV del D.Lgs. 81/2008); gli altri lavori presso l'azienda del committente richiedono la valutazione delle interferenze (art. 26).",
      required: true,
      field_set: "Esecuzione",
      attributes: {
        options: [
          {
            value: "cantiere",
            label:
              "Trattandosi di lavori in un cantiere temporaneo o mobile, l'Appaltatore consegna prima dell'inizio dei lavori il proprio piano operativo di sicurezza e osserva il piano di sicurezza e coordinamento, ove previsto, ai sensi del Titolo IV del D.Lgs. 81/2008.",
          },
          {
            value: "interferenze",
            label:
              "Trattandosi di lavori all'interno dei locali del Committente, le Parti cooperano all'attuazione delle misure di prevenzione e coordinano gli interventi secondo il documento di valutazione dei rischi da interferenze allegato, ai sensi dell'art. 26 del D.Lgs. 81/2008.",
          },
          {
            value: "nessuno",
            label:
              "Le Parti danno atto che i lavori non si svolgono in un cantiere né nei locali di un datore di lavoro committente.",
          },
        ],
      },
    },
    {
      slug: "massimale_rc",
      label: "Massimale della polizza RC dell'appaltatore",
      type: "currency",
      help: "Il massimale minimo della polizza di responsabilità civile verso terzi, adeguato al valore e ai rischi dei lavori.",
      required: true,
      field_set: "Esecuzione",
      validators: [{ name: "numberPositive" }],
    },
    ...controversie.fields,
    ...firme.fields,
  ],
  notes: [
    {
      slug: "nota_sicurezza",
      label: "Responsabilità del committente",
      help: "Il committente imprenditore risponde in solido con l'appaltatore, per due anni dalla fine dell'appalto, di retribuzioni e contributi dei lavoratori impiegati (art. 29 D.Lgs. 276/2003): chiedere il DURC e, per gli appalti di servizi ad alta intensità di manodopera, le deleghe di versamento delle ritenute (art. 17-bis D.Lgs. 241/1997).",
    },
  ],
  parties: [committente.party, appaltatore.party],
};

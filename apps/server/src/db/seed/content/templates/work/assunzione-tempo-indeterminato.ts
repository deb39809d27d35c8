import { employmentSignatureBlock } from "../../shared/clauses";
import { legalCategory, legalCategoryField } from "../../shared/employment";
import { oneOrMore, unitAgreeing } from "../../shared/number-agreement";
import { employmentParties, partiesHeading } from "../../shared/parties";
import type { SeedTemplate } from "../../types";

const { datore, lavoratore } = employmentParties({
  employer: {
    soleTrader: true,
    contacts: ["pec"],
    help: {
      denominazione:
        "Indicare la denominazione completa e la forma giuridica come risultano dalla visura camerale (es. Alfa S.r.l.). Per il datore persona fisica indicare nome, cognome e ditta.",
      partita_iva:
        "Partita IVA del datore di lavoro, coincidente per le società con il codice fiscale. È lo stesso dato indicato nella comunicazione UniLav e nelle denunce contributive.",
      rappresentante:
        "Nome, cognome e qualifica di chi firma (legale rappresentante, amministratore o procuratore con poteri di assunzione). Verificare i poteri in visura o nella procura. Lasciare vuoto se firma personalmente il datore di lavoro persona fisica.",
    },
    validators: { denominazione: [{ name: "maxLength", value: 200 }] },
  },
  employee: {
    birth: "split",
    contacts: ["email"],
    help: {
      data_nascita:
        "Data di nascita del lavoratore. Ricordare che l'età minima per l'ammissione al lavoro è di sedici anni, con assolvimento dell'obbligo di istruzione.",
      codice_fiscale:
        "Codice fiscale di 16 caratteri, da riportare identico nella comunicazione UniLav e nel libro unico del lavoro.",
      email:
        "Recapito elettronico personale per le comunicazioni relative al rapporto e per l'invio delle informazioni previste dal decreto trasparenza.",
    },
  },
});
const firme = employmentSignatureBlock(["Il Datore di lavoro", "Il Lavoratore"], {
  dateWording: {
    help: "Deve essere anteriore o uguale alla data di inizio: il patto di prova firmato dopo l'inizio della prestazione è nullo.",
  },
});

const trialUnit = unitAgreeing("prova_durata", "prova_unita", {
  giorni_effettivi: "giorno di effettivo lavoro",
  giorni_calendario: "giorno di calendario",
  mesi_calendario: "mese di calendario",
});

export const assunzioneTempoIndeterminato: SeedTemplate = {
  key: "assunzione-tempo-indeterminato",
  title: "Contratto di lavoro subordinato a tempo indeterminato",
  language: "it",
  module: "work",
  categories: ["lavoro-subordinato"],
  keywords: [
    "lettera di assunzione",
    "posto fisso",
    "dipendente",
    "assumere",
    "tempo pieno",
    "full time",
    "impiegato",
    "operaio",
    "quadro",
    "decreto trasparenza",
    "patto di prova",
    "ccnl",
  ],
  discipline: [
    "<h2>Fonti</h2>",
    "<p>Il rapporto di lavoro subordinato è definito dall'<strong>art. 2094 c.c.</strong>: è prestatore di lavoro subordinato chi si obbliga, mediante retribuzione, a collaborare nell'impresa prestando il proprio lavoro intellettuale o manuale alle dipendenze e sotto la direzione dell'imprenditore. Il contratto a tempo indeterminato costituisce la forma comune di rapporto di lavoro (<strong>art. 1 D.Lgs. 15 giugno 2015, n. 81</strong>). Le altre fonti di riferimento sono: artt. 2095-2134 c.c. (categorie, mansioni, retribuzione, ferie, malattia, preavviso, TFR); D.Lgs. 8 aprile 2003, n. 66 (orario di lavoro); L. 15 luglio 1966, n. 604 e D.Lgs. 4 marzo 2015, n. 23 (licenziamenti); L. 20 maggio 1970, n. 300 (Statuto dei lavoratori); D.Lgs. 9 aprile 2008, n. 81 (salute e sicurezza); il contratto collettivo applicato.</p>",
    "<h2>Obblighi di informazione (decreto trasparenza)</h2>",
    "<p>L'<strong>art. 1 del D.Lgs. 26 maggio 1997, n. 152</strong>, come sostituito dal <strong>D.Lgs. 27 giugno 2022, n. 104</strong> (attuazione della direttiva (UE) 2019/1152) e poi modificato dal <strong>D.L. 4 maggio 2023, n. 48</strong> (conv. L. 3 luglio 2023, n. 85), elenca le informazioni che il datore deve fornire al lavoratore all'atto dell'instaurazione del rapporto e prima dell'inizio dell'attività: identità delle parti, luogo di lavoro, inquadramento e mansioni, data di inizio, tipologia e durata del rapporto, durata della prova, diritto alla formazione, ferie e congedi, preavviso, retribuzione e modalità di pagamento, programmazione dell'orario e condizioni del lavoro straordinario, contratto collettivo applicato con indicazione delle parti firmatarie, enti previdenziali e assicurativi. L'obbligo si assolve con il contratto individuale o con la copia della comunicazione di instaurazione del rapporto; talune informazioni possono essere fornite entro sette giorni o entro un mese dall'inizio della prestazione e, dopo il D.L. 48/2023, parte di esse può essere comunicata con il rinvio alla norma di legge o al contratto collettivo che le disciplina (art. 1, comma 5-bis). Il datore deve inoltre consegnare o mettere a disposizione, anche sul proprio sito, i contratti collettivi e i regolamenti aziendali applicabili (comma 6-bis). L'impiego di sistemi decisionali o di monitoraggio integralmente automatizzati richiede l'informativa aggiuntiva dell'<strong>art. 1-bis</strong>. L'inadempimento è punito con la sanzione amministrativa richiamata dall'art. 19, comma 2, D.Lgs. 10 settembre 2003, n. 276.</p>",
    "<h2>Il patto di prova</h2>",
    "<p>Il patto di prova (<strong>art. 2096 c.c.</strong>) deve risultare da atto scritto sottoscritto prima dell'inizio dell'esecuzione del rapporto, pena la nullità, e deve indicare le mansioni sulle quali l'esperimento si svolge. La durata massima è di sei mesi, salvo la minore durata prevista dal contratto collettivo; in caso di malattia, infortunio, congedo di maternità o paternità obbligatori la prova è prolungata in misura corrispondente; in caso di rinnovo per le stesse mansioni non può essere pattuita una nuova prova (<strong>art. 7 D.Lgs. 104/2022</strong>). Il recesso durante la prova non richiede motivazione, ma è impugnabile se la prova non è stata consentita in modo adeguato o se il motivo è illecito.</p>",
    "<h2>Quando usare il modello</h2>",
    "<ul>",
    "<li>Assunzione a tempo pieno e indeterminato di operai, impiegati e quadri di aziende private con CCNL applicato.</li>",
    "<li>Per il tempo parziale utilizzare il modello dedicato, che contiene la puntuale collocazione dell'orario richiesta dall'art. 5 D.Lgs. 81/2015; per i contratti a termine il modello sul tempo determinato; per i giovani fino a 29 anni con percorso formativo l'apprendistato professionalizzante.</li>",
    "<li>Non è adatto ai dirigenti (CCNL e regime di recesso specifici), al lavoro domestico, al lavoro sportivo e al pubblico impiego privatizzato, né all'assunzione di cittadini extra UE, per i quali occorre anche il contratto di soggiorno (art. 5-bis D.Lgs. 25 luglio 1998, n. 286).</li>",
    "</ul>",
    "<h2>Adempimenti</h2>",
    "<ul>",
    "<li><strong>Comunicazione obbligatoria UniLav</strong> al servizio competente entro le ore 24 del giorno precedente l'inizio del rapporto (art. 9-bis, comma 2, D.L. 1° ottobre 1996, n. 510, conv. L. 28 novembre 1996, n. 608), anche se tale giorno è festivo.</li>",
    "<li>Iscrizione nel <strong>libro unico del lavoro</strong> (art. 39 D.L. 25 giugno 2008, n. 112, conv. L. 6 agosto 2008, n. 133) e consegna mensile del prospetto paga.</li>",
    "<li>Pagamento della retribuzione con strumenti tracciabili (art. 1, commi 910-914, L. 27 dicembre 2017, n. 205): il pagamento in contanti è vietato e sanzionato.</li>",
    "<li>Formazione e sorveglianza sanitaria in materia di sicurezza prima dell'adibizione alle mansioni (artt. 36, 37 e 41 D.Lgs. 81/2008).</li>",
    "<li>Informativa sul TFR e sulla previdenza complementare (D.Lgs. 5 dicembre 2005, n. 252).</li>",
    "</ul>",
    "<h2>Errori frequenti</h2>",
    "<ul>",
    "<li>Patto di prova firmato dopo l'inizio della prestazione o con mansioni generiche: è nullo e il recesso diviene un licenziamento ordinario.</li>",
    "<li>Indicazione di un CCNL diverso da quello effettivamente applicato o non coerente con l'attività: i contributi sono comunque dovuti sulla retribuzione prevista dai contratti stipulati dalle organizzazioni comparativamente più rappresentative (art. 1, comma 1, D.L. 9 ottobre 1989, n. 338, conv. L. 7 dicembre 1989, n. 389; art. 2, comma 25, L. 28 dicembre 1995, n. 549).</li>",
    "<li>Superminimo senza indicazione della sua assorbibilità: in mancanza di patto, la giurisprudenza lo considera di regola assorbibile nei successivi aumenti contrattuali, con frequente contenzioso.</li>",
    "<li>Divieto generalizzato di altre attività lavorative: dopo l'art. 8 D.Lgs. 104/2022 il datore può limitare il cumulo di impieghi solo per ragioni di salute e sicurezza, di integrità del servizio pubblico o di conflitto di interessi, fermo l'obbligo di fedeltà dell'art. 2105 c.c.</li>",
    "</ul>",
  ].join(""),
  body: [
    "<h1>Contratto di lavoro subordinato a tempo indeterminato</h1>",
    partiesHeading(datore, lavoratore),
    "<h2>Premesso che</h2>",
    "<ul>",
    "<li>il Datore di lavoro intende assumere il Lavoratore alle proprie dipendenze per lo svolgimento delle mansioni descritte nel presente contratto;</li>",
    "<li>il Lavoratore dichiara di non essere vincolato da patti di non concorrenza o da altri obblighi incompatibili con l'assunzione e di essere in possesso dei requisiti necessari allo svolgimento delle mansioni;</li>",
    "<li>il presente contratto, unitamente al contratto collettivo in esso richiamato, contiene le informazioni sul rapporto di lavoro previste dall'art. 1 del D.Lgs. 26 maggio 1997, n. 152, come modificato dal D.Lgs. 27 giugno 2022, n. 104;</li>",
    "</ul>",
    "<p>si conviene e si stipula quanto segue.</p>",
    "<ol>",
    "<li><p><strong>Oggetto e decorrenza.</strong> Il Datore di lavoro assume alle proprie dipendenze il Lavoratore, che accetta, con contratto di lavoro subordinato a tempo indeterminato e a tempo pieno ai sensi dell'art. 2094 c.c., con decorrenza dal {{field::data_inizio}}. {{note::nota_comunicazione_obbligatoria}} Il Lavoratore si obbliga a prestare la propria attività alle dipendenze e sotto la direzione del Datore di lavoro, secondo quanto previsto dal presente contratto, dal contratto collettivo applicato e dalla legge.</p></li>",
    "<li><p><strong>Contratto collettivo applicato.</strong> Al rapporto di lavoro si applica il {{field::ccnl_applicato}}, {{note::nota_ccnl}} nel testo tempo per tempo vigente, unitamente agli eventuali accordi collettivi territoriali e aziendali applicati dal Datore di lavoro. Il Datore di lavoro consegna al Lavoratore o mette a sua disposizione, anche mediante pubblicazione sul proprio sito internet o sulla rete aziendale, il testo dei contratti collettivi e degli eventuali regolamenti aziendali applicabili, ai sensi dell'art. 1, comma 6-bis, del D.Lgs. 152/1997.</p></li>",
    `<li><p><strong>Inquadramento e mansioni.</strong> Il Datore di lavoro inquadra il Lavoratore nella ${legalCategory} e nel livello {{field::livello}} del contratto collettivo applicato, con il profilo professionale di {{field::profilo_professionale}}.</p><p>Al Lavoratore sono assegnate le seguenti mansioni: {{field::mansioni}}.</p><p>Le mansioni potranno essere modificate nei limiti e con le garanzie previsti dall'art. 2103 c.c. In caso di assegnazione a mansioni superiori, l'assegnazione diviene definitiva, salvo diversa volontà del Lavoratore, decorso il periodo fissato dal contratto collettivo o, in mancanza, dopo sei mesi continuativi, salvo che essa abbia avuto luogo per ragioni sostitutive di altro lavoratore in servizio.</p></li>`,
    "<li><p><strong>Luogo di lavoro.</strong> Il Lavoratore presta la propria attività presso {{field::luogo_lavoro}}. Il Lavoratore potrà essere inviato in trasferta per esigenze di servizio, con il trattamento previsto dal contratto collettivo. Il trasferimento ad altra unità produttiva potrà essere disposto solo per comprovate ragioni tecniche, organizzative e produttive, ai sensi dell'art. 2103, comma 8, c.c., e con il preavviso eventualmente previsto dal contratto collettivo.</p></li>",
    `<li><p><strong>Periodo di prova.</strong> L'assunzione diviene definitiva al superamento di un periodo di prova della durata di {{field::prova_durata}} ${trialUnit}, {{note::nota_prova}} entro il limite previsto dal contratto collettivo e comunque non superiore a sei mesi (art. 7, comma 1, D.Lgs. 27 giugno 2022, n. 104). La prova ha ad oggetto le mansioni indicate all'art. 3.</p><p>Durante il periodo di prova ciascuna delle Parti può recedere dal contratto in qualsiasi momento, senza obbligo di preavviso né di indennità, ai sensi dell'art. 2096 c.c., salvo diversa previsione del contratto collettivo. In caso di malattia, infortunio, congedo di maternità o di paternità obbligatori, il periodo di prova è prolungato in misura corrispondente alla durata dell'assenza. Compiuto il periodo di prova senza che alcuna delle Parti abbia receduto, l'assunzione diviene definitiva e il servizio prestato si computa nell'anzianità del Lavoratore.</p></li>`,
    `<li><p><strong>Orario di lavoro.</strong> L'orario normale di lavoro è di {{field::orario_settimanale}} ${oneOrMore("orario_settimanale", "ora settimanale", "ore settimanali")}, nel rispetto dell'art. 3 del D.Lgs. 8 aprile 2003, n. 66 e del contratto collettivo, ed è articolato come segue: {{field::articolazione_orario}}.</p><p>Il Datore di lavoro può richiedere prestazioni di lavoro straordinario nei limiti previsti dall'art. 5 del D.Lgs. 66/2003 e dal contratto collettivo; esse sono compensate con le maggiorazioni contrattuali o, ove il contratto collettivo lo consenta, con riposi compensativi. Le variazioni dell'articolazione dell'orario e dei turni sono comunicate con il preavviso previsto dal contratto collettivo. Sono garantiti i riposi giornalieri e settimanali previsti dagli artt. 7 e 9 del D.Lgs. 66/2003.</p></li>`,
    "<li><p><strong>Retribuzione.</strong> Al Lavoratore è riconosciuta una retribuzione lorda mensile di euro {{field::retribuzione_lorda_mensile}}, determinata secondo i minimi del contratto collettivo per il livello di inquadramento, corrisposta per {{field::mensilita}} mensilità annue, secondo le modalità e le scadenze del contratto collettivo.</p><p>Al Lavoratore è inoltre riconosciuto un superminimo individuale di euro {{field::superminimo}} lordi mensili, {{field::superminimo_regime}}. {{note::nota_superminimo}}</p><p>La retribuzione è corrisposta con periodicità mensile, mediante bonifico bancario o altro strumento tracciabile ai sensi dell'art. 1, commi 910 e seguenti, della L. 27 dicembre 2017, n. 205, con consegna del prospetto di paga. Le trattenute fiscali e previdenziali sono operate nella misura di legge.</p></li>",
    "<li><p><strong>Ferie, festività e permessi.</strong> Il Lavoratore ha diritto a un periodo annuale di ferie retribuite nella misura prevista dal contratto collettivo e comunque non inferiore a quattro settimane (art. 2109 c.c.; art. 10 D.Lgs. 66/2003), nonché alle festività e ai permessi retribuiti previsti dalla legge e dal contratto collettivo. Il periodo di godimento delle ferie è stabilito dal Datore di lavoro tenuto conto delle esigenze dell'impresa e degli interessi del Lavoratore. Il periodo minimo legale di ferie non può essere sostituito dalla relativa indennità, salvo il caso di cessazione del rapporto.</p></li>",
    "<li><p><strong>Malattia e infortunio.</strong> In caso di malattia il Lavoratore deve avvisare il Datore di lavoro entro l'inizio del turno di lavoro, salvo giustificato impedimento, e comunicare il numero di protocollo del certificato medico trasmesso telematicamente all'INPS. In caso di infortunio, anche lieve, il Lavoratore deve darne immediata notizia al Datore di lavoro. Il Lavoratore ha diritto alla conservazione del posto e al trattamento economico per il periodo e nella misura stabiliti dalla legge e dal contratto collettivo (art. 2110 c.c.) e deve rispettare le fasce di reperibilità previste dalla normativa vigente.</p></li>",
    "<li><p><strong>Formazione, salute e sicurezza.</strong> Il Lavoratore ha diritto alla formazione prevista dalla legge e dal contratto collettivo. La formazione che il Datore di lavoro è tenuto a erogare per legge o per contratto collettivo è gratuita, costituisce orario di lavoro e si svolge, ove possibile, durante lo stesso (art. 11 D.Lgs. 104/2022). Prima dell'adibizione alle mansioni il Datore di lavoro provvede all'informazione, alla formazione e, ove prevista, alla sorveglianza sanitaria del Lavoratore ai sensi degli artt. 36, 37 e 41 del D.Lgs. 9 aprile 2008, n. 81. Il Lavoratore osserva gli obblighi dell'art. 20 del medesimo decreto.</p></li>",
    "<li><p><strong>Obblighi del Lavoratore.</strong> Il Lavoratore deve usare la diligenza richiesta dalla natura della prestazione e osservare le disposizioni per l'esecuzione e la disciplina del lavoro impartite dal Datore di lavoro e dai suoi collaboratori (art. 2104 c.c.); non deve trattare affari, per conto proprio o di terzi, in concorrenza con il Datore di lavoro, né divulgare notizie attinenti all'organizzazione e ai metodi di produzione dell'impresa o farne uso in modo da poterle arrecare pregiudizio (art. 2105 c.c.). L'obbligo di riservatezza permane anche dopo la cessazione del rapporto.</p><p>Il Lavoratore può svolgere altra attività lavorativa al di fuori dell'orario di lavoro, dandone preventiva comunicazione scritta al Datore di lavoro, che può limitarla o negarla soltanto nei casi previsti dall'art. 8 del D.Lgs. 104/2022. Le infrazioni disciplinari e le relative sanzioni sono quelle del contratto collettivo, portate a conoscenza del Lavoratore mediante affissione del codice disciplinare ai sensi dell'art. 7 della L. 20 maggio 1970, n. 300.</p></li>",
    "<li><p><strong>Strumenti di lavoro e sistemi automatizzati.</strong> Gli strumenti di lavoro affidati al Lavoratore (quali dispositivi informatici, telefonici e account aziendali) sono destinati all'esclusivo uso lavorativo, secondo il regolamento aziendale consegnato al Lavoratore; le informazioni raccolte tramite tali strumenti sono utilizzabili nei limiti e alle condizioni dell'art. 4 della L. 300/1970. Il Datore di lavoro dichiara che {{field::sistemi_automatizzati}}. {{note::nota_sistemi_automatizzati}}</p></li>",
    "<li><p><strong>Trattamento di fine rapporto e previdenza.</strong> Al Lavoratore spetta il trattamento di fine rapporto ai sensi dell'art. 2120 c.c. Il Lavoratore esprime la propria scelta sulla destinazione del TFR maturando nei termini e con le modalità previsti dall'art. 8 del D.Lgs. 5 dicembre 2005, n. 252; il fondo di previdenza complementare di riferimento è {{field::fondo_previdenza}}. Il Datore di lavoro versa i contributi previdenziali all'INPS e i premi assicurativi all'INAIL, nonché le contribuzioni agli enti bilaterali e ai fondi di assistenza sanitaria integrativa previsti dal contratto collettivo.</p></li>",
    "<li><p><strong>Recesso e preavviso.</strong> Superato il periodo di prova, ciascuna delle Parti può recedere dal contratto dando preavviso nei termini e nei modi stabiliti dal contratto collettivo, o corrispondendo l'indennità sostitutiva (art. 2118 c.c.); è fatto salvo il recesso senza preavviso per giusta causa (art. 2119 c.c.). Il licenziamento deve essere comunicato per iscritto con la specificazione dei motivi (art. 2 L. 15 luglio 1966, n. 604) e al rapporto si applica il regime di tutela previsto dal D.Lgs. 4 marzo 2015, n. 23. Le dimissioni e la risoluzione consensuale devono essere rese, a pena di inefficacia, con le modalità telematiche di cui all'art. 26 del D.Lgs. 14 settembre 2015, n. 151, salvi i casi in cui la legge disponga diversamente.</p></li>",
    "<li><p><strong>Trattamento dei dati personali.</strong> Il Datore di lavoro tratta i dati personali del Lavoratore per le finalità connesse alla gestione del rapporto di lavoro e agli obblighi di legge, in conformità al Regolamento (UE) 2016/679 e al D.Lgs. 30 giugno 2003, n. 196, come da informativa ai sensi dell'art. 13 del Regolamento consegnata al Lavoratore, che ne dà atto.</p></li>",
    "<li><p><strong>Comunicazioni.</strong> Le comunicazioni relative al rapporto sono effettuate per iscritto, a mani o agli indirizzi indicati in epigrafe, anche mediante posta elettronica certificata o posta elettronica ordinaria con conferma di ricezione. Il Lavoratore si impegna a comunicare tempestivamente per iscritto ogni variazione della residenza, del domicilio o dei recapiti.</p></li>",
    "<li><p><strong>Informazioni sul rapporto e disposizioni finali.</strong> Il presente contratto, unitamente al contratto collettivo richiamato e alla copia della comunicazione obbligatoria di instaurazione del rapporto, costituisce adempimento degli obblighi di informazione di cui all'art. 1 del D.Lgs. 152/1997; le informazioni eventualmente non contenute sono fornite per iscritto nei termini previsti dalla medesima disposizione. {{note::nota_informativa}} Ogni modifica del presente contratto richiede la forma scritta. Per quanto non previsto si applicano le norme di legge e il contratto collettivo. Le controversie sono devolute al giudice del lavoro competente ai sensi dell'art. 413 c.p.c., salvo il ricorso alle procedure di conciliazione e arbitrato previste dalla legge e dal contratto collettivo.</p></li>",
    "</ol>",
    firme.html,
    "<p>Il Lavoratore dichiara di aver ricevuto, prima dell'inizio della prestazione lavorativa, copia del presente contratto sottoscritto da entrambe le Parti e di approvare specificamente il patto di prova di cui all'art. 5.</p>",
    "<p>Il Lavoratore ______________________</p>",
  ].join(""),
  fields: [
    ...datore.fields,
    ...lavoratore.fields,
    {
      slug: "ccnl_applicato",
      label: "Contratto collettivo applicato",
      type: "text",
      help: "Denominazione completa del CCNL, parti firmatarie e data di rinnovo (es. “CCNL per i dipendenti del terziario, della distribuzione e dei servizi sottoscritto da … il …”). Indicare il contratto effettivamente applicato in azienda e coerente con l'attività svolta.",
      required: true,
      field_set: "Inquadramento e mansioni",
      attributes: { placeholder: "CCNL … sottoscritto da … il …" },
    },
    legalCategoryField({
      help: "Categoria ai sensi dell'art. 2095 c.c. Per i dirigenti non utilizzare questo modello: il rapporto è regolato da CCNL e da regole sul recesso diverse.",
    }),
    {
      slug: "livello",
      label: "Livello di inquadramento",
      type: "text",
      help: "Livello o area del sistema di classificazione del CCNL (es. “IV livello”, “Area B1”). Deve corrispondere alle mansioni effettivamente assegnate.",
      required: true,
      field_set: "Inquadramento e mansioni",
      validators: [{ name: "maxLength", value: 60 }],
    },
    {
      slug: "profilo_professionale",
      label: "Profilo professionale",
      type: "text",
      help: "Denominazione sintetica della posizione (es. “addetto alla contabilità”, “manutentore meccanico”), possibilmente coerente con le declaratorie del CCNL.",
      required: true,
      field_set: "Inquadramento e mansioni",
    },
    {
      slug: "mansioni",
      label: "Descrizione delle mansioni",
      type: "textarea",
      help: "Descrivere in modo specifico i compiti assegnati: la descrizione delimita l'oggetto del patto di prova e il perimetro dell'art. 2103 c.c. Evitare formule generiche come “mansioni d'ufficio”.",
      required: true,
      field_set: "Inquadramento e mansioni",
      attributes: { rows: 4 },
    },
    {
      slug: "luogo_lavoro",
      label: "Luogo di lavoro",
      type: "text",
      help: "Indirizzo dell'unità produttiva di assegnazione. Se il lavoro non ha una sede fissa o prevalente, indicarlo espressamente (es. “presso i cantieri dell'azienda nella provincia di …, con sede di riferimento in …”).",
      required: true,
      field_set: "Inquadramento e mansioni",
    },
    {
      slug: "data_inizio",
      label: "Data di inizio del rapporto",
      type: "date",
      help: "Primo giorno di lavoro. La comunicazione UniLav va trasmessa entro il giorno precedente questa data.",
      required: true,
      field_set: "Decorrenza e prova",
    },
    {
      slug: "prova_durata",
      label: "Durata del periodo di prova",
      type: "number",
      help: "Solo il numero (es. 60, 3). La durata non può superare quella prevista dal CCNL per il livello e, in ogni caso, sei mesi.",
      required: true,
      field_set: "Decorrenza e prova",
      validators: [{ name: "numberPositive" }],
      attributes: { min: 1 },
    },
    {
      slug: "prova_unita",
      label: "Unità di misura della prova",
      type: "select",
      help: "Scegliere il criterio di calcolo usato dal CCNL: molti contratti misurano la prova in giorni di effettivo lavoro, altri in mesi o giorni di calendario.",
      required: true,
      field_set: "Decorrenza e prova",
      attributes: {
        options: [
          { value: "giorni_effettivi", label: "giorni di effettivo lavoro" },
          { value: "giorni_calendario", label: "giorni di calendario" },
          { value: "mesi_calendario", label: "mesi di calendario" },
        ],
      },
    },
    {
      slug: "orario_settimanale",
      label: "Orario normale settimanale (ore)",
      type: "number",
      help: "Orario contrattuale a tempo pieno previsto dal CCNL (40 ore è il limite dell'art. 3 D.Lgs. 66/2003; molti CCNL prevedono orari inferiori, es. 38 o 39 ore).",
      required: true,
      field_set: "Orario di lavoro",
      validators: [{ name: "numberPositive" }],
      attributes: { min: 1, max: 40 },
    },
    {
      slug: "articolazione_orario",
      label: "Articolazione dell'orario",
      type: "textarea",
      help: "Indicare giorni e fasce orarie (es. “dal lunedì al venerdì, 9:00-13:00 e 14:00-18:00”) oppure il sistema di turni. Il decreto trasparenza richiede la programmazione dell'orario normale.",
      required: true,
      field_set: "Orario di lavoro",
      attributes: { rows: 3 },
    },
    {
      slug: "retribuzione_lorda_mensile",
      label: "Retribuzione lorda mensile",
      type: "currency",
      help: "Importo lordo mensile (minimo tabellare, contingenza/EDR ed eventuali scatti) previsto dal CCNL per il livello, escluso il superminimo indicato a parte.",
      required: true,
      field_set: "Retribuzione",
      validators: [{ name: "numberPositive" }],
    },
    {
      slug: "mensilita",
      label: "Numero di mensilità",
      type: "select",
      help: "Numero di mensilità annue previsto dal CCNL (tredicesima sempre; quattordicesima solo se prevista, ad esempio nel terziario e nel turismo).",
      required: true,
      field_set: "Retribuzione",
      attributes: {
        options: [
          { value: "13", label: "tredici" },
          { value: "14", label: "quattordici" },
        ],
      },
    },
    {
      slug: "superminimo",
      label: "Superminimo individuale mensile",
      type: "currency",
      help: "Importo lordo mensile eccedente i minimi contrattuali. Se non è previsto, indicare 0,00.",
      field_set: "Retribuzione",
    },
    {
      slug: "superminimo_regime",
      label: "Regime del superminimo",
      type: "select",
      help: "Stabilire se il superminimo possa essere assorbito dagli aumenti dei minimi del CCNL o dai passaggi di livello. Precisarlo evita contenzioso.",
      field_set: "Retribuzione",
      attributes: {
        options: [
          {
            value: "assorbibile",
            label:
              "assorbibile in caso di futuri aumenti dei minimi contrattuali o di passaggi a livello superiore",
          },
          {
            value: "non_assorbibile",
            label:
              "non assorbibile da futuri aumenti dei minimi contrattuali né da passaggi a livello superiore",
          },
        ],
      },
    },
    {
      slug: "sistemi_automatizzati",
      label: "Sistemi decisionali o di monitoraggio automatizzati",
      type: "select",
      help: "Indicare se l'azienda utilizza sistemi integralmente automatizzati rilevanti per assunzione, gestione, valutazione o cessazione del rapporto (art. 1-bis D.Lgs. 152/1997). In caso affermativo occorre un'informativa dedicata.",
      required: true,
      field_set: "Altre condizioni",
      attributes: {
        options: [
          {
            value: "no",
            label:
              "non utilizza sistemi decisionali o di monitoraggio integralmente automatizzati di cui all'art. 1-bis del D.Lgs. 152/1997",
          },
          {
            value: "si",
            label:
              "utilizza sistemi decisionali o di monitoraggio integralmente automatizzati di cui all'art. 1-bis del D.Lgs. 152/1997, descritti nell'informativa scritta consegnata al Lavoratore prima dell'inizio dell'attività",
          },
        ],
      },
    },
    {
      slug: "fondo_previdenza",
      label: "Fondo di previdenza complementare",
      type: "text",
      help: "Fondo negoziale previsto dal CCNL (es. il fondo di categoria) o altra forma pensionistica a cui il datore aderisce. Se non ve ne sono, indicare “il fondo di categoria previsto dal CCNL”.",
      field_set: "Altre condizioni",
    },
    ...firme.fields,
  ],
  notes: [
    {
      slug: "nota_comunicazione_obbligatoria",
      label: "Comunicazione UniLav",
      help: "La comunicazione obbligatoria di assunzione (modello UniLav) va trasmessa per via telematica entro le ore 24 del giorno precedente l'inizio del rapporto, anche se festivo (art. 9-bis, comma 2, D.L. 510/1996). La copia della comunicazione consegnata al lavoratore concorre ad assolvere gli obblighi informativi del D.Lgs. 152/1997.",
    },
    {
      slug: "nota_ccnl",
      label: "Scelta e indicazione del CCNL",
      help: "Indicare il contratto con le parti firmatarie, come richiede l'art. 1, comma 1, D.Lgs. 152/1997 nel testo vigente. La scelta del CCNL non è libera sul piano contributivo: l'imponibile minimo è quello dei contratti stipulati dalle organizzazioni comparativamente più rappresentative del settore. Un CCNL “pirata” espone a recuperi contributivi e a contenzioso sull'art. 36 Cost.",
    },
    {
      slug: "nota_prova",
      label: "Validità del patto di prova",
      help: "Il patto di prova deve essere scritto e sottoscritto prima dell'inizio del rapporto, e riferito a mansioni specifiche. Non può superare la durata del CCNL né sei mesi; non è ammesso un nuovo patto di prova se il lavoratore ha già svolto le stesse mansioni per lo stesso datore. Se il patto è nullo, il recesso in prova è trattato come licenziamento ordinario.",
    },
    {
      slug: "nota_superminimo",
      label: "Assorbibilità del superminimo",
      help: "In assenza di patto espresso la giurisprudenza presume di regola l'assorbibilità del superminimo negli aumenti contrattuali, salvo che sia attribuito per particolari meriti o qualità del lavoratore. Se l'intento è premiare la persona, scegliere la variante “non assorbibile”.",
    },
    {
      slug: "nota_sistemi_automatizzati",
      label: "Sistemi automatizzati (art. 1-bis D.Lgs. 152/1997)",
      help: "Se l'azienda usa sistemi integralmente automatizzati (es. algoritmi di assegnazione dei turni, valutazione delle prestazioni, geolocalizzazione con decisioni automatiche), va consegnata un'informativa specifica sugli aspetti del rapporto interessati, sulla logica di funzionamento e sulle misure di controllo, e comunicata anche alle rappresentanze sindacali. Resta fermo il rispetto dell'art. 4 L. 300/1970 per gli strumenti di controllo a distanza.",
    },
    {
      slug: "nota_informativa",
      label: "Completezza dell'informativa",
      help: "Verificare che le informazioni non contenute nel contratto (ad es. enti previdenziali, congedi, procedura di preavviso) siano consegnate per iscritto entro sette giorni o entro un mese dall'inizio, secondo la tipologia, oppure mediante rinvio espresso alla norma o al CCNL come consente l'art. 1, comma 5-bis, D.Lgs. 152/1997. Conservare la prova della consegna per cinque anni dalla cessazione del rapporto.",
    },
  ],
  parties: [datore.party, lavoratore.party],
};

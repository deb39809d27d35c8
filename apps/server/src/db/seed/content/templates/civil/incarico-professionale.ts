import { signatureBlock } from "../../shared/clauses";
import { oneOrMore } from "../../shared/number-agreement";
import { anyParty } from "../../shared/parties";
import type { SeedTemplate } from "../../types";

// The code is asked apart (below), as a text that takes a tax code or a VAT number.
const cliente = anyParty({
  slug: "cliente",
  term: "Cliente",
  of: "del cliente",
  contacts: ["email"],
  omit: ["codice_fiscale"],
  labels: { email: "E-mail o PEC del cliente" },
  help: {
    nome: "Persona fisica o ente che conferisce l'incarico, come risulta dai documenti d'identità o dalla visura camerale.",
    email: "Indirizzo a cui inviare comunicazioni, preventivi aggiornati e fatture di cortesia.",
  },
});
// Only the Client approves the clauses of art. 1341 c.c.: that paragraph follows the block.
const firme = signatureBlock({
  placeWording: { required: false },
  dateWording: { help: "Data del conferimento dell'incarico, alla quale il compenso deve essere pattuito." },
  signers: ["Il Cliente", "Il Professionista"],
});

export const incaricoProfessionale: SeedTemplate = {
  key: "incarico-professionale",
  title: "Contratto di conferimento di incarico professionale (prestazione d'opera intellettuale)",
  language: "it",
  module: "civil_commercial",
  categories: ["prestazioni-professionali"],
  keywords: [
    "lettera di incarico",
    "mandato professionale",
    "preventivo",
    "parcella",
    "onorario",
    "consulenza",
    "commercialista",
    "ingegnere",
    "architetto",
    "equo compenso",
    "professionista",
    "studio professionale",
  ],
  discipline: `<h2>Fonti</h2>
<p>Il contratto d'opera intellettuale è disciplinato dagli <strong>artt. 2229-2238 c.c.</strong> e, in quanto compatibili, dalle norme generali sul contratto d'opera (<strong>artt. 2222-2228 c.c.</strong>, per rinvio dell'art. 2230 c.c.). Vi si aggiungono le regole sulla trasparenza del compenso delle professioni regolamentate (<strong>art. 9, comma 4, D.L. 24 gennaio 2012, n. 1</strong>, conv. dalla L. 24 marzo 2012, n. 27), l'obbligo assicurativo (<strong>art. 5 D.P.R. 7 agosto 2012, n. 137</strong>), la <strong>L. 21 aprile 2023, n. 49</strong> sull'equo compenso, e per gli avvocati la <strong>L. 31 dicembre 2012, n. 247</strong> (art. 13) e il D.M. 10 marzo 2014, n. 55 sui parametri forensi. Restano ferme le norme deontologiche dell'ordine di appartenenza.</p>
<h2>Quando usare questo modello</h2>
<p>Per il conferimento di un incarico a un professionista intellettuale (commercialista, consulente del lavoro, ingegnere, architetto, geometra, avvocato per attività stragiudiziale, consulente di professione non organizzata ai sensi della L. 14 gennaio 2013, n. 4) da parte di un cliente impresa, ente o persona fisica. Per l'incarico giudiziale dell'avvocato occorre anche la procura alle liti (art. 83 c.p.c.); per prestazioni continuative e coordinate con l'organizzazione del committente valutare i profili dell'art. 409, n. 3, c.p.c. e dell'art. 2 D.Lgs. 15 giugno 2015, n. 81, che possono condurre all'applicazione della disciplina del lavoro subordinato. Il modello non è adatto agli incarichi pubblici, soggetti al Codice dei contratti pubblici (D.Lgs. 31 marzo 2023, n. 36).</p>
<h2>Regole essenziali</h2>
<ul>
<li><strong>Esecuzione personale</strong>: il professionista deve eseguire personalmente l'incarico, ma può avvalersi di sostituti e ausiliari sotto la propria direzione e responsabilità, se la collaborazione è consentita dal contratto o dagli usi e non è incompatibile con l'oggetto (art. 2232 c.c.).</li>
<li><strong>Iscrizione all'albo</strong>: per le professioni protette la prestazione resa da chi non è iscritto non dà diritto al compenso (art. 2231 c.c.).</li>
<li><strong>Compenso</strong>: se non è convenuto, è determinato secondo le tariffe o gli usi o, in mancanza, dal giudice, e deve essere adeguato all'importanza dell'opera e al decoro della professione (art. 2233 c.c.). Per le professioni regolamentate il compenso è pattuito al conferimento dell'incarico; il professionista deve rendere noto il grado di complessità dell'incarico e comunicare obbligatoriamente, in forma scritta o digitale, un preventivo di massima con tutte le voci di costo, comprensive di spese, oneri e contributi, e gli estremi della polizza professionale (art. 9, comma 4, D.L. 1/2012). I patti tra avvocati e clienti sui compensi sono nulli se non redatti per iscritto (art. 2233, terzo comma, c.c.).</li>
<li><strong>Equo compenso</strong>: la L. 49/2023 si applica agli incarichi regolati da convenzioni con imprese bancarie e assicurative, con le loro controllate e mandatarie, con imprese che nell'anno precedente hanno occupato più di cinquanta lavoratori o hanno avuto ricavi superiori a dieci milioni di euro, nonché con la pubblica amministrazione e le società a partecipazione pubblica. In tali casi sono nulle le clausole che prevedono un compenso non equo, cioè inferiore ai parametri ministeriali applicabili, e le altre clausole vessatorie elencate dalla legge; la nullità opera solo a vantaggio del professionista. Il professionista che accetta un compenso non equo risponde anche sul piano disciplinare.</li>
<li><strong>Responsabilità</strong>: se la prestazione implica la soluzione di problemi tecnici di speciale difficoltà, il professionista risponde solo per dolo o colpa grave (art. 2236 c.c.); negli altri casi si applica la diligenza professionale dell'art. 1176, secondo comma, c.c.</li>
<li><strong>Recesso</strong>: il cliente può recedere in ogni momento, rimborsando le spese e pagando il compenso per l'opera svolta; il professionista può recedere solo per giusta causa e in modo da evitare pregiudizio al cliente (art. 2237 c.c.).</li>
<li><strong>Documenti</strong>: il professionista non può trattenere le cose e i documenti ricevuti se non per il periodo strettamente necessario alla tutela dei propri diritti secondo le leggi professionali (art. 2235 c.c.).</li>
</ul>
<h2>Aspetti fiscali e previdenziali</h2>
<p>Alla fattura si aggiungono, secondo il regime del professionista, l'IVA, il contributo integrativo della Cassa di previdenza di categoria (la misura varia secondo la Cassa: verificare) o, per i professionisti iscritti alla Gestione separata INPS, la rivalsa del 4% (art. 1, comma 212, L. 23 dicembre 1996, n. 662). Il cliente sostituto d'imposta opera la ritenuta d'acconto del 20% (art. 25 D.P.R. 29 settembre 1973, n. 600), salvo che il professionista applichi il regime forfettario. La lettera d'incarico non è soggetta a registrazione se non in caso d'uso; è dovuta l'imposta di bollo sulle scritture private secondo il D.P.R. 26 ottobre 1972, n. 642.</p>
<h2>Privacy e antiriciclaggio</h2>
<p>Il professionista è di regola titolare autonomo del trattamento dei dati del cliente e deve fornirgli l'informativa dell'art. 13 del Regolamento (UE) 2016/679; quando tratta dati di terzi per conto del cliente (ad esempio i dati dei dipendenti nell'elaborazione delle paghe) occorre anche la nomina a responsabile del trattamento ai sensi dell'art. 28 del Regolamento. I professionisti soggetti agli obblighi del D.Lgs. 21 novembre 2007, n. 231 devono effettuare l'adeguata verifica della clientela prima di eseguire la prestazione.</p>
<h2>Clienti consumatori</h2>
<p>Se il cliente è un consumatore si applicano le tutele del Codice del consumo (D.Lgs. 6 settembre 2005, n. 206): informazioni precontrattuali, diritto di recesso per i contratti conclusi a distanza o fuori dei locali commerciali, nullità delle clausole vessatorie e foro inderogabile del consumatore.</p>`,
  body: `<h1>Contratto di conferimento di incarico professionale</h1>
<p><em>ai sensi degli artt. 2222 e 2229 ss. del codice civile</em></p>
<p>Tra</p>
<p><strong>{{field::cliente_nome}}</strong>, codice fiscale o partita IVA {{field::cliente_codice_fiscale}}, con residenza o sede in {{field::cliente_indirizzo}}, in persona di {{field::cliente_rappresentante}}, indirizzo di posta elettronica {{field::cliente_email}}, di seguito denominato «Cliente»,</p>
<p>e</p>
<p><strong>{{field::professionista_nome}}</strong>, iscritto/a {{field::professionista_albo}}, codice fiscale {{field::professionista_codice_fiscale}}, partita IVA {{field::professionista_partita_iva}}, con studio in {{field::professionista_studio}}, PEC {{field::professionista_pec}}, di seguito denominato «Professionista»,</p>
<p>si conviene e si stipula quanto segue.</p>
<ol>
<li><p><strong>Oggetto dell'incarico.</strong> Il Cliente conferisce al Professionista, che accetta, l'incarico di svolgere le seguenti prestazioni professionali: {{field::oggetto_incarico}}.</p><p>Non sono comprese nell'incarico, e formeranno oggetto di separato accordo anche quanto al compenso, le seguenti prestazioni: {{field::prestazioni_escluse}}. Ogni ulteriore prestazione richiesta dal Cliente è regolata dal presente contratto solo se accettata per iscritto dal Professionista, con indicazione del relativo compenso.</p></li>
<li><p><strong>Modalità di esecuzione.</strong> Il Professionista esegue l'incarico personalmente, in piena autonomia e senza vincolo di subordinazione, con la diligenza richiesta dalla natura dell'attività esercitata (art. 1176, secondo comma, c.c.) e nel rispetto delle norme deontologiche della professione. Il Professionista può avvalersi, sotto la propria direzione e responsabilità, di sostituti e ausiliari, ai sensi dell'art. 2232 c.c. Il Cliente prende atto che l'obbligazione del Professionista è di mezzi e non di risultato.</p></li>
<li><p><strong>Obblighi del Cliente.</strong> Il Cliente si impegna a fornire tempestivamente al Professionista le informazioni e i documenti necessari, garantendone la completezza e la veridicità, e a comunicargli ogni fatto sopravvenuto rilevante per l'incarico. Il Professionista non risponde delle conseguenze derivanti da informazioni o documenti incompleti, inesatti o tardivamente forniti. Ove il Professionista sia soggetto agli obblighi del D.Lgs. 21 novembre 2007, n. 231, il Cliente si impegna a fornire i dati e i documenti necessari all'adeguata verifica della clientela, in mancanza dei quali il Professionista è tenuto ad astenersi dalla prestazione.</p></li>
<li><p><strong>Decorrenza e tempi di esecuzione.</strong> L'incarico decorre dal {{field::data_inizio}}. Le Parti concordano i seguenti tempi di esecuzione: {{field::termine_esecuzione}}. I termini sono sospesi per il tempo in cui il Cliente ritarda la consegna di documenti o informazioni necessari.</p></li>
<li><p><strong>Compenso.</strong> Il compenso del Professionista, comunicato al Cliente con il preventivo che, sottoscritto per accettazione, si allega al presente contratto, è determinato {{field::criterio_compenso}}; l'importo complessivo, o massimo nel caso di compenso a tempo, è convenuto in € {{field::compenso}}, oltre al contributo previdenziale integrativo o alla rivalsa previdenziale nella misura del {{field::contributo_integrativo}}% e all'IVA, se dovuta. Le spese sostenute dal Professionista per l'esecuzione dell'incarico {{field::rimborso_spese}}.{{note::nota_preventivo}}</p><p>{{field::equo_compenso}}{{note::nota_equo_compenso}}</p></li>
<li><p><strong>Acconto e pagamenti.</strong> Alla sottoscrizione il Cliente versa al Professionista un acconto di € {{field::acconto}}, ai sensi dell'art. 2234 c.c., da imputarsi al compenso. Il saldo e gli eventuali compensi intermedi sono pagati entro ${oneOrMore("termine_pagamento", "un giorno", "{{field::termine_pagamento}} giorni")} dal ricevimento della fattura, mediante bonifico bancario. Se il Cliente agisce nell'esercizio di un'attività d'impresa, in caso di ritardo decorrono di diritto gli interessi moratori previsti dal D.Lgs. 9 ottobre 2002, n. 231.</p></li>
<li><p><strong>Assicurazione professionale.</strong> Il Professionista dichiara, ai sensi dell'art. 5 del D.P.R. 7 agosto 2012, n. 137, di essere titolare della seguente polizza di assicurazione per la responsabilità civile derivante dall'esercizio dell'attività professionale: {{field::polizza}}.</p></li>
<li><p><strong>Segreto professionale e riservatezza.</strong> Il Professionista, i suoi sostituti e ausiliari sono tenuti al segreto professionale e alla riservatezza su tutte le informazioni e i documenti appresi in ragione dell'incarico, anche dopo la sua cessazione, salvo gli obblighi di comunicazione imposti dalla legge.</p></li>
<li><p><strong>Trattamento dei dati personali.</strong> Il Professionista tratta i dati personali del Cliente, in qualità di titolare, per le sole finalità connesse all'esecuzione dell'incarico e agli adempimenti di legge, nel rispetto del Regolamento (UE) 2016/679 e del D.Lgs. 30 giugno 2003, n. 196; il Cliente dichiara di aver ricevuto l'informativa di cui all'art. 13 del Regolamento. Qualora l'incarico comporti il trattamento di dati personali di terzi per conto del Cliente, le Parti stipulano un separato atto di nomina a responsabile del trattamento ai sensi dell'art. 28 del Regolamento.{{note::nota_privacy}}</p></li>
<li><p><strong>Recesso.</strong> Il Cliente può recedere dal contratto in qualsiasi momento, mediante comunicazione scritta, rimborsando al Professionista le spese sostenute e corrispondendogli il compenso per l'opera svolta (art. 2237, primo comma, c.c.). Il Professionista può recedere per giusta causa, ivi compresi il mancato pagamento dei compensi e il venir meno del rapporto fiduciario, con un preavviso di almeno ${oneOrMore("preavviso_recesso", "un giorno", "{{field::preavviso_recesso}} giorni")} e comunque in modo da evitare pregiudizio al Cliente; in tal caso ha diritto al rimborso delle spese e al compenso per l'opera svolta, da determinarsi con riguardo al risultato utile che ne sia derivato al Cliente (art. 2237, secondo e terzo comma, c.c.).</p></li>
<li><p><strong>Documenti.</strong> Alla cessazione dell'incarico, per qualsiasi causa, il Professionista restituisce al Cliente gli originali dei documenti ricevuti, fatto salvo quanto previsto dall'art. 2235 c.c., e può conservarne copia per finalità di documentazione dell'attività svolta e di tutela dei propri diritti. Gli elaborati prodotti restano di titolarità del Professionista quanto ai diritti morali d'autore; il Cliente può utilizzarli per le finalità dell'incarico dopo l'integrale pagamento del compenso.</p></li>
<li><p><strong>Responsabilità.</strong> Il Professionista risponde dell'esecuzione dell'incarico secondo le norme di legge e, ove la prestazione implichi la soluzione di problemi tecnici di speciale difficoltà, nei limiti di cui all'art. 2236 c.c.</p></li>
<li><p><strong>Comunicazioni.</strong> Le comunicazioni relative al presente contratto sono effettuate per iscritto, anche mediante posta elettronica o posta elettronica certificata, agli indirizzi indicati in epigrafe o a quelli successivamente comunicati.</p></li>
<li><p><strong>Foro competente.</strong> Per le controversie relative al presente contratto è competente il Foro di {{field::foro}}, salvo che il Cliente sia un consumatore, nel qual caso è competente il giudice del luogo della sua residenza o del suo domicilio.</p></li>
<li><p><strong>Disposizioni finali.</strong> Il presente contratto, unitamente al preventivo allegato, costituisce l'intero accordo tra le Parti sull'incarico. Ogni modifica deve risultare da atto scritto. Per quanto non previsto si applicano gli artt. 2222 ss. e 2229 ss. c.c. e le norme dell'ordinamento professionale del Professionista.</p></li>
</ol>
${firme.html}
<p>Ai sensi e per gli effetti degli artt. 1341 e 1342 c.c., il Cliente approva specificamente le clausole di cui agli articoli 3 (esclusione di responsabilità per informazioni incomplete), 4 (sospensione dei termini), 10 (recesso del Professionista), 11 (condizioni di utilizzo degli elaborati) e 14 (foro competente).</p>
<p>Il Cliente ______________________</p>`,
  fields: [
    ...cliente.fields,
    {
      slug: "cliente_codice_fiscale",
      label: "Codice fiscale o partita IVA del cliente",
      type: "text",
      help: "Codice fiscale della persona fisica o partita IVA dell'impresa: serve per la fattura elettronica e per l'adeguata verifica antiriciclaggio.",
      required: true,
      field_set: "Cliente",
      validators: [
        { name: "maxLength", value: 16 },
        { name: "minLength", value: 11 },
      ],
    },
    {
      slug: "cliente_rappresentante",
      label: "Firmatario per il cliente",
      type: "text",
      help: "Per le società: nome e qualifica del legale rappresentante. Per le persone fisiche che firmano in proprio scrivere «sé medesimo».",
      field_set: "Cliente",
    },
    {
      slug: "professionista_nome",
      label: "Nome e cognome del professionista o denominazione dello studio",
      type: "text",
      help: "Professionista o società tra professionisti che assume l'incarico; in caso di studio associato indicare il professionista responsabile.",
      required: true,
      field_set: "Professionista",
    },
    {
      slug: "professionista_albo",
      label: "Albo o associazione professionale",
      type: "text",
      help: "Ad esempio: «all'Albo dei Dottori Commercialisti e degli Esperti Contabili di Milano al n. 1234». Per le professioni non organizzate in ordini (L. 4/2013) indicare l'eventuale associazione professionale.",
      required: true,
      field_set: "Professionista",
    },
    {
      slug: "professionista_codice_fiscale",
      label: "Codice fiscale del professionista",
      type: "fiscal_code",
      help: "Codice fiscale personale del professionista.",
      required: true,
      field_set: "Professionista",
    },
    {
      slug: "professionista_partita_iva",
      label: "Partita IVA del professionista",
      type: "vat_code",
      help: "Partita IVA dello studio o del professionista.",
      required: true,
      field_set: "Professionista",
    },
    {
      slug: "professionista_studio",
      label: "Indirizzo dello studio",
      type: "text",
      help: "Sede dello studio professionale.",
      required: true,
      field_set: "Professionista",
    },
    {
      slug: "professionista_pec",
      label: "PEC del professionista",
      type: "email",
      help: "Domicilio digitale risultante dall'INI-PEC, obbligatorio per i professionisti iscritti in albi.",
      field_set: "Professionista",
    },
    {
      slug: "oggetto_incarico",
      label: "Oggetto dell'incarico",
      type: "textarea",
      help: "Descrivere con precisione le prestazioni (ad esempio: tenuta della contabilità ordinaria e redazione del bilancio d'esercizio 2026; progettazione definitiva ed esecutiva dell'immobile sito in ...). Un oggetto vago è la prima causa di contestazioni sul compenso.",
      required: true,
      field_set: "Incarico",
      attributes: { rows: 5 },
      validators: [{ name: "minLength", value: 20 }],
    },
    {
      slug: "prestazioni_escluse",
      label: "Prestazioni escluse",
      type: "textarea",
      help: "Attività che il cliente potrebbe ritenere comprese ma che non lo sono (ad esempio contenzioso tributario, pratiche catastali, direzione lavori). Se nessuna, scrivere «nessuna».",
      field_set: "Incarico",
      attributes: { rows: 3 },
    },
    {
      slug: "data_inizio",
      label: "Data di decorrenza dell'incarico",
      type: "date",
      help: "Data da cui il professionista inizia a operare.",
      required: true,
      field_set: "Incarico",
    },
    {
      slug: "termine_esecuzione",
      label: "Tempi di esecuzione",
      type: "textarea",
      help: "Scadenze delle singole fasi o termine finale (ad esempio: consegna del progetto definitivo entro 60 giorni dalla ricezione dei rilievi). Per gli incarichi continuativi indicare la durata e il rinnovo.",
      field_set: "Incarico",
      attributes: { rows: 3 },
    },
    {
      slug: "criterio_compenso",
      label: "Criterio di determinazione del compenso",
      type: "select",
      help: "Il preventivo deve indicare le singole voci di costo, comprensive di spese, oneri e contributi (art. 9 D.L. 1/2012).",
      required: true,
      field_set: "Compenso",
      attributes: {
        options: [
          { value: "forfait", label: "a corpo, in misura forfettaria per l'intero incarico" },
          { value: "fasi", label: "per fasi, secondo le voci del preventivo allegato" },
          {
            value: "tempo",
            label: "a tempo, secondo la tariffa oraria indicata nel preventivo allegato",
          },
        ],
      },
    },
    {
      slug: "compenso",
      label: "Compenso (importo)",
      type: "currency",
      help: "Importo netto in euro, esclusi contributi previdenziali e IVA.",
      required: true,
      field_set: "Compenso",
      validators: [{ name: "numberPositive" }],
    },
    {
      slug: "contributo_integrativo",
      label: "Contributo integrativo o rivalsa previdenziale",
      type: "percentage",
      help: "Misura stabilita dalla Cassa di categoria (spesso il 4%, ma varia secondo la Cassa) o rivalsa INPS del 4% per i professionisti iscritti alla Gestione separata.",
      field_set: "Compenso",
      attributes: { min: 0, max: 10 },
    },
    {
      slug: "rimborso_spese",
      label: "Rimborso delle spese",
      type: "select",
      help: "Precisare se le spese (trasferte, diritti, bolli, visure) sono comprese o rimborsate a parte.",
      required: true,
      field_set: "Compenso",
      attributes: {
        options: [
          { value: "comprese", label: "sono comprese nel compenso" },
          {
            value: "documentate",
            label: "sono rimborsate a parte, dietro presentazione dei documenti giustificativi",
          },
          {
            value: "forfait",
            label:
              "sono rimborsate forfettariamente nella misura indicata nel preventivo allegato, salvo le spese anticipate in nome e per conto del Cliente",
          },
        ],
      },
    },
    {
      slug: "equo_compenso",
      label: "Equo compenso (L. 49/2023)",
      type: "select",
      help: "La legge si applica se il cliente è una banca, un'assicurazione, una loro controllata o mandataria, un'impresa con più di 50 dipendenti o più di 10 milioni di euro di ricavi nell'anno precedente, una pubblica amministrazione o una società a partecipazione pubblica.",
      required: true,
      field_set: "Compenso",
      attributes: {
        options: [
          {
            value: "non_applicabile",
            label:
              "Le Parti danno atto che il Cliente non rientra tra i soggetti indicati dall'art. 2 della legge 21 aprile 2023, n. 49 e che il compenso è stato liberamente pattuito, nel rispetto dell'art. 2233, secondo comma, c.c.",
          },
          {
            value: "applicabile",
            label:
              "Le Parti danno atto che il rapporto rientra nell'ambito di applicazione della legge 21 aprile 2023, n. 49 e che il compenso pattuito è equo, in quanto proporzionato alla quantità e alla qualità del lavoro e conforme ai parametri ministeriali applicabili alla professione del Professionista.",
          },
        ],
      },
    },
    {
      slug: "acconto",
      label: "Acconto",
      type: "currency",
      help: "Somma richiesta all'avvio dell'incarico (art. 2234 c.c.); indicare 0,00 se non previsto.",
      field_set: "Compenso",
    },
    {
      slug: "termine_pagamento",
      label: "Termine di pagamento delle fatture (giorni)",
      type: "number",
      help: "Ad esempio 30. Con i clienti imprese un termine superiore a sessanta giorni deve essere pattuito espressamente e non essere gravemente iniquo (D.Lgs. 231/2002).",
      required: true,
      field_set: "Compenso",
      attributes: { min: 0, max: 120 },
    },
    {
      slug: "polizza",
      label: "Polizza di responsabilità civile professionale",
      type: "text",
      help: "Compagnia, numero di polizza e massimale, come richiesto dall'art. 5 D.P.R. 137/2012 e dall'art. 9 D.L. 1/2012.",
      required: true,
      field_set: "Professionista",
    },
    {
      slug: "preavviso_recesso",
      label: "Preavviso per il recesso del professionista (giorni)",
      type: "number",
      help: "Tempo minimo che consenta al cliente di incaricare un altro professionista senza pregiudizio (ad esempio 30 giorni); va adattato alle scadenze in corso.",
      field_set: "Incarico",
      attributes: { min: 1 },
      validators: [{ name: "numberPositive" }],
    },
    {
      slug: "foro",
      label: "Foro competente",
      type: "text",
      help: "Città del tribunale competente per i clienti professionali; con i consumatori è inderogabile il foro della loro residenza.",
      field_set: "Sottoscrizione",
    },
    // The place is optional, and the date is the one at which the fee must be agreed.
    ...firme.fields,
  ],
  notes: [
    {
      slug: "nota_preventivo",
      label: "Preventivo obbligatorio",
      help: "Per le professioni regolamentate il preventivo di massima, in forma scritta o digitale, è obbligatorio e deve indicare per le singole prestazioni tutte le voci di costo, comprese spese, oneri e contributi. Allegarlo firmato dal cliente evita contestazioni e costituisce prova del compenso pattuito.",
    },
    {
      slug: "nota_equo_compenso",
      label: "Verifica dell'equo compenso",
      help: "Con i clienti «forti» indicati dalla L. 49/2023 confrontare il compenso con i parametri del decreto ministeriale della professione (per gli avvocati il D.M. 55/2014, per le professioni vigilate dal Ministero della giustizia il D.M. 140/2012 e i decreti di settore). Un compenso inferiore è nullo a vantaggio del professionista, che può chiederne la rideterminazione al giudice.",
    },
    {
      slug: "nota_privacy",
      label: "Ruoli privacy",
      help: "Il professionista che tratta dati del cliente per adempiere all'incarico è titolare autonomo. Se invece gestisce dati di terzi su istruzione del cliente (paghe, contabilità con dati di dipendenti e clienti del cliente), serve la nomina a responsabile ex art. 28 GDPR, con istruzioni, misure di sicurezza e regole sui sub-responsabili.",
    },
  ],
  parties: [
    cliente.party,
    { slug: "professionista", label: "Professionista", typology: "any", field_set: "Professionista" },
  ],
};

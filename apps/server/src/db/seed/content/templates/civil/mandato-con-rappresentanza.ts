import { signatureBlock } from "../../shared/clauses";
import { oneOrMore } from "../../shared/number-agreement";
import { anyParty } from "../../shared/parties";
import type { SeedTemplate } from "../../types";

// One field for a person's birth or a company's registration: the heading reads which the party
// is from its codice fiscale («nata a …», «nato a …», or the registration as written).
const mandante = anyParty({
  slug: "mandante",
  term: "Mandante",
  of: "del mandante",
  birth: true,
  labels: { nascita: "Luogo e data di nascita del mandante (o iscrizione della società)" },
  help: {
    nome: "Chi conferisce il mandato. Per le società indicare anche il legale rappresentante, verificandone i poteri di delega.",
    nascita:
      "Per una persona, luogo e data di nascita: ad esempio «Napoli, il 14/02/1962». Per una società, l'iscrizione come deve leggersi dopo la denominazione: ad esempio «iscritta al Registro delle imprese di Milano al n. MI-1234567».",
    codice_fiscale:
      "Codice fiscale di 16 caratteri o, per gli enti, di 11 cifre: i terzi lo richiederanno per identificare il rappresentato.",
    indirizzo: "Indirizzo completo, a cui il mandatario invia i rendiconti.",
  },
});
const mandatario = anyParty({
  slug: "mandatario",
  term: "Mandatario",
  of: "del mandatario",
  birth: true,
  contacts: ["email"],
  labels: {
    nascita: "Luogo e data di nascita del mandatario (o iscrizione della società)",
    email: "E-mail o PEC del mandatario",
  },
  help: {
    nome: "Chi riceve l'incarico e i poteri di rappresentanza. Deve avere almeno la capacità di intendere e di volere (art. 1389 c.c.).",
    nascita:
      "Per una persona, luogo e data di nascita («Napoli, il 14/02/1962»); per una società, l'iscrizione al Registro delle imprese («iscritta al Registro delle imprese di Napoli al n. NA-7654321»): servono perché i terzi possano identificare il rappresentante.",
    email: "Indirizzo per istruzioni, comunicazioni dell'eseguito e rendiconti.",
  },
});
const firme = signatureBlock({
  placeWording: { required: false },
  signers: ["Il Mandante", "Il Mandatario"],
  approvals: "4 (contratto con se stesso), 11 (revoca e rinunzia) e 14 (foro competente)",
});

export const mandatoConRappresentanza: SeedTemplate = {
  key: "mandato-con-rappresentanza",
  title: "Contratto di mandato con rappresentanza",
  language: "it",
  module: "civil_commercial",
  categories: ["agenzia-mandato"],
  keywords: [
    "procura",
    "delega",
    "rappresentante",
    "mandatario",
    "mandante",
    "incarico di vendita",
    "gestione affari",
    "poteri di firma",
    "agire in nome",
    "procuratore",
    "rendiconto",
  ],
  discipline: `<h2>Fonti</h2>
<p>Il mandato è il contratto con il quale una parte si obbliga a compiere uno o più atti giuridici per conto dell'altra (<strong>art. 1703 c.c.</strong>); è disciplinato dagli <strong>artt. 1703-1730 c.c.</strong> Se al mandatario è conferito anche il potere di agire <strong>in nome</strong> del mandante, si applicano altresì le norme sulla rappresentanza (<strong>art. 1704 c.c.</strong>, che rinvia agli <strong>artt. 1387-1400 c.c.</strong>): gli atti compiuti dal mandatario nei limiti dei poteri producono effetti direttamente nella sfera del mandante (art. 1388 c.c.). Il mandato è il rapporto interno (obblighi, compenso, rendiconto), la procura è l'atto unilaterale con cui si conferisce il potere rappresentativo, rilevante verso i terzi.</p>
<h2>Quando usare questo modello</h2>
<p>Per affidare a una persona di fiducia o a un operatore professionale il compimento di atti determinati in nome e per conto del mandante: vendita o acquisto di beni, gestione di un patrimonio o di rapporti con fornitori e pubbliche amministrazioni, stipula di contratti durante l'assenza del mandante. Non è adatto:</p>
<ul>
<li>all'incarico stabile di promuovere affari in una zona, che configura un contratto di agenzia (artt. 1742 ss. c.c.);</li>
<li>al mandato senza rappresentanza, in cui il mandatario agisce in nome proprio e acquista diritti e obblighi verso i terzi (art. 1705 c.c.), ad esempio la commissione (artt. 1731 ss. c.c.);</li>
<li>alla rappresentanza processuale, che richiede la procura alle liti (art. 83 c.p.c.), e agli incarichi di mediazione immobiliare (artt. 1754 ss. c.c. e L. 3 febbraio 1989, n. 39);</li>
<li>alle deleghe per la gestione di rapporti bancari, per le quali le banche utilizzano di regola moduli propri.</li>
</ul>
<h2>Forma della procura</h2>
<p>La procura non ha effetto se non è conferita con le forme prescritte per il contratto che il rappresentante deve concludere (<strong>art. 1392 c.c.</strong>). Per vendere o acquistare immobili e, in generale, per gli atti per cui è richiesta la forma scritta a pena di nullità (art. 1350 c.c.), la procura deve essere scritta; se l'atto va trascritto o iscritto nei pubblici registri, la procura deve risultare da atto pubblico o da scrittura privata autenticata (art. 2657 c.c.). Il modello contiene il mandato e la procura per gli atti a forma libera o scritta; in tutti gli altri casi la procura va fatta autenticare o ricevere da un notaio.</p>
<h2>Regole essenziali</h2>
<ul>
<li><strong>Contenuto</strong>: il mandato comprende anche gli atti necessari al compimento di quelli per cui è conferito; il mandato generale non comprende gli atti eccedenti l'ordinaria amministrazione, se non sono indicati espressamente (art. 1708 c.c.).</li>
<li><strong>Onerosità</strong>: il mandato si presume oneroso; se il compenso non è stabilito dalle parti, è determinato in base alle tariffe professionali o agli usi, o in mancanza dal giudice (art. 1709 c.c.).</li>
<li><strong>Diligenza e informazione</strong>: il mandatario esegue il mandato con la diligenza del buon padre di famiglia, valutata con minor rigore se il mandato è gratuito, e deve rendere note al mandante le circostanze sopravvenute che possono determinarne la revoca o la modificazione (art. 1710 c.c.); non può eccedere i limiti fissati nel mandato, altrimenti l'atto resta a suo carico se il mandante non lo ratifica (art. 1711 c.c.).</li>
<li><strong>Rendiconto</strong>: il mandatario deve rendere il conto del suo operato e rimettere al mandante ciò che ha ricevuto; la dispensa preventiva non ha effetto nei casi di dolo o colpa grave (art. 1713 c.c.).</li>
<li><strong>Conflitto di interessi e contratto con se stesso</strong>: il contratto concluso dal rappresentante in conflitto d'interessi è annullabile su domanda del rappresentato se il conflitto era conosciuto o riconoscibile dal terzo (art. 1394 c.c.); il contratto con se stesso è annullabile salvo che il rappresentato lo abbia specificamente autorizzato o il contenuto sia determinato in modo da escludere il conflitto (art. 1395 c.c.).</li>
<li><strong>Estinzione</strong>: il mandato si estingue per scadenza del termine, compimento dell'affare, revoca, rinunzia, morte, interdizione o inabilitazione di una delle parti (art. 1722 c.c.); il mandato conferito anche nell'interesse del mandatario o di terzi non si estingue per revoca, salvo patto contrario o giusta causa, né per la morte o la sopravvenuta incapacità del mandante (art. 1723, secondo comma, c.c.). La revoca del mandato oneroso a termine o per un determinato affare prima della scadenza obbliga al risarcimento, salvo giusta causa; se il mandato è a tempo indeterminato, la revoca senza congruo preavviso obbliga al risarcimento (art. 1725 c.c.).</li>
<li><strong>Opponibilità ai terzi</strong>: le modificazioni e la revoca della procura devono essere portate a conoscenza dei terzi con mezzi idonei; in mancanza non sono loro opponibili, se non si prova che le conoscevano al momento della conclusione del contratto (art. 1396 c.c.). Al termine del mandato il mandatario deve restituire il documento della procura (art. 1397 c.c.).</li>
</ul>
<h2>Aspetti fiscali</h2>
<p>Il mandato e la procura redatti per scrittura privata non autenticata sono soggetti a registrazione solo in caso d'uso, con imposta in misura fissa; gli adempimenti fiscali della procura ricevuta o autenticata da notaio sono curati dal notaio stesso. Il compenso del mandatario che opera professionalmente è soggetto a IVA e, se del caso, a ritenuta d'acconto.</p>
<h2>Errori frequenti</h2>
<ul>
<li>Conferire poteri generici («ogni più ampio potere») senza indicare gli atti di straordinaria amministrazione, che in tal caso restano esclusi.</li>
<li>Utilizzare una scrittura privata semplice come procura per la vendita di un immobile.</li>
<li>Non comunicare la revoca ai terzi con cui il mandatario ha già avuto rapporti.</li>
<li>Omettere limiti economici (prezzo minimo, massimo di spesa) che consentano di verificare l'eccesso di mandato.</li>
</ul>`,
  body: `<h1>Contratto di mandato con rappresentanza</h1>
<p><em>ai sensi degli artt. 1703 ss. e 1387 ss. del codice civile</em></p>
<p>Tra</p>
<p><strong>{{field::mandante_nome}}</strong>, {{if::company(mandante)}}{{field::mandante_nascita}}{{else}}{{if::feminine(mandante)}}nata{{else}}nato{{endif}} a {{field::mandante_nascita}}{{endif}}, codice fiscale {{field::mandante_codice_fiscale}}, {{if::company(mandante)}}con sede in{{else}}residente in{{endif}} {{field::mandante_indirizzo}}, di seguito il «Mandante»,</p>
<p>e</p>
<p><strong>{{field::mandatario_nome}}</strong>, {{if::company(mandatario)}}{{field::mandatario_nascita}}{{else}}{{if::feminine(mandatario)}}nata{{else}}nato{{endif}} a {{field::mandatario_nascita}}{{endif}}, codice fiscale {{field::mandatario_codice_fiscale}}, {{if::company(mandatario)}}con sede in{{else}}residente in{{endif}} {{field::mandatario_indirizzo}}, indirizzo di posta elettronica {{field::mandatario_email}}, di seguito il «Mandatario»,</p>
<p>si conviene e si stipula quanto segue.</p>
<ol>
<li><p><strong>Oggetto.</strong> Il Mandante conferisce al Mandatario, che accetta, mandato con rappresentanza a compiere, in nome e per conto del Mandante, i seguenti atti giuridici: {{field::oggetto_mandato}} (di seguito l'«Affare»).</p><p>Il mandato è {{field::tipo_mandato}}. Ai sensi dell'art. 1708 c.c. il mandato comprende anche gli atti necessari al compimento di quelli per cui è conferito.</p></li>
<li><p><strong>Procura.</strong> Per l'esecuzione del mandato il Mandante conferisce al Mandatario il potere di rappresentarlo e di agire in suo nome, con i seguenti poteri: {{field::poteri}}.{{note::nota_forma_procura}}</p><p>Nei rapporti con i terzi il Mandatario dichiara di agire in nome e per conto del Mandante e, se richiesto, giustifica i propri poteri esibendo il presente atto o copia autentica della procura (art. 1393 c.c.).</p></li>
<li><p><strong>Limiti e istruzioni.</strong> Nell'esecuzione del mandato il Mandatario si attiene alle seguenti condizioni e istruzioni: {{field::limiti}}. Il Mandatario non può eccedere i limiti fissati nel mandato: l'atto che esorbita da tali limiti resta a suo carico se il Mandante non lo ratifica (artt. 1399 e 1711 c.c.). Il Mandatario può discostarsi dalle istruzioni solo quando circostanze ignote al Mandante, e tali che non possano essergli comunicate in tempo, facciano ragionevolmente ritenere che lo stesso Mandante avrebbe dato la sua approvazione (art. 1711, secondo comma, c.c.).</p></li>
<li><p><strong>Conflitto di interessi.</strong> Il Mandatario si astiene dal compiere atti in conflitto di interessi con il Mandante e gli comunica senza ritardo ogni situazione di potenziale conflitto. {{field::contratto_con_se_stesso}}</p></li>
<li><p><strong>Sostituti.</strong> {{field::sostituto}}</p></li>
<li><p><strong>Obblighi del Mandatario.</strong> Il Mandatario esegue il mandato con la diligenza del buon padre di famiglia (art. 1710 c.c.); informa il Mandante delle circostanze sopravvenute che possono determinare la revoca o la modificazione del mandato; comunica senza ritardo l'esecuzione dei singoli atti (art. 1712 c.c.); custodisce con diligenza le cose e i documenti ricevuti per conto del Mandante (art. 1718 c.c.) e mantiene riservate le informazioni apprese in ragione dell'incarico.</p></li>
<li><p><strong>Rendiconto.</strong> Il Mandatario rende il conto del proprio operato {{field::rendiconto}} e, in ogni caso, alla cessazione del mandato, rimettendo al Mandante tutto ciò che ha ricevuto a causa del mandato (art. 1713 c.c.). Sulle somme riscosse per conto del Mandante e non consegnate nel termine dovuto il Mandatario è tenuto a corrispondere gli interessi legali (art. 1714 c.c.).</p></li>
<li><p><strong>Mezzi e spese.</strong> Il Mandante fornisce al Mandatario i mezzi necessari per l'esecuzione del mandato (art. 1719 c.c.) e, a tal fine, gli mette a disposizione alla sottoscrizione un fondo spese di € {{field::fondo_spese}}, da rendicontare. Il Mandante rimborsa al Mandatario le anticipazioni, con gli interessi legali dal giorno in cui sono state fatte, e le spese documentate sostenute per l'esecuzione dell'incarico (art. 1720 c.c.).</p></li>
<li><p><strong>Compenso.</strong> {{field::compenso_tipo}} Importo del compenso, se convenuto: € {{field::compenso}}, oltre IVA e oneri di legge se dovuti, pagabile al compimento dell'Affare o alla cessazione del mandato, previa approvazione del rendiconto.{{note::nota_compenso}}</p></li>
<li><p><strong>Durata.</strong> Il mandato ha effetto dal {{field::data_inizio}} e si estingue al compimento dell'Affare o, se anteriore, alla data del {{field::data_scadenza}}, salve le altre cause di estinzione previste dall'art. 1722 c.c.</p></li>
<li><p><strong>Revoca e rinunzia.</strong> {{field::revocabilita}}{{note::nota_revoca}}</p><p>Il Mandatario può rinunziare al mandato con preavviso scritto di almeno ${oneOrMore("preavviso_giorni", "un giorno", "{{field::preavviso_giorni}} giorni")}, in modo che il Mandante possa provvedere altrimenti; in mancanza di giusta causa è tenuto al risarcimento dei danni nei casi previsti dall'art. 1727 c.c.</p><p>La revoca e le modificazioni della procura sono portate a conoscenza dei terzi con mezzi idonei (art. 1396 c.c.). Alla cessazione del mandato, per qualsiasi causa, il Mandatario restituisce al Mandante il documento contenente la procura e le copie autentiche in suo possesso (art. 1397 c.c.).</p></li>
<li><p><strong>Effetti verso i terzi.</strong> I contratti conclusi dal Mandatario in nome del Mandante e nei limiti dei poteri conferiti producono direttamente effetto nei confronti del Mandante (art. 1388 c.c.). Il Mandatario non risponde verso il Mandante dell'adempimento delle obbligazioni assunte dai terzi con cui ha contrattato, salvo che ne conoscesse o dovesse conoscerne, usando la diligenza di cui all'articolo 6, l'insolvenza al tempo della conclusione del contratto.</p></li>
<li><p><strong>Trattamento dei dati personali.</strong> Le Parti trattano i dati personali necessari all'esecuzione del mandato nel rispetto del Regolamento (UE) 2016/679 e del D.Lgs. 30 giugno 2003, n. 196, per le sole finalità connesse all'Affare e agli adempimenti di legge.</p></li>
<li><p><strong>Foro competente.</strong> Per ogni controversia relativa al presente contratto è competente il Foro di {{field::foro}}, salvo che una Parte agisca in qualità di consumatore, nel qual caso è competente il giudice del luogo della sua residenza o del suo domicilio.</p></li>
<li><p><strong>Disposizioni finali.</strong> Ogni modifica al presente contratto deve risultare da atto scritto avente la stessa forma. Per quanto non previsto si applicano gli artt. 1703 ss. e 1387 ss. c.c.</p></li>
</ol>
${firme.html}`,
  fields: [
    ...mandante.fields,
    ...mandatario.fields,
    {
      slug: "oggetto_mandato",
      label: "Atti oggetto del mandato",
      type: "textarea",
      help: "Descrivere l'affare e gli atti da compiere (ad esempio: vendita dell'autovettura targa ..., stipula dei contratti di fornitura per il cantiere di ...). Gli atti di straordinaria amministrazione devono essere indicati espressamente.",
      required: true,
      field_set: "Incarico",
      attributes: { rows: 4 },
      validators: [{ name: "minLength", value: 20 }],
    },
    {
      slug: "tipo_mandato",
      label: "Tipo di mandato",
      type: "select",
      help: "Il mandato generale copre solo l'ordinaria amministrazione, salvo indicazione espressa degli atti eccedenti (art. 1708 c.c.).",
      required: true,
      field_set: "Incarico",
      attributes: {
        options: [
          {
            value: "speciale",
            label: "speciale, limitato agli atti specificamente indicati nel comma che precede",
          },
          {
            value: "generale",
            label:
              "generale, per gli atti di ordinaria amministrazione relativi all'Affare, nonché per gli atti di straordinaria amministrazione espressamente indicati nel comma che precede",
          },
        ],
      },
    },
    {
      slug: "poteri",
      label: "Poteri conferiti",
      type: "textarea",
      help: "Elencare i poteri: firmare contratti, riscuotere e quietanzare, rappresentare davanti a uffici pubblici, aprire pratiche, nominare tecnici. Se gli atti richiedono forma solenne, la procura va fatta da notaio.",
      required: true,
      field_set: "Incarico",
      attributes: { rows: 4 },
    },
    {
      slug: "limiti",
      label: "Limiti e istruzioni",
      type: "textarea",
      help: "Condizioni vincolanti: prezzo minimo o massimo, modalità di pagamento, termini, controparti escluse; servono a verificare l'eventuale eccesso di mandato. Se il mandato è conferito anche nell'interesse del mandatario, descrivere qui tale interesse.",
      field_set: "Incarico",
      attributes: { rows: 3 },
    },
    {
      slug: "contratto_con_se_stesso",
      label: "Contratto con se stesso",
      type: "select",
      help: "Il contratto che il mandatario conclude con se stesso è annullabile, salvo autorizzazione specifica o contenuto predeterminato (art. 1395 c.c.).",
      required: true,
      field_set: "Incarico",
      attributes: {
        options: [
          {
            value: "vietato",
            label:
              "Il Mandatario non è autorizzato a concludere con se stesso, in proprio o come rappresentante di altra parte, i contratti oggetto del mandato.",
          },
          {
            value: "autorizzato",
            label:
              "Ai sensi dell'art. 1395 c.c. il Mandante autorizza specificamente il Mandatario a concludere con se stesso, in proprio o come rappresentante di altra parte, i contratti oggetto del mandato, purché alle condizioni e nei limiti di cui all'articolo 3.",
          },
        ],
      },
    },
    {
      slug: "sostituto",
      label: "Sostituzione del mandatario",
      type: "select",
      help: "Il mandatario che si sostituisce altri senza autorizzazione risponde dell'operato del sostituto (art. 1717 c.c.).",
      required: true,
      field_set: "Incarico",
      attributes: {
        options: [
          {
            value: "no",
            label:
              "Il Mandatario deve eseguire personalmente il mandato e non può sostituire altri a sé nell'esecuzione dell'incarico; resta salva la facoltà di avvalersi di ausiliari per attività materiali, sotto la propria responsabilità.",
          },
          {
            value: "si",
            label:
              "Il Mandatario è autorizzato a sostituire altri a sé nell'esecuzione del mandato, rispondendo soltanto in caso di colpa nella scelta del sostituto, ai sensi dell'art. 1717, secondo comma, c.c.; il sostituto agisce nei limiti dei poteri conferiti con il presente atto.",
          },
        ],
      },
    },
    {
      slug: "rendiconto",
      label: "Periodicità del rendiconto",
      type: "select",
      help: "La dispensa preventiva dal rendiconto non vale in caso di dolo o colpa grave del mandatario (art. 1713 c.c.).",
      required: true,
      field_set: "Compenso e spese",
      attributes: {
        options: [
          { value: "atto", label: "al compimento di ciascun atto" },
          { value: "mensile", label: "con cadenza mensile" },
          { value: "trimestrale", label: "con cadenza trimestrale" },
        ],
      },
    },
    {
      slug: "fondo_spese",
      label: "Fondo spese iniziale",
      type: "currency",
      help: "Somma anticipata dal mandante per le spese dell'incarico (imposte, diritti, trasferte); indicare 0,00 se non previsto.",
      field_set: "Compenso e spese",
    },
    {
      slug: "compenso_tipo",
      label: "Onerosità del mandato",
      type: "select",
      help: "Il mandato si presume oneroso (art. 1709 c.c.): se si vuole gratuito occorre dirlo espressamente.",
      required: true,
      field_set: "Compenso e spese",
      attributes: {
        options: [
          {
            value: "oneroso",
            label: "Il mandato è oneroso: al Mandatario spetta il compenso di seguito indicato.",
          },
          {
            value: "gratuito",
            label:
              "Il mandato è gratuito, in deroga alla presunzione di onerosità di cui all'art. 1709 c.c.; restano dovuti il rimborso delle spese e delle anticipazioni.",
          },
        ],
      },
    },
    {
      slug: "compenso",
      label: "Compenso",
      type: "currency",
      help: "Importo netto in euro; lasciare vuoto se il mandato è gratuito. Se il compenso è a percentuale sul valore dell'affare, indicarlo nei limiti e istruzioni.",
      field_set: "Compenso e spese",
    },
    {
      slug: "data_inizio",
      label: "Data di efficacia",
      type: "date",
      help: "Data da cui il mandatario può agire.",
      required: true,
      field_set: "Durata",
    },
    {
      slug: "data_scadenza",
      label: "Termine finale",
      type: "date",
      help: "Data oltre la quale il mandato si estingue anche se l'affare non è compiuto; un termine evita procure «dimenticate».",
      required: true,
      field_set: "Durata",
      deadline: {
        label_it: "Termine finale del mandato",
        label_en: "Final term of the mandate",
        reminder: 10080,
      },
    },
    {
      slug: "revocabilita",
      label: "Regime della revoca",
      type: "select",
      help: "L'irrevocabilità non impedisce la revoca, ma obbliga al risarcimento se manca una giusta causa; il mandato nell'interesse anche del mandatario o di terzi resiste alla revoca e alla morte del mandante (art. 1723 c.c.).",
      required: true,
      field_set: "Durata",
      attributes: {
        options: [
          {
            value: "revocabile",
            label:
              "Il Mandante può revocare il mandato in qualsiasi momento, mediante comunicazione scritta, salvo l'obbligo di risarcire i danni nei casi previsti dall'art. 1725 c.c.",
          },
          {
            value: "irrevocabile",
            label:
              "Le Parti convengono l'irrevocabilità del mandato fino al termine finale: la revoca senza giusta causa obbliga il Mandante al risarcimento dei danni, ai sensi dell'art. 1723, primo comma, c.c.",
          },
          {
            value: "interesse",
            label:
              "Il mandato è conferito anche nell'interesse del Mandatario, per le ragioni indicate all'articolo 3, e pertanto, ai sensi dell'art. 1723, secondo comma, c.c., non si estingue per revoca da parte del Mandante, salvo giusta causa, né per la sua morte o sopravvenuta incapacità.",
          },
        ],
      },
    },
    {
      slug: "preavviso_giorni",
      label: "Preavviso per la rinunzia (giorni)",
      type: "number",
      help: "Termine che consente al mandante di provvedere altrimenti (ad esempio 15 o 30 giorni).",
      required: true,
      field_set: "Durata",
      attributes: { min: 1 },
      validators: [{ name: "numberPositive" }],
    },
    {
      slug: "foro",
      label: "Foro competente",
      type: "text",
      help: "Città del tribunale competente; con un consumatore è inderogabile il foro della sua residenza.",
      field_set: "Sottoscrizione",
    },
    // The place is optional here.
    ...firme.fields,
  ],
  notes: [
    {
      slug: "nota_forma_procura",
      label: "Forma della procura",
      help: "La procura segue la forma dell'atto da compiere (art. 1392 c.c.): per vendere o acquistare immobili, costituire ipoteche o compiere atti da trascrivere occorre una procura notarile (atto pubblico o scrittura privata autenticata). In questi casi usare il presente contratto per il rapporto interno e far redigere la procura dal notaio.",
    },
    {
      slug: "nota_compenso",
      label: "Compenso e fiscalità",
      help: "Il compenso del mandatario che agisce nell'esercizio di impresa o professione è soggetto a IVA; se il mandante è sostituto d'imposta verificare l'obbligo di ritenuta. Per il mandato gratuito tra familiari è sufficiente la clausola di gratuità.",
    },
    {
      slug: "nota_revoca",
      label: "Comunicare la revoca ai terzi",
      help: "La revoca non è opponibile ai terzi che non ne avevano conoscenza (art. 1396 c.c.): comunicarla per iscritto alle controparti note, alle banche e agli uffici presso cui la procura è stata esibita, e farsi restituire l'originale della procura.",
    },
  ],
  parties: [mandante.party, mandatario.party],
};

import { disputesClause, privacyClause, signatureBlock } from "../../shared/clauses";
import { oneOrMore } from "../../shared/number-agreement";
import { anyParty } from "../../shared/parties";
import { propertyFields } from "../../shared/property";
import type { SeedTemplate } from "../../types";

const comodante = anyParty({
  slug: "comodante",
  term: "Comodante",
  of: "del comodante",
  birth: true,
  help: {
    nome: "Chi concede l'immobile: proprietario, usufruttuario o altro titolare di un diritto che consenta di disporne. Se il comodante è una società, indicare la denominazione e il legale rappresentante.",
    nascita:
      "Ad esempio: Torino, il 03/05/1958. Per le società indicare la sede e il numero di iscrizione al Registro delle imprese.",
    codice_fiscale: "Necessario per la registrazione presso l'Agenzia delle Entrate.",
    indirizzo:
      "Indirizzo completo. Ai fini IMU il comodante deve risiedere e dimorare nello stesso Comune dell'immobile.",
  },
});
const comodatario = anyParty({
  slug: "comodatario",
  term: "Comodatario",
  of: "del comodatario",
  birth: true,
  help: {
    nome: "Chi riceve l'immobile in uso gratuito; per le società indicare la denominazione e il legale rappresentante.",
    nascita: "Ad esempio: Torino, il 21/09/1989. Per le società indicare la sede.",
  },
  required: { indirizzo: false },
});
const controversie = disputesClause({
  mediation: true,
  court: "È competente il Tribunale del luogo in cui è situato l'immobile.",
});
const firme = signatureBlock({
  signers: ["Il Comodante", "Il Comodatario"],
  approvals:
    "2 (divieto di concessione a terzi), 5 (durata e restituzione), 8 (migliorie senza indennità), 9 (esonero da responsabilità) e 10 (risarcimento per ritardata restituzione)",
});

export const comodatoUsoGratuito: SeedTemplate = {
  key: "comodato-uso-gratuito",
  title: "Contratto di comodato d'uso gratuito di immobile",
  language: "it",
  module: "civil_commercial",
  categories: ["comodato"],
  keywords: [
    "prestito casa",
    "casa al figlio",
    "immobile gratis",
    "casa in prestito",
    "precario",
    "IMU comodato",
    "casa ai genitori",
    "sede gratuita",
    "concessione gratuita",
    "comodante",
    "comodatario",
  ],
  discipline: `<h2>Fonti</h2>
<p>Il comodato è disciplinato dagli <strong>artt. 1803-1812 c.c.</strong>: è il contratto con il quale una parte consegna all'altra una cosa mobile o immobile affinché se ne serva per un tempo o per un uso determinato, con l'obbligo di restituire la stessa cosa ricevuta. È <strong>essenzialmente gratuito</strong> (art. 1803, secondo comma, c.c.): se è previsto un corrispettivo, anche modesto, il contratto si qualifica come locazione, con l'applicazione della relativa disciplina vincolistica. È un contratto <strong>reale</strong>, che si perfeziona con la consegna del bene.</p>
<h2>Durata e restituzione</h2>
<ul>
<li><strong>Comodato a termine o per un uso determinato</strong>: il comodatario restituisce la cosa alla scadenza o quando se ne è servito secondo il contratto; il comodante può esigere la restituzione immediata solo se sopravviene un bisogno urgente e imprevisto (art. 1809 c.c.).</li>
<li><strong>Comodato senza determinazione di durata (precario)</strong>: il comodatario deve restituire la cosa non appena il comodante la richiede (art. 1810 c.c.).</li>
<li>In caso di <strong>morte del comodatario</strong> il comodante può esigere dagli eredi l'immediata restituzione, anche se è stato convenuto un termine (art. 1811 c.c.).</li>
</ul>
<p>Attenzione al comodato di un'abitazione destinata alle esigenze di una famiglia: secondo le Sezioni Unite (Cass., Sez. Un., 29 settembre 2014, n. 20448) la destinazione a casa familiare imprime al comodato un termine implicito, legato a quelle esigenze, sicché il comodante può ottenere la restituzione anticipata solo per un bisogno urgente e imprevisto ex art. 1809 c.c.; il vincolo resiste anche all'assegnazione della casa al coniuge in sede di separazione. Chi vuole conservare la libera disponibilità del bene deve indicare espressamente un termine o la natura precaria del comodato e l'uso concesso.</p>
<h2>Obblighi del comodatario e spese</h2>
<p>Il comodatario custodisce e conserva la cosa con la diligenza del buon padre di famiglia, può servirsene solo per l'uso convenuto e non può concederne il godimento a terzi senza il consenso del comodante (art. 1804 c.c.); risponde del perimento anche per caso fortuito se usa la cosa in modo non conforme o se poteva sottrarla al perimento sostituendola con una propria (art. 1805 c.c.). Non risponde del deterioramento dovuto all'uso conforme (art. 1807 c.c.). Le spese per servirsi della cosa restano a suo carico, mentre ha diritto al rimborso delle spese straordinarie sostenute per la conservazione, se necessarie e urgenti (art. 1808 c.c.). Il comodante che conosceva i vizi della cosa e non ne ha avvertito il comodatario risponde dei danni (art. 1812 c.c.).</p>
<h2>Registrazione e imposte</h2>
<p>Il comodato di beni immobili redatto per iscritto è soggetto a registrazione in termine fisso, entro trenta giorni dalla data dell'atto (art. 13 D.P.R. 26 aprile 1986, n. 131, come modificato dall'art. 14 D.L. 21 giugno 2022, n. 73), con l'imposta di registro in misura fissa di euro 200,00 (art. 5, comma 4, della Tariffa, Parte I, allegata al D.P.R. 131/1986) e l'imposta di bollo di euro 16,00 ogni quattro facciate e comunque ogni cento righe. Il comodato verbale di immobili e quello di beni mobili sono soggetti a registrazione solo in caso d'uso o di enunciazione in altri atti. La registrazione si effettua presso un ufficio dell'Agenzia delle Entrate con il modello 69 o, in alternativa, in via telematica con il modello RLI.</p>
<p>Ai fini IMU la base imponibile è ridotta del 50% per le abitazioni (escluse le categorie A/1, A/8 e A/9) concesse in comodato ai parenti in linea retta di primo grado che le utilizzano come abitazione principale, a condizione che il contratto sia registrato e che il comodante possieda un solo immobile in Italia e risieda anagraficamente e dimori abitualmente nello stesso Comune; l'agevolazione spetta anche se il comodante possiede nello stesso Comune un altro immobile adibito a propria abitazione principale, non di lusso (art. 1, comma 747, lett. c, L. 27 dicembre 2019, n. 160). Gran parte dei Comuni prevede inoltre aliquote agevolate per il comodato a familiari: verificare il regolamento comunale.</p>
<h2>Quando non usarlo</h2>
<ul>
<li>Se il concessionario paga un canone o si accolla oneri che costituiscono in realtà un corrispettivo (ad esempio l'IMU o il mutuo del proprietario): il rapporto rischia di essere riqualificato come locazione.</li>
<li>Per la concessione di un ramo d'azienda o di un bene produttivo organizzato, che richiede l'affitto d'azienda.</li>
<li>Per la sede legale gratuita di una società all'interno dell'abitazione di un socio: è sufficiente, di regola, una dichiarazione di assenso; il comodato è opportuno se l'uso è effettivo ed esclusivo.</li>
</ul>
<h2>Controversie</h2>
<p>Le controversie in materia di comodato sono soggette alla mediazione obbligatoria (art. 5 D.Lgs. 4 marzo 2010, n. 28) e, se riguardano immobili urbani, al rito locatizio con competenza inderogabile del tribunale del luogo dell'immobile (artt. 21, 28 e 447-bis c.p.c.).</p>`,
  body: `<h1>Contratto di comodato d'uso gratuito di immobile</h1>
<p>Tra</p>
${comodante.appearance}
<p>e</p>
${comodatario.appearance}
<h2>Premesso che</h2>
<ul>
<li>il Comodante dichiara di essere {{field::titolo_comodante}} dell'unità immobiliare descritta all'articolo 1 e di averne la piena disponibilità;</li>
<li>il Comodatario ha manifestato l'esigenza di utilizzare l'unità immobiliare per l'uso indicato all'articolo 2 e il Comodante intende consentirlo a titolo gratuito;</li>
</ul>
<p>si conviene e si stipula quanto segue.</p>
<ol>
<li><p><strong>Oggetto.</strong> Il Comodante concede in comodato d'uso gratuito al Comodatario, che accetta, ai sensi degli artt. 1803 ss. c.c., l'unità immobiliare sita nel Comune di {{field::immobile_comune}}, {{field::immobile_indirizzo}}, composta da {{field::immobile_descrizione}}, censita al Catasto dei Fabbricati come segue: {{field::immobile_catasto}}, unitamente agli eventuali arredi descritti nel verbale di consegna.</p></li>
<li><p><strong>Uso convenuto.</strong> L'immobile è concesso {{field::uso_convenuto}}. È vietato qualsiasi uso diverso. Il Comodatario non può concedere a terzi il godimento dell'immobile, neppure temporaneamente o parzialmente, senza il consenso scritto del Comodante (art. 1804, secondo comma, c.c.).</p></li>
<li><p><strong>Gratuità.</strong> Il comodato è essenzialmente gratuito. Le Parti danno atto che nessun corrispettivo è dovuto dal Comodatario per il godimento dell'immobile e che il pagamento delle spese di cui all'articolo 6, in quanto connesse all'uso del bene, non costituisce corrispettivo.</p></li>
<li><p><strong>Consegna.</strong> L'immobile è consegnato in data {{field::data_consegna}}, con la quale il contratto si perfeziona. Il Comodatario dichiara di aver visitato l'immobile e di averlo trovato idoneo all'uso convenuto, in buono stato di manutenzione e con impianti funzionanti; lo stato dei locali, la lettura dei contatori e gli eventuali arredi sono descritti nel verbale di consegna sottoscritto dalle Parti.</p></li>
<li><p><strong>Durata e restituzione.</strong> {{field::durata_regime}}{{note::nota_durata}}</p><p>Termine finale, in caso di comodato a tempo determinato: {{field::data_scadenza}}.</p><p>Resta salvo il diritto del Comodante di esigere la restituzione immediata dell'immobile se sopravviene un suo urgente e impreveduto bisogno (art. 1809, secondo comma, c.c.), nonché in caso di morte del Comodatario (art. 1811 c.c.). Ai fini del presente articolo la richiesta di restituzione è comunicata con lettera raccomandata con avviso di ricevimento o posta elettronica certificata e, salvo il caso di urgente e impreveduto bisogno, l'immobile è rilasciato entro ${oneOrMore("preavviso_giorni", "un giorno", "{{field::preavviso_giorni}} giorni")} dal ricevimento.</p></li>
<li><p><strong>Spese.</strong> Sono a carico del Comodatario le spese per servirsi dell'immobile, e in particolare le utenze, che volturerà a proprio nome entro trenta giorni dalla consegna, le spese condominiali ordinarie, la tassa sui rifiuti e le spese di manutenzione ordinaria (art. 1808, primo comma, c.c.). Sono a carico del Comodante le spese straordinarie e gli oneri condominiali straordinari; il Comodatario ha diritto al rimborso delle spese straordinarie sostenute per la conservazione dell'immobile solo se necessarie e urgenti (art. 1808, secondo comma, c.c.) e previo avviso al Comodante, ove possibile.</p></li>
<li><p><strong>Obblighi di custodia.</strong> Il Comodatario è tenuto a custodire e conservare l'immobile con la diligenza del buon padre di famiglia (art. 1804, primo comma, c.c.), a osservare il regolamento di condominio e a consentire al Comodante, previo avviso di almeno tre giorni, l'accesso ai locali per verificarne lo stato. Il Comodatario risponde del perimento e del deterioramento dell'immobile nei casi previsti dagli artt. 1805 e 1807 c.c.</p></li>
<li><p><strong>Migliorie e addizioni.</strong> Il Comodatario non può eseguire opere, modifiche o innovazioni senza il preventivo consenso scritto del Comodante. Salvo diverso accordo scritto, le migliorie e le addizioni eseguite restano acquisite all'immobile senza diritto a rimborso o indennità, fermo il diritto del Comodante di pretendere la rimessione in pristino di quelle non autorizzate.</p></li>
<li><p><strong>Responsabilità verso terzi e assicurazione.</strong> Il Comodatario esonera il Comodante da ogni responsabilità per danni a persone o cose derivanti dall'uso dell'immobile durante il comodato, salvo quelli derivanti da vizi noti al Comodante e da questi non segnalati (art. 1812 c.c.) o da difetti strutturali. Il Comodatario si impegna a stipulare una polizza per la responsabilità civile verso terzi connessa alla conduzione dell'immobile, per un massimale non inferiore a € {{field::massimale_rc}}.</p></li>
<li><p><strong>Restituzione.</strong> Alla cessazione del comodato il Comodatario restituisce l'immobile libero da persone e cose, nello stato in cui lo ha ricevuto, salvo il deterioramento derivante dall'uso conforme al contratto. In caso di ritardo nella restituzione il Comodatario è tenuto al risarcimento del danno, che le Parti determinano sin d'ora, per ogni giorno di ritardo, nella misura di € {{field::penale_ritardo}}, salvo il maggior danno.</p></li>
<li><p><strong>Registrazione e spese contrattuali.</strong> Il contratto è registrato a cura {{field::registrazione_carico}} entro trenta giorni dalla sottoscrizione. Le spese di registrazione e l'imposta di bollo sono a carico del Comodatario, salvo diverso accordo.{{note::nota_registrazione}}</p></li>
<li><p><strong>Agevolazioni fiscali.</strong> Le Parti dichiarano che il Comodatario {{field::agevolazione_imu}}.{{note::nota_imu}}</p></li>
${privacyClause}
${controversie.clause}
<li><p><strong>Disposizioni finali.</strong> Ogni modifica al presente contratto deve risultare da atto scritto. Per quanto non previsto si applicano gli artt. 1803-1812 c.c. e le altre norme di legge in materia.</p></li>
</ol>
${firme.html}`,
  fields: [
    ...comodante.fields,
    {
      slug: "titolo_comodante",
      label: "Titolo del comodante sull'immobile",
      type: "select",
      help: "Il comodato può essere concesso anche da chi non è proprietario, purché abbia il godimento del bene; il conduttore può farlo solo con il consenso del locatore.",
      required: true,
      field_set: "Comodante",
      attributes: {
        options: [
          { value: "proprietario", label: "proprietario esclusivo" },
          { value: "comproprietario", label: "comproprietario, con il consenso degli altri comproprietari" },
          { value: "usufruttuario", label: "usufruttuario" },
        ],
      },
    },
    ...comodatario.fields,
    ...propertyFields({
      help: {
        comune: "Comune in cui si trova l'immobile: determina il tribunale competente e l'aliquota IMU.",
        descrizione: "Vani, servizi e pertinenze (cantina, box) concessi insieme all'unità principale.",
        catasto:
          "Foglio, particella, subalterno, categoria e rendita: necessari per la registrazione e per l'agevolazione IMU (esclusa per le categorie A/1, A/8 e A/9).",
      },
      descriptionRows: 3,
    }).map((field) => (field.slug === "immobile_descrizione" ? { ...field, required: false } : field)),
    {
      slug: "uso_convenuto",
      label: "Uso convenuto",
      type: "select",
      help: "L'uso concesso delimita gli obblighi del comodatario e, per la casa familiare, incide sulla durata (Cass. SU 20448/2014).",
      required: true,
      field_set: "Uso e durata",
      attributes: {
        options: [
          {
            value: "abitazione",
            label: "ad uso esclusivo di abitazione principale del Comodatario e del suo nucleo familiare",
          },
          {
            value: "abitazione_personale",
            label:
              "ad uso di abitazione personale del Comodatario, con esclusione di ogni destinazione a casa familiare",
          },
          {
            value: "professionale",
            label:
              "ad uso esclusivo di studio professionale o ufficio del Comodatario, per lo svolgimento della sua attività",
          },
          {
            value: "sede",
            label:
              "ad uso di sede legale e operativa del Comodatario, per lo svolgimento dell'attività prevista dal suo oggetto sociale",
          },
        ],
      },
    },
    {
      slug: "data_consegna",
      label: "Data di consegna",
      type: "date",
      help: "Il comodato è un contratto reale e si perfeziona con la consegna del bene.",
      required: true,
      field_set: "Uso e durata",
    },
    {
      slug: "durata_regime",
      label: "Durata del comodato",
      type: "select",
      help: "Scegliere tra comodato a termine (art. 1809 c.c.) e comodato senza determinazione di durata, con restituzione a richiesta (art. 1810 c.c.).",
      required: true,
      field_set: "Uso e durata",
      attributes: {
        options: [
          {
            value: "termine",
            label:
              "Il comodato è a tempo determinato e cessa, senza necessità di disdetta, alla data indicata nel comma seguente, alla quale il Comodatario è tenuto a restituire l'immobile.",
          },
          {
            value: "precario",
            label:
              "Il comodato è convenuto senza determinazione di durata e il Comodatario è tenuto a restituire l'immobile non appena il Comodante lo richieda, ai sensi dell'art. 1810 c.c., nel termine indicato nell'ultimo comma del presente articolo.",
          },
        ],
      },
    },
    {
      slug: "data_scadenza",
      label: "Data di scadenza (comodato a termine)",
      type: "date",
      help: "Compilare solo per il comodato a tempo determinato; per il comodato senza durata lasciare vuoto.",
      field_set: "Uso e durata",
      deadline: {
        label_it: "Scadenza del comodato: restituzione dell'immobile",
        label_en: "End of the gratuitous loan: return of the property",
        reminder: 10080,
      },
    },
    {
      slug: "preavviso_giorni",
      label: "Giorni per il rilascio dopo la richiesta",
      type: "number",
      help: "Termine concesso al comodatario per liberare l'immobile dopo la richiesta di restituzione (ad esempio 60 o 90 giorni). Non opera in caso di bisogno urgente e imprevisto del comodante.",
      required: true,
      field_set: "Uso e durata",
      attributes: { min: 1 },
      validators: [{ name: "numberPositive" }],
    },
    {
      slug: "massimale_rc",
      label: "Massimale della polizza RC",
      type: "currency",
      help: "Massimale minimo della polizza di responsabilità civile del comodatario (ad esempio 500.000,00). Una polizza sul fabbricato può essere già stipulata dal condominio.",
      field_set: "Uso e durata",
    },
    {
      slug: "penale_ritardo",
      label: "Risarcimento giornaliero per ritardata restituzione",
      type: "currency",
      help: "Importo per ogni giorno di ritardo nel rilascio (clausola penale, art. 1382 c.c.); il giudice può ridurlo se manifestamente eccessivo (art. 1384 c.c.).",
      field_set: "Uso e durata",
    },
    {
      slug: "registrazione_carico",
      label: "Parte che registra il contratto",
      type: "select",
      help: "Entrambe le parti sono obbligate in solido al pagamento dell'imposta; conviene indicare chi provvede materialmente alla registrazione.",
      required: true,
      field_set: "Aspetti fiscali",
      attributes: {
        options: [
          { value: "comodatario", label: "del Comodatario" },
          { value: "comodante", label: "del Comodante" },
        ],
      },
    },
    {
      slug: "agevolazione_imu",
      label: "Agevolazione IMU",
      type: "select",
      help: "La riduzione del 50% della base imponibile IMU spetta solo per il comodato tra genitori e figli che usano l'immobile come abitazione principale, alle condizioni dell'art. 1, comma 747, lett. c), L. 160/2019.",
      field_set: "Aspetti fiscali",
      attributes: {
        options: [
          {
            value: "si",
            label:
              "è parente in linea retta di primo grado del Comodante e adibirà l'immobile ad abitazione principale, trasferendovi la residenza anagrafica e la dimora abituale, ai fini dell'art. 1, comma 747, lett. c), della legge 27 dicembre 2019, n. 160",
          },
          {
            value: "no",
            label: "non intende avvalersi di agevolazioni fiscali connesse al comodato",
          },
        ],
      },
    },
    ...firme.fields,
  ],
  notes: [
    {
      slug: "nota_durata",
      label: "Termine e casa familiare",
      help: "Se l'immobile è concesso come casa familiare senza un termine espresso, la giurisprudenza (Cass. SU 20448/2014) ritiene che la durata sia determinata dalle esigenze della famiglia: il comodante potrà ottenerne la restituzione solo per un bisogno urgente e imprevisto. Per conservare la disponibilità del bene indicare un termine finale o scegliere l'uso personale.",
    },
    {
      slug: "nota_registrazione",
      label: "Registrazione",
      help: "Il comodato immobiliare scritto va registrato entro trenta giorni dalla sottoscrizione (termine così esteso dal D.L. 73/2022): imposta di registro fissa di euro 200,00 e bollo di euro 16,00 ogni quattro facciate (da applicare sull'originale o da versare con il modello F24). Senza registrazione non spetta la riduzione IMU e il contratto non ha data certa opponibile ai terzi.",
    },
    {
      slug: "nota_imu",
      label: "Condizioni per la riduzione IMU",
      help: "Il comodante deve possedere un solo immobile abitativo in Italia (oltre, eventualmente, alla propria abitazione principale nello stesso Comune, non di lusso) e risiedere nel Comune dell'immobile; il comodatario deve avervi residenza e dimora. Il beneficio va segnalato nella dichiarazione IMU; verificare anche le aliquote del regolamento comunale.",
    },
  ],
  parties: [comodante.party, comodatario.party],
};

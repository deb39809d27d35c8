import { communicationsClause, disputesClause, privacyClause, signatureBlock } from "../../shared/clauses";
import { anyParty } from "../../shared/parties";
import type { SeedTemplate } from "../../types";

const mutuante = anyParty({ slug: "mutuante", term: "Mutuante", of: "del mutuante" });
const mutuatario = anyParty({ slug: "mutuatario", term: "Mutuatario", of: "del mutuatario" });
const controversie = disputesClause({ mediation: false, forum: "foro" });
const firme = signatureBlock({
  signers: ["Il Mutuante", "Il Mutuatario"],
  approvals:
    "6 (decadenza dal beneficio del termine e restituzione immediata dell'intero) e 11 (foro competente)",
});

export const mutuoTraPrivati: SeedTemplate = {
  key: "mutuo-tra-privati",
  title: "Contratto di mutuo tra privati",
  language: "it",
  module: "civil_commercial",
  categories: ["prestiti-debiti"],
  keywords: [
    "prestito",
    "prestito di denaro",
    "prestito tra familiari",
    "prestito infruttifero",
    "finanziamento soci",
    "restituzione rateale",
    "interessi",
    "usura",
    "mutuante",
    "mutuatario",
  ],
  discipline: [
    "<h2>Fonti</h2>",
    "<p>Il mutuo è il contratto con il quale una parte consegna all'altra una determinata quantità di danaro o di altre cose fungibili, e l'altra si obbliga a restituire altrettante cose della stessa specie e qualità (<strong>art. 1813 c.c.</strong>). È un contratto <strong>reale</strong>: si perfeziona con la consegna, e le cose date a mutuo passano in proprietà del mutuatario (art. 1814 c.c.). Prima della consegna l'accordo vale come promessa di mutuo, che il promittente può rifiutarsi di eseguire se le condizioni patrimoniali dell'altra parte sono divenute tali da rendere notevolmente difficile la restituzione (art. 1822 c.c.). Si applicano inoltre gli artt. 1815-1820 c.c., l'art. 1284 c.c. sugli interessi e la legge 7 marzo 1996, n. 108 sull'usura.</p>",
    "<h2>Interessi</h2>",
    "<ul>",
    "<li>Salvo diversa volontà delle parti il mutuo è <strong>fruttifero</strong> (art. 1815, primo comma, c.c.): chi vuole un prestito gratuito deve dirlo espressamente. Gli interessi superiori alla misura legale devono essere determinati per iscritto, altrimenti sono dovuti nella misura legale (art. 1284, terzo comma, c.c.), pari all'1,6% annuo dal 1° gennaio 2026 (D.M. 10 dicembre 2025).</li>",
    "<li>Se sono convenuti interessi <strong>usurari</strong> la clausola è nulla e non sono dovuti interessi (art. 1815, secondo comma, c.c.). Sono usurari gli interessi che superano il tasso soglia, pari al tasso effettivo globale medio rilevato trimestralmente dalla Banca d'Italia per la categoria di operazione, aumentato di un quarto e di quattro punti percentuali, con uno scarto massimo di otto punti (art. 2 L. 108/1996); il tasso convenuto va verificato sui decreti del trimestre della stipula.</li>",
    "<li>Sul piano fiscale gli interessi percepiti da un privato sono redditi di capitale (art. 44 D.P.R. 22 dicembre 1986, n. 917). Per i capitali dati a mutuo gli interessi si presumono percepiti alle scadenze e nella misura pattuite per iscritto e, se la misura non è determinata per iscritto, al saggio legale (art. 45, comma 2, D.P.R. 917/1986): un prestito infruttifero va quindi pattuito per iscritto, con data certa.</li>",
    "</ul>",
    "<h2>Termine e restituzione</h2>",
    "<p>Il termine si presume stipulato a favore di entrambe le parti e, se il mutuo è gratuito, a favore del mutuatario (art. 1816 c.c.); se non è fissato, lo stabilisce il giudice (art. 1817 c.c.). Se è convenuta la restituzione rateale e il mutuatario non paga anche una sola rata, il mutuante può chiedere, secondo le circostanze, l'immediata restituzione dell'intero (art. 1819 c.c.); il mancato pagamento degli interessi consente la risoluzione del contratto (art. 1820 c.c.). Resta ferma la decadenza dal beneficio del termine per insolvenza o diminuzione delle garanzie (art. 1186 c.c.).</p>",
    "<h2>Tracciabilità, prova e imposte</h2>",
    "<ul>",
    "<li>Il trasferimento di denaro contante tra soggetti diversi è vietato per importi pari o superiori a euro 5.000 (art. 49, comma 1, D.Lgs. 21 novembre 2007, n. 231): la somma va erogata e restituita con bonifico o assegno non trasferibile, che sono anche la prova più semplice della consegna e dei rimborsi.</li>",
    "<li>La data certa del contratto (art. 2704 c.c.), utile nei confronti dei terzi e dell'amministrazione finanziaria, si ottiene con la registrazione, con l'autenticazione delle firme o con l'invio della scrittura firmata digitalmente a mezzo PEC.</li>",
    "<li>Il mutuo redatto per scrittura privata ha contenuto patrimoniale ed è soggetto a registrazione in termine fisso, entro trenta giorni dalla sottoscrizione, con l'imposta proporzionale del 3% (art. 9 della Tariffa, parte I, D.P.R. 26 aprile 1986, n. 131); il mutuo concluso mediante corrispondenza, con proposta e accettazione in documenti separati, si registra solo in caso d'uso (art. 1 della Tariffa, parte II), salvo che sia enunciato in un altro atto sottoposto a registrazione, ad esempio in un decreto ingiuntivo (art. 22 D.P.R. 131/1986).</li>",
    "</ul>",
    "<h2>Quando non usarlo</h2>",
    "<ul>",
    "<li>Per la concessione di finanziamenti nei confronti del pubblico, riservata a banche e intermediari autorizzati (artt. 106 ss. D.Lgs. 1° settembre 1993, n. 385): il mutuo tra privati deve restare un'operazione occasionale.</li>",
    "<li>Per il credito ai consumatori concesso da un professionista, soggetto agli artt. 121 ss. del D.Lgs. 385/1993.</li>",
    "<li>Per il prestito d'uso di una cosa da restituire nella sua individualità, che è un comodato.</li>",
    "</ul>",
  ].join(""),
  body: [
    "<h1>Contratto di mutuo</h1>",
    "<p>Tra</p>",
    mutuante.appearance,
    "<p>e</p>",
    mutuatario.appearance,
    "<p>si conviene e si stipula quanto segue.</p>",
    "<ol>",
    "<li><p><strong>Oggetto.</strong> Il Mutuante concede a mutuo al Mutuatario, che accetta, la somma di € {{field::importo}}, ai sensi degli artt. 1813 ss. c.c., per la seguente finalità dichiarata dal Mutuatario: {{field::finalita}}. La diversa destinazione della somma non incide sulla validità del contratto.</p></li>",
    "<li><p><strong>Erogazione.</strong> La somma è erogata in data {{field::data_erogazione}} mediante {{field::modalita_erogazione}}. Con l'accredito il contratto si perfeziona e il Mutuatario, con la sottoscrizione, rilascia quietanza della somma ricevuta, salvo buon fine.</p></li>",
    "<li><p><strong>Interessi.</strong> Il mutuo è {{field::regime_interessi}}.{{note::nota_interessi}}</p><p>Tasso annuo nominale, in caso di mutuo fruttifero: {{field::tasso_annuo}}%.</p><p>Le Parti danno atto che il tasso convenuto non supera il tasso soglia determinato ai sensi dell'art. 2 della legge 7 marzo 1996, n. 108 per il trimestre in corso alla data di sottoscrizione.</p></li>",
    "<li><p><strong>Restituzione.</strong> Il Mutuatario restituisce la somma mutuata, con gli interessi eventualmente dovuti, {{field::piano_rimborso}}, entro e non oltre il {{field::data_restituzione}}.</p><p>Importo di ciascuna rata, in caso di restituzione rateale: € {{field::importo_rata}}.</p><p>I pagamenti sono eseguiti mediante bonifico sul conto corrente indicato per iscritto dal Mutuante e si imputano prima agli interessi e poi al capitale (art. 1194 c.c.).</p></li>",
    "<li><p><strong>Rimborso anticipato.</strong> Il Mutuatario può restituire anticipatamente, in tutto o in parte, la somma mutuata, con un preavviso scritto di almeno quindici giorni e senza penali; in tal caso gli interessi sono dovuti solo fino alla data del rimborso.</p></li>",
    "<li><p><strong>Decadenza dal beneficio del termine.</strong> In caso di mancato pagamento, anche di una sola rata, protratto per oltre {{field::giorni_tolleranza}} giorni dalla scadenza, o negli altri casi previsti dall'art. 1186 c.c., il Mutuante può chiedere l'immediata restituzione dell'intero debito residuo, con gli interessi maturati, mediante comunicazione scritta (art. 1819 c.c.).</p></li>",
    "<li><p><strong>Interessi di mora.</strong> Sulle somme non pagate alla scadenza decorrono di diritto, senza necessità di costituzione in mora, gli interessi moratori nella misura del saggio legale di cui all'art. 1284 c.c. o, se superiore, del tasso convenuto all'articolo 3 (art. 1224, primo comma, c.c.), fermo il limite di cui alla legge n. 108/1996.</p></li>",
    communicationsClause,
    "<li><p><strong>Spese e imposte.</strong> Le spese del presente contratto e le imposte, compresa l'imposta di registro, sono a carico del Mutuatario.{{note::nota_registrazione}}</p></li>",
    privacyClause,
    controversie.clause,
    "<li><p><strong>Disposizioni finali.</strong> Ogni modifica del presente contratto deve risultare da atto scritto. Per quanto non previsto si applicano gli artt. 1813-1822 c.c. e le altre norme di legge in materia.</p></li>",
    "</ol>",
    firme.html,
  ].join(""),
  fields: [
    ...mutuante.fields,
    ...mutuatario.fields,
    {
      slug: "importo",
      label: "Somma mutuata",
      type: "currency",
      help: "L'importo in euro consegnato al mutuatario.",
      required: true,
      field_set: "Somma e interessi",
      validators: [{ name: "numberPositive" }],
    },
    {
      slug: "finalita",
      label: "Finalità del prestito",
      type: "text",
      help: "Ad esempio «acquisto dell'abitazione principale» o «esigenze di liquidità dell'attività»: utile come prova della causa del trasferimento di denaro, anche nei rapporti familiari.",
      required: true,
      field_set: "Somma e interessi",
    },
    {
      slug: "data_erogazione",
      label: "Data di erogazione",
      type: "date",
      help: "Il giorno della consegna della somma, con cui il mutuo si perfeziona (art. 1813 c.c.).",
      required: true,
      field_set: "Somma e interessi",
    },
    {
      slug: "modalita_erogazione",
      label: "Modalità di erogazione",
      type: "select",
      help: "Un mezzo tracciabile è obbligatorio da euro 5.000 (art. 49 D.Lgs. 231/2007) ed è la prova della consegna.",
      required: true,
      field_set: "Somma e interessi",
      attributes: {
        options: [
          { value: "bonifico", label: "bonifico bancario sul conto corrente intestato al Mutuatario" },
          {
            value: "assegno",
            label: "assegno bancario o circolare non trasferibile intestato al Mutuatario",
          },
        ],
      },
    },
    {
      slug: "regime_interessi",
      label: "Interessi",
      type: "select",
      help: "Senza un patto scritto il mutuo è fruttifero al tasso legale (artt. 1815 e 1284 c.c.), anche ai fini fiscali.",
      required: true,
      field_set: "Somma e interessi",
      attributes: {
        options: [
          {
            value: "infruttifero",
            label:
              "infruttifero: le Parti convengono espressamente che sulla somma mutuata non sono dovuti interessi, in deroga all'art. 1815, primo comma, c.c., anche ai fini dell'art. 45, comma 2, del D.P.R. 22 dicembre 1986, n. 917",
          },
          {
            value: "fruttifero",
            label:
              "fruttifero: sulla somma mutuata sono dovuti gli interessi al tasso annuo nominale indicato nel comma seguente, calcolati sul capitale residuo e pagabili alle scadenze della restituzione",
          },
        ],
      },
    },
    {
      slug: "tasso_annuo",
      label: "Tasso annuo nominale (mutuo fruttifero)",
      type: "percentage",
      help: "Da indicare solo per il mutuo fruttifero. Deve restare sotto il tasso soglia antiusura del trimestre; se superiore al tasso legale, va pattuito per iscritto (art. 1284 c.c.).",
      field_set: "Somma e interessi",
      attributes: { min: 0, max: 30 },
    },
    {
      slug: "piano_rimborso",
      label: "Modalità di restituzione",
      type: "select",
      help: "In unica soluzione alla scadenza, oppure a rate: per queste indicare l'importo della rata.",
      required: true,
      field_set: "Restituzione",
      attributes: {
        options: [
          { value: "unica", label: "in un'unica soluzione" },
          {
            value: "rate_mensili",
            label:
              "in rate mensili costanti, scadenti l'ultimo giorno di ciascun mese a partire dal mese successivo all'erogazione",
          },
          {
            value: "rate_trimestrali",
            label:
              "in rate trimestrali costanti, scadenti l'ultimo giorno di ciascun trimestre solare a partire da quello successivo all'erogazione",
          },
        ],
      },
    },
    {
      slug: "data_restituzione",
      label: "Termine finale di restituzione",
      type: "date",
      help: "La data entro cui la somma deve essere interamente restituita: per la restituzione rateale, la scadenza dell'ultima rata.",
      required: true,
      field_set: "Restituzione",
      deadline: {
        label_it: "Termine di restituzione del mutuo",
        label_en: "Loan repayment date",
        reminder: 10080,
      },
    },
    {
      slug: "importo_rata",
      label: "Importo della rata (restituzione rateale)",
      type: "currency",
      help: "Da indicare solo per la restituzione a rate: capitale e interessi di ciascuna rata.",
      field_set: "Restituzione",
    },
    {
      slug: "giorni_tolleranza",
      label: "Giorni di tolleranza prima della decadenza",
      type: "number",
      help: "I giorni di ritardo dopo i quali il mutuante può chiedere la restituzione dell'intero (ad esempio 30).",
      required: true,
      field_set: "Restituzione",
      attributes: { min: 1, max: 180 },
      validators: [{ name: "numberPositive" }],
    },
    ...controversie.fields,
    ...firme.fields,
  ],
  notes: [
    {
      slug: "nota_interessi",
      label: "Mutuo gratuito o fruttifero",
      help: "Il mutuo si presume fruttifero: per un prestito gratuito, anche tra familiari, scegliere «infruttifero». Ai fini fiscali, in mancanza di un patto scritto, gli interessi si presumono percepiti al saggio legale (art. 45, comma 2, TUIR).",
    },
    {
      slug: "nota_registrazione",
      label: "Registrazione e data certa",
      help: "Firmato come scrittura privata, il mutuo va registrato entro trenta giorni con l'imposta del 3% della somma mutuata; la registrazione gli dà anche data certa (art. 2704 c.c.). Le firme digitali scambiate via PEC danno data certa, non esonerano dalla registrazione.",
    },
  ],
  parties: [mutuante.party, mutuatario.party],
};

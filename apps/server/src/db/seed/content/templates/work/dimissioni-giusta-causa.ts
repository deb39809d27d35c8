import { employmentSignatureBlock } from "../../shared/clauses";
import { employmentParties } from "../../shared/parties";
import type { SeedTemplate } from "../../types";

const { datore, lavoratore } = employmentParties();
const firma = employmentSignatureBlock(["Il Lavoratore"]);

export const dimissioniGiustaCausa: SeedTemplate = {
  key: "dimissioni-giusta-causa",
  title: "Lettera di dimissioni per giusta causa",
  language: "it",
  module: "work",
  categories: ["cessazione"],
  keywords: [
    "dimissioni",
    "giusta causa",
    "dimissioni telematiche",
    "stipendi non pagati",
    "NASpI dimissioni",
    "indennità sostitutiva del preavviso",
    "demansionamento",
    "art. 2119",
  ],
  discipline: [
    "<h2>Fonti</h2>",
    "<p>Ciascuna parte può recedere dal contratto di lavoro senza preavviso, o prima della scadenza del termine, qualora si verifichi una causa che non consenta la prosecuzione, anche provvisoria, del rapporto; al lavoratore che si dimette per <strong>giusta causa</strong> da un rapporto a tempo indeterminato spetta l'indennità sostitutiva del preavviso (<strong>art. 2119 c.c.</strong>, che rinvia all'art. 2118, secondo comma).</p>",
    "<h2>Come si danno le dimissioni</h2>",
    "<ul>",
    "<li>A pena di inefficacia, le dimissioni si danno solo con la <strong>procedura telematica</strong> del Ministero del lavoro, dal lavoratore con la propria identità digitale o tramite un patronato, un'organizzazione sindacale, un ente bilaterale, una commissione di certificazione o un consulente del lavoro; nel modulo si indica che si tratta di dimissioni per giusta causa (art. 26 D.Lgs. 14 settembre 2015, n. 151). Entro sette giorni il lavoratore può revocarle con la stessa procedura.</li>",
    "<li>La procedura non si applica al lavoro domestico, alle dimissioni rese in una sede protetta (art. 2113, quarto comma, c.c.) e, per la lavoratrice in gravidanza o i genitori nei primi tre anni di vita del figlio, alla convalida davanti all'Ispettorato del lavoro (art. 55, comma 4, D.Lgs. 26 marzo 2001, n. 151), che sostituisce la procedura telematica.</li>",
    "<li>Questa lettera <strong>non sostituisce</strong> il modulo telematico: lo accompagna, per comunicare al datore di lavoro i fatti che costituiscono la giusta causa, chiedere le spettanze e costituire la prova della tempestività del recesso.</li>",
    "</ul>",
    "<h2>La giusta causa</h2>",
    "<ul>",
    "<li>Sono giusta causa, secondo la giurisprudenza e la prassi dell'INPS, il mancato o ritardato pagamento della retribuzione, le molestie, anche sessuali, le modificazioni peggiorative delle mansioni, il mobbing, il trasferimento ad altra sede senza comprovate ragioni tecniche, organizzative e produttive, il comportamento ingiurioso del superiore gerarchico e le notevoli variazioni delle condizioni di lavoro dopo la cessione dell'azienda.</li>",
    "<li>Il recesso deve essere <strong>tempestivo</strong> rispetto ai fatti: se il lavoratore tollera a lungo la situazione, il giudice può ritenere che essa non impedisse la prosecuzione del rapporto. I fatti vanno descritti con date e circostanze e, se possibile, documentati (diffide, solleciti, buste paga, denunce).</li>",
    "<li>Le dimissioni per giusta causa danno diritto alla <strong>NASpI</strong>, perché la disoccupazione non è volontaria (art. 3 D.Lgs. 4 marzo 2015, n. 22); l'INPS può chiedere la documentazione della giusta causa e il lavoratore si impegna a comunicare l'esito dell'eventuale controversia.</li>",
    "</ul>",
    "<h2>Da non confondere</h2>",
    "<p>L'assenza ingiustificata protratta oltre il termine del contratto collettivo o, in mancanza, oltre quindici giorni può essere fatta valere dal datore di lavoro come risoluzione del rapporto per volontà del lavoratore (art. 26, comma 7-bis, D.Lgs. 151/2015, introdotto dalla L. 13 dicembre 2024, n. 203): chi ha una giusta causa deve invece dimettersi espressamente.</p>",
  ].join(""),
  body: [
    "<p>Spett.le <strong>{{field::datore_denominazione}}</strong></p>",
    "<p>{{field::datore_sede}} (codice fiscale e partita IVA {{field::datore_partita_iva}})</p>",
    "<p>alla cortese attenzione di {{field::datore_rappresentante}}</p>",
    "<p>Trasmessa a mezzo posta elettronica certificata o raccomandata con avviso di ricevimento</p>",
    "<h1>Dimissioni per giusta causa</h1>",
    `<p>Il sottoscritto ${lavoratore.identification}, dipendente della Vostra impresa dal {{field::data_assunzione}} con la qualifica di {{field::qualifica}}, comunica quanto segue.</p>`,
    "<ol>",
    "<li><p><strong>Dimissioni.</strong> Il sottoscritto rassegna le proprie dimissioni per giusta causa, ai sensi dell'art. 2119 c.c., con effetto immediato dal {{field::data_cessazione}}, senza preavviso. Le dimissioni sono state trasmesse con la procedura telematica prevista dall'art. 26 del D.Lgs. 14 settembre 2015, n. 151 in data {{field::data_invio_telematico}}, con la comunicazione identificata dal codice {{field::codice_comunicazione}}.</p></li>",
    "<li><p><strong>Motivi.</strong> La prosecuzione, anche provvisoria, del rapporto è resa impossibile dal seguente comportamento del datore di lavoro: {{field::motivo}}. In particolare: {{field::fatti}}.{{note::nota_fatti}}</p></li>",
    "<li><p><strong>Tempestività.</strong> Le dimissioni sono rassegnate senza ritardo rispetto ai fatti indicati, {{field::contestazioni_precedenti}}.</p></li>",
    "<li><p><strong>Spettanze.</strong> Il sottoscritto chiede il pagamento, con l'ultima retribuzione, di quanto gli spetta: le retribuzioni maturate e non pagate, l'indennità sostitutiva del preavviso prevista dall'art. 2119 c.c., il trattamento di fine rapporto, i ratei delle mensilità aggiuntive e l'indennità per le ferie e i permessi maturati e non goduti, oltre agli interessi e alla rivalutazione monetaria sui crediti di lavoro (art. 429, terzo comma, c.p.c.), nonché la consegna della documentazione di fine rapporto.</p></li>",
    "<li><p><strong>Riserva.</strong> Il sottoscritto si riserva ogni azione per il risarcimento dei danni subiti e per la tutela dei propri diritti, anche davanti al giudice del lavoro.</p></li>",
    "</ol>",
    firma.html,
    // Handed over in person, the letter's date of receipt is proved by the employer's signature.
    "<p>Per ricevuta, in caso di consegna a mani, il Datore di lavoro ______________________</p>",
  ].join(""),
  fields: [
    ...lavoratore.fields,
    ...datore.fields,
    {
      slug: "data_assunzione",
      label: "Data di assunzione",
      type: "date",
      help: "Il primo giorno del rapporto di lavoro.",
      required: true,
      field_set: "Rapporto",
    },
    {
      slug: "qualifica",
      label: "Qualifica",
      type: "text",
      help: "La qualifica e il livello, ad esempio «impiegato di 4° livello del CCNL Terziario».",
      required: true,
      field_set: "Rapporto",
    },
    {
      slug: "data_cessazione",
      label: "Data di effetto delle dimissioni",
      type: "date",
      help: "Il giorno da cui il rapporto cessa: per la giusta causa, senza preavviso, di regola il giorno stesso dell'invio telematico.",
      required: true,
      field_set: "Dimissioni",
    },
    {
      slug: "data_invio_telematico",
      label: "Data di invio del modulo telematico",
      type: "date",
      help: "Il giorno in cui è stato trasmesso il modulo del Ministero del lavoro: da qui decorrono i sette giorni per la revoca.",
      required: true,
      field_set: "Dimissioni",
    },
    {
      slug: "codice_comunicazione",
      label: "Codice della comunicazione telematica",
      type: "text",
      help: "Il codice identificativo che la procedura assegna al modulo inviato.",
      required: true,
      field_set: "Dimissioni",
    },
    {
      slug: "motivo",
      label: "Motivo della giusta causa",
      type: "select",
      help: "Le ipotesi più frequenti riconosciute dalla giurisprudenza e dall'INPS; i fatti concreti si descrivono nel campo seguente.",
      required: true,
      field_set: "Giusta causa",
      attributes: {
        options: [
          { value: "retribuzione", label: "il mancato pagamento della retribuzione alle scadenze dovute" },
          {
            value: "mansioni",
            label: "l'assegnazione a mansioni inferiori in violazione dell'art. 2103 c.c.",
          },
          {
            value: "trasferimento",
            label:
              "il trasferimento ad altra sede senza comprovate ragioni tecniche, organizzative e produttive (art. 2103, ottavo comma, c.c.)",
          },
          {
            value: "molestie",
            label:
              "le molestie e i comportamenti vessatori subiti sul luogo di lavoro, lesivi della dignità e dell'integrità del lavoratore (art. 2087 c.c.)",
          },
          {
            value: "sicurezza",
            label: "la violazione degli obblighi di tutela della salute e della sicurezza (art. 2087 c.c.)",
          },
        ],
      },
    },
    {
      slug: "fatti",
      label: "Fatti che costituiscono la giusta causa",
      type: "textarea",
      help: "I fatti con date e circostanze: ad esempio «le retribuzioni di luglio, agosto e settembre 2026 non sono state pagate, nonostante i solleciti del 12/8 e del 15/9/2026».",
      required: true,
      field_set: "Giusta causa",
      attributes: { rows: 5 },
    },
    {
      slug: "contestazioni_precedenti",
      label: "Solleciti e contestazioni precedenti",
      type: "text",
      help: "Ad esempio «dopo la diffida inviata il 20/9/2026 e rimasta senza esito»: mostrano che il lavoratore non ha tollerato la situazione.",
      required: true,
      field_set: "Giusta causa",
    },
    ...firma.fields,
  ],
  notes: [
    {
      slug: "nota_fatti",
      label: "Descrivere i fatti",
      help: "La giusta causa va provata dal lavoratore: descrivere fatti precisi, non giudizi, e conservarne la documentazione, che l'INPS può chiedere per la NASpI.",
    },
  ],
  parties: [lavoratore.party, datore.party],
};

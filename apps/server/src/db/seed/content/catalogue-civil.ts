import { accordoRiservatezza } from "./templates/civil/accordo-riservatezza";
import { cessioneCredito } from "./templates/civil/cessione-credito";
import { commercialLeaseEn } from "./templates/civil/commercial-lease-en";
import { comodatoUsoGratuito } from "./templates/civil/comodato-uso-gratuito";
import { contrattoAgenzia } from "./templates/civil/contratto-agenzia";
import { contrattoAppalto } from "./templates/civil/contratto-appalto";
import { contrattoSomministrazione } from "./templates/civil/contratto-somministrazione";
import { incaricoProfessionale } from "./templates/civil/incarico-professionale";
import { licenzaSoftware } from "./templates/civil/licenza-software";
import { locazioneAbitativa44 } from "./templates/civil/locazione-abitativa-4-4";
import { locazioneCanoneConcordato } from "./templates/civil/locazione-canone-concordato";
import { locazioneTransitoria } from "./templates/civil/locazione-transitoria";
import { locazioneUsoDiverso } from "./templates/civil/locazione-uso-diverso";
import { mandatoConRappresentanza } from "./templates/civil/mandato-con-rappresentanza";
import { mutualNdaEn } from "./templates/civil/mutual-nda-en";
import { mutuoTraPrivati } from "./templates/civil/mutuo-tra-privati";
import { noleggioBeniStrumentali } from "./templates/civil/noleggio-beni-strumentali";
import { preliminareCompravendita } from "./templates/civil/preliminare-compravendita";
import { procacciamentoAffari } from "./templates/civil/procacciamento-affari";
import { professionalServicesEn } from "./templates/civil/professional-services-en";
import { riconoscimentoDebito } from "./templates/civil/riconoscimento-debito";
import { transazione } from "./templates/civil/transazione";
import { venditaBeniMobili } from "./templates/civil/vendita-beni-mobili";
import type { SeedCatalogue } from "./types";

/** The civil and commercial contracts module: real estate, sales and services, business. */
export const civilCatalogue: SeedCatalogue = {
  category: {
    key: "civil",
    title: { it: "Contratti civili e commerciali", en: "Civil and commercial contracts" },
    children: [
      {
        key: "immobili",
        title: { it: "Immobili", en: "Real estate" },
        children: [
          { key: "locazioni-abitative", title: { it: "Locazioni abitative", en: "Residential leases" } },
          {
            key: "locazioni-commerciali",
            title: { it: "Locazioni commerciali e professionali", en: "Commercial and business leases" },
          },
          { key: "comodato", title: { it: "Comodato", en: "Gratuitous loan for use" } },
          {
            key: "compravendita-immobili",
            title: { it: "Compravendita di immobili", en: "Sale of real estate" },
          },
          {
            key: "contratti-agrari",
            title: { it: "Contratti agrari (in preparazione)", en: "Agricultural contracts (coming soon)" },
            status: 0,
          },
        ],
      },
      {
        key: "vendita-servizi",
        title: { it: "Vendita e servizi", en: "Sales and services" },
        children: [
          {
            key: "compravendita",
            title: { it: "Vendita, forniture e noleggio", en: "Sale, supply and rental of goods" },
          },
          { key: "appalto-opera", title: { it: "Appalto e opere", en: "Works contracts" } },
          {
            key: "prestazioni-professionali",
            title: { it: "Prestazioni professionali", en: "Professional services" },
          },
        ],
      },
      {
        key: "impresa-distribuzione",
        title: { it: "Impresa e distribuzione", en: "Business and distribution" },
        children: [
          { key: "agenzia-mandato", title: { it: "Agenzia e mandato", en: "Agency and mandate" } },
          { key: "riservatezza", title: { it: "Riservatezza", en: "Confidentiality" } },
          {
            key: "tecnologia-proprieta-intellettuale",
            title: { it: "Software e proprietà intellettuale", en: "Software and intellectual property" },
          },
        ],
      },
      {
        key: "crediti-debiti",
        title: { it: "Crediti, prestiti e liti", en: "Credit, loans and disputes" },
        children: [
          { key: "prestiti-debiti", title: { it: "Prestiti e debiti", en: "Loans and debts" } },
          { key: "transazioni", title: { it: "Transazioni", en: "Settlements" } },
        ],
      },
    ],
  },
  wizard: {
    key: "civil-wz",
    title: { it: "Contratti civili e commerciali", en: "Civil and commercial contracts" },
    question: { it: "Che cosa deve regolare il contratto?", en: "What should the contract cover?" },
    children: [
      {
        key: "civil-wz-immobile",
        title: {
          it: "L'uso di un immobile (casa, appartamento, ufficio)",
          en: "The use of a property (house, flat, office)",
        },
        question: {
          it: "Chi utilizza l'immobile paga qualcosa al proprietario?",
          en: "Does the person using the property pay the owner?",
        },
        children: [
          {
            key: "civil-wz-imm-canone",
            title: { it: "Sì, paga un canone periodico", en: "Yes, a periodic rent" },
            question: {
              it: "Per che cosa serve l'immobile?",
              en: "What does the tenant need the property for?",
            },
            children: [
              {
                key: "civil-wz-imm-stabile",
                title: {
                  it: "Per abitarci stabilmente, per più anni",
                  en: "To live there on a long-term basis",
                },
                templates: ["locazione-abitativa-4-4"],
              },
              {
                key: "civil-wz-imm-temporanea",
                title: {
                  it: "Per un'esigenza temporanea e documentabile, fino a 18 mesi (lavoro, studio, attesa di un'altra casa)",
                  en: "For a temporary, documented need of up to 18 months (work, study, waiting for another home)",
                },
                templates: ["locazione-transitoria"],
              },
              {
                key: "civil-wz-imm-concordato",
                title: {
                  it: "Per abitarci, con il canone concordato dell'accordo territoriale e le sue agevolazioni fiscali",
                  en: "To live there, at the agreed rent of the local agreement, with its tax benefits",
                },
                templates: ["locazione-canone-concordato"],
              },
              {
                key: "civil-wz-imm-attivita-economica",
                title: {
                  it: "Per un'attività d'impresa o professionale (negozio, ufficio, laboratorio, capannone)",
                  en: "For a business or a profession (shop, office, workshop, warehouse)",
                },
                templates: ["locazione-uso-diverso", "commercial-lease-en"],
              },
              {
                key: "civil-wz-imm-confronto",
                title: {
                  it: "Non lo so ancora: voglio confrontare le possibilità",
                  en: "I am not sure yet: I want to compare the options",
                },
                templates: [
                  "locazione-abitativa-4-4",
                  "locazione-canone-concordato",
                  "locazione-transitoria",
                ],
              },
            ],
          },
          {
            key: "civil-wz-imm-gratuito",
            title: { it: "No, l'uso è gratuito", en: "No, the use is free of charge" },
            question: { it: "A chi viene concesso l'immobile?", en: "Who will use the property?" },
            children: [
              {
                key: "civil-wz-imm-familiare",
                title: {
                  it: "A un familiare, come abitazione (ad esempio a un figlio)",
                  en: "A family member, as a home (for example a child)",
                },
                templates: ["comodato-uso-gratuito"],
              },
              {
                key: "civil-wz-imm-attivita",
                title: {
                  it: "A un'impresa, un professionista o un'associazione, per la sua attività",
                  en: "A business, a professional or an association, for its activity",
                },
                templates: ["comodato-uso-gratuito"],
              },
            ],
          },
        ],
      },
      {
        key: "civil-wz-scambio",
        title: {
          it: "La vendita o la fornitura di beni, un'opera o un incarico a un professionista",
          en: "A sale or supply of goods, a work or an engagement of a professional",
        },
        question: { it: "Che cosa viene fornito?", en: "What is being supplied?" },
        children: [
          {
            key: "civil-wz-beni",
            title: {
              it: "Beni: merci, macchinari, attrezzature",
              en: "Goods: merchandise, machinery, equipment",
            },
            question: { it: "Chi acquista i beni?", en: "Who is buying the goods?" },
            children: [
              {
                key: "civil-wz-beni-italia",
                title: {
                  it: "Un'impresa o un professionista con sede in Italia",
                  en: "A business or professional based in Italy",
                },
                templates: ["vendita-beni-mobili"],
              },
              {
                key: "civil-wz-beni-estero",
                title: {
                  it: "Un'impresa con sede all'estero",
                  en: "A business based abroad",
                },
                templates: ["vendita-beni-mobili"],
              },
            ],
          },
          {
            key: "civil-wz-forniture",
            title: {
              it: "Forniture ripetute di beni nel tempo, su ordinazione",
              en: "Repeated supplies of goods over time, to order",
            },
            templates: ["contratto-somministrazione"],
          },
          {
            key: "civil-wz-noleggio",
            title: {
              it: "L'uso temporaneo di macchinari o attrezzature, a noleggio",
              en: "The temporary use of machinery or equipment, for rent",
            },
            templates: ["noleggio-beni-strumentali"],
          },
          {
            key: "civil-wz-opere",
            title: {
              it: "Un'opera da realizzare: lavori edili, impianti, manutenzioni",
              en: "A work to carry out: building, installations, maintenance",
            },
            templates: ["contratto-appalto"],
          },
          {
            key: "civil-wz-servizi",
            title: {
              it: "Una prestazione intellettuale: consulenza, progetto, assistenza",
              en: "Intellectual services: advice, design, assistance",
            },
            question: {
              it: "Il professionista dovrà anche firmare atti o concludere contratti in nome del cliente?",
              en: "Will the professional also sign documents or enter into contracts on the client's behalf?",
            },
            children: [
              {
                key: "civil-wz-servizi-prestazione",
                title: {
                  it: "No, svolge soltanto la prestazione professionale",
                  en: "No, only the professional service",
                },
                templates: ["incarico-professionale", "professional-services-en"],
              },
              {
                key: "civil-wz-servizi-rappresentanza",
                title: {
                  it: "Sì, deve anche agire in nome del cliente",
                  en: "Yes, it must also act in the client's name",
                },
                templates: ["incarico-professionale", "mandato-con-rappresentanza"],
              },
            ],
          },
        ],
      },
      {
        key: "civil-wz-acquisto-immobile",
        title: {
          it: "L'acquisto o la vendita di una casa o di un altro immobile",
          en: "Buying or selling a house or other real estate",
        },
        templates: ["preliminare-compravendita"],
      },
      {
        key: "civil-wz-denaro",
        title: {
          it: "Un prestito di denaro, un debito da pagare o una lite da chiudere",
          en: "A loan of money, a debt to pay or a dispute to settle",
        },
        question: { it: "Di che cosa si tratta?", en: "What is it about?" },
        children: [
          {
            key: "civil-wz-denaro-prestito",
            title: {
              it: "Una somma prestata, da restituire",
              en: "A sum lent, to be repaid",
            },
            templates: ["mutuo-tra-privati"],
          },
          {
            key: "civil-wz-denaro-debito",
            title: {
              it: "Un debito scaduto da riconoscere e pagare a rate",
              en: "An overdue debt to acknowledge and pay in instalments",
            },
            templates: ["riconoscimento-debito"],
          },
          {
            key: "civil-wz-denaro-lite",
            title: {
              it: "Una contestazione da chiudere con reciproche concessioni",
              en: "A dispute to settle with mutual concessions",
            },
            templates: ["transazione"],
          },
          {
            key: "civil-wz-denaro-cessione",
            title: {
              it: "Un credito da trasferire a un'altra persona o impresa",
              en: "A claim to transfer to another person or business",
            },
            templates: ["cessione-credito"],
          },
        ],
      },
      {
        key: "civil-wz-impresa",
        title: {
          it: "La collaborazione con un'altra impresa o persona",
          en: "A collaboration with another business or person",
        },
        question: {
          it: "Di che tipo di collaborazione si tratta?",
          en: "What kind of collaboration is it?",
        },
        children: [
          {
            key: "civil-wz-affari",
            title: {
              it: "Qualcuno procura o conclude affari per mio conto",
              en: "Someone finds or closes deals on my behalf",
            },
            question: { it: "Come si svolge l'incarico?", en: "How does the engagement work?" },
            children: [
              {
                key: "civil-wz-agenzia",
                title: {
                  it: "In modo stabile, in una zona, in cambio di provvigioni",
                  en: "On an ongoing basis, in a territory, for commission",
                },
                templates: ["contratto-agenzia"],
              },
              {
                key: "civil-wz-procacciamento",
                title: {
                  it: "Occasionalmente, segnalandomi clienti senza obblighi né zona",
                  en: "Occasionally, introducing clients with no obligation or territory",
                },
                templates: ["procacciamento-affari"],
              },
              {
                key: "civil-wz-mandato",
                title: {
                  it: "Per uno o più affari determinati, firmando in mio nome",
                  en: "For one or more specific deals, signing in my name",
                },
                templates: ["mandato-con-rappresentanza"],
              },
            ],
          },
          {
            key: "civil-wz-software",
            title: {
              it: "Concedo o ricevo in uso un software",
              en: "I license out or license in a piece of software",
            },
            templates: ["licenza-software"],
          },
          {
            key: "civil-wz-informazioni",
            title: {
              it: "Dobbiamo scambiarci informazioni riservate",
              en: "We need to exchange confidential information",
            },
            question: {
              it: "Chi comunicherà le informazioni riservate?",
              en: "Who will disclose confidential information?",
            },
            children: [
              {
                key: "civil-wz-info-una",
                title: { it: "Solo una delle parti", en: "Only one party" },
                templates: ["accordo-riservatezza"],
              },
              {
                key: "civil-wz-info-entrambe",
                title: { it: "Entrambe le parti", en: "Both parties" },
                templates: ["accordo-riservatezza", "mutual-nda-en"],
              },
            ],
          },
        ],
      },
    ],
  },
  synonyms: [
    { language: "it", terms: ["affitto", "locazione", "pigione"] },
    { language: "it", terms: ["inquilino", "conduttore", "affittuario"] },
    { language: "it", terms: ["locatore", "proprietario", "padrone di casa"] },
    { language: "it", terms: ["canone", "rata di affitto", "affitto mensile"] },
    { language: "it", terms: ["deposito cauzionale", "cauzione", "deposito"] },
    { language: "it", terms: ["disdetta", "diniego di rinnovo", "lettera di disdetta"] },
    { language: "it", terms: ["recesso", "scioglimento anticipato", "uscita anticipata"] },
    { language: "it", terms: ["contratto transitorio", "affitto temporaneo", "affitto a tempo"] },
    { language: "it", terms: ["4+4", "canone libero", "quattro più quattro"] },
    { language: "it", terms: ["3+2", "canone concordato", "tre più due", "locazione agevolata"] },
    { language: "it", terms: ["cedolare secca", "cedolare", "imposta sostitutiva sugli affitti"] },
    { language: "it", terms: ["immobile", "appartamento", "casa", "abitazione"] },
    { language: "it", terms: ["comodato", "comodato d'uso", "prestito d'uso", "uso gratuito"] },
    {
      language: "it",
      terms: [
        "locazione commerciale",
        "affitto negozio",
        "affitto locale commerciale",
        "locazione ad uso diverso",
        "affitto ufficio",
      ],
    },
    { language: "it", terms: ["negozio", "locale commerciale", "bottega"] },
    { language: "it", terms: ["mutuo", "prestito di denaro", "finanziamento", "prestito tra privati"] },
    {
      language: "it",
      terms: ["riconoscimento di debito", "ricognizione di debito", "promessa di pagamento"],
    },
    {
      language: "it",
      terms: ["piano di rientro", "rateizzazione", "dilazione di pagamento"],
    },
    { language: "it", terms: ["transazione", "accordo transattivo", "saldo e stralcio", "accordo bonario"] },
    { language: "it", terms: ["appalto", "contratto d'appalto", "lavori edili", "ristrutturazione"] },
    { language: "it", terms: ["fornitura", "somministrazione", "forniture periodiche"] },
    { language: "it", terms: ["noleggio", "nolo", "renting", "locazione di beni mobili"] },
    { language: "it", terms: ["compromesso", "preliminare", "contratto preliminare", "promessa di vendita"] },
    { language: "it", terms: ["rogito", "atto notarile", "atto definitivo"] },
    { language: "it", terms: ["licenza software", "licenza d'uso", "licenza di software", "EULA"] },
    { language: "it", terms: ["procacciatore d'affari", "procacciamento d'affari", "segnalatore"] },
    { language: "it", terms: ["cessione del credito", "cessione di credito", "vendita del credito"] },
    { language: "it", terms: ["avviamento", "indennità di avviamento", "buonuscita"] },
    { language: "it", terms: ["compravendita", "vendita", "cessione di beni"] },
    { language: "it", terms: ["acquirente", "compratore"] },
    { language: "it", terms: ["venditore", "fornitore", "cedente"] },
    { language: "it", terms: ["vizi", "difetti", "difformità"] },
    { language: "it", terms: ["riserva di proprietà", "riservato dominio", "patto di riservato dominio"] },
    {
      language: "it",
      terms: [
        "incarico professionale",
        "lettera di incarico",
        "conferimento di incarico",
        "mandato professionale",
      ],
    },
    { language: "it", terms: ["compenso", "onorario", "parcella"] },
    { language: "it", terms: ["preventivo", "offerta economica", "stima dei costi"] },
    { language: "it", terms: ["professionista", "consulente", "libero professionista"] },
    {
      language: "it",
      terms: ["accordo di riservatezza", "nda", "patto di riservatezza", "accordo di confidenzialità"],
    },
    {
      language: "it",
      terms: ["segreti commerciali", "segreti industriali", "know-how", "informazioni riservate"],
    },
    { language: "it", terms: ["penale", "clausola penale", "penalità"] },
    { language: "it", terms: ["agente", "agente di commercio", "rappresentante di commercio"] },
    { language: "it", terms: ["provvigione", "provvigioni", "percentuale sulle vendite"] },
    { language: "it", terms: ["preponente", "casa mandante", "ditta mandante"] },
    { language: "it", terms: ["patto di non concorrenza", "divieto di concorrenza", "non concorrenza"] },
    { language: "it", terms: ["indennità di fine rapporto", "indennità di cessazione del rapporto"] },
    { language: "it", terms: ["mandato", "procura", "delega"] },
    { language: "it", terms: ["mandatario", "procuratore", "delegato"] },
    { language: "it", terms: ["registrazione del contratto", "registrazione", "modello rli"] },
    { language: "it", terms: ["foro competente", "tribunale competente", "competenza territoriale"] },
    {
      language: "en",
      terms: ["nda", "non-disclosure agreement", "confidentiality agreement", "secrecy agreement"],
    },
    { language: "en", terms: ["confidential information", "proprietary information", "trade secrets"] },
    { language: "en", terms: ["penalty clause", "penalty", "liquidated damages"] },
    { language: "en", terms: ["governing law", "applicable law", "choice of law"] },
    { language: "en", terms: ["jurisdiction", "competent court", "forum"] },
  ],
  templates: [
    locazioneAbitativa44,
    locazioneTransitoria,
    locazioneUsoDiverso,
    mutuoTraPrivati,
    riconoscimentoDebito,
    transazione,
    contrattoAppalto,
    contrattoSomministrazione,
    cessioneCredito,
    professionalServicesEn,
    noleggioBeniStrumentali,
    preliminareCompravendita,
    licenzaSoftware,
    commercialLeaseEn,
    procacciamentoAffari,
    locazioneCanoneConcordato,
    comodatoUsoGratuito,
    venditaBeniMobili,
    incaricoProfessionale,
    accordoRiservatezza,
    contrattoAgenzia,
    mandatoConRappresentanza,
    mutualNdaEn,
  ],
};

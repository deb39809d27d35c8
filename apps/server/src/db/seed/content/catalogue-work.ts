import { apprendistatoProfessionalizzante } from "./templates/work/apprendistato-professionalizzante";
import { assunzioneTempoDeterminato } from "./templates/work/assunzione-tempo-determinato";
import { assunzioneTempoIndeterminato } from "./templates/work/assunzione-tempo-indeterminato";
import { collaborazioneCoordinataContinuativa } from "./templates/work/collaborazione-coordinata-continuativa";
import { conciliazioneSedeProtetta } from "./templates/work/conciliazione-sede-protetta";
import { dimissioniGiustaCausa } from "./templates/work/dimissioni-giusta-causa";
import { employmentContractEn } from "./templates/work/employment-contract-en";
import { fixedTermEmploymentEn } from "./templates/work/fixed-term-employment-en";
import { lavoroAgile } from "./templates/work/lavoro-agile";
import { lavoroDomestico } from "./templates/work/lavoro-domestico";
import { lavoroIntermittente } from "./templates/work/lavoro-intermittente";
import { lavoroPartTime } from "./templates/work/lavoro-part-time";
import { letteraAssunzioneProva } from "./templates/work/lettera-assunzione-prova";
import { letteraDistacco } from "./templates/work/lettera-distacco";
import { licenziamentoGiustificatoMotivoOggettivo } from "./templates/work/licenziamento-giustificato-motivo-oggettivo";
import { pattoNonConcorrenza } from "./templates/work/patto-non-concorrenza";
import { prestazioneOccasionale } from "./templates/work/prestazione-occasionale";
import { prorogaTempoDeterminato } from "./templates/work/proroga-tempo-determinato";
import { smartWorkingEn } from "./templates/work/smart-working-en";
import { tirocinioExtracurricolare } from "./templates/work/tirocinio-extracurricolare";
import { trasformazioneTempoPieno } from "./templates/work/trasformazione-tempo-pieno";
import type { SeedCatalogue } from "./types";

/** The employment catalogue (module `work`): hiring, collaborations, managing and ending the relationship. */
export const workCatalogue: SeedCatalogue = {
  category: {
    key: "work",
    title: { it: "Contratti di lavoro", en: "Employment contracts" },
    children: [
      {
        key: "assunzioni",
        title: { it: "Assunzioni", en: "Hiring" },
        children: [
          {
            key: "lavoro-subordinato",
            title: { it: "Lavoro subordinato", en: "Salaried employment" },
          },
          {
            key: "apprendistato",
            title: { it: "Apprendistato e tirocini", en: "Apprenticeships and traineeships" },
          },
          {
            key: "lavoro-sportivo",
            title: { it: "Lavoro sportivo (in preparazione)", en: "Sports employment (coming soon)" },
            status: 0,
          },
        ],
      },
      {
        key: "collaborazioni",
        title: { it: "Collaborazioni", en: "Collaborations" },
        children: [
          {
            key: "collaborazioni-autonome",
            title: {
              it: "Collaborazioni coordinate e continuative",
              en: "Coordinated and continuous collaborations",
            },
          },
          {
            key: "lavoro-occasionale",
            title: { it: "Lavoro autonomo occasionale", en: "Occasional self-employment" },
          },
        ],
      },
      {
        key: "gestione-rapporto",
        title: { it: "Gestione del rapporto di lavoro", en: "Managing the employment relationship" },
        children: [
          {
            key: "patti-clausole",
            title: { it: "Patti e clausole accessorie", en: "Covenants and ancillary clauses" },
          },
          {
            key: "lavoro-agile",
            title: { it: "Lavoro agile", en: "Smart working" },
          },
          {
            key: "variazioni-rapporto",
            title: { it: "Proroghe e trasformazioni", en: "Extensions and conversions" },
          },
          {
            key: "mobilita",
            title: { it: "Distacco e mobilità", en: "Secondment and mobility" },
          },
          {
            key: "cessazione",
            title: { it: "Cessazione del rapporto", en: "Termination of employment" },
          },
        ],
      },
    ],
  },
  wizard: {
    key: "work-wz",
    title: { it: "Contratti di lavoro", en: "Employment contracts" },
    question: {
      it: "In quale fase del rapporto di lavoro si trova?",
      en: "At which stage of the working relationship are you?",
    },
    children: [
      {
        key: "work-wz-inizio",
        title: {
          it: "Devo assumere una persona o avviare una collaborazione",
          en: "I need to hire someone or start a collaboration",
        },
        question: {
          it: "La persona lavorerà come dipendente o come collaboratore autonomo?",
          en: "Will the person work as an employee or as an independent collaborator?",
        },
        children: [
          {
            key: "work-wz-dipendente",
            title: { it: "Come dipendente", en: "As an employee" },
            question: {
              it: "Che tipo di assunzione le serve?",
              en: "What kind of hiring do you need?",
            },
            children: [
              {
                key: "work-wz-dip-stabile",
                title: {
                  it: "Stabile, senza scadenza e a tempo pieno",
                  en: "Permanent, with no end date, full-time",
                },
                templates: [
                  "assunzione-tempo-indeterminato",
                  "lettera-assunzione-prova",
                  "employment-contract-en",
                ],
              },
              {
                key: "work-wz-dip-termine",
                title: {
                  it: "Per un periodo limitato, con una data di fine",
                  en: "For a limited period, with an end date",
                },
                templates: ["assunzione-tempo-determinato", "fixed-term-employment-en"],
              },
              {
                key: "work-wz-dip-ridotto",
                title: {
                  it: "Con un orario ridotto (part-time)",
                  en: "With reduced hours (part-time)",
                },
                templates: ["lavoro-part-time"],
              },
              {
                key: "work-wz-dip-domestico",
                title: {
                  it: "In famiglia, come colf, badante o babysitter",
                  en: "In a household, as a housekeeper, carer or babysitter",
                },
                templates: ["lavoro-domestico"],
              },
              {
                key: "work-wz-dip-chiamata",
                title: {
                  it: "A chiamata, solo quando serve (lavoro intermittente)",
                  en: "On call, only when needed (intermittent work)",
                },
                templates: ["lavoro-intermittente"],
              },
              {
                key: "work-wz-dip-giovane",
                title: {
                  it: "Un giovane tra 18 e 29 anni da formare per un mestiere",
                  en: "A young person aged 18 to 29 to be trained for a trade",
                },
                templates: ["apprendistato-professionalizzante"],
              },
            ],
          },
          {
            key: "work-wz-tirocinio",
            title: {
              it: "Come tirocinante, in un percorso di formazione che non è un rapporto di lavoro",
              en: "As a trainee, on a training path that is not employment",
            },
            templates: ["tirocinio-extracurricolare"],
          },
          {
            key: "work-wz-occasionale",
            title: {
              it: "Come lavoratore autonomo occasionale, per un singolo lavoro",
              en: "As an occasional self-employed worker, for a single job",
            },
            templates: ["prestazione-occasionale"],
          },
          {
            key: "work-wz-collaboratore",
            title: {
              it: "Come collaboratore, senza vincolo di subordinazione",
              en: "As a collaborator, without being an employee",
            },
            question: {
              it: "Chi decide orari, luogo e modalità di svolgimento del lavoro?",
              en: "Who decides working hours, place and how the work is done?",
            },
            children: [
              {
                key: "work-wz-coll-autonomo",
                title: {
                  it: "Il collaboratore, nel rispetto del coordinamento concordato con noi",
                  en: "The collaborator, within the coordination agreed with us",
                },
                templates: ["collaborazione-coordinata-continuativa"],
              },
              {
                key: "work-wz-coll-organizzato",
                title: {
                  it: "L'azienda, che fissa orari, turni e istruzioni",
                  en: "The company, which sets hours, shifts and instructions",
                },
                templates: ["assunzione-tempo-indeterminato", "assunzione-tempo-determinato"],
              },
            ],
          },
        ],
      },
      {
        key: "work-wz-gestione",
        title: {
          it: "Devo gestire o chiudere un rapporto di lavoro in corso",
          en: "I need to manage or end an ongoing employment relationship",
        },
        question: {
          it: "Che cosa vuole fare?",
          en: "What do you want to do?",
        },
        children: [
          {
            key: "work-wz-modifica",
            title: {
              it: "Modificare o integrare le condizioni del rapporto",
              en: "Change or supplement the terms of employment",
            },
            question: {
              it: "Quale modifica le serve?",
              en: "Which change do you need?",
            },
            children: [
              {
                key: "work-wz-mod-agile",
                title: {
                  it: "Far lavorare il dipendente anche da remoto (lavoro agile)",
                  en: "Let the employee also work remotely (smart working)",
                },
                templates: ["lavoro-agile", "smart-working-en"],
              },
              {
                key: "work-wz-mod-proroga",
                title: {
                  it: "Prolungare un contratto a termine prima che scada",
                  en: "Extend a fixed-term contract before it ends",
                },
                templates: ["proroga-tempo-determinato"],
              },
              {
                key: "work-wz-mod-distacco",
                title: {
                  it: "Mandare temporaneamente il dipendente a lavorare presso un'altra impresa",
                  en: "Send the employee to work temporarily for another company",
                },
                templates: ["lettera-distacco"],
              },
              {
                key: "work-wz-mod-orario",
                title: {
                  it: "Ridurre l'orario, passando al part-time",
                  en: "Reduce working hours by switching to part-time",
                },
                templates: ["lavoro-part-time"],
              },
              {
                key: "work-wz-mod-tempo-pieno",
                title: {
                  it: "Aumentare l'orario, passando dal part-time al tempo pieno",
                  en: "Increase working hours by switching from part-time to full-time",
                },
                templates: ["trasformazione-tempo-pieno"],
              },
              {
                key: "work-wz-mod-concorrenza",
                title: {
                  it: "Impedire al dipendente di lavorare per un concorrente dopo la fine del rapporto",
                  en: "Prevent the employee from working for a competitor after leaving",
                },
                templates: ["patto-non-concorrenza"],
              },
            ],
          },
          {
            key: "work-wz-fine",
            title: {
              it: "Chiudere il rapporto di lavoro",
              en: "End the employment relationship",
            },
            question: {
              it: "Per quale ragione o con quale accordo?",
              en: "For what reason, or with what agreement?",
            },
            children: [
              {
                key: "work-wz-fine-gmo",
                title: {
                  it: "Per ragioni economiche, organizzative o produttive dell'azienda",
                  en: "For economic, organisational or production reasons of the company",
                },
                templates: ["licenziamento-giustificato-motivo-oggettivo"],
              },
              {
                key: "work-wz-fine-dimissioni",
                title: {
                  it: "Per le dimissioni del lavoratore per giusta causa",
                  en: "By the employee's resignation for just cause",
                },
                templates: ["dimissioni-giusta-causa"],
              },
              {
                key: "work-wz-fine-conciliazione",
                title: {
                  it: "Con un accordo che chiude ogni controversia, firmato in sede protetta",
                  en: "With an agreement settling every dispute, signed in a protected venue",
                },
                templates: ["conciliazione-sede-protetta"],
              },
              {
                key: "work-wz-fine-concorrenza",
                title: {
                  it: "Con un impegno di non concorrenza del lavoratore che esce",
                  en: "With a non-compete undertaking by the departing employee",
                },
                templates: ["patto-non-concorrenza"],
              },
            ],
          },
        ],
      },
    ],
  },
  synonyms: [
    { language: "it", terms: ["contratto di lavoro", "contratto di assunzione", "lettera di assunzione"] },
    { language: "it", terms: ["assunzione", "assumere", "ingaggio"] },
    { language: "it", terms: ["tempo indeterminato", "posto fisso", "contratto stabile"] },
    { language: "it", terms: ["tempo determinato", "contratto a termine", "contratto a scadenza"] },
    { language: "it", terms: ["proroga", "prolungamento", "estensione del termine"] },
    { language: "it", terms: ["tempo pieno", "full time", "orario pieno"] },
    { language: "it", terms: ["lavoro agile", "smart working"] },
    { language: "it", terms: ["dimissioni", "lettera di dimissioni", "licenziarsi"] },
    { language: "it", terms: ["lavoro intermittente", "lavoro a chiamata", "job on call"] },
    { language: "it", terms: ["lavoro domestico", "colf", "badante", "collaboratrice domestica"] },
    { language: "it", terms: ["tirocinio", "stage", "tirocinio formativo"] },
    {
      language: "it",
      terms: ["conciliazione sindacale", "verbale di conciliazione", "conciliazione in sede protetta"],
    },
    {
      language: "it",
      terms: [
        "prestazione occasionale",
        "lavoro occasionale",
        "collaborazione occasionale",
        "ritenuta d'acconto",
      ],
    },
    { language: "it", terms: ["part-time", "part time", "tempo parziale", "orario ridotto"] },
    { language: "it", terms: ["apprendistato", "contratto di apprendistato", "contratto di mestiere"] },
    {
      language: "it",
      terms: [
        "co.co.co.",
        "cococo",
        "collaborazione coordinata e continuativa",
        "contratto di collaborazione",
      ],
    },
    {
      language: "it",
      terms: [
        "patto di non concorrenza",
        "clausola di non concorrenza",
        "vincolo di non concorrenza",
        "non competition",
      ],
    },
    { language: "it", terms: ["licenziamento", "lettera di licenziamento", "recesso del datore di lavoro"] },
    {
      language: "it",
      terms: ["giustificato motivo oggettivo", "licenziamento economico", "gmo", "soppressione del posto"],
    },
    { language: "it", terms: ["distacco", "comando", "prestito di personale", "distaccamento"] },
    { language: "it", terms: ["datore di lavoro", "azienda", "impresa", "principale"] },
    { language: "it", terms: ["lavoratore", "dipendente", "prestatore di lavoro", "lavoratore subordinato"] },
    { language: "it", terms: ["retribuzione", "stipendio", "paga", "salario"] },
    {
      language: "it",
      terms: [
        "ccnl",
        "contratto collettivo",
        "contratto nazionale",
        "contratto collettivo nazionale di lavoro",
      ],
    },
    { language: "it", terms: ["periodo di prova", "patto di prova", "prova"] },
    { language: "it", terms: ["preavviso", "periodo di preavviso", "indennità sostitutiva del preavviso"] },
    { language: "it", terms: ["tfr", "trattamento di fine rapporto", "liquidazione", "buonuscita"] },
    { language: "it", terms: ["mansioni", "compiti", "inquadramento", "qualifica"] },
    { language: "it", terms: ["proroga", "prolungamento del contratto", "estensione del termine"] },
    { language: "it", terms: ["causale", "condizione", "motivazione del termine"] },
    { language: "it", terms: ["clausola elastica", "variazione dell'orario", "flessibilità dell'orario"] },
    { language: "it", terms: ["lavoro supplementare", "ore supplementari", "ore aggiuntive"] },
    {
      language: "it",
      terms: ["comunicazione obbligatoria", "unilav", "comunicazione al centro per l'impiego"],
    },
    { language: "it", terms: ["naspi", "disoccupazione", "indennità di disoccupazione"] },
    { language: "it", terms: ["ticket licenziamento", "ticket naspi", "contributo di licenziamento"] },
    { language: "it", terms: ["tutor aziendale", "referente aziendale", "tutore"] },
    { language: "it", terms: ["piano formativo individuale", "pfi", "piano formativo"] },
    {
      language: "it",
      terms: ["gestione separata", "gestione separata inps", "contributi dei collaboratori"],
    },
    { language: "it", terms: ["lavoro agile", "smart working", "lavoro da remoto"] },
    {
      language: "it",
      terms: ["decreto trasparenza", "informativa al lavoratore", "informazioni sul rapporto di lavoro"],
    },
    {
      language: "en",
      terms: ["employment contract", "employment agreement", "contract of employment", "job contract"],
    },
    { language: "en", terms: ["permanent contract", "open-ended contract", "indefinite-term contract"] },
    { language: "en", terms: ["probation", "probationary period", "trial period"] },
    { language: "en", terms: ["salary", "pay", "wage", "remuneration"] },
    { language: "en", terms: ["notice period", "notice", "termination notice"] },
    { language: "en", terms: ["collective agreement", "ccnl", "collective bargaining agreement"] },
    { language: "en", terms: ["severance pay", "tfr", "end-of-service allowance"] },
  ],
  templates: [
    assunzioneTempoIndeterminato,
    assunzioneTempoDeterminato,
    lavoroPartTime,
    apprendistatoProfessionalizzante,
    collaborazioneCoordinataContinuativa,
    pattoNonConcorrenza,
    licenziamentoGiustificatoMotivoOggettivo,
    letteraDistacco,
    prorogaTempoDeterminato,
    prestazioneOccasionale,
    trasformazioneTempoPieno,
    lavoroAgile,
    dimissioniGiustaCausa,
    lavoroIntermittente,
    conciliazioneSedeProtetta,
    letteraAssunzioneProva,
    lavoroDomestico,
    tirocinioExtracurricolare,
    smartWorkingEn,
    employmentContractEn,
    fixedTermEmploymentEn,
  ],
};

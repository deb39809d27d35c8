import type { Module } from "@app/contracts";

export interface SeedAgendaAppointment {
  title: string;
  description: string;
  /** Rome wall time `YYYY-MM-DDTHH:MM`, or a day `YYYY-MM-DD` for an all-day one. */
  start: string;
  end: string;
  place?: string;
}

export interface SeedAgenda {
  key: string;
  name: string;
  colour: string;
  description: string;
  modules: Module[];
  appointments: SeedAgendaAppointment[];
}

/**
 * The editors' published agendas of the demo (issue 17): deadlines the law sets on fixed days of
 * the coming months, each with its source, and the publisher's webinars. All-day deadlines end
 * the day after (exclusive), as iCalendar writes them.
 */
export const seedAgendas: SeedAgenda[] = [
  {
    key: "scadenze-civili-fiscali",
    name: "Scadenze civili e fiscali",
    colour: "#c2255c",
    description: "Le scadenze di legge che toccano contratti e immobili, a cura della redazione.",
    modules: ["civil_commercial"],
    appointments: [
      {
        title: "IMU: versamento del saldo 2026",
        description:
          "Termine per il versamento della seconda rata (saldo) dell'imposta municipale propria per il 2026 (art. 1, comma 762, L. 27 dicembre 2019, n. 160).",
        start: "2026-12-16",
        end: "2026-12-17",
      },
      {
        title: "Nuovo saggio degli interessi legali",
        description:
          "Dal 1° gennaio si applica il saggio degli interessi legali fissato con decreto del Ministro dell'economia e delle finanze (art. 1284, primo comma, c.c.): aggiornare i calcoli degli interessi e le clausole che vi rinviano.",
        start: "2027-01-01",
        end: "2027-01-02",
      },
    ],
  },
  {
    key: "scadenze-lavoro",
    name: "Scadenze del lavoro",
    colour: "#e8590c",
    description: "Gli adempimenti periodici del datore di lavoro, a cura della redazione.",
    modules: ["work"],
    appointments: [
      {
        title: "INAIL: autoliquidazione dei premi",
        description:
          "Termine per il pagamento del premio assicurativo INAIL in autoliquidazione (regolazione 2026 e rata anticipata 2027), ai sensi dell'art. 28 del D.P.R. 30 giugno 1965, n. 1124.",
        start: "2027-02-16",
        end: "2027-02-17",
      },
      {
        title: "Certificazione Unica 2027: consegna ai percettori",
        description:
          "Termine per consegnare ai lavoratori dipendenti e agli altri percettori la Certificazione Unica dei redditi 2026 e per trasmetterla all'Agenzia delle Entrate (art. 4, commi 6-ter e 6-quater, D.P.R. 22 luglio 1998, n. 322).",
        start: "2027-03-16",
        end: "2027-03-17",
      },
    ],
  },
  {
    key: "webinar-redazione",
    name: "Webinar della redazione",
    colour: "#1c7ed6",
    description: "Gli incontri online con gli autori dei modelli, gratuiti per gli abbonati.",
    modules: ["civil_commercial", "work"],
    appointments: [
      {
        title: "Webinar: novità sul contratto di locazione",
        description:
          "Locazione abitativa e ad uso diverso: durata, rinnovo e disdetta (L. 392/1978 e L. 431/1998), canone concordato e registrazione. Con domande dei partecipanti.",
        start: "2027-01-21T16:00",
        end: "2027-01-21T17:30",
        place: "Online (il collegamento arriva per e-mail agli iscritti)",
      },
      {
        title: "Webinar: l'accordo individuale di lavoro agile",
        description:
          "Contenuto dell'accordo (artt. 18-23 L. 22 maggio 2017, n. 81), recesso, diritto alla disconnessione e comunicazione obbligatoria.",
        start: "2027-02-11T16:00",
        end: "2027-02-11T17:30",
        place: "Online (il collegamento arriva per e-mail agli iscritti)",
      },
    ],
  },
];

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authHeader, createTestApp, type TestApp } from "../../../test/test-app";

// Issue 20: the catalogue's templates are found as a customer looks for them: by the words they
// would type (title, synonyms, body) and under their category.
let t: TestApp;
let token: string;
const C = "/api/agreement/customer";

async function titles(url: string): Promise<string[]> {
  const response = await t.app.inject({ method: "GET", url, headers: authHeader(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().results.map((row: { title: string }) => row.title);
}

beforeAll(async () => {
  t = await createTestApp({}, { demoCatalogue: true });
  token = await t.login("demo-customer");
});
afterAll(() => t.close());

describe("the commercial lease", () => {
  const title = "Contratto di locazione ad uso diverso dall'abitativo (6+6)";

  it("is listed under the commercial leases, not the residential ones", async () => {
    const nodesOf = async (url: string) =>
      (await t.app.inject({ method: "GET", url, headers: authHeader(token) })).json().results as {
        id: number;
        title: string;
      }[];
    const roots = await nodesOf(`${C}/category/root-nodes-list/?no_page=no_page`);
    const nodes = (
      await Promise.all(
        roots.map((root) => nodesOf(`${C}/category/${root.id}/descendant-nodes-list/?no_page=no_page`)),
      )
    ).flat();
    const id = (name: string) => nodes.find((node) => node.title === name)?.id;
    expect(
      await titles(
        `${C}/template/list/?no_page=no_page&filter__category=${id("Locazioni commerciali e professionali")}`,
      ),
    ).toEqual(["Commercial Lease Agreement (Italian law, 6+6 years)", title]);
    expect(
      await titles(`${C}/template/list/?no_page=no_page&filter__category=${id("Locazioni abitative")}`),
    ).not.toContain(title);
  });
});

type WizardNode = { id: number; title: string; question: string | null; templates: { title: string }[] };

/** The wizard walked as a customer answers it: each answer's node, then its children. */
async function wizardPath(answers: string[]): Promise<WizardNode> {
  const call = async (url: string) =>
    (await t.app.inject({ method: "GET", url, headers: authHeader(token) })).json().results as WizardNode[];
  let nodes = await call(`${C}/wizard/root-nodes-list/`);
  let node: WizardNode | undefined;
  for (const answer of answers) {
    node = nodes.find((n) => n.title === answer);
    if (!node) throw new Error(`no answer «${answer}» among ${nodes.map((n) => n.title).join(" | ")}`);
    nodes = await call(`${C}/wizard/${node.id}/children-nodes-list/`);
  }
  return node as WizardNode;
}

const CIVIL = "Contratti civili e commerciali";
const MONEY = "Un prestito di denaro, un debito da pagare o una lite da chiudere";
const SUPPLY = "La vendita o la fornitura di beni, un'opera o un incarico a un professionista";
const WORK = "Contratti di lavoro";
const ONGOING = "Devo gestire o chiudere un rapporto di lavoro in corso";
const CHANGE = "Modificare o integrare le condizioni del rapporto";

/** Each new template, the words a customer would type for it, and the wizard's answers to it. */
const REACH = [
  {
    title: "Contratto di locazione ad uso diverso dall'abitativo (6+6)",
    words: ["affitto negozio", "locazione commerciale", "avviamento", "392/1978"],
    answers: [
      CIVIL,
      "L'uso di un immobile (casa, appartamento, ufficio)",
      "Sì, paga un canone periodico",
      "Per un'attività d'impresa o professionale (negozio, ufficio, laboratorio, capannone)",
    ],
  },
  {
    title: "Contratto di mutuo tra privati",
    words: ["prestito di denaro", "mutuo infruttifero", "finanziamento"],
    answers: [CIVIL, MONEY, "Una somma prestata, da restituire"],
  },
  {
    title: "Riconoscimento di debito e piano di rientro",
    words: ["piano di rientro", "rateizzazione", "ricognizione di debito"],
    answers: [CIVIL, MONEY, "Un debito scaduto da riconoscere e pagare a rate"],
  },
  {
    title: "Accordo transattivo",
    words: ["saldo e stralcio", "transazione", "reciproche concessioni"],
    answers: [CIVIL, MONEY, "Una contestazione da chiudere con reciproche concessioni"],
  },
  {
    title: "Proroga del contratto di lavoro a tempo determinato",
    words: ["proroga contratto a termine", "prolungamento", "decreto dignità"],
    answers: [WORK, ONGOING, CHANGE, "Prolungare un contratto a termine prima che scada"],
  },
  {
    title: "Contratto di prestazione d'opera occasionale",
    words: ["lavoro occasionale", "ritenuta d'acconto", "2222"],
    answers: [
      WORK,
      "Devo assumere una persona o avviare una collaborazione",
      "Come lavoratore autonomo occasionale, per un singolo lavoro",
    ],
  },
  {
    title: "Trasformazione del rapporto di lavoro da tempo parziale a tempo pieno",
    words: ["da part-time a full-time", "passaggio a tempo pieno", "orario pieno"],
    answers: [WORK, ONGOING, CHANGE, "Aumentare l'orario, passando dal part-time al tempo pieno"],
  },
  {
    title: "Contratto di appalto di opere",
    words: ["appalto", "lavori edili", "stato di avanzamento lavori"],
    answers: [CIVIL, SUPPLY, "Un'opera da realizzare: lavori edili, impianti, manutenzioni"],
  },
  {
    title: "Contratto di fornitura continuativa (somministrazione)",
    words: ["contratto di fornitura", "somministrazione", "forniture periodiche"],
    answers: [CIVIL, SUPPLY, "Forniture ripetute di beni nel tempo, su ordinazione"],
  },
  {
    title: "Contratto di cessione di credito",
    words: ["cessione del credito", "pro soluto", "debitore ceduto"],
    answers: [CIVIL, MONEY, "Un credito da trasferire a un'altra persona o impresa"],
  },
  {
    title: "Accordo individuale di lavoro agile (smart working)",
    words: ["smart working", "lavoro da remoto", "disconnessione"],
    answers: [WORK, ONGOING, CHANGE, "Far lavorare il dipendente anche da remoto (lavoro agile)"],
  },
  {
    title: "Lettera di dimissioni per giusta causa",
    words: ["dimissioni", "giusta causa", "stipendi non pagati"],
    answers: [
      WORK,
      ONGOING,
      "Chiudere il rapporto di lavoro",
      "Per le dimissioni del lavoratore per giusta causa",
    ],
  },
  {
    title: "Contratto di lavoro intermittente (a chiamata)",
    words: ["lavoro a chiamata", "job on call", "indennità di disponibilità"],
    answers: [
      WORK,
      "Devo assumere una persona o avviare una collaborazione",
      "Come dipendente",
      "A chiamata, solo quando serve (lavoro intermittente)",
    ],
  },
  {
    title: "Fixed-Term Employment Contract (Italian law)",
    words: ["fixed-term contract", "contratto a termine in inglese"],
    answers: [
      WORK,
      "Devo assumere una persona o avviare una collaborazione",
      "Come dipendente",
      "Per un periodo limitato, con una data di fine",
    ],
  },
  {
    title: "Professional Services Agreement (Italian law)",
    words: ["services agreement", "engagement letter", "incarico professionale in inglese"],
    answers: [
      CIVIL,
      SUPPLY,
      "Una prestazione intellettuale: consulenza, progetto, assistenza",
      "No, svolge soltanto la prestazione professionale",
    ],
  },
  {
    title: "Verbale di conciliazione in sede protetta (art. 2113 c.c.)",
    words: ["conciliazione sindacale", "incentivo all'esodo", "sede protetta"],
    answers: [
      WORK,
      ONGOING,
      "Chiudere il rapporto di lavoro",
      "Con un accordo che chiude ogni controversia, firmato in sede protetta",
    ],
  },
  {
    title: "Contratto di noleggio di beni strumentali",
    words: ["noleggio macchinari", "noleggio operativo", "renting"],
    answers: [CIVIL, SUPPLY, "L'uso temporaneo di macchinari o attrezzature, a noleggio"],
  },
  {
    title: "Contratto preliminare di compravendita immobiliare",
    words: ["compromesso", "caparra confirmatoria", "rogito"],
    answers: [CIVIL, "L'acquisto o la vendita di una casa o di un altro immobile"],
  },
  {
    title: "Contratto di licenza d'uso di software",
    words: ["licenza software", "EULA", "programma per elaboratore"],
    answers: [
      CIVIL,
      "La collaborazione con un'altra impresa o persona",
      "Concedo o ricevo in uso un software",
    ],
  },
  {
    title: "Commercial Lease Agreement (Italian law, 6+6 years)",
    words: ["commercial lease", "shop lease", "locazione commerciale in inglese"],
    answers: [
      CIVIL,
      "L'uso di un immobile (casa, appartamento, ufficio)",
      "Sì, paga un canone periodico",
      "Per un'attività d'impresa o professionale (negozio, ufficio, laboratorio, capannone)",
    ],
  },
  {
    title: "Lettera di assunzione con periodo di prova",
    words: ["lettera di assunzione", "patto di prova", "offerta di lavoro"],
    answers: [
      WORK,
      "Devo assumere una persona o avviare una collaborazione",
      "Come dipendente",
      "Stabile, senza scadenza e a tempo pieno",
    ],
  },
  {
    title: "Contratto di lavoro domestico (colf, badante, babysitter)",
    words: ["colf", "badante", "babysitter"],
    answers: [
      WORK,
      "Devo assumere una persona o avviare una collaborazione",
      "Come dipendente",
      "In famiglia, come colf, badante o babysitter",
    ],
  },
  {
    title: "Progetto formativo di tirocinio extracurricolare",
    words: ["tirocinio", "stage", "tutor aziendale"],
    answers: [
      WORK,
      "Devo assumere una persona o avviare una collaborazione",
      "Come tirocinante, in un percorso di formazione che non è un rapporto di lavoro",
    ],
  },
  {
    title: "Smart Working Agreement (Italian law)",
    words: ["remote work", "right to disconnect", "lavoro agile in inglese"],
    answers: [WORK, ONGOING, CHANGE, "Far lavorare il dipendente anche da remoto (lavoro agile)"],
  },
  {
    title: "Contratto di procacciamento d'affari",
    words: ["procacciatore d'affari", "segnalatore", "segnalazione di clienti"],
    answers: [
      CIVIL,
      "La collaborazione con un'altra impresa o persona",
      "Qualcuno procura o conclude affari per mio conto",
      "Occasionalmente, segnalandomi clienti senza obblighi né zona",
    ],
  },
  {
    title: "Contratto di locazione abitativa a canone concordato (3+2)",
    words: ["canone concordato", "tre più due", "accordo territoriale"],
    answers: [
      CIVIL,
      "L'uso di un immobile (casa, appartamento, ufficio)",
      "Sì, paga un canone periodico",
      "Per abitarci, con il canone concordato dell'accordo territoriale e le sue agevolazioni fiscali",
    ],
  },
];

describe("every new template is found by search and by the guided search in at most four answers", () => {
  for (const { title, words, answers } of REACH) {
    it(title, async () => {
      for (const word of words)
        expect(
          await titles(`${C}/template/list/?no_page=no_page&free_filter__=${encodeURIComponent(word)}`),
          word,
        ).toContain(title);
      expect(answers.length).toBeLessThanOrEqual(4);
      const leaf = await wizardPath(answers);
      expect(leaf.templates.map((template) => template.title)).toContain(title);
    });
  }
});

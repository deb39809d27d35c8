// A large, realistic-looking catalogue for the search bench: titles, keywords and bodies
// assembled from Italian contract vocabulary, deterministic (same seed, same catalogue).
import type { Module } from "@app/contracts";

const kinds = ["Contratto di", "Accordo di", "Scrittura privata di", "Lettera di", "Patto di", "Atto di"];
const objects: [string, Module][] = [
  ["locazione", "civil_commercial"],
  ["comodato", "civil_commercial"],
  ["compravendita", "civil_commercial"],
  ["agenzia", "civil_commercial"],
  ["mandato", "civil_commercial"],
  ["fornitura", "civil_commercial"],
  ["appalto", "civil_commercial"],
  ["somministrazione", "civil_commercial"],
  ["distribuzione", "civil_commercial"],
  ["franchising", "civil_commercial"],
  ["riservatezza", "civil_commercial"],
  ["prestazione d'opera", "civil_commercial"],
  ["assunzione", "work"],
  ["collaborazione", "work"],
  ["apprendistato", "work"],
  ["distacco", "work"],
  ["licenziamento", "work"],
  ["trasferimento", "work"],
  ["non concorrenza", "work"],
  ["lavoro intermittente", "work"],
];
const qualifiers = [
  "ad uso abitativo",
  "ad uso commerciale",
  "transitorio",
  "a tempo determinato",
  "a tempo indeterminato",
  "con patto di prova",
  "tra imprese",
  "con clausola penale",
  "internazionale",
  "per studenti universitari",
  "di beni mobili",
  "di servizi informatici",
  "in esclusiva",
  "con garanzia",
];
const words = (
  "parte conduttore locatore immobile canone deposito cauzionale durata recesso rinnovo registrazione " +
  "corrispettivo pagamento fattura consegna garanzia vizi risoluzione inadempimento penale foro competente " +
  "lavoratore datore retribuzione mansioni orario ferie preavviso trattamento fine rapporto contratto collettivo " +
  "riservatezza informazioni segreto commerciale territorio provvigioni clientela esclusiva obblighi responsabilità"
).split(" ");

function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

// A lexicon of 5,000 filler words, so bodies differ the way real ones do: each template uses a
// few legal terms of the common pool and many words of its own.
const syllables = "ba ce di fo lu ma ne pi ro su ta ve zi co ra le mi no gu sa".split(" ");
function lexicon(next: () => number) {
  return Array.from({ length: 5000 }, () =>
    Array.from(
      { length: 3 + Math.floor(next() * 2) },
      () => syllables[Math.floor(next() * syllables.length)],
    ).join(""),
  );
}

export function* generateTemplates(count: number) {
  const next = random(42);
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)] as T;
  const filler = lexicon(next);
  for (let i = 0; i < count; i++) {
    const [object, module] = pick(objects);
    const title = `${pick(kinds)} ${object} ${pick(qualifiers)} n. ${i + 1}`;
    const legal = Array.from({ length: 6 }, () => pick(words));
    const sentence = () =>
      Array.from({ length: 14 }, () => (next() < 0.15 ? pick(legal) : pick(filler))).join(" ");
    const clauses = Array.from(
      { length: 12 },
      () => `<li><p><strong>${pick(words)}.</strong> ${sentence()}. ${sentence()}.</p></li>`,
    );
    yield {
      title,
      language: (i % 10 === 0 ? "en" : "it") as "it" | "en",
      module,
      status: "public" as const,
      keywords: Array.from({ length: 5 }, () => pick(words)),
      body: `<h1>${title}</h1><ol>${clauses.join("")}</ol>`,
      discipline: `<p>${sentence()}.</p>`,
    };
  }
}

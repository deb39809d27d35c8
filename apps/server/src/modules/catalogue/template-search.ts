/** Lower-case, accents off, only letters/digits/spaces: the form terms are compared in. */
export function normaliseSearchText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/**
 * The free search as `to_tsquery` text, e.g. `(affitto | locazione) & (abitativa:* | abitativo)`:
 * one text for every configuration, each template's language stems it its own way
 * (template.repository.ts). Words are `[a-z0-9]` only (a duration's «+4» aside: `queryWords`), so
 * they cannot carry tsquery syntax.
 * With `similarTo`, the text stops inside the last word's alternatives: the database adds the
 * known words closest to it by trigram similarity and closes the parenthesis.
 */
export interface TemplateSearch {
  text: string;
  similarTo: string | null;
}

/** One alternative of a query part: a word or several, optionally a prefix. */
interface Alternative {
  text: string;
  prefix: boolean;
}

/**
 * An alternative in tsquery syntax. A multi-word term matches all its words, not the phrase: a
 * phrase needs positions, which the index does not hold, so every candidate's vector would be
 * read back (≈ 10 ms more per multi-word synonym over thousands of candidates). Titles that hold
 * the words rank first. Stop words ("di") are dropped by `to_tsquery` itself.
 */
function tsqueryOf({ text, prefix }: Alternative): string {
  const words = text.split(" ");
  if (prefix) return `${text}:*`; // the prefix of the stemmed word: "locaz" finds "locazione"
  return words.length === 1 ? text : `(${words.join(" & ")})`;
}

/**
 * Builds the free search of templates. Each word of the query must match (AND), in any of its
 * forms (OR): the word itself (stemmed), its synonyms (editor-maintained groups, multi-word
 * terms too, normalised: synonym-cache.ts), and, for the last word as the user is still typing
 * it, a prefix and the closest known words by trigram similarity (so "locazoine" still finds
 * "locazione"; added by the database, template.repository.ts).
 */
export function buildTemplateSearch(synonymGroups: string[][], rawQuery: string): TemplateSearch | null {
  const words = queryWords(rawQuery);
  if (!words.length) return null;
  const lastWord = words.at(-1) ?? "";
  const candidates = new Set(candidateTerms(words));
  const normalisedGroups = synonymGroups.filter((terms) => terms.some((term) => candidates.has(term)));

  // Cover the query left to right with the longest synonym term that matches there.
  const parts: Alternative[][] = [];
  for (let i = 0; i < words.length; ) {
    let matched = 0;
    let alternatives: Alternative[] = [];
    for (const terms of normalisedGroups) {
      for (const term of terms) {
        const length = term.split(" ").length;
        if (length > matched && words.slice(i, i + length).join(" ") === term) {
          matched = length;
          alternatives = terms.map((text) => ({ text, prefix: false }));
        }
      }
    }
    if (matched === 0) {
      matched = 1;
      alternatives = [{ text: words[i] ?? "", prefix: false }];
    }
    parts.push(alternatives);
    i += matched;
  }

  const last = parts.at(-1);
  let similarTo: string | null = null;
  // «+4» ends a duration typed whole: it is not the start of a longer word.
  if (last && last.length === 1 && lastWord.length >= 2 && !lastWord.startsWith("+")) {
    // The prefix of the stemmed word also matches the word itself.
    last[0] = { text: lastWord, prefix: true };
    if (lastWord.length >= 4) similarTo = lastWord;
  }
  const text = parts.map((alternatives) => `(${alternatives.map(tsqueryOf).join(" | ")})`).join(" & ");
  return similarTo === null ? { text, similarTo } : { text: text.slice(0, -1), similarTo };
}

/** The plus of «4+4», «3 + 2», «6+6»: the durations leases are known by. */
const DURATION_PLUS = /(?<=\d)\s*\+\s*(?=\d)/;

/**
 * The query's words, normalised. A duration («4+4») is read as the text search reads it in the
 * templates, «4» then «+4» (PostgreSQL's parser takes «+4» for a signed number): a plain «4» is in
 * almost every body (an article, a date), «+4» only where «4+4» is written (issue 44: «4+4» found
 * 35 templates). The «+» precedes digits only, and is no tsquery operator.
 */
function queryWords(rawQuery: string): string[] {
  return rawQuery.split(DURATION_PLUS).flatMap((part, index) => {
    const words = normaliseSearchText(part).split(" ").filter(Boolean);
    return index > 0 && /^\d/.test(words[0] ?? "") ? [`+${words[0]}`, ...words.slice(1)] : words;
  });
}

/** Every run of 1-4 consecutive words: the synonym terms the query could contain. */
function candidateTerms(words: string[]): string[] {
  const terms = new Set<string>();
  for (let i = 0; i < words.length; i++) {
    for (let n = 1; n <= 4 && i + n <= words.length; n++) terms.add(words.slice(i, i + n).join(" "));
  }
  return [...terms];
}

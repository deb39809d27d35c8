import { arrayOverlaps, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { searchWords, synonyms } from "./template.table";

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
 * The query in each text-search configuration: a template is matched (and ranked) by the query
 * of its own language's configuration, `english` for English templates, `italian` for the rest.
 */
export interface TemplateSearch {
  italian: SQL;
  english: SQL;
}

/** One alternative of a query part: a word or phrase, optionally a prefix. */
interface Alternative {
  text: string;
  prefix: boolean;
}

function tsqueryOf(config: "italian" | "english", alternatives: Alternative[]): SQL {
  const parts = alternatives.map(({ text, prefix }) =>
    prefix
      ? // Safe: `text` is [a-z0-9] only; stemming the prefix keeps "locaz" matching "locazione".
        sql`to_tsquery(${config}::regconfig, ${`${text}:*`})`
      : // All the words, not the phrase: a phrase needs positions, which the index does not
        // hold, so every candidate's vector would be read back (≈ 10 ms more per multi-word
        // synonym over thousands of candidates). Titles that hold the words rank first.
        sql`plainto_tsquery(${config}::regconfig, ${text})`,
  );
  return sql`(${sql.join(parts, sql` || `)})`;
}

/**
 * Builds the free search of templates. Each word of the query must match (AND), in any of its
 * forms (OR): the word itself (stemmed), its synonyms (editor-maintained groups, multi-word
 * terms too), and, for the last word as the user is still typing it, a prefix and the closest
 * known words by trigram similarity (so "locazoine" still finds "locazione").
 */
export async function buildTemplateSearch(db: Database, rawQuery: string): Promise<TemplateSearch | null> {
  const query = normaliseSearchText(rawQuery);
  if (!query) return null;
  const words = query.split(" ");
  const groups = await db
    .select({ terms: synonyms.terms })
    .from(synonyms)
    .where(arrayOverlaps(synonyms.terms, candidateTerms(words)));
  const normalisedGroups = groups.map((g) => g.terms.map(normaliseSearchText));

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
  const lastWord = words.at(-1) ?? "";
  if (last && last.length === 1 && lastWord.length >= 2) {
    // The prefix of the stemmed word also matches the word itself.
    last[0] = { text: lastWord, prefix: true };
    if (lastWord.length >= 4) {
      const similar = await db
        .select({ word: searchWords.word })
        .from(searchWords)
        .where(sql`${searchWords.word} % ${lastWord}`)
        .orderBy(sql`similarity(${searchWords.word}, ${lastWord}) desc`)
        .limit(3);
      for (const { word } of similar) last.push({ text: word, prefix: false });
    }
  }

  const queryFor = (config: "italian" | "english") =>
    sql.join(
      parts.map((alternatives) => tsqueryOf(config, alternatives)),
      sql` && `,
    );
  return { italian: queryFor("italian"), english: queryFor("english") };
}

/** Every run of 1-4 consecutive words: the synonym terms the query could contain. */
function candidateTerms(words: string[]): string[] {
  const terms = new Set<string>();
  for (let i = 0; i < words.length; i++) {
    for (let n = 1; n <= 4 && i + n <= words.length; n++) terms.add(words.slice(i, i + n).join(" "));
  }
  return [...terms];
}

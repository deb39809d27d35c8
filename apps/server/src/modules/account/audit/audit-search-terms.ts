import { AUDIT_ACTIONS, AUDIT_SUBJECTS, auditActionLabel, type Language } from "@app/contracts";
import { containsPattern } from "../../../platform/list/list-query";
import type { AuditSearchTerms } from "./audit-search.statement";

// What the activity log's free search looks for, from the term and the screen's language: the
// codes its words name, the users' names, and the texts only when the term could be in one.

/** Text as a search compares it: lower case, without accents («attività» is found by «attivita»). */
const folded = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/** A code and its words as the screen shows them, folded. */
interface CodeWords {
  code: string;
  words: string;
}
const FOLDED_WORDS = new Map<
  Language,
  Record<"actions" | "subjects", CodeWords[]> & Record<"allCodes" | "allWords", string>
>();

/**
 * Each action's and each record kind's words, folded, per language: made once, as folding them
 * again on every search was most of its call's time in the server (1.2 ms of 1.6, issue 49 §4).
 */
function foldedWords(language: Language) {
  const found = FOLDED_WORDS.get(language);
  if (found) return found;
  const actions = AUDIT_ACTIONS.map((action) => ({
    code: action,
    words: folded(auditActionLabel(action, language)),
  }));
  const subjects = Object.entries(AUDIT_SUBJECTS).map(([subject, shown]) => ({
    code: subject,
    words: folded(shown[language]),
  }));
  const all = [...actions, ...subjects];
  const words = {
    actions,
    subjects,
    // Every code and every word in one text each: a term in none of them (a name, the
    // commonest search) is told by one search of each, not two for each of 90 codes.
    allCodes: all.map((entry) => entry.code).join("\n"),
    allWords: all.map((entry) => entry.words).join("\n"),
  };
  FOLDED_WORDS.set(language, words);
  return words;
}

/**
 * The codes whose words, as the screen shows them in `language`, or which themselves hold the
 * term: «Categoria» finds every `category.*` action and the `category` records, «creazione»
 * every creation, `login_f` the failed sign-ins.
 */
export function codesShownAs(term: string, language: Language) {
  const wanted = folded(term.trim());
  const code = term.trim().toLowerCase();
  const { actions, subjects, allCodes, allWords } = foldedWords(language);
  if (!allCodes.includes(code) && !allWords.includes(wanted)) return { actions: [], subjects: [] };
  const matching = (entries: CodeWords[]) =>
    entries
      .filter((entry) => entry.code.includes(code) || entry.words.includes(wanted))
      .map((entry) => entry.code);
  return { actions: matching(actions), subjects: matching(subjects) };
}

/**
 * Every character an event's own texts are written in: its address (IPv4's digits and dots,
 * IPv6's hexadecimal digits and colons, as Node writes them) and a deleted account's pseudonym
 * («utente-» and twelve hexadecimal digits, `auditPseudonym`), in either case as ILIKE reads them.
 */
export const OWN_TEXT_CHARACTERS = /^[0-9a-f.:utn-]*$/i;

/**
 * The pattern the texts are searched with, or null (no text matches) for a term of fewer than
 * three characters: the trigram index reads three at least, and without it such a rare term
 * would read the whole trail. The codes, their words and the users' names still find it. Null
 * too for a term with a character no address or pseudonym holds («demo», «Rossi», «accesso»):
 * it is in no text, and its search leaves out the texts' branch, a sixth of its statement.
 */
export const textPattern = (term: string) =>
  term.trim().length >= 3 && OWN_TEXT_CHARACTERS.test(term) ? containsPattern(term) : null;

/** What the free search looks for in `language`, as the prepared search takes it (audit-search.statement.ts). */
export function auditSearchTerms(term: string, language: Language): AuditSearchTerms {
  const shown = codesShownAs(term, language);
  return {
    actions: shown.actions.join(","),
    subjects: shown.subjects.join(","),
    actors: containsPattern(term),
    text: textPattern(term),
  };
}

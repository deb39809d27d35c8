import type { Database } from "../../db/client";
import { synonyms } from "./template.table";
import { normaliseSearchText } from "./template-search";

/** How long a loaded copy of the synonyms serves searches before it is reloaded in the background. */
const FRESH_MS = 30_000;

/**
 * The editors' synonym groups, normalised, held in memory: a search then costs one database round
 * trip, not two. The table is small (dozens of groups) and changes rarely; a change reaches every
 * instance within FRESH_MS. Stale copies keep serving while a reload runs, so no search waits on
 * it except the very first one.
 */
export function createSynonymCache(db: Database, freshMs = FRESH_MS) {
  let groups: string[][] | null = null;
  let loadedAt = 0;
  let loading: Promise<string[][]> | null = null;

  function load(): Promise<string[][]> {
    loading ??= db
      .select({ terms: synonyms.terms })
      .from(synonyms)
      .then((rows) => {
        groups = rows.map((row) => [...new Set(row.terms.map(normaliseSearchText))]);
        loadedAt = Date.now();
        return groups;
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  }

  return {
    async groups(): Promise<string[][]> {
      if (groups === null) return load();
      if (Date.now() - loadedAt > freshMs) load().catch(() => {}); // the stale copy serves meanwhile
      return groups;
    },
    /** After a change made by this instance: the next search sees it. */
    invalidate() {
      groups = null;
    },
  };
}

export type SynonymCache = ReturnType<typeof createSynonymCache>;

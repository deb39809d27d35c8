import type { Database } from "../../db/client";
import { synonyms } from "./template.table";
import { normaliseSearchText } from "./template-search";

/**
 * The editors' synonym groups, normalised, held in memory under the catalogue's version
 * (migration 0027, which a change to the synonyms moves on): a search costs no round trip for
 * them, and a search after a change never uses the old groups, on any instance. Calls that
 * arrive while a version loads share the load.
 */
export function createSynonymCache(db: Database) {
  let loaded: { version: number; groups: Promise<string[][]> } | null = null;

  function load(): Promise<string[][]> {
    return db
      .select({ terms: synonyms.terms })
      .from(synonyms)
      .then((rows) => rows.map((row) => [...new Set(row.terms.map(normaliseSearchText))]));
  }

  return {
    /** The catalogue version of the groups held, or null before the first search. */
    get version(): number | null {
      return loaded?.version ?? null;
    },
    /** The groups at `atVersion` of the catalogue, loaded once per version. */
    groups(atVersion: number): Promise<string[][]> {
      if (loaded?.version !== atVersion) {
        const groups = load();
        loaded = { version: atVersion, groups };
        // A failed load is not kept: the next search tries again.
        groups.catch(() => {
          if (loaded?.groups === groups) loaded = null;
        });
      }
      return loaded.groups;
    },
  };
}

import type { Language } from "@app/contracts";
import type { ListQueryInput } from "../../platform/list/list-query";
import { listPageCaches } from "../../platform/list/page-caches";

/** How many pages an instance keeps: the recent searches and category pages, a few MB at most. */
const MAX_PAGES = 500;
/** Larger pages (`no_page` over a large catalogue) are not kept: they would crowd out the rest. */
const MAX_ROWS = 100;

/**
 * The pages of the customer's template list and free search, kept in memory under the
 * catalogue's version (migration 0027). The pages are the same for every customer (the locks,
 * which are not, are read with the version at every call), and the catalogue changes only when
 * editors publish, while customers search all day: a kept page spares the search's statement,
 * the costliest of the call. A change moves the version as it commits, and the next call on any
 * instance reads the new version and drops the pages kept under the old one. Pages are kept in
 * the order last used; beyond MAX_PAGES the least recently used goes.
 */
export function createCataloguePageCache<TPage extends { rows: unknown[] }>(maxPages = MAX_PAGES) {
  let version = -1;
  const pages = new Map<string, TPage>();

  return {
    /** The page kept for `key` at `atVersion`, or undefined. A newer version empties the cache. */
    get(key: string, atVersion: number): TPage | undefined {
      if (!listPageCaches.enabled) return undefined;
      if (atVersion > version) {
        pages.clear();
        version = atVersion;
        return undefined;
      }
      const page = atVersion === version ? pages.get(key) : undefined;
      if (page) {
        pages.delete(key);
        pages.set(key, page);
      }
      return page;
    },
    /** Keeps a page read at `atVersion`, unless the catalogue has moved on meanwhile. */
    set(key: string, atVersion: number, page: TPage) {
      if (!listPageCaches.enabled || atVersion !== version || page.rows.length > MAX_ROWS) return;
      pages.set(key, page);
      if (pages.size > maxPages) pages.delete(pages.keys().next().value as string);
    },
    get size() {
      return pages.size;
    },
  };
}

/**
 * The key of a list call: the caller's language (the category titles are in it) and the
 * parameters with a value, in name order, so `?page=2&per_page=10` and `?per_page=10&page=2`
 * share a page. Empty parameters mean absent (the spec's `exclude__id=`).
 */
export function cataloguePageKey(language: Language, query: ListQueryInput): string {
  const present = Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== "")
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([language, present]);
}

/**
 * Whether the lists' pages kept in memory (decisions 0020, 0024) are used: `LIST_PAGE_CACHE`.
 * A process-wide operational switch, set once by the composition root before any call. The
 * caches come on top of a general path that meets the budget alone (issue 33); `api-bench` turns
 * them off to measure that path.
 */
let enabled = true;

export const listPageCaches = {
  get enabled() {
    return enabled;
  },
  set(value: boolean) {
    enabled = value;
  },
};

/**
 * Success notices close by themselves after 5 s, error notices after 10 s, long enough to read
 * two lines (issue 44: a notice that stays until closed is one that asks for an action). Apart
 * from lib/notify so the app shell can read it without loading the notice renderers.
 */
export const SUCCESS_AUTO_CLOSE_MS = 5000;
export const ERROR_AUTO_CLOSE_MS = 10_000;

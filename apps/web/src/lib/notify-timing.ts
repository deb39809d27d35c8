/**
 * Success notices close by themselves after 5 s; error notices stay until dismissed (spec §9).
 * Apart from lib/notify so the app shell can read it without loading the notice renderers.
 */
export const SUCCESS_AUTO_CLOSE_MS = 5000;

import { NETWORK_ERROR_STATUS } from "./api-error";

function collect(value: unknown, lines: string[]): void {
  if (value === null || value === undefined) return;
  if (Array.isArray(value)) {
    for (const item of value) collect(item, lines);
    return;
  }
  if (typeof value === "object") {
    for (const nested of Object.values(value)) collect(nested, lines);
    return;
  }
  const line = String(value);
  if (!lines.includes(line)) lines.push(line);
}

/**
 * What an error body says, in words: non_field_errors first, then every field's messages, each
 * once. The server's messages name their field by its label (issue 31), so a field's key (`code`,
 * `fields.2.slug`) is never shown: a user reads words, not keys (issue 44). `except` leaves out
 * the keys a form already shows beside its fields.
 */
export function errorBodyToLines(body: Record<string, unknown>, except: readonly string[] = []): string[] {
  const lines: string[] = [];
  collect(body.non_field_errors, lines);
  for (const [key, value] of Object.entries(body)) {
    if (key === "status_code" || key === "non_field_errors" || except.includes(key)) continue;
    collect(value, lines);
  }
  return lines;
}

/** The notification's own words for the answers that carry none worth showing. */
export interface ErrorNoticeTexts {
  /** The server was never reached (offline, DNS, time-out). */
  network: string;
  /** The spec's generic message (§8), for an answer with an empty body. */
  generic: string;
}

/**
 * What the 'Operation failed' notification lists for an error body, or null when it has nothing
 * to add: a call which never reached the server says so, an answer with nothing to list says
 * the generic message, and the messages a form shows beside its fields (`shownInline`) are not
 * repeated; when they were all it had to say, no notification is raised (issue 44).
 */
export function errorNoticeLines(
  body: Record<string, unknown>,
  texts: ErrorNoticeTexts,
  shownInline: readonly string[] = [],
): string[] | null {
  if (body.status_code === NETWORK_ERROR_STATUS) return [texts.network];
  const lines = errorBodyToLines(body, shownInline);
  if (lines.length > 0) return lines;
  const saidInline = shownInline.some((key) => errorBodyToLines({ [key]: body[key] }).length > 0);
  return saidInline ? null : [texts.generic];
}

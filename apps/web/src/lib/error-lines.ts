import { NETWORK_ERROR_STATUS } from "./api-error";

/** What the 'Operation failed' notification lists (spec §8). */
export interface ErrorLines {
  /** The status code, shown as the heading. */
  heading: string | null;
  /** non_field_errors as bare messages first, then `key: message` for every other key. */
  lines: string[];
}

function collect(prefix: string, value: unknown, lines: string[]): void {
  if (value === null || value === undefined) return;
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      // Arrays of messages keep the key; arrays of objects (nested rows) add the row index.
      if (typeof item === "object" && item !== null) collect(`${prefix}.${index}`, item, lines);
      else collect(prefix, item, lines);
    });
    return;
  }
  if (typeof value === "object") {
    for (const [key, nested] of Object.entries(value)) collect(`${prefix}.${key}`, nested, lines);
    return;
  }
  lines.push(`${prefix}: ${String(value)}`);
}

export function errorBodyToLines(body: Record<string, unknown>): ErrorLines {
  const lines: string[] = [];
  const nonField = body.non_field_errors;
  if (Array.isArray(nonField)) lines.push(...nonField.map(String));
  else if (typeof nonField === "string") lines.push(nonField);

  for (const [key, value] of Object.entries(body)) {
    if (key === "status_code" || key === "non_field_errors") continue;
    collect(key, value, lines);
  }
  const status = body.status_code;
  return { heading: status === undefined || status === null ? null : String(status), lines };
}

/** The notification's own words for the answers that carry none worth showing. */
export interface ErrorNoticeTexts {
  /** The server was never reached (offline, DNS, time-out). */
  network: string;
  /** The spec's generic message (§8), for an answer with an empty body. */
  generic: string;
}

/**
 * What the 'Operation failed' notification shows for an error body: the status heading and its
 * lines, except that a call which never reached the server says so instead of "Error 0", and an
 * answer with nothing to list says the spec's generic message under its status.
 */
export function errorNoticeLines(body: Record<string, unknown>, texts: ErrorNoticeTexts): ErrorLines {
  if (body.status_code === NETWORK_ERROR_STATUS) return { heading: null, lines: [texts.network] };
  const { heading, lines } = errorBodyToLines(body);
  return { heading, lines: lines.length > 0 ? lines : [texts.generic] };
}

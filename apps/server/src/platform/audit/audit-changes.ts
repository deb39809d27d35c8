import type { AuditChanges } from "@app/contracts";

/** Text longer than this is kept cut (a template's body): the trail says it changed and how it began. */
const MAX_TEXT = 500;

const plain = (value: unknown): unknown => (value instanceof Date ? value.toISOString() : (value ?? null));

function kept(value: unknown): unknown {
  const written = plain(value);
  return typeof written === "string" && written.length > MAX_TEXT
    ? `${written.slice(0, MAX_TEXT)}…`
    : written;
}

/**
 * An edit's fields as they were and became (issue 35: the trail's "before → after"), only those
 * `fields` whose value really changed. Written with the change, in its transaction.
 */
export function changesBetween(
  before: object,
  after: object,
  fields: Iterable<string> = Object.keys(after),
): AuditChanges {
  const was = before as Record<string, unknown>;
  const is = after as Record<string, unknown>;
  const changes: AuditChanges = {};
  for (const field of fields) {
    if (!(field in is)) continue;
    if (JSON.stringify(plain(was[field])) !== JSON.stringify(plain(is[field])))
      changes[field] = { before: kept(was[field]), after: kept(is[field]) };
  }
  return changes;
}

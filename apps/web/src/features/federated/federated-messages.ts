/**
 * Messages the federated header (an iframe from FEDERATED_HEADER_URL) posts to the app
 * (spec §4). Accepted shapes, as an object or as its JSON text:
 *   { "type": "returnonlyticket", "ticket": "<token>" }
 *   { "type": "gethfticket", "ticket": "<token>" | null }
 * `message` or `action` may stand for `type`. Anything else is ignored.
 */
export type FederatedMessage =
  | { type: "returnonlyticket"; ticket: string | null }
  | { type: "gethfticket"; ticket: string | null };

/** What the app does with a message. */
export type FederatedAction = { kind: "sign-in"; ticket: string } | { kind: "sign-out" } | { kind: "none" };

function asRecord(data: unknown): Record<string, unknown> | null {
  if (typeof data === "string") {
    try {
      return asRecord(JSON.parse(data));
    } catch {
      return null;
    }
  }
  return typeof data === "object" && data !== null && !Array.isArray(data)
    ? (data as Record<string, unknown>)
    : null;
}

export function parseFederatedMessage(data: unknown): FederatedMessage | null {
  const record = asRecord(data);
  if (!record) return null;
  const type = record.type ?? record.message ?? record.action;
  if (type !== "returnonlyticket" && type !== "gethfticket") return null;
  const ticket =
    typeof record.ticket === "string" && record.ticket.trim() !== "" ? record.ticket.trim() : null;
  return { type, ticket };
}

/**
 * Spec §4: 'returnonlyticket' sets the token and goes to /customer; 'gethfticket' with a
 * ticket does the same, without one it signs out (and the caller goes to / after 1 second).
 * A ticket equal to the stored token changes nothing, and signing out a visitor who has no
 * session would only bounce them to the home: both are no-ops.
 */
export function federatedAction(message: FederatedMessage, currentToken: string | null): FederatedAction {
  if (message.ticket) {
    return message.ticket === currentToken ? { kind: "none" } : { kind: "sign-in", ticket: message.ticket };
  }
  if (message.type === "gethfticket" && currentToken !== null) return { kind: "sign-out" };
  return { kind: "none" };
}

/** The origin messages must come from: the configured header URL's, or null if it is not a URL. */
export function trustedOrigin(headerUrl: string): string | null {
  try {
    const url = new URL(headerUrl);
    return url.protocol === "https:" || url.protocol === "http:" ? url.origin : null;
  } catch {
    return null;
  }
}

/** Spec §4: the pause between a federated sign-out and the move to the home. */
export const SIGN_OUT_REDIRECT_DELAY_MS = 1000;

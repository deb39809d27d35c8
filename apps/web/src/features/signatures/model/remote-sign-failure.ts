import { ApiError } from "../../../lib/api-error";
import { errorBodyToLines } from "../../../lib/error-lines";

/** The fields of the flow a provider's refusal may be said under (the server's keys). */
export const REMOTE_SIGN_FIELDS = [
  "provider",
  "username",
  "password",
  "credential_id",
  "pin",
  "otp",
] as const;
export type RemoteSignField = (typeof REMOTE_SIGN_FIELDS)[number];

/**
 * A failed step of a remote signature, as the flow says it (issue 46 §1.6): under the field it
 * is about, with the provider's words; the ten-minute session gone (sign in again); the contract
 * changed meanwhile; the provider down or slow (nothing was changed); or the server's own words.
 */
export type RemoteSignFailure =
  | { kind: "fields"; fields: Partial<Record<RemoteSignField, string>>; lines: string[] }
  | { kind: "sessionExpired" }
  | { kind: "conflict"; lines: string[] }
  | { kind: "providerDown"; slow: boolean }
  | { kind: "notFound" }
  | { kind: "other"; lines: string[] };

export function remoteSignFailure(error: unknown): RemoteSignFailure {
  if (!(error instanceof ApiError)) return { kind: "other", lines: [] };
  const body = error.body as Record<string, unknown>;
  switch (error.status) {
    case 502:
    case 504:
      return { kind: "providerDown", slow: error.status === 504 };
    case 404:
      return { kind: "notFound" };
    case 409:
      return { kind: "conflict", lines: errorBodyToLines(body) };
    case 400: {
      if ("session" in body) return { kind: "sessionExpired" };
      const fields: Partial<Record<RemoteSignField, string>> = {};
      for (const field of REMOTE_SIGN_FIELDS) {
        const said = errorBodyToLines({ [field]: body[field] });
        if (said.length > 0) fields[field] = said.join(" ");
      }
      return { kind: "fields", fields, lines: errorBodyToLines(body, REMOTE_SIGN_FIELDS) };
    }
    default:
      return { kind: "other", lines: errorBodyToLines(body) };
  }
}

// An oauth2/authorize request (CSC v2.0 §8.4.2), read the same way from the query of the GET
// and from the form of the POST that carries it on.
import type { OauthClient } from "../config";
import type { SandboxContext } from "../context";
import { CscError } from "../http/errors";
import { decodeDigests } from "../http/hashes";

export interface AuthorizationRequest {
  client: OauthClient;
  redirectUri: string;
  state: string | undefined;
  scope: "service" | "credential";
  credentialID?: string;
  numSignatures: number;
  hashes: Set<string> | null;
  hashAlgorithmOID: string | null;
  codeChallenge: string | null;
  codeChallengeMethod: "plain" | "S256";
  /** The request's own parameters, for the form to post back. */
  hidden: Record<string, string>;
}

export type ReadRequest =
  | { kind: "ok"; request: AuthorizationRequest }
  /** Nowhere safe to send the client back to: the page says it. */
  | { kind: "page"; message: string }
  | { kind: "redirect"; location: string };

const CARRIED = [
  "response_type",
  "client_id",
  "redirect_uri",
  "scope",
  "state",
  "code_challenge",
  "code_challenge_method",
  "credentialID",
  "numSignatures",
  "hashes",
  "hashAlgorithmOID",
  "lang",
  "description",
  "clientData",
];

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

function redirectAllowed(client: OauthClient, uri: string): boolean {
  if (client.redirect_uris.includes(uri)) return true;
  if (!client.allow_loopback_redirects) return false;
  try {
    const url = new URL(uri);
    return url.protocol === "http:" && LOOPBACK_HOSTS.has(url.hostname) && url.hash === "";
  } catch {
    return false;
  }
}

/** The client's redirect_uri with the answer's parameters added (code and state, or the error). */
export function redirectTo(uri: string, params: Record<string, string | undefined>): string {
  const url = new URL(uri);
  for (const [name, value] of Object.entries(params))
    if (value !== undefined) url.searchParams.set(name, value);
  return url.toString();
}

function text(params: Record<string, unknown>, name: string): string | undefined {
  const value = params[name];
  return typeof value === "string" && value !== "" ? value : undefined;
}

export function readAuthorizationRequest(
  context: SandboxContext,
  params: Record<string, unknown>,
): ReadRequest {
  const clientId = text(params, "client_id");
  const client = context.config.oauthClients.find((candidate) => candidate.client_id === clientId);
  if (!client) return { kind: "page", message: "Applicazione sconosciuta (client_id)." };
  const redirectUri = text(params, "redirect_uri");
  if (!redirectUri || !redirectAllowed(client, redirectUri)) {
    return {
      kind: "page",
      message: "Indirizzo di ritorno non registrato per questa applicazione (redirect_uri).",
    };
  }
  const state = text(params, "state");
  const refuse = (error: string, description: string): ReadRequest => ({
    kind: "redirect",
    location: redirectTo(redirectUri, { error, error_description: description, state }),
  });
  if (text(params, "response_type") !== "code") {
    return refuse("unsupported_response_type", "response_type SHALL be code");
  }
  const scope = text(params, "scope") ?? "service";
  if (scope !== "service" && scope !== "credential")
    return refuse("invalid_scope", "Invalid parameter scope");
  const method = text(params, "code_challenge_method") ?? "plain";
  if (method !== "plain" && method !== "S256")
    return refuse("invalid_request", "Invalid parameter code_challenge_method");

  const hidden = Object.fromEntries(
    CARRIED.flatMap((name) => {
      const value = text(params, name);
      return value === undefined ? [] : [[name, value]];
    }),
  );
  const request: AuthorizationRequest = {
    client,
    redirectUri,
    state,
    scope,
    numSignatures: 1,
    hashes: null,
    hashAlgorithmOID: null,
    codeChallenge: text(params, "code_challenge") ?? null,
    codeChallengeMethod: method,
    hidden,
  };
  if (scope === "service") return { kind: "ok", request };

  // Scope "credential": which credential, how many signatures, and the hashes if bound (§8.4.2).
  request.credentialID = text(params, "credentialID");
  if (!request.credentialID) return refuse("invalid_request", "Missing parameter credentialID");
  const numSignatures = Number(text(params, "numSignatures") ?? "1");
  if (!Number.isInteger(numSignatures) || numSignatures < 1 || numSignatures > context.config.multisign) {
    return refuse("invalid_request", "Invalid parameter numSignatures");
  }
  request.numSignatures = numSignatures;
  const hashes = text(params, "hashes");
  if (hashes) {
    const oid = text(params, "hashAlgorithmOID");
    if (!oid) return refuse("invalid_request", "Missing parameter hashAlgorithmOID");
    try {
      request.hashes = new Set(decodeDigests(hashes.split(","), oid).map((digest) => digest.canonical));
    } catch (error) {
      if (error instanceof CscError) return refuse("invalid_request", error.description);
      throw error;
    }
    request.hashAlgorithmOID = oid;
  }
  return { kind: "ok", request };
}

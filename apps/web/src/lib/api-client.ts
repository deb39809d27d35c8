import { ApiError, NETWORK_ERROR_STATUS, operationOf, toErrorBody } from "./api-error";
import { buildHeaders, buildUrl, type QueryParams } from "./api-request";
import { getLanguage } from "./i18n";
import { showsLoadingOverlay, trackRequest } from "./loading-tracker";
import { operationSucceeded } from "./notifications-mount";
import { getToken, renewToken } from "./token-store";
import { i18n } from "./translator";

/** The single way the web app talks to the server (DESIGN §8). */

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface ApiRequestOptions {
  method?: HttpMethod;
  query?: QueryParams;
  /** Sent as JSON, or as is when it is FormData (uploads). */
  body?: unknown;
  signal?: AbortSignal;
  /** Gives up after this many milliseconds (the editor export uses 50000, spec §9). */
  timeoutMs?: number;
  /**
   * "file": the bytes and the answer's headers, for downloads named by Content-Disposition;
   * "response": the answer itself, unread, for a download that shows its progress.
   */
  responseType?: "json" | "blob" | "file" | "response";
  /** The sign-out's own call, which leaves while every other one waits (see `endSession`). */
  endsSession?: boolean;
  /**
   * The caller says a 502 or 504 in its own words, without the maintenance page: the call reaches
   * a third party through this server (a remote signature provider), whose outage is not ours.
   */
  saysUpstreamFailure?: boolean;
  /** Headers of this call alone, beside the app's (an `Idempotency-Key` that makes a resend harmless). */
  headers?: Record<string, string>;
}

/** What a `responseType: "file"` call resolves to. */
export interface FileResponse {
  blob: Blob;
  headers: Headers;
}

/** Reactions the app wires in at start-up (router and cache live in app/, not here). */
export interface ApiEventHandlers {
  /** 401: the session is gone. */
  onUnauthorized: () => void;
  /** 405/500/502/504: show the maintenance page. */
  onMaintenance: () => void;
}

let handlers: ApiEventHandlers = { onUnauthorized: () => {}, onMaintenance: () => {} };

export function configureApiClient(next: ApiEventHandlers): void {
  handlers = next;
}

/** The app-wide reactions to a failed call (logout on 401, the maintenance page): uploads use it too. */
export function reportFailure(error: ApiError): void {
  if (error.isUnauthorized) handlers.onUnauthorized();
  else if (error.isMaintenance) handlers.onMaintenance();
}

function combineSignals(
  signal: AbortSignal | undefined,
  timeoutMs: number | undefined,
  sessionStop: AbortSignal | undefined,
): AbortSignal | undefined {
  const signals = [signal, timeoutMs ? AbortSignal.timeout(timeoutMs) : undefined, sessionStop].filter(
    (s): s is AbortSignal => s !== undefined,
  );
  if (signals.length <= 1) return signals[0];
  return AbortSignal.any(signals);
}

async function readPayload(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const type = response.headers.get("content-type") ?? "";
  if (type.includes("application/json")) return response.json().catch(() => undefined);
  return response.text().catch(() => undefined);
}

/** A gateway's answers: the server is up, what it called behind it failed or was slow. */
const isUpstreamFailure = (status: number) => status === 502 || status === 504;

/** The sign-out under way, if any. */
let sessionEnding: Promise<void> | null = null;

/**
 * From a sign-out until the navigation that follows it is over: the page being left is still
 * drawn, and a screen of it that draws again once its cache is cleared asks its list again with
 * no token, which could only come back 401. Such a call (a customer's or an editor's, with no
 * token) never leaves and never settles; the next sign-in clears the cache it stays in. Calls of
 * the public pages go out as ever.
 */
let leavingSignedOutPage = false;

/** The navigation after a sign-out is over (the router says so): calls go out as ever. */
export function signedOutPageLeft(): void {
  leavingSignedOutPage = false;
}

const needsSession = (path: string) => /^\/api\/[^/]+\/(customer|editor)\//.test(path);

/** Calls in flight with the session's token: a sign-out stops them before the server forgets it. */
const inFlightForSession = new Set<AbortController>();

/**
 * Runs a sign-out. A call made meanwhile (a list a screen refetches while the menu closes) waits
 * for it: made for the session that is ending, it would come back 401 once the server forgets the
 * session, an answer of no use to anyone, so it never leaves and never settles (its cache is
 * cleared); a call made without a session goes out once the sign-out is over. A call already in
 * flight is stopped before `work` runs, so no answer can come back after the server has forgotten
 * the session: it too never settles. `work` sends its own calls with `endsSession`.
 */
export async function endSession(work: () => Promise<void>): Promise<void> {
  for (const controller of inFlightForSession) controller.abort();
  inFlightForSession.clear();
  leavingSignedOutPage = true;
  const ending = work();
  sessionEnding = ending.then(
    () => {},
    () => {},
  );
  try {
    await ending;
  } finally {
    sessionEnding = null;
  }
}

export async function apiRequest<T>(
  path: string,
  options: ApiRequestOptions = {},
  mayResend = true,
): Promise<T> {
  if (sessionEnding && !options.endsSession) {
    const madeForTheSession = getToken() !== null;
    await sessionEnding;
    if (madeForTheSession) return new Promise<T>(() => {});
  }
  if (
    leavingSignedOutPage &&
    (options.method ?? "GET") === "GET" &&
    getToken() === null &&
    needsSession(path)
  )
    return new Promise<T>(() => {});
  const { method = "GET", body, responseType = "json" } = options;
  const isFormData = typeof FormData !== "undefined" && body instanceof FormData;
  const hasJsonBody = body !== undefined && !isFormData;
  const settle = showsLoadingOverlay(path, options.query) ? trackRequest() : undefined;
  const generic = () => i18n.t("errors.generic");
  const operation = operationOf(method, path);

  const sentToken = getToken();
  const sessionStop = sentToken && !options.endsSession ? new AbortController() : undefined;
  if (sessionStop) inFlightForSession.add(sessionStop);
  try {
    let response: Response;
    try {
      response = await fetch(buildUrl(path, options.query), {
        method,
        headers: withHeaders(
          buildHeaders({ token: sentToken, language: getLanguage(), hasJsonBody }),
          options.headers,
        ),
        body: hasJsonBody ? JSON.stringify(body) : (body as FormData | undefined),
        signal: combineSignals(options.signal, options.timeoutMs, sessionStop?.signal),
        credentials: "same-origin",
      });
    } catch (cause) {
      if (sessionStop?.signal.aborted) return new Promise<T>(() => {});
      // Let React Query see its own cancellations untouched.
      if (options.signal?.aborted) throw cause;
      throw new ApiError(
        NETWORK_ERROR_STATUS,
        { status_code: NETWORK_ERROR_STATUS, non_field_errors: [i18n.t("errors.network")] },
        operation,
      );
    }

    // Spec §4: a response carrying a token header replaces the stored token.
    const renewed = response.headers.get("token");
    if (renewed && response.ok) renewToken(renewed);

    // Sent with a token that was replaced while it travelled (a password change gives the session
    // a new one, issue 35): the access rules refused it before anything ran, so it is sent again
    // once with the current token rather than taken for the end of the session.
    const current = getToken();
    if (response.status === 401 && mayResend && sentToken && current && current !== sentToken) {
      return await apiRequest<T>(path, options, false);
    }

    if (!response.ok) {
      const error = new ApiError(
        response.status,
        toErrorBody(response.status, await readPayload(response), generic()),
        operation,
      );
      if (!(options.saysUpstreamFailure && isUpstreamFailure(error.status))) reportFailure(error);
      throw error;
    }
    // The same call has worked: a notice of its last failure is no longer true (issue 44).
    operationSucceeded(operation);
    if (responseType === "response") return response as T;
    const payload =
      responseType === "blob"
        ? await response.blob()
        : responseType === "file"
          ? { blob: await response.blob(), headers: response.headers }
          : await readPayload(response);
    // Stopped by a sign-out while its body was read: what was read is not the answer.
    if (sessionStop?.signal.aborted) return new Promise<T>(() => {});
    return payload as T;
  } finally {
    if (sessionStop) inFlightForSession.delete(sessionStop);
    settle?.();
  }
}

function withHeaders(headers: Headers, extra: Record<string, string> | undefined): Headers {
  for (const [key, value] of Object.entries(extra ?? {})) headers.set(key, value);
  return headers;
}

export const api = {
  get: <T>(path: string, options?: Omit<ApiRequestOptions, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "GET" }),
  post: <T>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "POST", body: body ?? {} }),
  put: <T>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "PUT", body: body ?? {} }),
  patch: <T>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "PATCH", body: body ?? {} }),
  delete: <T>(path: string, options?: Omit<ApiRequestOptions, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "DELETE" }),
};

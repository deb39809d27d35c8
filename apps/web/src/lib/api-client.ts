import i18next from "i18next";
import { ApiError, NETWORK_ERROR_STATUS, toErrorBody } from "./api-error";
import { buildHeaders, buildUrl, type QueryParams } from "./api-request";
import { getLanguage } from "./i18n";
import { showsLoadingOverlay, trackRequest } from "./loading-tracker";
import { getToken, renewToken } from "./token-store";

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

function combineSignals(signal?: AbortSignal, timeoutMs?: number): AbortSignal | undefined {
  const signals = [signal, timeoutMs ? AbortSignal.timeout(timeoutMs) : undefined].filter(
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

export async function apiRequest<T>(
  path: string,
  options: ApiRequestOptions = {},
  mayResend = true,
): Promise<T> {
  const { method = "GET", body, responseType = "json" } = options;
  const isFormData = typeof FormData !== "undefined" && body instanceof FormData;
  const hasJsonBody = body !== undefined && !isFormData;
  const settle = showsLoadingOverlay(path, options.query) ? trackRequest() : undefined;
  const generic = () => i18next.t("errors.generic");

  const sentToken = getToken();
  try {
    let response: Response;
    try {
      response = await fetch(buildUrl(path, options.query), {
        method,
        headers: buildHeaders({ token: sentToken, language: getLanguage(), hasJsonBody }),
        body: hasJsonBody ? JSON.stringify(body) : (body as FormData | undefined),
        signal: combineSignals(options.signal, options.timeoutMs),
        credentials: "same-origin",
      });
    } catch (cause) {
      // Let React Query see its own cancellations untouched.
      if (options.signal?.aborted) throw cause;
      throw new ApiError(NETWORK_ERROR_STATUS, {
        status_code: NETWORK_ERROR_STATUS,
        non_field_errors: [i18next.t("errors.network")],
      });
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
      );
      reportFailure(error);
      throw error;
    }
    if (responseType === "blob") return (await response.blob()) as T;
    if (responseType === "file") return { blob: await response.blob(), headers: response.headers } as T;
    if (responseType === "response") return response as T;
    return (await readPayload(response)) as T;
  } finally {
    settle?.();
  }
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

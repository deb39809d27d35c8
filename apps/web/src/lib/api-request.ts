/** Pure helpers of the API client, kept apart so they are unit-tested without a browser. */

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

/** Appends query parameters, skipping null/undefined ones (spec §7: "any non-null filters"). */
export function buildUrl(path: string, query?: QueryParams): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, raw] of Object.entries(query)) {
    const values = Array.isArray(raw) ? raw : [raw];
    for (const value of values) {
      if (value === null || value === undefined) continue;
      params.append(key, String(value));
    }
  }
  const search = params.toString();
  if (!search) return path;
  return `${path}${path.includes("?") ? "&" : "?"}${search}`;
}

/** Headers every call carries (spec §7): the session token and the UI language. */
export function buildHeaders(options: {
  token: string | null;
  language: string;
  hasJsonBody: boolean;
}): Headers {
  const headers = new Headers({ Accept: "application/json", "Accept-Language": options.language });
  if (options.token) headers.set("Authorization", `JWT ${options.token}`);
  if (options.hasJsonBody) headers.set("Content-Type", "application/json");
  return headers;
}

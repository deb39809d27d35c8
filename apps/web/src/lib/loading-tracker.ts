import type { QueryParams } from "./api-request";

/**
 * Calls that run in the background and must not cover the page with the loading overlay
 * (spec §7): address-book typologies mapping, list and import; template schema-parties;
 * appointment date-list; the customer calculator wizard lists; upload file-progress; and the
 * notifications' bell, which asks for its count every minute (issue 18); the customer's own data,
 * whose download shows its progress in the upload panel (issue 35).
 */
export const OVERLAY_EXCLUDED_PATTERNS: readonly RegExp[] = [
  /^\/api\/agreement\/customer\/address-book\/typologies-mapping\//,
  /^\/api\/agreement\/customer\/address-book\/list\//,
  /^\/api\/agreement\/customer\/address-book\/import\//,
  /^\/api\/agreement\/(customer|editor)\/template\/schema-parties\//,
  /^\/api\/calendar\/customer\/appointment\/date-list\//,
  /^\/api\/calculator\/customer\/wizard\/(list\/|\d+\/descendant-nodes-list\/)/,
  /^\/api\/agreement\/customer\/file-progress\//,
  /^\/api\/account\/customer\/notify\/unread\//,
  /^\/api\/account\/customer\/my-data\/export\//,
];

/**
 * Lists that grow by "load more" (spec §4, the notifications): their later pages come under the
 * rows already shown, with the button's own spinner, so only page 1 covers the page.
 */
export const LOAD_MORE_LISTS: readonly RegExp[] = [/^\/api\/account\/customer\/notify\/list\/$/];

/** Whether a call (its path, and its query) shows the global loading overlay. */
export function showsLoadingOverlay(path: string, query?: QueryParams): boolean {
  const pathname = path.split("?", 1)[0] ?? path;
  if (OVERLAY_EXCLUDED_PATTERNS.some((pattern) => pattern.test(pathname))) return false;
  return !(Number(query?.page) > 1 && LOAD_MORE_LISTS.some((pattern) => pattern.test(pathname)));
}

type Listener = () => void;
const listeners = new Set<Listener>();
let pending = 0;

function notify(): void {
  for (const listener of listeners) listener();
}

/** Counts a request that shows the overlay; call the returned function when it settles. */
export function trackRequest(): () => void {
  pending += 1;
  notify();
  let done = false;
  return () => {
    if (done) return;
    done = true;
    pending -= 1;
    notify();
  };
}

export function getPendingRequests(): number {
  return pending;
}

export function subscribePendingRequests(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

import { registerNoticeHooks } from "./notifications-mount";

/** What lib/notify hands over once it has loaded the notifications package to show a notice. */
export interface NoticeStore {
  /** Takes the notices whose id `which` picks off the screen and out of the queue. */
  dismiss: (which: (id: string) => boolean) => void;
}

let store: NoticeStore | null = null;

export function registerNoticeStore(next: NoticeStore): void {
  store = next;
}

/**
 * Error notices are kept with the operation that failed (a method and a path), so that the same
 * operation's next outcome replaces or removes them (issue 44). Each notice has an id of its own:
 * Mantine keys its components by it, and a reused id would keep the old one's timer.
 */
const SUCCESS = "success ";
let sequence = 0;
/** The error notices on screen or waiting for the package: id → the operation that failed. */
const openErrors = new Map<string, string | undefined>();

function nextId(kind: string): string {
  sequence += 1;
  return `${kind}#${sequence}`;
}

export function successNoticeId(): string {
  return nextId(SUCCESS);
}

function dismissErrors(which: (operation: string | undefined) => boolean): void {
  const ids = [...openErrors].filter(([, operation]) => which(operation)).map(([id]) => id);
  if (ids.length === 0) return;
  for (const id of ids) openErrors.delete(id);
  store?.dismiss((id) => ids.includes(id));
}

/**
 * A new error notice, for the operation that failed when it is known: it replaces the notice of
 * that operation's previous failure.
 */
export function openErrorNotice(operation: string | undefined): string {
  if (operation) dismissErrors((open) => open === operation);
  const id = nextId("error ");
  openErrors.set(id, operation);
  return id;
}

/** Whether an error notice is still wanted when the package has loaded to show it. */
export function isErrorNoticeOpen(id: string): boolean {
  return openErrors.has(id);
}

/** The notice closed (its button, its time, or dismissed here). */
export function closedNotice(id: string): void {
  openErrors.delete(id);
}

/** The operation has just succeeded: its error notice, if one is up, is no longer true. */
export function operationSucceeded(operation: string): void {
  if (openErrors.size > 0) dismissErrors((open) => open === operation);
}

/** The user has left the screen the errors were about: they go with it. */
export function leftScreen(): void {
  if (openErrors.size > 0) dismissErrors(() => true);
}

/**
 * A failure came after a success: the earlier success notices would sit beside it as if all had
 * worked ("Dati eliminati correttamente" beside a refused delete), so they go.
 */
export function successNoticesOutdated(): void {
  store?.dismiss((id) => id.startsWith(SUCCESS));
}

/** Every notice goes, on screen and queued. */
export function clearNotices(): void {
  openErrors.clear();
  store?.dismiss(() => true);
}

registerNoticeHooks({ operationSucceeded, leftScreen, clear: clearNotices });

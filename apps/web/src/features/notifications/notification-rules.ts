import type { Notification, NotificationKind } from "@app/contracts";
import { pathTo } from "../../app/paths";

// Kept here rather than imported as values from @app/contracts, so the header's bell does not
// pull zod into its chunk; `satisfies` keeps them in step with the contracts.

/** What a notification is about, in the order the kind filter lists them. */
export const NOTIFICATION_KINDS = [
  "appointment_reminder",
  "template_revised",
  "licence_expiring",
  "import_finished",
  "pec_delivery",
  "bulk_finished",
  "note",
] as const satisfies readonly NotificationKind[];

/** The notification screen's page (the contracts' NOTIFICATIONS_PAGE_SIZE). */
export const NOTIFICATIONS_PER_PAGE = 10;

/** How many the bell's popover shows. */
export const BELL_LATEST = 5;

/**
 * Spec §4, notification list: pages grow by one page per load-more request, and more is
 * available while the total exceeds page size times the current page.
 */
export function hasMorePages(count: number, perPage: number, page: number): boolean {
  return count > perPage * page;
}

/** The page a load-more asks for after `loaded` pages, or undefined when none is left. */
export function nextPageToLoad(count: number, perPage: number, loaded: number): number | undefined {
  return hasMorePages(count, perPage, loaded) ? loaded + 1 : undefined;
}

/** The bell's badge: nothing at 0, the count up to 99, then "99+" so the badge stays small. */
export function unreadBadge(count: number): string | null {
  if (count <= 0) return null;
  return count > 99 ? "99+" : String(count);
}

/**
 * Where a notification leads: a revised template to the comparison of the contract with the
 * new version, a reminder to the calendar, an expiring licence to the subscription, a note
 * about a contract to that contract; anything else to the notification list itself.
 */
export function notificationTarget(
  notification: Pick<Notification, "kind" | "agreement"> &
    Partial<Pick<Notification, "template" | "bulk_job">>,
): string {
  const { kind, agreement, template, bulk_job } = notification;
  if (kind === "template_revised" && agreement !== null)
    return pathTo("customer-agreement-compare", { id: agreement });
  if (kind === "appointment_reminder") return pathTo("customer-calendar");
  if (kind === "licence_expiring") return pathTo("customer-profile-subscription");
  // A PEC's outcome (issue 47): the contract's «PEC» tab, with each recipient's receipts.
  if (kind === "pec_delivery" && agreement !== null)
    return `${pathTo("customer-agreement-agreement-edit", { id: agreement })}?tab=pec`;
  // A bulk batch ended (issue 48): its page, where the ZIP and the drafted agreements are.
  if (kind === "bulk_finished" && template && bulk_job)
    return pathTo("customer-bulk", { idTemplate: template }, { batch: bulk_job });
  if (kind === "note" && agreement !== null)
    return pathTo("customer-agreement-agreement-edit", { id: agreement });
  return pathTo("customer-message-notify-list");
}

/** Only the customer's own notes are written by them; the system's are read, marked, deleted. */
export const isEditable = (notification: Pick<Notification, "kind">) => notification.kind === "note";

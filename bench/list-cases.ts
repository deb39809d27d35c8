/**
 * The list calls `api-bench` measures (issue 33): what users' screens ask, not only the
 * dashboard's first page. Every `GET …list…/` route of the server's route table has at least
 * one case here; `apps/server/src/test/list-bench-cases.test.ts` fails when a new list has none.
 */
export interface ListCase {
  /** The route it measures, as the route table writes it (`GET /api/…/:id/…`). */
  route: string;
  /** What the user does, as the results table shows it. */
  name: string;
  role: "customer" | "editor";
  /** The query string the screen sends, without `?`. */
  query: string;
  /** Where the route or the query holds `:id`: the list whose first result's id fills it. */
  idFrom?: string;
}

const A = "/api/agreement/customer";
const AE = "/api/agreement/editor";
const C = "/api/calculator/customer";
const CE = "/api/calculator/editor";
const P = "/api/profile/customer";
const PE = "/api/profile/editor";
const CAL = "/api/calendar/customer";
const CALE = "/api/calendar/editor";
const N = "/api/account/customer";

const customer = (route: string, name: string, query = "", idFrom?: string): ListCase => ({
  route: `GET ${route}`,
  name,
  role: "customer",
  query,
  ...(idFrom ? { idFrom } : {}),
});
const editor = (route: string, name: string, query = "", idFrom?: string): ListCase => ({
  ...customer(route, name, query, idFrom),
  role: "editor",
});

/** The activity log's year of the demo accounts' sign-ins, searched: the bench's own sign-ins (list-data.ts). */
export const AUDIT_SIGN_INS_SEARCHED = editor(
  "/api/account/editor/audit/list/",
  "editor: audit trail, sign-ins this year, searched",
  "per_page=25&filter__action=login&filter__created_at__gte=2026-01-01&free_filter__=demo",
);

/** The days the calendar shows (a month around the bench's appointments, in Rome's time). */
const MONTH = "filter__end__gt=2026-11-30T23:00:00.000Z&filter__start__lt=2027-01-11T23:00:00.000Z";
const DAY = "filter__end__gt=2026-12-14T23:00:00.000Z&filter__start__lt=2026-12-15T23:00:00.000Z";

export const LIST_CASES: readonly ListCase[] = [
  // The customer's contracts: the dashboard, the list page turned, sorted, filtered, searched.
  customer(`${A}/agreement/list/`, "agreements, first page", "per_page=10"),
  customer(`${A}/agreement/list/`, "agreements, page 2", "per_page=10&page=2"),
  customer(`${A}/agreement/list/`, "agreements by title", "per_page=10&order_by__=title"),
  customer(`${A}/agreement/list/`, "agreements by creation, newest", "per_page=10&order_by__=-date_create"),
  customer(`${A}/agreement/list/`, "agreements by template", "per_page=10&order_by__=template_title"),
  customer(`${A}/agreement/list/`, "agreements by status", "per_page=10&order_by__=status"),
  customer(`${A}/agreement/list/`, "agreements by validity", "per_page=10&order_by__=-is_valid"),
  customer(
    `${A}/agreement/list/`,
    "agreements by last change, oldest",
    "per_page=10&order_by__=date_last_modify",
  ),
  customer(`${A}/agreement/list/`, "agreements, status filter", "per_page=10&filter__status=draft"),
  customer(
    `${A}/agreement/list/`,
    "agreements, changed since",
    "per_page=10&filter__date_last_modify__gte=2026-01-01",
  ),
  customer(`${A}/agreement/list/`, "agreements, free search", "per_page=10&free_filter__=contratto"),
  // The catalogue.
  customer(`${A}/template/list/`, "templates, first page", "per_page=10"),
  customer(`${A}/template/list/`, "templates, page 2", "per_page=10&page=2"),
  customer(`${A}/template/list/`, "templates, free search", "per_page=10&free_filter__=affitto"),
  customer(
    `${A}/template/list/`,
    "templates, a category",
    "per_page=10&filter__category=:id",
    `${A}/category/root-nodes-list/`,
  ),
  customer(`${A}/category/root-nodes-list/`, "categories, roots"),
  customer(
    `${A}/category/:id/descendant-nodes-list/`,
    "categories, under one",
    "",
    `${A}/category/root-nodes-list/`,
  ),
  customer(`${A}/wizard/root-nodes-list/`, "wizard, roots"),
  customer(`${A}/wizard/:id/children-nodes-list/`, "wizard, children", "", `${A}/wizard/root-nodes-list/`),
  customer(`${A}/wizard/list/`, "wizard, whole", "no_page=no_page"),
  customer(`${A}/template-with-calculator/list/`, "template calculators", "no_page=no_page"),
  // Calculators and favourites.
  customer(`${C}/template/list/`, "calculators", "per_page=10"),
  customer(`${C}/wizard/root-nodes-list/`, "calculator wizard, roots"),
  customer(
    `${C}/wizard/:id/children-nodes-list/`,
    "calculator wizard, children",
    "",
    `${C}/wizard/root-nodes-list/`,
  ),
  customer(
    `${C}/wizard/:id/descendant-nodes-list/`,
    "calculator wizard, under one",
    "",
    `${C}/wizard/root-nodes-list/`,
  ),
  customer(`${C}/wizard/list/`, "calculator wizard, whole", "no_page=no_page"),
  customer(`${A}/favourite/agreement-calculator/list/`, "favourites", "no_page=no_page"),
  customer(`${C}/favourite/list/`, "favourite calculators", "no_page=no_page"),
  // Around the contracts.
  customer(`${N}/notify/list/`, "notifications", "per_page=10"),
  customer(`${N}/notify/list/`, "notifications, unread", "per_page=10&filter__read=false"),
  customer(`${N}/news/list/`, "news", "per_page=10"),
  customer(`${A}/address-book/list/`, "address book", "no_page=no_page"),
  customer(`${A}/address-book/list/`, "address book, search", "per_page=10&free_filter__=rossi"),
  customer(`${A}/bulk/list/`, "bulk batches"),
  customer(`${CAL}/appointment/date-list/`, "appointments, upcoming", "per_page=10&page=1"),
  customer(`${CAL}/appointment/list/`, "appointments, a month", `no_page=no_page&${MONTH}`),
  customer(`${CAL}/appointment/list/`, "appointments, a day", `no_page=no_page&${DAY}`),
  customer(`${P}/profile/list/`, "firm's people", "no_page=no_page"),
  customer(`${P}/company/list/`, "firm", "no_page=no_page"),
  customer(`${P}/licence/list/`, "licences", "no_page=no_page"),
  // The back office.
  editor(`${AE}/template/list/`, "editor: templates", "per_page=10"),
  editor(`${AE}/template/list/`, "editor: templates, page 2", "per_page=10&page=2"),
  editor(`${AE}/agreement/list/`, "editor: agreements", "per_page=10"),
  editor(`${AE}/agreement/list/`, "editor: agreements, page 2", "per_page=10&page=2"),
  editor(
    `${AE}/agreement/list/`,
    "editor: agreements, a customer",
    "per_page=10&filter__owner_username=demo",
  ),
  editor(`${AE}/category/list/`, "editor: categories", "no_page=no_page"),
  editor(`${AE}/category/root-nodes-list/`, "editor: category roots"),
  editor(`${AE}/category/leaf-list/`, "editor: category leaves", "no_page=no_page"),
  editor(`${AE}/wizard/list/`, "editor: wizard", "no_page=no_page"),
  editor(`${AE}/wizard/leaf-list/`, "editor: wizard leaves", "no_page=no_page"),
  editor(`${AE}/template-with-calculator/list/`, "editor: template calculators", "per_page=10"),
  editor(`${AE}/favourite-count/list/`, "editor: favourites per template", "per_page=25"),
  editor(`${CE}/template/list/`, "editor: calculators", "per_page=10"),
  editor(`${CE}/constant/list/`, "editor: constants", "per_page=10"),
  editor(`${CE}/wizard/list/`, "editor: calculator wizard", "no_page=no_page"),
  editor(
    `${CE}/wizard/:id/leaf-list/`,
    "editor: calculator wizard leaves",
    "",
    `${CE}/wizard/list/?no_page=no_page`,
  ),
  editor(`${PE}/licence/list/`, "editor: licences", "per_page=10"),
  editor(`${PE}/company/list/`, "editor: firms", "per_page=10"),
  editor("/api/profile/editorcompany/list/", "editor: firms (short path)", "per_page=10"),
  editor(`${PE}/profile/list/`, "editor: customers", "per_page=10"),
  editor(`${CALE}/agenda/list/`, "editor: agendas", "per_page=10"),
  editor(`${CALE}/appointment/list/`, "editor: appointments", `per_page=10&${MONTH}`),
  editor("/api/account/editor/news/list/", "editor: news", "per_page=10"),
  editor("/api/account/editor/audit/list/", "editor: audit trail", "per_page=25&order_by__=-created_at"),
  AUDIT_SIGN_INS_SEARCHED,
];

/** Whether a route of the route table is a list (what the coverage test requires a case for). */
export const isListRoute = (method: string, url: string) => method === "GET" && /list\/$/.test(url);

/**
 * The case's path and query, its `:id` filled from the first result of `idFrom` (read with
 * `get`, as the case's role): what both the bench and the coverage test call.
 */
export async function caseUrl(listCase: ListCase, get: (url: string) => Promise<unknown>): Promise<string> {
  const path = listCase.route.slice("GET ".length);
  let url = listCase.query ? `${path}?${listCase.query}` : path;
  if (listCase.idFrom) {
    const answer = (await get(listCase.idFrom)) as { results?: { id: number }[] } | { id: number }[];
    const first = Array.isArray(answer) ? answer[0] : answer.results?.[0];
    if (!first) throw new Error(`${listCase.name}: ${listCase.idFrom} lists nothing to fill :id`);
    url = url.replaceAll(":id", String(first.id));
  }
  return url;
}

import { personalFiscalCode } from "../apps/server/src/test/contact-fixtures";
import { customerHeaders, ensureAgreements } from "./bench-utils";
import { AUDIT_SIGN_INS_SEARCHED, caseUrl } from "./list-cases";

/**
 * What a working customer has, so that every list reads and maps real pages (issue 33):
 * 40 contracts, 60 contacts, 40 notes, 20 appointments in December 2026 and 9 favourites. Made through the
 * API, once: a second run on the same database finds them there.
 */
export async function ensureListData(base: string, auth: Record<string, string>) {
  const headers = { ...auth, "content-type": "application/json" };
  const count = async (path: string) => {
    const answer = await fetch(`${base}${path}`, { headers });
    const json = (await answer.json()) as { count?: number; results?: unknown[] };
    return json.count ?? json.results?.length ?? 0;
  };
  const create = async (path: string, body: unknown) => {
    const answer = await fetch(`${base}${path}`, { method: "POST", headers, body: JSON.stringify(body) });
    if (answer.status !== 201) throw new Error(`${path}: ${answer.status} ${await answer.text()}`);
  };
  const upTo = async (path: string, listPath: string, wanted: number, body: (i: number) => unknown) => {
    for (let i = await count(listPath); i < wanted; i++) await create(path, body(i));
  };

  await ensureAgreements(base, auth, 40);
  await upTo(
    "/api/agreement/customer/address-book/create/",
    "/api/agreement/customer/address-book/list/?per_page=1",
    60,
    (i) => ({
      typology: "PF",
      data: {
        nome: ["Anna", "Marco", "Giulia", "Luca", "Sara"][i % 5],
        cognome: `Rossi ${i + 1}`,
        codice_fiscale: personalFiscalCode(7_000 + i),
      },
    }),
  );
  await upTo(
    "/api/account/customer/notify/create/",
    "/api/account/customer/notify/list/?per_page=1",
    40,
    (i) => ({
      title: `Promemoria ${i + 1}`,
      text: "Richiamare il cliente per la firma.",
    }),
  );
  await upTo(
    "/api/calendar/customer/appointment/create/",
    "/api/calendar/customer/appointment/list/?per_page=1",
    20,
    (i) => {
      const day = String(1 + (i % 28)).padStart(2, "0");
      return {
        title: `Incontro ${i + 1}`,
        start: `2026-12-${day}T10:00:00+01:00`,
        end: `2026-12-${day}T11:00:00+01:00`,
      };
    },
  );
  // Six starred templates (the dashboard's page of them) and three calculators.
  const open = async (path: string) =>
    (
      (await (await fetch(`${base}${path}`, { headers })).json()) as {
        results: { id: number; locked?: boolean; is_locked?: boolean }[];
      }
    ).results.filter((item) => !item.locked && !item.is_locked);
  const templates = await open("/api/agreement/customer/template/list/?no_page=no_page");
  const calculators = await open("/api/calculator/customer/template/list/?no_page=no_page");
  const starred = [
    ...templates.slice(0, 6).map((t) => ({ typology: "agreement", template_id: t.id })),
    ...calculators.slice(0, 3).map((c) => ({ typology: "calculator", template_id: c.id })),
  ];
  await upTo(
    "/api/agreement/customer/favourite/create/",
    "/api/agreement/customer/favourite/agreement-calculator/list/?per_page=1",
    starred.length,
    (i) => starred[i],
  );
}

/**
 * A full page of the activity log's searched case (`bench/list-cases.ts`: the year's sign-ins of
 * the demo accounts): the sign-ins are the bench's own, two a run, so on a new database the case
 * listed a few events and a full page only after a dozen runs (0.398× ready with 14 events, 0.30×
 * with 25, the same code). Signing in up to 26 makes every run measure the page users see.
 */
export async function ensureSignIns(base: string, editorAuth: Record<string, string>, wanted = 26) {
  const url = await caseUrl(AUDIT_SIGN_INS_SEARCHED, async () => ({}));
  const listed = async () =>
    ((await (await fetch(`${base}${url}`, { headers: editorAuth })).json()) as { count: number }).count;
  for (let i = await listed(); i < wanted; i++) await customerHeaders(base, "demo-customer");
  const count = await listed();
  if (count < wanted) throw new Error(`the activity log's case lists ${count} sign-ins, not ${wanted}`);
}

import type { Database } from "../db/client";
import { bulkBatch } from "./ownership-bulk";
import { pecMessage, pecReceipt } from "./ownership-pec";
import { signInvite } from "./ownership-sign-invite";
import { signedCopy } from "./ownership-signed-copy";
import { sampleValues } from "./sample-values";

/**
 * The customer-owned resources of the ownership matrix (ownership-matrix.test.ts), each with how
 * to make one, every route that takes its id, what its owner sees of it and the ids its lists show.
 */

export type Call = { body?: object; query?: string };

export interface OwnedResource {
  name: string;
  /** Creates one as `token`'s customer and answers its id. */
  create(token: string): Promise<number>;
  /** Every route that takes this resource's id, with a body that passes validation. */
  routes: Record<string, Call>;
  /** What the owner sees of it: must be the same after the intruder's calls. */
  snapshot(token: string, id: number): Promise<unknown>;
  /** The ids a customer's list(s) show. */
  listedIds(token: string): Promise<number[]>;
}

/** Customer routes that take an id of shared content (the same for every customer). */
export const SHARED_CONTENT = new Set([
  "GET /api/agreement/customer/template/retrieve/:id/",
  "GET /api/agreement/customer/category/:id/descendant-nodes-list/",
  "GET /api/agreement/customer/wizard/:id/children-nodes-list/",
  "GET /api/agreement/customer/template-with-calculator/retrieve/:id/",
  // The bulk model of a template (issue 48): the template is shared content, the licence decides.
  "GET /api/agreement/customer/bulk/template/:id/",
  "GET /api/calculator/customer/template/retrieve/:id/",
  "PUT /api/calculator/customer/template/evaluate/:id/",
  "PUT /api/calculator/customer/template/evaluate-download/:id/",
  "GET /api/calculator/customer/template/series/:id/",
  "GET /api/calculator/customer/wizard/:id/children-nodes-list/",
  "GET /api/calculator/customer/wizard/:id/descendant-nodes-list/",
]);

/** What the resources read once the app runs: the lease, the legal-interest calculator, a checked call. */
export interface OwnershipFixture {
  /** A call's JSON body; any answer of 300 or more throws. */
  // biome-ignore lint/suspicious/noExplicitAny: the resources read answers loosely, as tests do
  ok(token: string, method: string, url: string, payload?: object): Promise<any>;
  leaseId: number;
  leaseFields: Parameters<typeof sampleValues>[0];
  legalInterestId: number;
  /** The database, for the signed copy's row (`ownership-signed-copy.ts` says why). */
  db: Database | null;
}

const C = "/api/agreement/customer";
const K = "/api/calculator/customer";
const P = "/api/profile/customer";

/** Every customer-owned resource, reading `f` when its calls run. */
export function ownedResources(f: OwnershipFixture): OwnedResource[] {
  return [
    {
      name: "agreement",
      async create(token) {
        const body = {
          title: "Contratto del titolare",
          template: f.leaseId,
          values: sampleValues(f.leaseFields),
          calculations: [
            {
              calculator: f.legalInterestId,
              values: { capitale: "1000", data_inizio: "2024-01-01", data_fine: "2024-12-31" },
            },
          ],
        };
        return (await f.ok(token, "POST", `${C}/agreement/create/`, body)).id;
      },
      routes: {
        "GET /api/agreement/customer/agreement/retrieve/:id/": {},
        "GET /api/calendar/customer/appointment/deadlines/:id/": {},
        "POST /api/calendar/customer/appointment/add-deadlines/:id/": { body: {} },
        "PUT /api/agreement/customer/agreement/partial-update/:id/": { body: { title: "Preso da un altro" } },
        "PATCH /api/agreement/customer/agreement/set-status/:id/": { body: { status: "draft" } },
        "POST /api/agreement/customer/agreement/duplicate/:id/": { body: { title: "Copia abusiva" } },
        "GET /api/agreement/customer/agreement/download/:id/": { query: "?downloadFormat=pdf" },
        "GET /api/agreement/customer/agreement/prospetto/:id/": {
          // The owner's agreement keeps a legal-interest calculation (known once the app runs).
          get query() {
            return `?calculator=${f.legalInterestId}`;
          },
        },
        "POST /api/agreement/customer/agreement/sendmail/:id/": {
          body: { to_email: ["intruso@example.com"], subject: "Il contratto di un altro" },
        },
        "GET /api/agreement/customer/agreement/:id/template/": {},
        "GET /api/agreement/customer/agreement/compare/:id/": {},
        "POST /api/agreement/customer/agreement/upgrade/:id/": { body: {} },
        "POST /api/agreement/customer/agreement/freeze/:id/": {},
        "GET /api/agreement/customer/agreement/frozen/download/:id/": {},
        "POST /api/agreement/customer/agreement/unfreeze/:id/": {},
        "POST /api/agreement/customer/agreement/signed-copy/upload/:id/": {},
        "GET /api/agreement/customer/agreement/signed-copy/list/:id/": {},
        "POST /api/agreement/customer/agreement/sign-invite/:id/": {
          body: { name: "Intruso", email: "intruso@example.com", fiscal_code: "FRRLRA90E52A944B" },
        },
        "GET /api/agreement/customer/agreement/sign-invite/list/:id/": {},
        "POST /api/agreement/customer/agreement/remote-sign/:id/": {
          body: {
            session: "sessione-di-un-altro",
            credential_id: "sandbox-x",
            pin: "12345678",
            otp: "123456",
          },
        },
        "POST /api/agreement/customer/agreement/send-pec/:id/": {
          body: { to_email: ["intruso@pec.example.it"], subject: "La PEC di un altro" },
        },
        "GET /api/agreement/customer/agreement/pec-messages/list/:id/": {},
        "GET /api/agreement/customer/agreement/pec-recipients/:id/": {},
        "DELETE /api/agreement/customer/agreement/destroy/:id/": {},
      },
      snapshot: (token, id) => f.ok(token, "GET", `${C}/agreement/retrieve/${id}/`),
      async listedIds(token) {
        return (await f.ok(token, "GET", `${C}/agreement/list/?no_page=no_page`)).results.map(
          (r: { id: number }) => r.id,
        );
      },
    },
    signedCopy(f),
    signInvite(f),
    pecMessage(f),
    pecReceipt(f),
    bulkBatch(f),
    {
      name: "address-book contact",
      async create(token) {
        const body = {
          typology: "PF",
          data: { nome: "Mario", cognome: "Rossi", codice_fiscale: "RSSMRA80A01H501U" },
        };
        return (await f.ok(token, "POST", `${C}/address-book/create/`, body)).id;
      },
      routes: {
        "GET /api/agreement/customer/address-book/retrieve/:id/": {},
        "PUT /api/agreement/customer/address-book/partial-update/:id/": { body: { data: { nome: "Preso" } } },
        "DELETE /api/agreement/customer/address-book/destroy/:id/": {},
      },
      snapshot: (token, id) => f.ok(token, "GET", `${C}/address-book/retrieve/${id}/`),
      async listedIds(token) {
        return (await f.ok(token, "GET", `${C}/address-book/list/?no_page=no_page`)).results.map(
          (r: { id: number }) => r.id,
        );
      },
    },
    {
      name: "calendar appointment",
      async create(token) {
        const body = {
          title: "Firma del contratto",
          start: "2026-12-03T10:00:00+01:00",
          end: "2026-12-03T11:00:00+01:00",
          reminder: 60,
        };
        return (await f.ok(token, "POST", "/api/calendar/customer/appointment/create/", body)).id;
      },
      routes: {
        "GET /api/calendar/customer/appointment/retrieve/:id/": {},
        "PUT /api/calendar/customer/appointment/partial-update/:id/": { body: { title: "Preso" } },
        "GET /api/calendar/customer/appointment/ics/:id/": {},
        "DELETE /api/calendar/customer/appointment/destroy/:id/": {},
      },
      snapshot: (token, id) => f.ok(token, "GET", `/api/calendar/customer/appointment/retrieve/${id}/`),
      async listedIds(token) {
        return (
          await f.ok(token, "GET", "/api/calendar/customer/appointment/list/?no_page=no_page")
        ).results.map((r: { id: number }) => r.id);
      },
    },
    {
      name: "notification",
      async create(token) {
        const body = {
          title: "Telefonare al cliente",
          text: "Per la firma",
          date: "2026-12-03T10:00:00+01:00",
        };
        return (await f.ok(token, "POST", "/api/account/customer/notify/create/", body)).id;
      },
      routes: {
        "GET /api/account/customer/notify/retrieve/:id/": {},
        "PUT /api/account/customer/notify/partial-update/:id/": { body: { title: "Preso" } },
        "PATCH /api/account/customer/notify/set-status/:id/": { body: { status: "unread" } },
        "DELETE /api/account/customer/notify/destroy/:id/": {},
      },
      snapshot: (token, id) => f.ok(token, "GET", `/api/account/customer/notify/retrieve/${id}/`),
      async listedIds(token) {
        return (await f.ok(token, "GET", "/api/account/customer/notify/list/?no_page=no_page")).results.map(
          (r: { id: number }) => r.id,
        );
      },
    },
    {
      name: "firm (company)",
      // The owner's own firm: another firm's administrator never reaches it.
      create: async (token) => (await f.ok(token, "GET", `${P}/company/list/`)).results[0].id,
      routes: {
        "GET /api/profile/customer/company/retrieve/:id/": {},
        "PUT /api/profile/customer/company/partial-update/:id/": { body: { phone: "000 000000" } },
      },
      snapshot: (token, id) => f.ok(token, "GET", `${P}/company/retrieve/${id}/`),
      listedIds: async (token) =>
        (await f.ok(token, "GET", `${P}/company/list/`)).results.map((r: { id: number }) => r.id),
    },
    {
      name: "firm licence",
      create: async (token) =>
        (await f.ok(token, "POST", `${P}/licence/create/`, { plan: "work", seats: 2 })).id,
      routes: {
        "GET /api/profile/customer/licence/retrieve/:id/": {},
        "PUT /api/profile/customer/licence/partial-update/:id/": { body: { seats: 9 } },
      },
      snapshot: (token, id) => f.ok(token, "GET", `${P}/licence/retrieve/${id}/`),
      listedIds: async (token) =>
        (await f.ok(token, "GET", `${P}/licence/list/`)).results.map((r: { id: number }) => r.id),
    },
    {
      name: "firm member (profile)",
      create: async (token) => (await f.ok(token, "GET", `${P}/profile/list/?no_page=no_page`)).results[0].id,
      routes: {
        "GET /api/profile/customer/profile/retrieve/:id/": {},
        "PUT /api/profile/customer/profile/partial-update/:id/": { body: { first_name: "Preso" } },
        "POST /api/profile/customer/profile/end-sessions/:id/": {},
      },
      snapshot: async (token, id) => {
        const { live_sessions: _live, ...person } = await f.ok(token, "GET", `${P}/profile/retrieve/${id}/`);
        return person;
      },
      listedIds: async (token) =>
        (await f.ok(token, "GET", `${P}/profile/list/?no_page=no_page`)).results.map(
          (r: { id: number }) => r.id,
        ),
    },
    {
      name: "favourite",
      async create(token) {
        return (
          await f.ok(token, "POST", `${C}/favourite/create/`, {
            typology: "agreement",
            template_id: f.leaseId,
          })
        ).id;
      },
      routes: { "DELETE /api/agreement/customer/favourite/destroy/:id/": {} },
      async snapshot(token, id) {
        const list = await f.ok(token, "GET", `${C}/favourite/agreement-calculator/list/?no_page=no_page`);
        return list.results.find((f: { id: number }) => f.id === id);
      },
      async listedIds(token) {
        const list = await f.ok(token, "GET", `${C}/favourite/agreement-calculator/list/?no_page=no_page`);
        return list.results.map((f: { id: number }) => f.id);
      },
    },
    {
      name: "calculator favourite",
      async create(token) {
        const favourite = { typology: "calculator", template_id: f.legalInterestId };
        return (await f.ok(token, "POST", `${C}/favourite/create/`, favourite)).id;
      },
      routes: {
        "DELETE /api/calculator/customer/favourite/destroy/:id/": {},
        "DELETE /api/agreement/customer/favourite/destroy/:id/": {},
      },
      async snapshot(token, id) {
        const list = await f.ok(token, "GET", `${K}/favourite/list/?no_page=no_page`);
        return list.results.find((f: { id: number }) => f.id === id);
      },
      async listedIds(token) {
        const lists = await Promise.all([
          f.ok(token, "GET", `${K}/favourite/list/?no_page=no_page`),
          f.ok(token, "GET", `${C}/favourite/agreement-calculator/list/?no_page=no_page`),
        ]);
        return lists.flatMap((list) => list.results.map((f: { id: number }) => f.id));
      },
    },
  ];
}

import type { OwnedResource, OwnershipFixture } from "./ownership-resources";

const C = "/api/agreement/customer";

/** A batch of agreements (issue 48), here from the address book: its routes take the batch's id. */
export function bulkBatch(f: OwnershipFixture): OwnedResource {
  return {
    // Issue 48: a batch of agreements, here from the address book (a JSON call, as `ok` makes).
    name: "bulk batch",
    async create(token) {
      const contact = {
        typology: "PF",
        data: { nome: "Mario", cognome: "Rossi", codice_fiscale: "RSSMRA80A01H501U" },
      };
      const { id } = await f.ok(token, "POST", `${C}/address-book/create/`, contact);
      const lease = await f.ok(token, "GET", `${C}/template/retrieve/${f.leaseId}/`);
      const party = lease.parties[0].slug;
      const body = { template: f.leaseId, party, contacts: [id], values: {}, format: "pdf" };
      return (await f.ok(token, "POST", `${C}/bulk/create-from-contacts/`, body)).job_id;
    },
    routes: {
      "GET /api/agreement/customer/bulk/retrieve/:id/": {},
      "POST /api/agreement/customer/bulk/cancel/:id/": {},
      "GET /api/agreement/customer/bulk/download/:id/": {},
    },
    snapshot: (token, id) => f.ok(token, "GET", `${C}/bulk/retrieve/${id}/`),
    async listedIds(token) {
      return (await f.ok(token, "GET", `${C}/bulk/list/`)).results.map((r: { id: number }) => r.id);
    },
  };
}

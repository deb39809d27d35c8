import type { OwnedResource, OwnershipFixture } from "./ownership-resources";
import { sampleValues } from "./sample-values";

const C = "/api/agreement/customer";

/** An invitation to sign a frozen contract (issue 46): its routes take the invitation's id. */
export function signInvite(f: OwnershipFixture): OwnedResource {
  const agreementOf = new Map<number, number>();
  let lastAgreement = 0;
  return {
    name: "sign invite",
    async create(token) {
      const body = {
        title: "Contratto da firmare",
        template: f.leaseId,
        values: sampleValues(f.leaseFields),
      };
      const agreement = (await f.ok(token, "POST", `${C}/agreement/create/`, body)).id as number;
      await f.ok(token, "POST", `${C}/agreement/freeze/${agreement}/`);
      const invitee = { name: "Laura Ferrari", email: "laura@esempio.it", fiscal_code: "FRRLRA90E52A944B" };
      const id = (await f.ok(token, "POST", `${C}/agreement/sign-invite/${agreement}/`, invitee))
        .id as number;
      agreementOf.set(id, agreement);
      lastAgreement = agreement;
      return id;
    },
    routes: { "DELETE /api/agreement/customer/agreement/sign-invite/destroy/:id/": {} },
    snapshot: (token, id) => f.ok(token, "GET", `${C}/agreement/sign-invite/list/${agreementOf.get(id)}/`),
    async listedIds(token) {
      try {
        return (await f.ok(token, "GET", `${C}/agreement/sign-invite/list/${lastAgreement}/`)).results.map(
          (r: { id: number }) => r.id,
        );
      } catch {
        // Another customer's contract: its list answers 404, and shows nothing.
        return [];
      }
    },
  };
}

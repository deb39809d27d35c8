import { agreementSignedCopies } from "../modules/signatures";
import type { OwnedResource, OwnershipFixture } from "./ownership-resources";
import { sampleValues } from "./sample-values";

const C = "/api/agreement/customer";

/**
 * A signed copy of a frozen contract (issue 45): its routes take the copy's id. The contract is
 * frozen through the API; the copy's row is kept directly, since this suite asks only who may
 * reach a copy by its id (the upload and its verification are modules/signatures' own tests,
 * with openssl-signed files), and the suite's JSON calls carry no multipart body.
 */
export function signedCopy(f: OwnershipFixture): OwnedResource {
  const agreementOf = new Map<number, number>();
  let lastAgreement = 0;
  return {
    name: "signed copy",
    async create(token) {
      const body = { title: "Contratto firmato", template: f.leaseId, values: sampleValues(f.leaseFields) };
      const agreement = (await f.ok(token, "POST", `${C}/agreement/create/`, body)).id as number;
      await f.ok(token, "POST", `${C}/agreement/freeze/${agreement}/`);
      if (!f.db) throw new Error("the signed copy needs the database");
      const [row] = await f.db
        .insert(agreementSignedCopies)
        .values({
          agreement_id: agreement,
          file_name: "contratto.pdf.p7m",
          content: Buffer.from("copia firmata"),
          sha256: "0".repeat(64),
          format: "cades",
          matches_frozen: true,
        })
        .returning({ id: agreementSignedCopies.id });
      const id = row?.id ?? 0;
      agreementOf.set(id, agreement);
      lastAgreement = agreement;
      return id;
    },
    routes: {
      "GET /api/agreement/customer/agreement/signed-copy/download/:id/": {},
      "DELETE /api/agreement/customer/agreement/signed-copy/destroy/:id/": {},
    },
    snapshot: (token, id) => f.ok(token, "GET", `${C}/agreement/signed-copy/list/${agreementOf.get(id)}/`),
    async listedIds(token) {
      try {
        return (await f.ok(token, "GET", `${C}/agreement/signed-copy/list/${lastAgreement}/`)).results.map(
          (r: { id: number }) => r.id,
        );
      } catch {
        // Another customer's contract: its list answers 404, and shows nothing.
        return [];
      }
    },
  };
}

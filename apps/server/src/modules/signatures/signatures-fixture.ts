import type { TemplateDetail } from "@app/contracts";
import { cadesSign, makePki, type Pki, type TestSigner } from "@app/signatures/testing";
import { afterAll, beforeAll, expect } from "vitest";
import { multipart } from "../../test/address-book-uploads";
import { customerTemplate } from "../../test/customer-templates";
import { sampleValues } from "../../test/sample-values";
import { authHeader, createTestApp, type TestApp } from "../../test/test-app";

/**
 * The signatures' tests (issue 45) share this: an app whose trust folder is a test authority made
 * with openssl (`@app/signatures/testing`), with a CRL that lists its revoked signer; Mario Rossi's
 * qualified certificate carries the codice fiscale every party of the sample contracts has.
 * Each test file gets its own app: `signaturesSuite()` opens it before the file's tests.
 */
export const A = "/api/agreement/customer/agreement";
export const fx = {} as { t: TestApp; pki: Pki; mario: string; giulia: string; lease: TemplateDetail };

export function signaturesSuite(): void {
  beforeAll(async () => {
    // An authority named in ASCII: @signpdf, which signs the PAdES copies, writes a UTF-8 issuer
    // name back double-encoded (packages/signatures/src/testing/pki.ts).
    fx.pki = makePki("Ente di prova S.p.A.");
    fx.t = await createTestApp({ SIGNATURE_TRUST_LIST: fx.pki.trustDir }, { demoCatalogue: true });
    [fx.mario, fx.giulia] = await fx.t.loginAll("demo-customer", "demo-customer-2");
    fx.lease = await customerTemplate(fx.t, fx.mario, /uso abitativo/);
  }, 120_000);
  afterAll(async () => {
    await fx.t.close();
    fx.pki.close();
  });
}

/** A contract of Mario's, complete unless told otherwise. */
export async function contract(values = sampleValues(fx.lease.fields), template = fx.lease.id) {
  const created = await fx.t.call("POST", `${A}/create/`, fx.mario, {
    title: "Locazione Forlì",
    template,
    values,
  });
  expect(created.status).toBe(201);
  return created.body.id as number;
}

export const get = (url: string, token = fx.mario) =>
  fx.t.app.inject({ method: "GET", url, headers: authHeader(token) });

export const upload = (
  id: number,
  bytes: Buffer,
  token = fx.mario,
  language = "it",
  name = "contratto.pdf.p7m",
) => {
  const body = multipart(bytes, name);
  return fx.t.app.inject({
    method: "POST",
    url: `${A}/signed-copy/upload/${id}/`,
    payload: body.payload,
    headers: { ...body.headers, ...authHeader(token), "accept-language": language },
  });
};

export const statusOf = async (id: number) =>
  (await fx.t.call("GET", `${A}/retrieve/${id}/`, fx.mario)).body.status;

export const frozenPdf = async (id: number) => (await get(`${A}/frozen/download/${id}/`)).rawPayload;

/** A CAdES envelope of the contract's frozen PDF, or of `content`, by `signer` (Mario Rossi). */
export const signedBy = async (id: number, signer?: TestSigner, content?: Uint8Array) =>
  Buffer.from(cadesSign(fx.pki, signer ?? fx.pki.signers.qualified, content ?? (await frozenPdf(id))));

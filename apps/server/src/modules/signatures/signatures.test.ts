import { createHash } from "node:crypto";
import { refusalMessage } from "@app/signatures";
import { eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../db/seed/demo-accounts";
import { auditEvents } from "../../platform/audit/audit.table";
import { users } from "../../platform/auth/identity.table";
import { multipart } from "../../test/address-book-uploads";
import { authHeader } from "../../test/test-app";
import { agreementFrozenDocuments, agreementSignedCopies } from "./signature.table";
import { A, contract, fx, get, signaturesSuite, signedBy, statusOf, upload } from "./signatures-fixture";

signaturesSuite();

describe("frozen for signature", () => {
  it("refuses an incomplete contract, in the caller's language", async () => {
    const id = await contract({});
    const it = await fx.t.call("POST", `${A}/freeze/${id}/`, fx.mario, undefined, "it");
    expect(it.status).toBe(409);
    expect(it.body.non_field_errors).toEqual(["Completa il contratto prima di firmarlo"]);
    const en = await fx.t.call("POST", `${A}/freeze/${id}/`, fx.mario, undefined, "en");
    expect(en.body.non_field_errors).toEqual(["Complete the contract before signing it"]);
    expect(await statusOf(id)).toBe("draft");
  });

  it("keeps the PDF download/ writes, the same bytes on every call, and locks the text", async () => {
    const id = await contract();
    // The first page kept under the list's version (decision 0024) must not outlive the freeze.
    const statusListed = async () =>
      (await fx.t.call("GET", `${A}/list/`, fx.mario)).body.results.find((r: { id: number }) => r.id === id)
        ?.status;
    expect(await statusListed()).toBe("draft");
    const frozen = await fx.t.call("POST", `${A}/freeze/${id}/`, fx.mario);
    expect(frozen.status).toBe(200);
    expect(await statusListed()).toBe("in_firma");
    expect(frozen.body).toMatchObject({ id, status: "in_firma" });
    const first = await get(`${A}/frozen/download/${id}/`);
    const second = await get(`${A}/frozen/download/${id}/`);
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toBe("application/pdf");
    expect(String(first.headers["content-disposition"])).toMatch(
      /^attachment; filename="Locazione Forli\.pdf"/,
    );
    expect(first.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect(createHash("sha256").update(first.rawPayload).digest("hex")).toBe(frozen.body.frozen.sha256);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const download = await get(`${A}/download/${id}/?downloadFormat=pdf`);
    expect(download.rawPayload.equals(first.rawPayload)).toBe(true);

    const update = await fx.t.call("PUT", `${A}/partial-update/${id}/`, fx.mario, { title: "Altro" });
    expect(update.status).toBe(409);
    expect(update.body.non_field_errors).toEqual(["Il contratto è in firma: riaprilo per modificarlo"]);
    expect((await fx.t.call("PATCH", `${A}/set-status/${id}/`, fx.mario, { status: "draft" })).status).toBe(
      409,
    );
    expect((await fx.t.call("PATCH", `${A}/set-status/${id}/`, fx.mario, { status: "firmato" })).status).toBe(
      400,
    );
    expect((await fx.t.call("POST", `${A}/freeze/${id}/`, fx.mario)).status).toBe(409);
    expect(await statusOf(id)).toBe("in_firma");

    const listed = await fx.t.call("GET", `${A}/list/?filter__status=in_firma&no_page=no_page`, fx.mario);
    expect(listed.body.results.map((r: { id: number }) => r.id)).toContain(id);
    const drafts = await fx.t.call("GET", `${A}/list/?filter__status=draft&no_page=no_page`, fx.mario);
    expect(drafts.body.results.map((r: { id: number }) => r.id)).not.toContain(id);
  });

  it("reopens: the status it had, the frozen PDF gone, the copies kept but no longer matching", async () => {
    const id = await contract();
    await fx.t.call("PATCH", `${A}/set-status/${id}/`, fx.mario, { status: "ready" });
    await fx.t.call("POST", `${A}/freeze/${id}/`, fx.mario);
    expect((await upload(id, await signedBy(id))).statusCode).toBe(201);
    const reopened = await fx.t.call("POST", `${A}/unfreeze/${id}/`, fx.mario);
    expect(reopened.body).toEqual({ id, status: "ready", frozen: null });
    expect((await get(`${A}/frozen/download/${id}/`)).statusCode).toBe(409);
    const copies = (await fx.t.call("GET", `${A}/signed-copy/list/${id}/`, fx.mario)).body.results;
    expect(copies).toHaveLength(1);
    expect(copies[0].matches_frozen).toBe(false);
    expect(
      (await fx.t.call("PUT", `${A}/partial-update/${id}/`, fx.mario, { title: "Riaperto" })).status,
    ).toBe(200);
    expect((await fx.t.call("POST", `${A}/unfreeze/${id}/`, fx.mario)).status).toBe(409);
    const actions = (
      await fx.t.database.db.select().from(auditEvents).where(eq(auditEvents.subject_id, id))
    ).map((e) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining(["agreement.freeze", "agreement.signed_copy_upload", "agreement.unfreeze"]),
    );
  });

  it("changes nothing when the PDF cannot be written", async () => {
    const { createFrozenDocumentService } = await import("./frozen-document.service");
    const failing = createFrozenDocumentService(fx.t.database.db, async () => {
      throw new Error("render thread gone");
    });
    const id = await contract();
    const [owner] = await fx.t.database.db.select().from(users).where(eq(users.username, "demo-customer"));
    const userId = owner?.id ?? 0;
    await expect(failing.freeze({ userId, name: "Mario" }, id)).rejects.toThrow("render thread gone");
    expect(await statusOf(id)).toBe("draft");
    expect((await get(`${A}/frozen/download/${id}/`)).statusCode).toBe(409);
  });
});

describe("signed copies", () => {
  it("keeps a verified copy with its bytes, and signs the contract once every party has signed", async () => {
    const id = await contract();
    await fx.t.call("POST", `${A}/freeze/${id}/`, fx.mario);
    // Anna Bianchi, a qualified signer who is no party of the contract.
    const stranger = await upload(id, await signedBy(id, fx.pki.signers.second));
    expect(stranger.statusCode).toBe(201);
    const report = stranger.json();
    expect(report).toMatchObject({
      file_name: "contratto.pdf.p7m",
      format: "cades",
      matches_frozen: true,
      signed_in_product: false,
    });
    expect(report.signers).toEqual([
      expect.objectContaining({
        name: "Anna Bianchi",
        fiscal_code: "BNCNNA85M41F205X",
        qualified: true,
        integrity: true,
        trusted: true,
        revocation: "good",
        signed_at_source: "signing_time",
      }),
    ]);
    expect(report.parties.length).toBeGreaterThan(0);
    expect(report.parties.every((p: { signed: boolean }) => !p.signed)).toBe(true);
    expect(await statusOf(id)).toBe("in_firma");
    const bytes = await signedBy(id);
    const party = await upload(id, bytes);
    expect(party.json().parties.every((p: { signed: boolean }) => p.signed)).toBe(true);
    expect(await statusOf(id)).toBe("firmato");
    const signedUpdate = await fx.t.call("PUT", `${A}/partial-update/${id}/`, fx.mario, { title: "X" });
    expect(signedUpdate.body.non_field_errors).toEqual(["Il contratto è firmato: riaprilo per modificarlo"]);

    const download = await get(`${A}/signed-copy/download/${party.json().id}/`);
    expect(download.rawPayload.equals(bytes)).toBe(true);
    expect(String(download.headers["content-disposition"])).toContain('filename="contratto.pdf.p7m"');
    // An envelope is named as one, so the reader's system opens it with the signature tool.
    expect(download.headers["content-type"]).toBe("application/pkcs7-mime");
    const list = (await fx.t.call("GET", `${A}/signed-copy/list/${id}/`, fx.mario)).body.results;
    expect(list.map((c: { id: number }) => c.id)).toEqual([party.json().id, report.id]);

    const destroyed = await fx.t.call("DELETE", `${A}/signed-copy/destroy/${party.json().id}/`, fx.mario);
    expect(destroyed.status).toBe(204);
    expect(await statusOf(id)).toBe("in_firma");
    const kept = (await fx.t.call("GET", `${A}/signed-copy/list/${id}/`, fx.mario)).body.results;
    expect(kept.map((c: { id: number }) => c.id)).toEqual([report.id]);
  });

  it("does not count a copy of another document, an untrusted or a revoked signature", async () => {
    const id = await contract();
    await fx.t.call("POST", `${A}/freeze/${id}/`, fx.mario);
    const other = await upload(
      id,
      await signedBy(id, fx.pki.signers.qualified, Buffer.from("%PDF-1.7 altro")),
    );
    expect(other.json().matches_frozen).toBe(false);
    const unknown = await upload(id, await signedBy(id, fx.pki.signers.unknown));
    expect(unknown.json().signers[0].trusted).toBe(false);
    const revoked = await upload(id, await signedBy(id, fx.pki.signers.revoked));
    expect(revoked.json().signers[0].revocation).toBe("revoked");
    expect(await statusOf(id)).toBe("in_firma");
  });

  it("refuses with the verifier's sentence and keeps nothing", async () => {
    const id = await contract();
    await fx.t.call("POST", `${A}/freeze/${id}/`, fx.mario);
    const refused = await upload(id, Buffer.from("Non è una firma, è un testo qualsiasi."));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().non_field_errors).toEqual([refusalMessage("not_a_signature", "it")]);
    const envelope = await signedBy(id);
    // A byte of the signed PDF changed inside the envelope: the signature no longer holds.
    const at = envelope.indexOf(Buffer.from("%PDF-")) + 200;
    envelope[at] = (envelope[at] ?? 0) ^ 0x01;
    const tampered = await upload(id, envelope, fx.mario, "en");
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().non_field_errors).toEqual([refusalMessage("integrity_failed", "en")]);
    expect((await fx.t.call("GET", `${A}/signed-copy/list/${id}/`, fx.mario)).body.results).toEqual([]);
  });

  it("refuses a file over 20 MB with a sentence, a missing file, and a contract not out for signature", async () => {
    const id = await contract();
    expect((await upload(id, await signedBy(id, undefined, Buffer.from("x")))).statusCode).toBe(409);
    await fx.t.call("POST", `${A}/freeze/${id}/`, fx.mario);
    const large = await upload(id, Buffer.alloc(20 * 1024 * 1024 + 1, 0x30), fx.mario, "en");
    expect(large.statusCode).toBe(400);
    expect(large.json().non_field_errors).toEqual(["The file is over the 20 MB limit"]);
    const empty = await upload(id, Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect((await fx.t.call("GET", `${A}/signed-copy/list/${id}/`, fx.mario)).body.results).toEqual([]);
  });

  it("answers malformed uploads to a frozen contract with a 4xx in the error shape, never a 5xx", async () => {
    // The fuzz suite's ids seldom name a frozen contract of its customer: these reach the parser.
    const id = await contract();
    await fx.t.call("POST", `${A}/freeze/${id}/`, fx.mario);
    const hostile: { type?: string; payload: string | Buffer }[] = [
      {
        type: "multipart/form-data; boundary=zz",
        payload: "--zz\r\nContent-Disposition: form-data\r\n\r\nx\r\n--zz--",
      },
      {
        type: "multipart/form-data; boundary=zz",
        payload: '--zz\r\nContent-Disposition: form-data; name="file"; filename="a.p7m"\r\n\r\nxx',
      },
      { type: "multipart/form-data", payload: "no boundary" },
      {
        ...multipart(Buffer.from("x"), "a.p7m", "other").headers,
        payload: multipart(Buffer.from("x"), "a.p7m", "other").payload,
      },
      { type: "application/json", payload: '{"file":"x"}' },
      { type: "application/octet-stream", payload: Buffer.from([0, 1, 2]) },
      { payload: "" },
    ].map((h) => ("content-type" in h ? { type: h["content-type"] as string, payload: h.payload } : h));
    for (const { type, payload } of hostile) {
      const answer = await fx.t.app.inject({
        method: "POST",
        url: `${A}/signed-copy/upload/${id}/`,
        payload,
        headers: { ...authHeader(fx.mario), ...(type ? { "content-type": type } : {}) },
      });
      expect(answer.statusCode, `${type}: ${answer.body}`).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, `${type}: ${answer.body}`).toBeLessThan(500);
      expect(answer.json().status_code).toBe(answer.statusCode);
    }
    expect((await fx.t.call("GET", `${A}/signed-copy/list/${id}/`, fx.mario)).body.results).toEqual([]);
  });

  it("answers 404 to anyone but the owner", async () => {
    const id = await contract();
    await fx.t.call("POST", `${A}/freeze/${id}/`, fx.mario);
    const bytes = await signedBy(id);
    const copy = (await upload(id, bytes)).json();
    expect((await upload(id, bytes, fx.giulia)).statusCode).toBe(404);
    expect((await get(`${A}/signed-copy/list/${id}/`, fx.giulia)).statusCode).toBe(404);
    expect((await get(`${A}/signed-copy/download/${copy.id}/`, fx.giulia)).statusCode).toBe(404);
    expect((await get(`${A}/frozen/download/${id}/`, fx.giulia)).statusCode).toBe(404);
    expect((await fx.t.call("DELETE", `${A}/signed-copy/destroy/${copy.id}/`, fx.giulia)).status).toBe(404);
    expect((await fx.t.call("POST", `${A}/unfreeze/${id}/`, fx.giulia)).status).toBe(404);
    expect(await statusOf(id)).toBe("firmato");
  });
});

// Last: it deletes Mario's account.
describe("the customer's own data", () => {
  it("exports the signed copies, listed and as files, with the frozen PDFs, and erases them with the account", async () => {
    const id = await contract();
    await fx.t.call("POST", `${A}/freeze/${id}/`, fx.mario);
    const copy = (await upload(id, await signedBy(id))).json();
    const exported = await get("/api/account/customer/my-data/export/");
    expect(exported.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(exported.rawPayload));
    const data = JSON.parse(strFromU8(files["dati.json"] as Uint8Array));
    expect(data.signed_copies).toContainEqual(
      expect.objectContaining({
        id: copy.id,
        agreement_id: id,
        file_name: "contratto.pdf.p7m",
        sha256: copy.sha256,
      }),
    );
    expect(JSON.stringify(data.signed_copies)).not.toContain("content");
    // The files themselves, byte for byte: the copy as uploaded, the PDF as frozen.
    const copyBytes = (await get(`${A}/signed-copy/download/${copy.id}/`)).rawPayload;
    const frozenBytes = (await get(`${A}/frozen/download/${id}/`)).rawPayload;
    const title = (await fx.t.call("GET", `${A}/retrieve/${id}/`, fx.mario)).body.title;
    expect(Buffer.from(files[`copie-firmate/${id}-${copy.id} - contratto.pdf.p7m`] ?? [])).toEqual(copyBytes);
    expect(Buffer.from(files[`contratti-in-firma/${id} - ${title}.pdf`] ?? [])).toEqual(frozenBytes);
    const erased = await fx.t.call("POST", "/api/account/customer/delete-account/", fx.mario, {
      password: DEMO_PASSWORD,
    });
    expect(erased.status, JSON.stringify(erased.body)).toBeLessThan(300);
    const left = await fx.t.database.db
      .select()
      .from(agreementSignedCopies)
      .where(eq(agreementSignedCopies.id, copy.id));
    expect(left).toEqual([]);
    expect(
      await fx.t.database.db
        .select()
        .from(agreementFrozenDocuments)
        .where(eq(agreementFrozenDocuments.agreement_id, id)),
    ).toEqual([]);
  });
});

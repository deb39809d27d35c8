import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pdfsigSignatures } from "@app/signatures/testing";
import { and, eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, describe, expect, it } from "vitest";
import { auditEvents } from "../../../platform/audit/audit.table";
import { DEMO_PASSWORD, GUEST_PASSWORD } from "../../../test/csc-sandbox";
import { agreementSignInvites } from "../signature.table";
import {
  A,
  frozenContract,
  GUEST_FISCAL_CODE,
  OWNER_FISCAL_CODE,
  ownerSide,
  readyToSign,
  remoteSign,
  remoteSignSuite,
  rx,
  type SigningSide,
} from "./remote-sign-fixture";
import { SIGN_INVITE_MAX_OPEN } from "./sign-invite.service";

remoteSignSuite();
const dir = mkdtempSync(join(tmpdir(), "sign-invite-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const laura = { name: "Laura Ferrari", email: "laura.ferrari@esempio.it", fiscal_code: GUEST_FISCAL_CODE };

/** Invites Laura to sign Mario's contract: the invitation's id and the link's token, from the e-mail. */
async function invite(id: number) {
  const created = await rx.t.call("POST", `${A}/sign-invite/${id}/`, rx.mario, laura);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const mail = rx.t.sentMail.at(-1);
  expect(mail?.to).toBe(laura.email);
  const token = /\/firma\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1] ?? "";
  expect(token).toHaveLength(43);
  return { inviteId: created.body.id as number, token };
}

const guestSide = (token: string): SigningSide => ({
  base: `/api/sign/${token}`,
  token: null,
  signUrl: `/api/sign/${token}/remote-sign/`,
});
const open = (token: string, path = "") =>
  rx.t.app.inject({ method: "GET", url: `/api/sign/${token}/${path}` });
const download = (copyId: number) =>
  rx.t.app.inject({
    method: "GET",
    url: `${A}/signed-copy/download/${copyId}/`,
    headers: { authorization: `JWT ${rx.mario}` },
  });

describe("a second signer through an invitation (issue 46)", () => {
  it("signs after the owner, on the owner's revision: two signatures, both valid, the contract signed", async () => {
    const id = await frozenContract();
    const first = await remoteSign(ownerSide(id), "demo-customer", DEMO_PASSWORD);
    expect(first.statusCode, first.body).toBe(201);
    const { token } = await invite(id);

    const page = await open(token);
    expect(page.statusCode).toBe(200);
    expect(page.headers["x-robots-tag"]).toMatch(/noindex/);
    expect(page.json()).toMatchObject({
      title: "Locazione Forlì",
      status: "in_firma",
      signature_level_min: "fes",
      invitee: { name: "Laura Ferrari", signed: false },
    });
    expect(page.json().parties.map((party: { signed: boolean }) => party.signed)).toContain(false);
    const ownerCopy = (await download(first.json().id)).rawPayload;
    expect((await open(token, "document/")).rawPayload.equals(ownerCopy)).toBe(true);

    const second = await remoteSign(guestSide(token), "ospite-1", GUEST_PASSWORD);
    expect(second.statusCode, second.body).toBe(201);
    const report = second.json();
    expect(report.signers.map((signer: { name: string }) => signer.name)).toEqual([
      "Mario Rossi",
      "Laura Ferrari",
    ]);
    expect(
      report.signers.every(
        (signer: { trusted: boolean; integrity: boolean }) => signer.trusted && signer.integrity,
      ),
    ).toBe(true);
    expect(report.parties.every((party: { signed: boolean }) => party.signed)).toBe(true);
    expect((await rx.t.call("GET", `${A}/retrieve/${id}/`, rx.mario)).body.status).toBe("firmato");

    const signed = (await download(report.id)).rawPayload;
    expect(signed.subarray(0, ownerCopy.length).equals(ownerCopy)).toBe(true);
    const signatures = pdfsigSignatures(signed, dir);
    expect(
      signatures.map((signature) => [signature.commonName, signature.type, signature.validation]),
    ).toEqual([
      ["Mario Rossi", "ETSI.CAdES.detached", "Signature is Valid."],
      ["Laura Ferrari", "ETSI.CAdES.detached", "Signature is Valid."],
    ]);

    // The invitation is done: listed as signed, the page says so, and the link signs no more.
    const listed = await rx.t.call("GET", `${A}/sign-invite/list/${id}/`, rx.mario);
    expect(listed.body.results.map((invite: { status: string }) => invite.status)).toEqual(["firmato"]);
    expect((await open(token)).json().invitee).toEqual({ name: "Laura Ferrari", signed: true });
    const again = await remoteSign(guestSide(token), "ospite-1", GUEST_PASSWORD);
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().non_field_errors.join(" ")).toMatch(/già firmato questo contratto/);
  });

  it("refuses a certificate of another codice fiscale than the invitation's, keeping nothing", async () => {
    const id = await frozenContract();
    const { inviteId, token } = await invite(id);
    // Mario's own sandbox account, on the page of Laura's invitation.
    const ready = await readyToSign(guestSide(token), "demo-customer", DEMO_PASSWORD);
    expect(ready.credentials).toEqual([
      expect.objectContaining({ fiscal_code: OWNER_FISCAL_CODE, fiscal_code_matches: false }),
    ]);
    for (const [language, sentence] of [
      ["it", /intestato a un altro codice fiscale \(RSSMRA75C15H501P\): l'invito è per FRRLRA90E52A944B/],
      ["en", /belongs to another tax code \(RSSMRA75C15H501P\): the invitation is for FRRLRA90E52A944B/],
    ] as const) {
      const refused = await rx.t.app.inject({
        method: "POST",
        url: guestSide(token).signUrl,
        headers: { "accept-language": language },
        payload: {
          session: ready.session,
          credential_id: ready.credential_id,
          pin: "12345678",
          otp: "000000",
        },
      });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().credential_id[0]).toMatch(sentence);
    }
    expect((await rx.t.call("GET", `${A}/signed-copy/list/${id}/`, rx.mario)).body.results).toEqual([]);
    expect((await rx.t.call("GET", `${A}/retrieve/${id}/`, rx.mario)).body.status).toBe("in_firma");
    const failures = await rx.t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subject_id, id), eq(auditEvents.action, "agreement.remote_sign_failed")));
    expect(failures).toHaveLength(2);
    expect(failures[0]?.data).toMatchObject({ invite: inviteId, credential_id: "sandbox-demo-customer" });
    // Laura's own credential is hers.
    const lauras = await readyToSign(guestSide(token), "ospite-1", GUEST_PASSWORD);
    expect(lauras.credentials[0]).toMatchObject({
      fiscal_code: GUEST_FISCAL_CODE,
      fiscal_code_matches: true,
    });
  });

  it("lists the owner's invitations in their own data, never the link", async () => {
    const id = await frozenContract();
    const { inviteId, token } = await invite(id);
    const exported = await rx.t.app.inject({
      method: "GET",
      url: "/api/account/customer/my-data/export/",
      headers: { authorization: `JWT ${rx.mario}` },
    });
    const text = strFromU8(unzipSync(new Uint8Array(exported.rawPayload))["dati.json"] as Uint8Array);
    expect(JSON.parse(text).sign_invites).toContainEqual(
      expect.objectContaining({ id: inviteId, agreement_id: id, ...laura, status: "open", revoked_at: null }),
    );
    const [row] = await rx.t.database.db
      .select()
      .from(agreementSignInvites)
      .where(eq(agreementSignInvites.id, inviteId));
    expect(text).not.toContain(token);
    expect(text).not.toContain(row?.token_hash);
    expect(text).not.toMatch(/token/);
  });

  it("opens nothing once revoked, reopened or expired: 404 with no detail", async () => {
    const id = await frozenContract();
    const revoked = await invite(id);
    expect((await open(revoked.token)).statusCode).toBe(200);
    expect(
      (await rx.t.call("DELETE", `${A}/sign-invite/destroy/${revoked.inviteId}/`, rx.mario)).status,
    ).toBe(204);
    expect((await open(revoked.token)).statusCode).toBe(404);
    expect((await open(revoked.token, "document/")).statusCode).toBe(404);

    const expired = await invite(id);
    await rx.t.database.db
      .update(agreementSignInvites)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(agreementSignInvites.id, expired.inviteId));
    expect((await open(expired.token)).statusCode).toBe(404);
    const statuses = async () =>
      (await rx.t.call("GET", `${A}/sign-invite/list/${id}/`, rx.mario)).body.results.map(
        (item: { status: string }) => item.status,
      );
    expect(await statuses()).toEqual(["scaduto", "revocato"]);

    const reopened = await invite(id);
    expect((await open(reopened.token)).statusCode).toBe(200);
    expect((await rx.t.call("POST", `${A}/unfreeze/${id}/`, rx.mario)).status).toBe(200);
    expect((await open(reopened.token)).statusCode).toBe(404);
    expect(await statuses()).toEqual(["revocato", "revocato", "revocato"]);
    expect((await open("x".repeat(43))).statusCode).toBe(404);
  });

  it("keeps invitations to the owner, of frozen contracts, and sessions to their side", async () => {
    const id = await frozenContract();
    const { inviteId, token } = await invite(id);
    expect((await rx.t.call("GET", `${A}/sign-invite/list/${id}/`, rx.giulia)).status).toBe(404);
    expect((await rx.t.call("DELETE", `${A}/sign-invite/destroy/${inviteId}/`, rx.giulia)).status).toBe(404);
    expect((await rx.t.call("POST", `${A}/sign-invite/${id}/`, rx.giulia, laura)).status).toBe(404);

    const owners = await readyToSign(ownerSide(id), "demo-customer", DEMO_PASSWORD);
    const url = `/api/sign/${token}/remote-sign/credentials/?session=${encodeURIComponent(owners.session)}`;
    expect((await rx.t.app.inject({ method: "GET", url })).statusCode).toBe(400);

    expect((await rx.t.call("POST", `${A}/unfreeze/${id}/`, rx.mario)).status).toBe(200);
    expect((await rx.t.call("POST", `${A}/sign-invite/${id}/`, rx.mario, laura)).status).toBe(409);
  });

  it("leaves no link open when its e-mail cannot be sent: the invitation revoked once it is given up", async () => {
    const id = await frozenContract();
    // Queued with the invitation (issue 49 §5); the mail server then refuses the address for good.
    const queued = await rx.t.call("POST", `${A}/sign-invite/${id}/`, rx.mario, {
      ...laura,
      email: "laura@dominio.invalid",
    });
    expect(queued.status).toBe(201);
    const listed = await rx.t.call("GET", `${A}/sign-invite/list/${id}/`, rx.mario);
    expect(listed.body.results.map((invite: { status: string }) => invite.status)).toEqual(["revocato"]);
  });
});

describe("the open invitations of one contract", () => {
  it("stops at SIGN_INVITE_MAX_OPEN open links, in words, and takes one more once one is revoked", async () => {
    const id = await frozenContract();
    const created: number[] = [];
    for (let i = 0; i < SIGN_INVITE_MAX_OPEN; i++) created.push((await invite(id)).inviteId);
    const refused = await rx.t.call("POST", `${A}/sign-invite/${id}/`, rx.mario, laura);
    expect(refused.status).toBe(409);
    expect(refused.body.non_field_errors.join(" ")).toMatch(/già 20 inviti aperti/);
    expect((await rx.t.call("DELETE", `${A}/sign-invite/destroy/${created[0]}/`, rx.mario)).status).toBe(204);
    await invite(id);
  });
});

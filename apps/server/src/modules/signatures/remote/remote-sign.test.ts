import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pdfsigSignatures } from "@app/signatures/testing";
import { and, eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, describe, expect, it } from "vitest";
import { auditEvents } from "../../../platform/audit/audit.table";
import { DEMO_PASSWORD, SANDBOX_PIN, TRIAL_PASSWORD } from "../../../test/csc-sandbox";
import { remoteSignPreferences } from "../signature.table";
import {
  A,
  C,
  frozenContract,
  ownerSide,
  readyToSign,
  remoteSign,
  remoteSignSuite,
  rx,
  send,
} from "./remote-sign-fixture";

remoteSignSuite();
const dir = mkdtempSync(join(tmpdir(), "remote-sign-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The audit events of a contract, of one action. */
const auditOf = (id: number, action: string) =>
  rx.t.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.subject_id, id), eq(auditEvents.action, action)));

const get = (url: string, token = rx.mario) => rx.t.call("GET", url, token);

/** What a failed signing must leave as it was: the frozen PDF, the copies, the status. */
async function snapshot(id: number) {
  return {
    frozen: (
      await rx.t.app.inject({
        method: "GET",
        url: `${A}/frozen/download/${id}/`,
        headers: { authorization: `JWT ${rx.mario}` },
      })
    ).rawPayload.toString("base64"),
    copies: (await get(`${A}/signed-copy/list/${id}/`)).body.results,
    status: (await get(`${A}/retrieve/${id}/`)).body.status,
  };
}

describe("remote signing by the contract's owner (issue 46)", () => {
  it("lists the configured providers", async () => {
    expect((await get(`${C}/remote-sign/providers/`)).body).toEqual([{ name: "Sandbox CSC", oauth: false }]);
  });

  it("describes the signer's credential from its certificate", async () => {
    const ready = await readyToSign(ownerSide(0), "demo-customer", DEMO_PASSWORD);
    expect(ready.credentials).toEqual([
      expect.objectContaining({
        credential_id: "sandbox-demo-customer",
        holder: "Mario Rossi",
        fiscal_code: "RSSMRA75C15H501P",
        qualified: true,
        otp_required: true,
        // Nothing signed yet: nothing to preselect.
        preferred: false,
      }),
    ]);
  });

  it("signs the frozen contract: a signed copy pdfsig calls valid, ETSI.CAdES.detached", async () => {
    const id = await frozenContract();
    const signed = await remoteSign(ownerSide(id), "demo-customer", DEMO_PASSWORD);
    expect(signed.statusCode, signed.body).toBe(201);
    const report = signed.json();
    expect(report).toMatchObject({
      format: "pades",
      matches_frozen: true,
      signed_in_product: true,
      signers: [{ name: "Mario Rossi", fiscal_code: "RSSMRA75C15H501P", trusted: true, integrity: true }],
    });
    expect(report.parties.some((party: { signed: boolean }) => party.signed)).toBe(true);
    expect((await get(`${A}/retrieve/${id}/`)).body.status).toBe("in_firma");
    const file = await rx.t.app.inject({
      method: "GET",
      url: `${A}/signed-copy/download/${report.id}/`,
      headers: { authorization: `JWT ${rx.mario}` },
    });
    const signatures = pdfsigSignatures(file.rawPayload, dir);
    expect(signatures).toHaveLength(1);
    expect(signatures[0]).toMatchObject({
      commonName: "Mario Rossi",
      type: "ETSI.CAdES.detached",
      validation: "Signature is Valid.",
    });
    const [event] = await auditOf(id, "agreement.remote_sign");
    expect(event?.data).toMatchObject({ provider: "Sandbox CSC", signer: "Mario Rossi", copy: report.id });
  });

  it("remembers the credential a customer signed with, for them only, and lists it in their data", async () => {
    const id = await frozenContract();
    expect((await remoteSign(ownerSide(id), "demo-customer", DEMO_PASSWORD)).statusCode).toBe(201);
    const after = await readyToSign(ownerSide(id), "demo-customer", DEMO_PASSWORD);
    expect(after.credentials).toEqual([
      expect.objectContaining({ credential_id: "sandbox-demo-customer", preferred: true }),
    ]);
    // Giulia never signed: nothing is preselected for her.
    const giulias = await readyToSign(ownerSide(id, rx.giulia), "demo-customer-2", DEMO_PASSWORD);
    expect(giulias.credentials[0].preferred).toBe(false);
    const rows = await rx.t.database.db.select().from(remoteSignPreferences);
    expect(rows).toEqual([
      {
        user_id: expect.any(Number),
        provider: "Sandbox CSC",
        credential_id: "sandbox-demo-customer",
        updated_at: expect.any(Date),
      },
    ]);
    const exported = await rx.t.app.inject({
      method: "GET",
      url: "/api/account/customer/my-data/export/",
      headers: { authorization: `JWT ${rx.mario}` },
    });
    const files = unzipSync(new Uint8Array(exported.rawPayload));
    expect(JSON.parse(strFromU8(files["dati.json"] as Uint8Array)).profile).toMatchObject({
      remote_sign_provider: "Sandbox CSC",
      remote_sign_credential_id: "sandbox-demo-customer",
    });
  });

  it("refuses a contract that is not frozen with 409, and anyone else's with 404", async () => {
    const id = await frozenContract();
    expect((await rx.t.call("POST", `${A}/unfreeze/${id}/`, rx.mario)).status).toBe(200);
    expect((await remoteSign(ownerSide(id), "demo-customer", DEMO_PASSWORD)).statusCode).toBe(409);
    const frozen = await frozenContract();
    const other = await remoteSign(ownerSide(frozen, rx.giulia), "demo-customer-2", DEMO_PASSWORD);
    expect(other.statusCode).toBe(404);
  });

  it("keeps a session to the customer who opened it", async () => {
    const id = await frozenContract();
    const ready = await readyToSign(ownerSide(id), "demo-customer", DEMO_PASSWORD);
    const url = `${C}/remote-sign/credentials/?session=${encodeURIComponent(ready.session)}`;
    const stolen = await get(url, rx.giulia);
    expect(stolen.status).toBe(400);
    expect(stolen.body.session).toHaveLength(1);
    const forged = await get(`${C}/remote-sign/credentials/?session=${ready.session.slice(0, -4)}AAAA`);
    expect(forged.status).toBe(400);
    // Signing with another's session fails before the provider is reached, and is audited too.
    const signed = await rx.t.call("POST", `${A}/remote-sign/${id}/`, rx.mario, {
      session: `${ready.session.slice(0, -4)}AAAA`,
      credential_id: ready.credential_id,
      pin: SANDBOX_PIN,
    });
    expect(signed.status).toBe(400);
    const failures = await rx.t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subject_id, id), eq(auditEvents.action, "agreement.remote_sign_failed")));
    expect(failures.map((event) => event.data)).toEqual([
      expect.objectContaining({ credential_id: ready.credential_id, failure: "session" }),
    ]);
  });

  it.each([
    ["a wrong PIN", "demo-customer", DEMO_PASSWORD, { pin: "00000000" }, 400, "pin", /tentativi/],
    ["a wrong OTP", "demo-customer", DEMO_PASSWORD, { otp: "000000x" }, 400, "otp", /OTP/],
    ["a provider's 500", "prova-errore-500", TRIAL_PASSWORD, {}, 502, "non_field_errors", /com'era/],
    ["a provider too slow", "prova-lenta", TRIAL_PASSWORD, {}, 504, "non_field_errors", /in tempo/],
  ] as const)(
    "after %s, says so and changes nothing",
    async (_case, username, password, change, status, key, words) => {
      const id = await frozenContract();
      const before = await snapshot(id);
      const answer = await remoteSign(ownerSide(id), username, password, (body) => ({ ...body, ...change }));
      expect(answer.statusCode, answer.body).toBe(status);
      expect(answer.json()[key].join(" ")).toMatch(words);
      expect(await snapshot(id)).toEqual(before);
    },
  );

  it("names a disabled credential and changes nothing", async () => {
    const id = await frozenContract();
    const before = await snapshot(id);
    const ready = await readyToSign(ownerSide(id), "prova-disabilitata", TRIAL_PASSWORD);
    expect(ready.otpStatus).toBe(400);
    const answer = await send(ownerSide(id), "POST", `${A}/remote-sign/${id}/`, {
      session: ready.session,
      credential_id: ready.credential_id,
      pin: SANDBOX_PIN,
      otp: "123456",
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().credential_id).toHaveLength(1);
    expect(await snapshot(id)).toEqual(before);
  });
});

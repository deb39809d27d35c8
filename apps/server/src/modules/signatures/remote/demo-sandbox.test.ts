import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_SANDBOX_OAUTH_PROVIDER, DEMO_SANDBOX_PROVIDER } from "../../../platform/csc/demo-sandbox";
import { DEMO_PASSWORD, SANDBOX_PIN } from "../../../test/csc-sandbox";
import { customerTemplate } from "../../../test/customer-templates";
import { createTestApp } from "../../../test/test-app";
import { C, frozenContract, ownerSide, readyToSign, rx, send } from "./remote-sign-fixture";

/**
 * Demo mode starts the CSC sandbox in the server's process (issue 46 §4): it is the provider
 * "Sandbox CSC (prova)", its authority trusted, its OTP e-mailed through the app's mailer: with
 * SMTP_URL unset, an .eml file under DATA_DIR/mail, where the e2e journeys read it.
 */
beforeAll(async () => {
  rx.t = await createTestApp(
    { CSC_SANDBOX: null, CSC_SANDBOX_PORT: 0, DEMO_MODE: true },
    { demoCatalogue: true, realMailer: true },
  );
  [rx.mario] = await rx.t.loginAll("demo-customer");
  rx.lease = await customerTemplate(rx.t, rx.mario, /uso abitativo/);
}, 180_000);
afterAll(() => rx.t?.close());

describe("demo mode's CSC sandbox (issue 46 §4)", () => {
  it("is the providers, by password and by OAuth, its keys under DATA_DIR/csc-sandbox", async () => {
    expect((await rx.t.call("GET", `${C}/remote-sign/providers/`, rx.mario)).body).toEqual([
      { name: DEMO_SANDBOX_PROVIDER, oauth: false },
      { name: DEMO_SANDBOX_OAUTH_PROVIDER, oauth: true },
    ]);
    expect(existsSync(join(rx.t.config.DATA_DIR, "csc-sandbox", "authority", "certificate.pem"))).toBe(true);
  });

  it("signs a frozen contract, the OTP read from the app's e-mail: the signer trusted, not revoked", async () => {
    const id = await frozenContract();
    const ready = await readyToSign(ownerSide(id), "demo-customer", DEMO_PASSWORD, DEMO_SANDBOX_PROVIDER);
    expect(ready.otpStatus).toBe(204);
    const dir = join(rx.t.config.DATA_DIR, "mail");
    const mails = readdirSync(dir).map((file) =>
      readFileSync(join(dir, file), "utf8").replace(/=\r?\n/g, ""),
    );
    const mail = mails.find((text) => text.includes("To: mario.rossi@studio-rossi.example"));
    const otp = /Your signing code is (\d{6})/.exec(mail ?? "")?.[1];
    expect(otp).toMatch(/^\d{6}$/);
    const signed = await send(ownerSide(id), "POST", ownerSide(id).signUrl, {
      session: ready.session,
      credential_id: ready.credential_id,
      pin: SANDBOX_PIN,
      otp,
    });
    expect(signed.statusCode, signed.body).toBe(201);
    expect(signed.json()).toMatchObject({
      matches_frozen: true,
      signers: [
        {
          name: "Mario Rossi",
          fiscal_code: "RSSMRA75C15H501P",
          trusted: true,
          integrity: true,
          // Checked against the sandbox authority's revocation list, not "Revoca non verificata".
          revocation: "good",
        },
      ],
    });
  });
});

// The OTP e-mailed through SMTP_URL, to a real SMTP server on a free local port.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpPeer } from "../../server/src/test/smtp-peer";
import { createOtpMailer } from "./mail";
import { signIn, startTestSandbox, type TestSandbox, testConfig } from "./testing/sandbox";

let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let sandbox: TestSandbox;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  const mailer = createOtpMailer(smtp.url, "CSC Sandbox <no-reply@csc-sandbox.example>");
  sandbox = await startTestSandbox(testConfig(["demo-seat-1"]), mailer);
});
afterAll(async () => {
  await sandbox.close();
  await smtp.close();
});

describe("the OTP e-mail", () => {
  it("reaches the user's address through SMTP_URL, with the OTP the log shows", async () => {
    const token = await signIn(sandbox, "demo-seat-1");
    const sent = await sandbox.csc("credentials/sendOTP", {
      token,
      body: { credentialID: "sandbox-demo-seat-1" },
    });
    expect(sent.status).toBe(204);
    const otp = sandbox.logs.join("\n").match(/OTP per demo-seat-1: (\d{6})/)?.[1];
    expect(otp).toMatch(/^\d{6}$/);
    const [mail] = await smtp.waitFor(1);
    expect(mail?.to).toEqual(["anna.neri@studio-neri.example"]);
    expect(mail?.from).toBe("no-reply@csc-sandbox.example");
    expect(mail?.raw).toContain(`${otp}.`);
    expect(mail?.raw).toContain("Subject: =?UTF-8?Q?Codice_OTP_per_la_firma");
  });

  it("is not needed to go on: an unreachable SMTP server leaves the OTP in the log and answers 204", async () => {
    const broken = await startTestSandbox(
      testConfig(["demo-seat-1"]),
      createOtpMailer("smtp://127.0.0.1:9", "x@y.example"),
    );
    try {
      const token = await signIn(broken, "demo-seat-1");
      const sent = await broken.csc("credentials/sendOTP", {
        token,
        body: { credentialID: "sandbox-demo-seat-1" },
      });
      expect(sent.status).toBe(204);
      expect(broken.logs.join("\n")).toMatch(/OTP per demo-seat-1: \d{6}/);
      expect(broken.logs.join("\n")).toContain("l'e-mail con l'OTP non è partita");
    } finally {
      await broken.close();
    }
  });
});

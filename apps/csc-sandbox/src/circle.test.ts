// The whole circle over real HTTP, as a signature application runs it: login, list, info,
// sendOTP, authorize, signHash; then the signature checked against the certificate.
import { createHash, verify, X509Certificate } from "node:crypto";
import { isValidPersonalFiscalCode } from "@app/documents";
import * as asn1js from "asn1js";
import * as pkijs from "pkijs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_NOTICE } from "./pki/extensions";
import { OID } from "./pki/oids";
import {
  authData,
  PIN,
  RSA,
  SHA256,
  sendOtp,
  signIn,
  startTestSandbox,
  type TestSandbox,
  testConfig,
} from "./testing/sandbox";

const CREDENTIAL = "sandbox-demo-customer";
let sandbox: TestSandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox(testConfig(["demo-customer", "demo-customer-2"]));
});
afterAll(() => sandbox.close());

function subjectAttribute(certificate: pkijs.Certificate, type: string): unknown {
  return certificate.subject.typesAndValues.find((item) => item.type === type)?.value.valueBlock.value;
}

function extensionValue(certificate: pkijs.Certificate, id: string): asn1js.AsnType {
  const extension = certificate.extensions?.find((item) => item.extnID === id);
  if (!extension) throw new Error(`no extension ${id}`);
  return asn1js.fromBER(extension.extnValue.valueBlock.valueHexView).result;
}

function qcStatementIds(certificate: pkijs.Certificate): string[] {
  const statements = new pkijs.QCStatements({ schema: extensionValue(certificate, OID.qcStatements) });
  return statements.values.map((statement) => statement.id);
}

async function authorize(token: string, body: Record<string, unknown>) {
  return sandbox.csc("credentials/authorize", { token, body: { credentialID: CREDENTIAL, ...body } });
}

describe("the demo customer's whole circle", () => {
  it("says what it is on info, without authorization", async () => {
    const info = await sandbox.csc("info");
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({ specs: "2.0.0.2", region: "IT", authType: ["basic", "oauth2code"] });
    expect(info.body.methods).toEqual(
      expect.arrayContaining(["credentials/authorize", "signatures/signHash"]),
    );
    const logo = await sandbox.call("GET", "/csc/v2/logo.png");
    expect(logo.headers.get("content-type")).toBe("image/png");
  });

  it("lists the user's one credential, with its chain from the test authority", async () => {
    const token = await signIn(sandbox, "demo-customer");
    const list = await sandbox.csc("credentials/list", {
      token,
      body: { credentialInfo: true, certificates: "chain", certInfo: true, authInfo: true },
    });
    expect(list.status).toBe(200);
    expect(list.body.credentialIDs).toEqual([CREDENTIAL]);
    const info = list.body.credentialInfos[0];
    expect(info).toMatchObject({
      credentialID: CREDENTIAL,
      key: { status: "enabled", len: 2048 },
      SCAL: "1",
    });
    expect(info.auth.mode).toBe("explicit");
    expect(info.auth.objects.map((object: { id: string }) => object.id)).toEqual(["PIN", "OTP"]);
    expect(info.OTP).toMatchObject({ presence: "true", type: "online" });

    const [leafBase64, caBase64] = info.cert.certificates as string[];
    const leaf = new X509Certificate(Buffer.from(leafBase64 as string, "base64"));
    const ca = new X509Certificate(Buffer.from(caBase64 as string, "base64"));
    expect(leaf.verify(ca.publicKey)).toBe(true);
    expect(leaf.checkIssued(ca)).toBe(true);
    expect(ca.verify(ca.publicKey)).toBe(true);
    expect(ca.subject).toContain("CN=CSC Sandbox CA — solo prova");
    expect(info.cert.serialNumber).toBe(leaf.serialNumber.toUpperCase());
    expect(info.cert.subjectDN).toBe(
      "CN=Mario Rossi,serialNumber=TINIT-RSSMRA75C15H501P,GN=Mario,SN=Rossi,C=IT",
    );
    expect(info.cert.validTo).toMatch(/^\d{14}Z$/);
  });

  it("issues a qualified-looking certificate: TINIT- codice fiscale, QcStatements, test policy", async () => {
    const token = await signIn(sandbox, "demo-customer");
    const info = await sandbox.csc("credentials/info", {
      token,
      body: { credentialID: CREDENTIAL, certificates: "chain", certInfo: true },
    });
    expect(info.status).toBe(200);
    const [leafDer, caDer] = (info.body.cert.certificates as string[]).map((item) =>
      Buffer.from(item, "base64"),
    );
    const leaf = pkijs.Certificate.fromBER(new Uint8Array(leafDer as Buffer));
    const ca = pkijs.Certificate.fromBER(new Uint8Array(caDer as Buffer));
    expect(await leaf.verify(ca)).toBe(true);

    const serial = String(subjectAttribute(leaf, OID.serialNumber));
    expect(serial).toBe("TINIT-RSSMRA75C15H501P");
    expect(isValidPersonalFiscalCode(serial.replace("TINIT-", ""))).toBe(true);
    expect(subjectAttribute(leaf, OID.givenName)).toBe("Mario");
    expect(subjectAttribute(leaf, OID.surname)).toBe("Rossi");
    expect(qcStatementIds(leaf)).toEqual([OID.qcCompliance, OID.qcSSCD, OID.qcType]);
    const policies = new pkijs.CertificatePolicies({ schema: extensionValue(leaf, OID.certificatePolicies) });
    const [qualified, test] = policies.certificatePolicies;
    expect(qualified?.policyIdentifier).toBe(OID.policyQcpNaturalQscd);
    expect(test?.policyIdentifier).toBe(OID.policySandboxTest);
    const notice = test?.policyQualifiers?.[0]?.qualifier as asn1js.Sequence;
    expect((notice.valueBlock.value[0] as asn1js.Utf8String).valueBlock.value).toBe(TEST_NOTICE);
    // Non-repudiation only: bit 1 of the KeyUsage BIT STRING.
    const keyUsage = extensionValue(leaf, OID.keyUsage) as asn1js.BitString;
    expect([...keyUsage.valueBlock.valueHexView]).toEqual([0x40]);
  });

  it("signs a SHA-256 hash after PIN and the e-mailed OTP; node verifies it with the certificate", async () => {
    const token = await signIn(sandbox, "demo-customer");
    const otp = await sendOtp(sandbox, token, CREDENTIAL);
    expect(sandbox.mails.at(-1)?.to).toBe("mario.rossi@studio-rossi.example");
    expect(sandbox.logs.some((line) => line.includes(`OTP per demo-customer: ${otp}`))).toBe(true);

    const authorized = await authorize(token, { numSignatures: 1, authData: authData(PIN, otp) });
    expect(authorized.status).toBe(200);
    expect(authorized.body.expiresIn).toBe(300);
    const sad = authorized.body.SAD as string;

    const document = Buffer.from("Contratto di prova: firma remota CSC");
    const hash = createHash("sha256").update(document).digest("base64");
    const signed = await sandbox.csc("signatures/signHash", {
      token,
      body: { credentialID: CREDENTIAL, SAD: sad, hashes: [hash], hashAlgorithmOID: SHA256, signAlgo: RSA },
    });
    expect(signed.status).toBe(200);
    const certificate = new X509Certificate(sandbox.pki.credentials.get(CREDENTIAL)?.der as Uint8Array);
    const signature = Buffer.from(signed.body.signatures[0], "base64");
    expect(verify("sha256", document, certificate.publicKey, signature)).toBe(true);
    expect(verify("sha256", Buffer.from("altro"), certificate.publicKey, signature)).toBe(false);

    // One signature authorized, one made: the SAD is spent.
    const again = await sandbox.csc("signatures/signHash", {
      token,
      body: { credentialID: CREDENTIAL, SAD: sad, hashes: [hash], hashAlgorithmOID: SHA256, signAlgo: RSA },
    });
    expect(again.body).toEqual({ error: "invalid_request", error_description: "Invalid parameter SAD" });
    // Neither the PIN nor the SAD ever reaches the log.
    expect(sandbox.logs.join("\n")).not.toContain(PIN);
    expect(sandbox.logs.join("\n")).not.toContain(sad);
  });

  it("binds a SAD to the hashes it authorized, and takes the CSC 1.0 PIN and OTP fields", async () => {
    const token = await signIn(sandbox, "demo-customer");
    const otp = await sendOtp(sandbox, token, CREDENTIAL);
    const [first, second, other] = ["uno", "due", "tre"].map((text) =>
      createHash("sha256").update(text).digest("base64"),
    );
    const authorized = await authorize(token, {
      numSignatures: 2,
      hashes: [first, second],
      hashAlgorithmOID: SHA256,
      PIN,
      OTP: otp,
    });
    expect(authorized.status).toBe(200);
    const sign = (hashes: (string | undefined)[]) =>
      sandbox.csc("signatures/signHash", {
        token,
        body: {
          credentialID: CREDENTIAL,
          SAD: authorized.body.SAD,
          hashes,
          signAlgo: "1.2.840.113549.1.1.11",
        },
      });
    expect((await sign([other])).body.error_description).toBe("Hash is not authorized by the SAD");
    const both = await sign([first, second]);
    expect(both.status).toBe(200);
    expect(both.body.signatures).toHaveLength(2);
  });

  it("keeps each user to their own credential", async () => {
    const token = await signIn(sandbox, "demo-customer-2");
    const info = await sandbox.csc("credentials/info", { token, body: { credentialID: CREDENTIAL } });
    expect(info.status).toBe(400);
    expect(info.body).toEqual({
      error: "invalid_request",
      error_description: "Invalid parameter credentialID",
    });
    const list = await sandbox.csc("credentials/list", { token });
    expect(list.body.credentialIDs).toEqual(["sandbox-demo-customer-2"]);
  });
});

// The keys and certificates in the data directory, the names as credentials/info writes them,
// and the one signing operation.
import { createHash, sign } from "node:crypto";
import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as asn1js from "asn1js";
import * as pkijs from "pkijs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generalizedTime, rfc4514, serialHex } from "./names";
import { signDigest } from "./sign";
import { openPki, type SandboxPki } from "./store";

const MARIO = { credentialID: "mario", givenName: "Mario", surname: "Rossi", fiscalCode: "RSSMRA75C15H501P" };
const GIULIA = {
  credentialID: "giulia",
  givenName: "Giulia",
  surname: "Bianchi",
  fiscalCode: "BNCGLI82L62F205R",
};
const quiet = { info: () => {} };

let dir: string;
let first: SandboxPki;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "csc-pki-"));
  first = await openPki(dir, [MARIO, GIULIA], quiet);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

function serialOf(pki: SandboxPki, id: string): string {
  return serialHex(pki.credentials.get(id)?.certificate as pkijs.Certificate);
}

describe("the data directory", () => {
  it("keeps the private keys readable by the owner only", async () => {
    for (const file of ["authority/private-key.pem", "credentials/mario/private-key.pem"]) {
      expect((await stat(join(dir, file))).mode & 0o777).toBe(0o600);
    }
    expect(await readFile(join(dir, "credentials/mario/private-key.pem"), "utf8")).toContain(
      "BEGIN PRIVATE KEY",
    );
  });

  it("gives the same authority and credentials at the next start", async () => {
    const again = await openPki(dir, [MARIO, GIULIA], quiet);
    expect(Buffer.from(again.authority.der)).toEqual(Buffer.from(first.authority.der));
    expect(serialOf(again, "mario")).toBe(serialOf(first, "mario"));
  });

  it("issues a credential again when its person changes in the configuration", async () => {
    const renamed = await openPki(dir, [{ ...MARIO, surname: "Rossini" }, GIULIA], quiet);
    expect(serialOf(renamed, "mario")).not.toBe(serialOf(first, "mario"));
    expect(
      rfc4514(renamed.credentials.get("mario")?.certificate.subject as pkijs.RelativeDistinguishedNames),
    ).toContain("SN=Rossini");
    expect(serialOf(renamed, "giulia")).toBe(serialOf(first, "giulia"));
  });

  it("issues every credential again under a new authority", async () => {
    const other = await mkdtemp(join(tmpdir(), "csc-pki-"));
    try {
      await openPki(other, [MARIO], quiet);
      await rm(join(other, "authority"), { recursive: true });
      const renewed = await openPki(other, [MARIO], quiet);
      const leaf = renewed.credentials.get("mario")?.certificate as pkijs.Certificate;
      expect(await leaf.verify(renewed.authority.certificate)).toBe(true);
    } finally {
      await rm(other, { recursive: true, force: true });
    }
  });

  it("refuses a damaged key rather than making a new one silently", async () => {
    const other = await mkdtemp(join(tmpdir(), "csc-pki-"));
    try {
      await openPki(other, [MARIO], quiet);
      await writeFile(join(other, "credentials/mario/private-key.pem"), "non è una chiave");
      await expect(openPki(other, [MARIO], quiet)).rejects.toThrow();
    } finally {
      await rm(other, { recursive: true, force: true });
    }
  });
});

describe("names and dates as credentials/info writes them", () => {
  it("writes RFC 4514 names, most specific first, escaping the specials", () => {
    const subject = first.credentials.get("mario")?.certificate.subject as pkijs.RelativeDistinguishedNames;
    expect(rfc4514(subject)).toBe(
      "CN=Mario Rossi,serialNumber=TINIT-RSSMRA75C15H501P,GN=Mario,SN=Rossi,C=IT",
    );
    const tricky = new pkijs.RelativeDistinguishedNames({
      typesAndValues: [
        new pkijs.AttributeTypeAndValue({
          type: "2.5.4.3",
          value: new asn1js.Utf8String({ value: "#Rossi, Mario+1 " }),
        }),
      ],
    });
    expect(rfc4514(tricky)).toBe("CN=\\#Rossi\\, Mario\\+1\\ ");
  });

  it("writes GeneralizedTime as YYYYMMDDHHMMSSZ", () => {
    expect(generalizedTime(new Date("2026-03-05T07:08:09.123Z"))).toBe("20260305070809Z");
  });
});

describe("the HSM stand-in's signature", () => {
  it("is the RSA PKCS#1 v1.5 signature node makes of the data the digest came from", () => {
    const key = first.credentials.get("mario")?.privateKey;
    if (!key) throw new Error("no key");
    const data = Buffer.from("dati da firmare");
    const digest = createHash("sha256").update(data).digest();
    // PKCS#1 v1.5 is deterministic: the same key and DigestInfo give the same bytes.
    expect(signDigest(key, "2.16.840.1.101.3.4.2.1", digest)).toEqual(sign("sha256", data, key));
    const digest512 = createHash("sha512").update(data).digest();
    expect(signDigest(key, "2.16.840.1.101.3.4.2.3", digest512)).toEqual(sign("sha512", data, key));
  });
});

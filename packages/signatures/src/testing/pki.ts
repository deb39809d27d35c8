// Test support: a small PKI made with openssl in a temporary folder, as issue 45's tests ask
// (a test CA with its database and CRL, signers with and without TINIT- serial numbers and
// QcStatements, expired, revoked, and one from an authority nobody trusts).
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { opensslConfig } from "./openssl-config";

export interface TestSigner {
  cert: string;
  key: string;
  /** PKCS#12 with the key and certificate (password "test"), as signing tools import them. */
  p12: Buffer;
}

export interface Pki {
  dir: string;
  /** The trust folder: the test CA's certificate and its CRL. */
  trustDir: string;
  signers: Record<
    "qualified" | "plain" | "expired" | "revoked" | "unknown" | "second" | "tsa" | "later",
    TestSigner
  >;
  openssl(...args: string[]): Buffer;
  /** Revokes a signer's certificate now and writes the CA's CRL again into the trust folder. */
  revoke(signer: TestSigner): void;
  close(): void;
}

/** A one-page PDF with its own text, as pdf-lib writes it (a classic xref, no object streams). */
export async function samplePdf(text: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage([595, 842]).drawText(text, { x: 72, y: 760, size: 12, font });
  return pdf.save({ useObjectStreams: false });
}

/**
 * `authority` is the test CA's organisation. PAdES tests name it in ASCII: @signpdf's signer
 * (node-forge) writes a UTF-8 issuer name back double-encoded, so its signatures would name an
 * issuer no certificate has.
 */
export function makePki(authority = "Autorità di prova"): Pki {
  const dir = mkdtempSync(join(tmpdir(), "signatures-pki-"));
  const openssl = (...args: string[]) =>
    execFileSync("openssl", args, {
      cwd: dir,
      stdio: ["ignore", "pipe", "pipe"],
      maxBuffer: 64 * 1024 * 1024,
    });
  const file = (name: string) => join(dir, name);
  writeFileSync(file("ca.cnf"), opensslConfig(dir));
  writeFileSync(file("index.txt"), "");
  writeFileSync(file("serial"), "1000\n");
  writeFileSync(file("crlnumber"), "1000\n");
  writeFileSync(file("tsa-serial"), "01\n");
  mkdirSync(file("issued"));
  const cnf = ["-config", file("ca.cnf")];
  const key = (name: string) => openssl("genrsa", "-out", file(name), "2048") && file(name);
  const caKey = key("ca.key");
  const signerKey = key("signer.key");
  const strangerKey = key("stranger.key");
  const selfSigned = (keyFile: string, subject: string, out: string) =>
    openssl(
      "req",
      "-x509",
      "-new",
      "-key",
      keyFile,
      "-days",
      "3650",
      "-utf8",
      ...cnf,
      "-extensions",
      "authority",
      "-subj",
      subject,
      "-out",
      file(out),
    );
  // The CA through `openssl ca -selfsign`: older than the expired signer, as real CAs are.
  openssl(
    "req",
    "-new",
    "-key",
    caKey,
    "-utf8",
    ...cnf,
    "-subj",
    `/C=IT/O=${authority}/CN=CA di test`,
    "-out",
    file("ca.csr"),
  );
  openssl(
    "ca",
    "-batch",
    ...cnf,
    "-selfsign",
    "-keyfile",
    caKey,
    "-preserveDN",
    "-notext",
    "-extensions",
    "authority",
    "-startdate",
    "20190101000000Z",
    "-enddate",
    "20391231000000Z",
    "-in",
    file("ca.csr"),
    "-out",
    file("ca.pem"),
  );
  selfSigned(strangerKey, "/C=IT/O=Autorità sconosciuta/CN=CA ignota", "stranger.pem");

  const p12 = (cert: string) => {
    openssl(
      "pkcs12",
      "-export",
      "-in",
      cert,
      "-inkey",
      signerKey,
      "-passout",
      "pass:test",
      "-certpbe",
      "PBE-SHA1-3DES",
      "-keypbe",
      "PBE-SHA1-3DES",
      "-macalg",
      "sha1",
      "-out",
      `${cert}.p12`,
    );
    return readFileSync(`${cert}.p12`);
  };
  const request = (name: string, subject: string) => {
    openssl("req", "-new", "-key", signerKey, "-utf8", ...cnf, "-subj", subject, "-out", file(`${name}.csr`));
    return file(`${name}.csr`);
  };
  const issue = (name: string, subject: string, profile: string, dates: string[] = []) => {
    const cert = file(`${name}.pem`);
    openssl(
      "ca",
      "-batch",
      ...cnf,
      "-preserveDN",
      "-notext",
      "-extensions",
      profile,
      ...(dates.length ? dates : ["-days", "365"]),
      "-in",
      request(name, subject),
      "-out",
      cert,
    );
    return { cert, key: signerKey, p12: p12(cert) };
  };
  const rossi = "/C=IT/GN=Mario/SN=Rossi/serialNumber=TINIT-RSSMRA80A01H501U/CN=Mario Rossi";
  const signers: Pki["signers"] = {
    qualified: issue("qualified", rossi, "qualified"),
    tsa: issue("tsa", "/C=IT/O=Ente di marcatura di prova/CN=TSA di test", "tsa"),
    second: issue("second", "/C=IT/GN=Anna/SN=Bianchi/serialNumber=TINIT-BNCNNA85M41F205X", "qualified"),
    plain: issue("plain", "/C=IT/CN=Luigi Verdi", "plain"),
    expired: issue("expired", "/C=IT/CN=Carla Neri/serialNumber=TINIT-NRECRL70A41H501Z", "qualified", [
      "-startdate",
      "20200101000000Z",
      "-enddate",
      "20210101000000Z",
    ]),
    revoked: issue("revoked", "/C=IT/CN=Paolo Gialli", "qualified"),
    later: issue("later", "/C=IT/CN=Sara Blu", "qualified"),
    unknown: (() => {
      const cert = file("unknown.pem");
      openssl(
        "x509",
        "-req",
        "-in",
        request("unknown", "/C=IT/CN=Ugo Ignoto"),
        "-CA",
        file("stranger.pem"),
        "-CAkey",
        strangerKey,
        "-CAcreateserial",
        "-days",
        "365",
        "-extfile",
        file("ca.cnf"),
        "-extensions",
        "qualified",
        "-out",
        cert,
      );
      return { cert, key: signerKey, p12: p12(cert) };
    })(),
  };
  const trustDir = file("trust");
  mkdirSync(trustDir);
  const revoke = (signer: TestSigner) => {
    openssl("ca", "-batch", ...cnf, "-revoke", signer.cert, "-crl_reason", "keyCompromise");
    openssl("ca", "-batch", ...cnf, "-gencrl", "-out", join(trustDir, "ca.crl"));
  };
  revoke(signers.revoked);
  writeFileSync(join(trustDir, "ca.pem"), readFileSync(file("ca.pem")));
  const close = () => rmSync(dir, { recursive: true, force: true });
  return { dir, trustDir, signers, openssl, revoke, close };
}

/**
 * A CMS signature of the file `input` by openssl with SHA-256, `flags` saying which kind: e.g.
 * `-nodetach -cades` for a `.p7m`, `-cades` alone for a detached `.p7s`, `-noattr` for none of the
 * signed attributes, `-stream` for BER with indefinite lengths.
 */
export function opensslCmsSign(
  input: string,
  signer: { cert: string; key: string },
  flags: string[],
  form: "DER" | "PEM" = "DER",
): Uint8Array {
  return new Uint8Array(
    execFileSync(
      "openssl",
      [
        "cms",
        "-sign",
        "-binary",
        ...flags,
        "-md",
        "sha256",
        "-outform",
        form,
        "-in",
        input,
        "-signer",
        signer.cert,
        "-inkey",
        signer.key,
      ],
      { stdio: ["ignore", "pipe", "pipe"], maxBuffer: 64 * 1024 * 1024 },
    ),
  );
}

/**
 * A CAdES envelope of the file `input` by openssl (`-cades` adds ESS signing-certificate-v2), as
 * a signing tool writes a `.p7m`: DER, or PEM.
 */
export function opensslCadesSign(
  input: string,
  signer: { cert: string; key: string },
  form: "DER" | "PEM" = "DER",
): Uint8Array {
  return opensslCmsSign(input, signer, ["-nodetach", "-cades"], form);
}

/** A CAdES envelope of `content` by `signer`; the content is written to the PKI's folder first. */
export function cadesSign(
  pki: Pki,
  signer: TestSigner,
  content: Uint8Array,
  form: "DER" | "PEM" = "DER",
): Uint8Array {
  const input = join(pki.dir, `content-${Math.random().toString(36).slice(2)}`);
  writeFileSync(input, content);
  return opensslCadesSign(input, signer, form);
}

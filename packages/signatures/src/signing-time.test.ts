import { writeFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { problemMessage } from "./messages";
import { cadesSign, makePki, opensslCmsSign, type Pki, samplePdf } from "./testing/pki";
import { withTimestamp } from "./testing/timestamp";
import { loadTrustStore, type TrustStore } from "./trust-store";
import { verifySignedCopy } from "./verify";

let pki: Pki;
let trust: TrustStore;
let frozenPdf: Uint8Array;

beforeAll(async () => {
  pki = makePki();
  trust = loadTrustStore(pki.trustDir);
  frozenPdf = await samplePdf("Contratto con marca temporale");
  writeFileSync(`${pki.dir}/frozen.pdf`, frozenPdf);
}, 60_000);
afterAll(() => pki?.close());

async function firstSigner(bytes: Uint8Array) {
  const result = await verifySignedCopy(bytes, { frozenPdf, trust });
  if (!result.ok) throw new Error(`refused: ${result.refusal}`);
  return result.signers[0];
}

describe("when a signature was made", () => {
  it("is read from its RFC 3161 timestamp when it has one", async () => {
    const stamped = withTimestamp(pki, cadesSign(pki, pki.signers.qualified, frozenPdf));
    const signer = await firstSigner(stamped);
    expect(signer).toMatchObject({
      signed_at_source: "timestamp",
      integrity: true,
      trusted: true,
      problems: [],
    });
    expect(Math.abs(Date.parse(signer?.signed_at ?? "") - Date.now())).toBeLessThan(60_000);
  });

  it("falls back to the signing time, and says so, when the timestamp is about something else", async () => {
    const envelope = cadesSign(pki, pki.signers.qualified, frozenPdf);
    const foreign = withTimestamp(pki, envelope, new TextEncoder().encode("altro"));
    const signer = await firstSigner(foreign);
    expect(signer).toMatchObject({
      signed_at_source: "signing_time",
      problems: [{ code: "timestamp_invalid" }],
    });
    expect(problemMessage({ code: "timestamp_invalid" }, "en")).toContain("timestamp is not valid");
  });

  it("is unknown for a signature with no signed attributes, and said", async () => {
    const bare = opensslCmsSign(`${pki.dir}/frozen.pdf`, pki.signers.qualified, ["-nodetach", "-noattr"]);
    const signer = await firstSigner(bare);
    expect(signer).toMatchObject({ signed_at: null, signed_at_source: null, integrity: true });
    expect(signer?.problems.map((p) => p.code)).toEqual(["no_signing_time"]);
  });
});

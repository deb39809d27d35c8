// signatures/signHash (CSC v2.0 §11.10): raw signatures of the given hashes, under a SAD.
import { setTimeout as delay } from "node:timers/promises";
import type { FastifyInstance } from "fastify";
import type { SandboxUser } from "../config";
import { keysOf, type SandboxContext } from "../context";
import { assertUsable } from "../credential-access";
import { viewerOf } from "../http/bearer";
import { CscError, invalidParameter, invalidRequest, missingParameter } from "../http/errors";
import { type Digest, decodeDigests, hashAlgorithm } from "../http/hashes";
import { bodyOf, optionalString, optionalStringArray, requiredString } from "../http/params";
import { IMPLIED_HASH, SIGN_ALGO } from "../pki/oids";
import { signDigest } from "../pki/sign";
import type { SignatureGrant } from "../state";
import { ownCredential } from "./credentials";

/** The digest algorithm of the hashes: named beside plain RSA, implied by the hash-and-sign OIDs. */
function digestAlgorithmOf(signAlgo: string, given: string | undefined): string {
  if (signAlgo === SIGN_ALGO.rsaEncryption) {
    if (!given) throw missingParameter("string", "hashAlgorithmOID");
    hashAlgorithm(given);
    return given;
  }
  const implied = IMPLIED_HASH[signAlgo];
  if (!implied) throw invalidParameter("signAlgo");
  if (given && given !== implied) {
    throw invalidRequest("String parameter hashAlgorithmOID contradicts with signAlgo parameter");
  }
  return implied;
}

/** The SAD's grant, once it is known to allow a signature of each of these hashes. */
function grantFor(
  context: SandboxContext,
  sad: string,
  credentialID: string,
  digests: Digest[],
  oid: string,
) {
  const found = context.state.sads.find(sad);
  if (!found || found.value.credentialID !== credentialID) throw invalidParameter("SAD");
  if (found.expired) throw invalidRequest("SAD expired");
  const grant = found.value;
  if (digests.length > grant.remaining) throw invalidRequest("Numbers of signatures is too high");
  if (grant.hashAlgorithmOID && grant.hashes && grant.hashAlgorithmOID !== oid) {
    throw invalidParameter("hashAlgorithmOID");
  }
  if (grant.hashes && digests.some((digest) => !grant.hashes?.has(digest.canonical))) {
    throw invalidRequest("Hash is not authorized by the SAD");
  }
  return grant;
}

/** Spends one signature of the SAD per hash signed; a spent SAD is forgotten (§11.9). */
function spend(context: SandboxContext, sad: string, grant: SignatureGrant, digests: Digest[]) {
  for (const digest of digests) grant.hashes?.delete(digest.canonical);
  grant.remaining -= digests.length;
  if (grant.remaining === 0) context.state.sads.delete(sad);
}

/** The configured failure of a test user's signHash (README: failure modes). */
async function simulateFailure(context: SandboxContext, user: SandboxUser, signal: AbortSignal) {
  if (user.failure === "server-error") {
    context.log.warn(`signHash di ${user.username}: errore 500 simulato`);
    throw new CscError(500, "server_error", "Simulated failure of the signing device (sandbox test user)");
  }
  if (user.failure === "slow") {
    context.log.warn(`signHash di ${user.username}: risposta ritardata di ${context.config.slowDelayMs} ms`);
    await delay(context.config.slowDelayMs, undefined, { signal });
  }
}

export function signHashRoutes(app: FastifyInstance, context: SandboxContext, closing: AbortSignal): void {
  app.post("/csc/v2/signatures/signHash", async (request) => {
    const viewer = viewerOf(request, context);
    const body = bodyOf(request.body);
    const credentialID = requiredString(body, "credentialID");
    // With a "credential" access token the token itself is the SAD (§11.10).
    const sad =
      optionalString(body, "SAD") ?? (viewer.access.scope === "credential" ? viewer.token : undefined);
    if (!sad) throw missingParameter("string", "SAD");
    const hashes = optionalStringArray(body, "hashes", "hash");
    if (!hashes) throw missingParameter("array", "hash");
    if (hashes.length === 0) throw invalidRequest("Empty hash array");
    const oid = digestAlgorithmOf(requiredString(body, "signAlgo"), optionalString(body, "hashAlgorithmOID"));
    if (body.operationMode !== undefined && body.operationMode !== "S")
      throw invalidParameter("operationMode");
    const digests = decodeDigests(hashes, oid);
    const user = ownCredential(context, viewer, credentialID);
    assertUsable(context, user);
    const keys = keysOf(context, user);
    if (keys.certificate.notAfter.value.getTime() <= context.state.clock.now()) {
      throw invalidRequest("Signing certificate is expired");
    }
    await simulateFailure(context, user, closing);
    const grant = grantFor(context, sad, credentialID, digests, oid);
    const signatures = digests.map((digest) =>
      signDigest(keys.privateKey, oid, digest.bytes).toString("base64"),
    );
    spend(context, sad, grant, digests);
    request.log.info(`${digests.length} firma/e con ${credentialID}`);
    return { signatures };
  });
}

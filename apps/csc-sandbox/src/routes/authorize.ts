// credentials/authorize (CSC v2.0 §11.6): PIN and OTP in, a Signature Activation Data out.
import type { FastifyInstance } from "fastify";
import type { SandboxContext } from "../context";
import { assertUsable, authorizationSucceeded, checkOtp, checkPin } from "../credential-access";
import { viewerOf } from "../http/bearer";
import { invalidParameter, invalidRequest, missingParameter } from "../http/errors";
import { decodeDigests } from "../http/hashes";
import {
  type Body,
  bodyOf,
  optionalString,
  optionalStringArray,
  requiredInteger,
  requiredString,
} from "../http/params";
import { newToken } from "../state";
import { ownCredential } from "./credentials";

/**
 * The values of the PIN and OTP: v2.0's `authData` objects (`{ id, value }`, §8.3), else the
 * `PIN` and `OTP` strings of CSC 1.0.4.
 */
function authFactors(body: Body): { PIN?: string; OTP?: string } {
  const authData = body.authData;
  if (authData === undefined || authData === null) {
    return { PIN: optionalString(body, "PIN"), OTP: optionalString(body, "OTP") };
  }
  if (!Array.isArray(authData)) throw invalidParameter("authData");
  const factors: { PIN?: string; OTP?: string } = {};
  for (const item of authData) {
    const { id, value } = (item ?? {}) as { id?: unknown; value?: unknown };
    if (typeof id !== "string" || (value !== undefined && typeof value !== "string")) {
      throw invalidParameter("authData");
    }
    if (id === "PIN" || id === "OTP") factors[id] = value;
  }
  return factors;
}

/** The hashes a SAD is bound to, when the client names them (SCAL1 allows it, SCAL2 would ask). */
export function boundHashes(
  body: Body,
  numSignatures: number,
): { hashes: Set<string> | null; oid: string | null } {
  const hashes = optionalStringArray(body, "hashes", "hashes");
  if (!hashes) return { hashes: null, oid: optionalString(body, "hashAlgorithmOID") ?? null };
  const oid = optionalString(body, "hashAlgorithmOID");
  if (!oid) throw missingParameter("string", "hashAlgorithmOID");
  if (hashes.length === 0 || hashes.length > numSignatures) {
    throw invalidRequest("Invalid value for parameter numSignatures");
  }
  return { hashes: new Set(decodeDigests(hashes, oid).map((digest) => digest.canonical)), oid };
}

export function authorizeRoutes(app: FastifyInstance, context: SandboxContext): void {
  app.post("/csc/v2/credentials/authorize", async (request) => {
    const viewer = viewerOf(request, context);
    const body = bodyOf(request.body);
    const user = ownCredential(context, viewer, requiredString(body, "credentialID"));
    assertUsable(context, user);
    const numSignatures = requiredInteger(body, "numSignatures");
    if (numSignatures < 1) throw invalidRequest("Invalid value for parameter numSignatures");
    if (numSignatures > context.config.multisign) throw invalidRequest("Numbers of signatures is too high");
    const bound = boundHashes(body, numSignatures);
    const factors = authFactors(body);
    checkPin(context, user, factors.PIN);
    checkOtp(context, user, factors.OTP);
    authorizationSucceeded(context, user);

    const sad = newToken();
    const { sadSeconds } = context.config.lifetimes;
    context.state.sads.put(sad, {
      credentialID: user.credentialID,
      remaining: numSignatures,
      hashes: bound.hashes,
      hashAlgorithmOID: bound.oid,
      expiresAt: context.state.expiresIn(sadSeconds),
    });
    // Never the SAD itself: it is a bearer secret for as long as it lives.
    request.log.info(`firma autorizzata per ${user.credentialID}: ${numSignatures} firma/e, ${sadSeconds} s`);
    return { SAD: sad, expiresIn: sadSeconds };
  });
}

// oauth2/token (CSC v2.0 §8.4.4): an authorization code for an access token.
import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { OauthClient } from "../config";
import { findUser, type SandboxContext } from "../context";
import { CscError, invalidRequest } from "../http/errors";
import { type Body, bodyOf } from "../http/params";
import { type AuthorizationCode, newToken, sameSecret } from "../state";
import { issueServiceToken } from "./auth";

function text(body: Body, name: string): string | undefined {
  const value = body[name];
  return typeof value === "string" && value !== "" ? value : undefined;
}

/** The client by HTTP Basic (RFC 6749 §2.3.1) or by client_id and client_secret in the body. */
function authenticateClient(context: SandboxContext, request: FastifyRequest, body: Body): OauthClient {
  let id = text(body, "client_id");
  let secret = text(body, "client_secret");
  const basic = /^Basic ([A-Za-z0-9+/]+=*)$/i.exec(request.headers.authorization ?? "");
  if (basic?.[1]) {
    const decoded = Buffer.from(basic[1], "base64").toString("utf8");
    const colon = decoded.indexOf(":");
    if (colon > 0) {
      id = decodeURIComponent(decoded.slice(0, colon));
      secret = decodeURIComponent(decoded.slice(colon + 1));
    }
  }
  if (!id) throw invalidRequest("Missing parameter client_id");
  const client = context.config.oauthClients.find((candidate) => candidate.client_id === id);
  if (!client) throw invalidRequest("Invalid parameter client_id");
  if (!secret) throw new CscError(401, "invalid_request", "Client authorization required");
  if (!sameSecret(secret, client.client_secret)) throw invalidRequest("Invalid parameter client_secret");
  return client;
}

/** RFC 7636 §4.6: the verifier against the challenge the authorization request carried. */
function verifierMatches(code: AuthorizationCode, verifier: string | undefined): boolean {
  if (!code.codeChallenge) return true;
  if (!verifier) return false;
  const derived =
    code.codeChallengeMethod === "S256"
      ? createHash("sha256").update(verifier).digest("base64url")
      : verifier;
  return sameSecret(derived, code.codeChallenge);
}

export function tokenRoutes(app: FastifyInstance, context: SandboxContext): void {
  app.post("/csc/v2/oauth2/token", async (request, reply) => {
    reply.header("cache-control", "no-store");
    const body = bodyOf(request.body);
    const grantType = text(body, "grant_type");
    if (!grantType) throw invalidRequest("Missing parameter grant_type");
    if (grantType !== "authorization_code") throw invalidRequest("Invalid parameter grant_type");
    const client = authenticateClient(context, request, body);
    const codeValue = text(body, "code");
    if (!codeValue) throw invalidRequest("Missing parameter code");
    const code = context.state.authorizationCodes.live(codeValue);
    if (!code || code.clientId !== client.client_id) {
      throw new CscError(400, "invalid_grant", "Authorization code is invalid or expired");
    }
    if (text(body, "redirect_uri") !== code.redirectUri) {
      throw new CscError(400, "invalid_grant", "redirect_uri parameter does not match");
    }
    if (!verifierMatches(code, text(body, "code_verifier"))) {
      throw new CscError(400, "invalid_grant", "Invalid parameter code_verifier");
    }
    // Single use (RFC 6749 §4.1.2): a second exchange of the same code fails.
    context.state.authorizationCodes.delete(codeValue);
    const user = findUser(context.config, code.username);
    if (!user) throw new CscError(400, "invalid_grant", "Authorization code is invalid or expired");

    if (code.scope === "service") return { ...issueServiceToken(context, user, false), token_type: "Bearer" };
    // Scope "credential": the token is service authorization and SAD at once (§8.4, §11.10).
    const { sadSeconds } = context.config.lifetimes;
    const token = newToken();
    const expiresAt = context.state.expiresIn(sadSeconds);
    context.state.accessTokens.put(token, { username: user.username, scope: "credential", expiresAt });
    const { numSignatures, ...grant } = code.grant;
    context.state.sads.put(token, { ...grant, remaining: numSignatures, expiresAt });
    return {
      access_token: token,
      token_type: "Bearer",
      expires_in: sadSeconds,
      credentialID: grant.credentialID,
    };
  });
}

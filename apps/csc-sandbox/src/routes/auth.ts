// auth/login and auth/revoke (CSC v2.0 §11.2, §11.3): a service access token for HTTP Basic.
import type { FastifyInstance } from "fastify";
import type { SandboxUser } from "../config";
import { findUser, type SandboxContext } from "../context";
import { viewerOf } from "../http/bearer";
import { CscError, invalidRequest } from "../http/errors";
import { bodyOf, optionalBoolean, optionalString, requiredString } from "../http/params";
import { newToken, sameSecret } from "../state";

/** The user of an "Authorization: Basic" header, or the spec's refusal. */
function basicUser(context: SandboxContext, header: string | undefined): SandboxUser {
  const match = /^Basic ([A-Za-z0-9+/]+=*)$/i.exec(header ?? "");
  if (!match?.[1]) throw new CscError(401, "invalid_request", "Malformed authentication parameter");
  const decoded = Buffer.from(match[1], "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  if (colon < 0) throw invalidRequest("Malformed username-password");
  const user = findUser(context.config, decoded.slice(0, colon));
  // An unknown user still costs a comparison: the answer's time says nothing about who exists.
  const passwordOk = sameSecret(decoded.slice(colon + 1), user?.password ?? "\u0000");
  if (!user || !passwordOk) {
    throw new CscError(400, "authentication_error", "An error occurred during authentication process");
  }
  return user;
}

/** Issues a service access token (and a refresh token when asked), as auth/login answers. */
export function issueServiceToken(context: SandboxContext, user: SandboxUser, rememberMe: boolean) {
  const { state, config } = context;
  const accessToken = newToken();
  state.accessTokens.put(accessToken, {
    username: user.username,
    scope: "service",
    expiresAt: state.expiresIn(config.lifetimes.accessTokenSeconds),
  });
  const answer: Record<string, unknown> = {
    access_token: accessToken,
    expires_in: config.lifetimes.accessTokenSeconds,
  };
  if (rememberMe) {
    const refreshToken = newToken();
    state.refreshTokens.put(refreshToken, {
      username: user.username,
      expiresAt: state.expiresIn(config.lifetimes.refreshTokenSeconds),
    });
    answer.refresh_token = refreshToken;
  }
  return answer;
}

export function authRoutes(app: FastifyInstance, context: SandboxContext): void {
  app.post("/csc/v2/auth/login", async (request) => {
    const body = bodyOf(request.body);
    const refreshToken = optionalString(body, "refresh_token");
    const rememberMe = optionalBoolean(body, "rememberMe", false);
    let user: SandboxUser | undefined;
    if (refreshToken !== undefined) {
      const found = context.state.refreshTokens.live(refreshToken);
      user = found && findUser(context.config, found.username);
      if (!user) throw invalidRequest("Invalid refresh_token");
    } else {
      user = basicUser(context, request.headers.authorization);
    }
    request.log.info(`accesso di ${user.username} (auth/login)`);
    return issueServiceToken(context, user, rememberMe);
  });

  app.post("/csc/v2/auth/revoke", async (request, reply) => {
    const viewer = viewerOf(request, context);
    const token = requiredString(bodyOf(request.body), "token");
    // Only the caller's own tokens: another user's token is left alone, and the answer is the same.
    const { accessTokens, refreshTokens } = context.state;
    if (accessTokens.find(token)?.value.username === viewer.user.username) accessTokens.delete(token);
    if (refreshTokens.find(token)?.value.username === viewer.user.username) refreshTokens.delete(token);
    return reply.code(204).send();
  });
}

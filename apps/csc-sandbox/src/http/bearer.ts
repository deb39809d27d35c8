// Service authorization (CSC v2.0 §8.1): the access token of auth/login or oauth2/token.
import type { FastifyRequest } from "fastify";
import type { SandboxUser } from "../config";
import { findUser, type SandboxContext } from "../context";
import type { AccessToken } from "../state";
import { CscError, invalidRequest } from "./errors";

export interface Viewer {
  user: SandboxUser;
  /** The bearer token itself: a "credential" token also stands for the SAD (§11.10). */
  token: string;
  access: AccessToken;
}

/** The signed-in user of a request, or the spec's refusal (§10, §11.4: the header's errors). */
export function viewerOf(request: FastifyRequest, context: SandboxContext): Viewer {
  const match = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/.exec(request.headers.authorization ?? "");
  if (!match?.[1]) throw invalidRequest("Malformed authorization header");
  const token = match[1];
  const found = context.state.accessTokens.find(token);
  if (!found) throw new CscError(401, "invalid_token", "The access token is not valid");
  if (found.expired) throw new CscError(401, "expired_token", "The access token is expired");
  const user = findUser(context.config, found.value.username);
  if (!user) throw new CscError(401, "invalid_token", "The access token is not valid");
  return { user, token, access: found.value };
}

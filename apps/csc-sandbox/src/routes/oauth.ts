// oauth2/authorize (CSC v2.0 §8.4.2): the sign-in form, then back to the client with a code.
import type { FastifyInstance, FastifyReply } from "fastify";
import type { SandboxUser } from "../config";
import { findUser, type SandboxContext } from "../context";
import { assertUsable, checkPin, DISABLED, LOCKED } from "../credential-access";
import { CscError } from "../http/errors";
import { bodyOf } from "../http/params";
import { newToken, sameSecret } from "../state";
import { errorPage, PAGE_HEADERS, signInPage } from "./oauth-page";
import { type AuthorizationRequest, readAuthorizationRequest, redirectTo } from "./oauth-request";
import { tokenRoutes } from "./oauth-token";

/** The signer's words for a refusal of the credential, on the form. */
function refusalInItalian(error: CscError): string {
  if (error.description === DISABLED) return "La credenziale di firma è disattivata.";
  if (error.description === LOCKED) return "La credenziale è bloccata: troppi PIN errati.";
  const left = error.extra.remaining_attempts;
  if (typeof left === "number")
    return `PIN errato: ${left === 1 ? "resta 1 tentativo" : `restano ${left} tentativi`}.`;
  return "PIN mancante o non valido.";
}

function showForm(reply: FastifyReply, request: AuthorizationRequest, status: number, extra = {}) {
  return reply
    .code(status)
    .headers(PAGE_HEADERS)
    .send(
      signInPage({
        hidden: request.hidden,
        clientId: request.client.client_id,
        scope: request.scope,
        credentialID: request.credentialID,
        numSignatures: request.numSignatures,
        ...extra,
      }),
    );
}

/** Checks what the signer typed; the Italian reason when it does not do. */
function signInRefusal(
  context: SandboxContext,
  request: AuthorizationRequest,
  user: SandboxUser | undefined,
  password: string,
  pin: string,
): string | null {
  const passwordOk = sameSecret(password, user?.password ?? "\u0000");
  if (!user || !passwordOk) return "Nome utente o password errati.";
  if (request.scope === "service") return null;
  if (request.credentialID !== user.credentialID) return "La credenziale richiesta non è di questo utente.";
  try {
    assertUsable(context, user);
    checkPin(context, user, pin);
  } catch (error) {
    if (error instanceof CscError) return refusalInItalian(error);
    throw error;
  }
  return null;
}

export function oauthRoutes(app: FastifyInstance, context: SandboxContext): void {
  app.get("/csc/v2/oauth2/authorize", async (request, reply) => {
    const read = readAuthorizationRequest(context, request.query as Record<string, unknown>);
    if (read.kind === "page") return reply.code(400).headers(PAGE_HEADERS).send(errorPage(read.message));
    if (read.kind === "redirect") return reply.redirect(read.location, 302);
    return showForm(reply, read.request, 200);
  });

  app.post("/csc/v2/oauth2/authorize", async (request, reply) => {
    const form = bodyOf(request.body);
    const read = readAuthorizationRequest(context, form);
    if (read.kind === "page") return reply.code(400).headers(PAGE_HEADERS).send(errorPage(read.message));
    if (read.kind === "redirect") return reply.redirect(read.location, 302);
    const authorization = read.request;
    const state = authorization.state;
    if (form.action === "deny") {
      const location = redirectTo(authorization.redirectUri, {
        error: "access_denied",
        error_description: "The user denied the request",
        state,
      });
      return reply.redirect(location, 302);
    }
    const username = typeof form.username === "string" ? form.username : "";
    const user = findUser(context.config, username);
    const refusal = signInRefusal(
      context,
      authorization,
      user,
      typeof form.password === "string" ? form.password : "",
      typeof form.pin === "string" ? form.pin : "",
    );
    if (refusal !== null || !user) return showForm(reply, authorization, 400, { username, error: refusal });
    if (authorization.scope === "credential") context.state.wrongPins.delete(user.credentialID);

    const code = newToken();
    context.state.authorizationCodes.put(code, {
      clientId: authorization.client.client_id,
      redirectUri: authorization.redirectUri,
      username: user.username,
      scope: authorization.scope,
      grant: {
        credentialID: user.credentialID,
        numSignatures: authorization.numSignatures,
        hashes: authorization.hashes,
        hashAlgorithmOID: authorization.hashAlgorithmOID,
      },
      codeChallenge: authorization.codeChallenge,
      codeChallengeMethod: authorization.codeChallengeMethod,
      expiresAt: context.state.expiresIn(context.config.lifetimes.authorizationCodeSeconds),
    });
    request.log.info(`accesso di ${user.username} (oauth2, scope ${authorization.scope})`);
    return reply.redirect(redirectTo(authorization.redirectUri, { code, state }), 302);
  });

  tokenRoutes(app, context);
}

// credentials/list, credentials/info and credentials/sendOTP (CSC v2.0 §11.4, §11.5; §12).
import type { FastifyInstance } from "fastify";
import type { SandboxUser } from "../config";
import { type SandboxContext, userOfCredential } from "../context";
import { assertUsable, keyStatus } from "../credential-access";
import { type Viewer, viewerOf } from "../http/bearer";
import { invalidParameter, invalidRequest } from "../http/errors";
import { bodyOf, certificatesOption, optionalBoolean, requiredString } from "../http/params";
import { otpMessage } from "../mail";
import { newOtp } from "../state";
import { credentialInfo } from "./credential-info";

/** The viewer's own credential by its ID; any other ID is "invalid", whoever it belongs to. */
export function ownCredential(context: SandboxContext, viewer: Viewer, credentialID: string): SandboxUser {
  const user = userOfCredential(context.config, credentialID);
  if (!user || user.username !== viewer.user.username) throw invalidParameter("credentialID");
  return user;
}

export function credentialRoutes(app: FastifyInstance, context: SandboxContext): void {
  app.post("/csc/v2/credentials/list", async (request) => {
    const viewer = viewerOf(request, context);
    const body = bodyOf(request.body);
    // The user is the token's: naming one is refused, as the spec asks of user-specific tokens.
    if (body.userID !== undefined && body.userID !== null)
      throw invalidRequest("userID parameter MUST be null");
    const withInfo = optionalBoolean(body, "credentialInfo", false);
    const options = {
      certificates: certificatesOption(body),
      certInfo: optionalBoolean(body, "certInfo", false),
    };
    optionalBoolean(body, "authInfo", false);
    const onlyValid = optionalBoolean(body, "onlyValid", false);
    const users = [viewer.user].filter((user) => !onlyValid || keyStatus(context, user) === "enabled");
    return {
      credentialIDs: users.map((user) => user.credentialID),
      ...(withInfo && {
        credentialInfos: users.map((user) => ({
          credentialID: user.credentialID,
          ...credentialInfo(context, user, options),
        })),
      }),
      ...(onlyValid && { onlyValid: true }),
    };
  });

  app.post("/csc/v2/credentials/info", async (request) => {
    const viewer = viewerOf(request, context);
    const body = bodyOf(request.body);
    const user = ownCredential(context, viewer, requiredString(body, "credentialID"));
    optionalBoolean(body, "authInfo", false);
    return credentialInfo(context, user, {
      certificates: certificatesOption(body),
      certInfo: optionalBoolean(body, "certInfo", false),
    });
  });

  app.post("/csc/v2/credentials/sendOTP", async (request, reply) => {
    const viewer = viewerOf(request, context);
    const user = ownCredential(context, viewer, requiredString(bodyOf(request.body), "credentialID"));
    assertUsable(context, user);
    const otp = newOtp();
    const { otpSeconds } = context.config.lifetimes;
    context.state.otps.put(user.credentialID, { code: otp, expiresAt: context.state.expiresIn(otpSeconds) });
    // The OTP in the log is the point of the sandbox: the demo user reads it there (issue 46).
    request.log.info(`OTP per ${user.username}: ${otp}`);
    const name = `${user.givenName} ${user.surname}`;
    try {
      await context.mailer.send(otpMessage(user.email, name, otp, Math.ceil(otpSeconds / 60)));
    } catch (error) {
      // The OTP is in the log all the same: the signer can go on, the operator learns why.
      request.log.error({ err: error, to: user.email }, "l'e-mail con l'OTP non è partita");
    }
    return reply.code(204).send();
  });
}

import type { FastifyBaseLogger } from "fastify";
import type { SandboxConfig, SandboxUser } from "./config";
import type { OtpMailer } from "./mail";
import type { CredentialKeys, SandboxPki } from "./pki/store";
import type { SandboxState } from "./state";

/** The configuration the routes read: the file's rules and users, and the public address. */
export type RouteConfig = Omit<
  SandboxConfig,
  "port" | "host" | "dataDir" | "smtpUrl" | "mailFrom" | "logLevel"
>;

/** Everything a route needs, made once per sandbox. */
export interface SandboxContext {
  config: RouteConfig;
  pki: SandboxPki;
  state: SandboxState;
  mailer: OtpMailer;
  log: FastifyBaseLogger;
}

export function findUser(config: RouteConfig, username: string): SandboxUser | undefined {
  const wanted = username.toLowerCase();
  return config.users.find((user) => user.username.toLowerCase() === wanted);
}

export function userOfCredential(config: RouteConfig, credentialID: string): SandboxUser | undefined {
  return config.users.find((user) => user.credentialID === credentialID);
}

export function keysOf(context: SandboxContext, user: SandboxUser): CredentialKeys {
  const keys = context.pki.credentials.get(user.credentialID);
  if (!keys) throw new Error(`no keys for credential ${user.credentialID}`);
  return keys;
}

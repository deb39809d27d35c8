// The sandbox started inside another process: the main server's demo mode (issue 46 §4). The
// committed demo configuration (bundled with this file), keys under `dataDir`, the OTP's e-mail
// through the mailer the host gives (its own mail settings), its log lines in the host's log.
import { join } from "node:path";
import type { FastifyBaseLogger } from "fastify";
import sandboxFile from "../sandbox.config.json" with { type: "json" };
import { buildSandbox } from "./app";
import { parseSandboxFile } from "./config";
import type { RouteConfig } from "./context";
import type { OtpMailer } from "./mail";
import { openPki, REVOCATION_LIST_FILE } from "./pki/store";

export interface EmbeddedSandboxOptions {
  /** Where the authority's and the credentials' keys are (made at the first start). */
  dataDir: string;
  /** 0: a free port. */
  port: number;
  host: string;
  mailer: OtpMailer;
  logger: FastifyBaseLogger;
}

export interface EmbeddedSandbox {
  /** "http://<host>:<port>": the port is the one listened on. */
  origin: string;
  /** The test authority's certificate (PEM): a signature made here verifies only against it. */
  authorityCertificateFile: string;
  /** Its revocation list (PEM, none revoked): with it a verifier checks revocation, not "not checked". */
  authorityRevocationListFile: string;
  close(): Promise<void>;
}

export async function startEmbeddedSandbox(options: EmbeddedSandboxOptions): Promise<EmbeddedSandbox> {
  const file = parseSandboxFile(sandboxFile);
  const pki = await openPki(options.dataDir, file.users, { info: (message) => options.logger.info(message) });
  // The public address is known only once listening (port 0): info's links read it then.
  const config: RouteConfig = { ...file, publicUrl: "" };
  const app = await buildSandbox({ config, pki, mailer: options.mailer, logger: options.logger });
  await app.listen({ host: options.host, port: options.port });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : options.port;
  const origin = `http://${options.host}:${port}`;
  config.publicUrl = origin;
  return {
    origin,
    authorityCertificateFile: join(options.dataDir, "authority", "certificate.pem"),
    authorityRevocationListFile: join(options.dataDir, "authority", REVOCATION_LIST_FILE),
    close: () => app.close(),
  };
}

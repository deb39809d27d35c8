import type { FastifyInstance } from "fastify";
import type { Config } from "./config/config.schema";
import { demoSandboxWanted, isDemoMode } from "./config/load-config";
import { engineVerifier, type SignedCopyVerifier } from "./modules/signatures";
import { type DemoSandbox, startDemoSandbox } from "./platform/csc/demo-sandbox";
import type { Mailer } from "./platform/mail/mailer";
import {
  createSignatureVerifier,
  DEFAULT_VERIFICATION_LIMITS,
} from "./platform/signatures/signature-verification";

/**
 * Demo mode's remote signature provider (issue 46 §4), in this process and ended with the app:
 * the configuration with its providers added, and the sandbox (null when it is not wanted).
 */
export async function withDemoSandbox(
  app: FastifyInstance,
  config: Config,
  mailer: Mailer,
): Promise<{ config: Config; sandbox: DemoSandbox | null }> {
  if (!demoSandboxWanted(config)) return { config, sandbox: null };
  const sandbox = await startDemoSandbox(config, mailer, app.log);
  app.addHook("onClose", () => sandbox.close());
  return { config: { ...config, CSC_PROVIDERS: [...config.CSC_PROVIDERS, ...sandbox.providers] }, sandbox };
}

/**
 * The signed copies' verifier (issue 45): the engine on a thread of its own, trusting
 * SIGNATURE_TRUST_LIST and, in demo mode, the demonstration authority (and the embedded CSC
 * sandbox's, when it runs); it ends with the app.
 */
export function signatureEngine(
  app: FastifyInstance,
  config: Config,
  sandbox: DemoSandbox | null,
): SignedCopyVerifier {
  const engine = createSignatureVerifier(
    {
      path: config.SIGNATURE_TRUST_LIST,
      demo: isDemoMode(config),
      extraFiles: sandbox ? [sandbox.authorityCertificateFile, sandbox.authorityRevocationListFile] : [],
    },
    { ...DEFAULT_VERIFICATION_LIMITS, timeoutMs: config.SIGNATURE_VERIFY_TIMEOUT_SECONDS * 1000 },
  );
  app.addHook("onClose", () => engine.close());
  return engineVerifier(engine);
}

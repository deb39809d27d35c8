import { statSync } from "node:fs";
// The state machine's own module, not the package's index: the bundle would count every module the
// index names as the main thread's, and load the receipts' parser at start-up (DESIGN §11, memory).
import { recipientState } from "@app/pec/state";
import type { TrustStore } from "@app/signatures";
import type { FastifyInstance } from "fastify";
import type { Config } from "./config/config.schema";
import { isDemoMode, pecSandboxWanted } from "./config/load-config";
import { createPecModule, type PecReceiptEngine } from "./modules/pec";
import type { AppContext } from "./platform/http/app-context";
import { startDemoPecSandbox } from "./platform/pec/demo-pec-sandbox";
import { signatureCertificates } from "./platform/signatures/signature-certificates";

/**
 * The PEC receipts' engine (issue 47 §3): packages/pec's parser, judging the providers'
 * signatures against the trust store of the signed copies (SIGNATURE_TRUST_LIST, and the
 * demonstration authority in demo mode) plus `extraFiles` (the PEC sandbox's authority in demo
 * mode). The store is read again when its files change (an operator's new trusted list). The parser
 * and the store's reader load at the first receipt (receipt-parser.lazy.ts says why).
 */
export function pecReceiptEngine(config: Config, extraFiles: string[] = []): PecReceiptEngine {
  let cached: { key: string; store: TrustStore } | undefined;
  const versionOf = (path: string | null) => {
    if (!path) return "";
    const stat = statSync(path, { throwIfNoEntry: false });
    return stat ? `${path}:${stat.mtimeMs}:${stat.size}` : path;
  };
  const trust = async () => {
    const { loadTrustStore } = await signatureCertificates();
    const key = [versionOf(config.SIGNATURE_TRUST_LIST), ...extraFiles.map(versionOf)].join("|");
    if (cached?.key !== key)
      cached = {
        key,
        store: loadTrustStore(config.SIGNATURE_TRUST_LIST, { demo: isDemoMode(config), extraFiles }),
      };
    return cached.store;
  };
  return {
    // The provider's certificate is judged at the time its signature claims (the parser's default).
    parse: async (raw) => {
      const { parseReceipt } = await import("./platform/pec/receipt-parser.lazy");
      return parseReceipt(raw, { trust: await trust() });
    },
    recipientState,
  };
}

/**
 * The PEC module with its receipt engine, and in demo mode (PEC_SANDBOX) the fake provider in
 * this process, ended with the app, whose authority the engine trusts.
 */
export async function pecModule(app: FastifyInstance, ctx: AppContext, config: Config) {
  const sandbox = pecSandboxWanted(config) ? await startDemoPecSandbox(config, app.log) : null;
  if (sandbox) app.addHook("onClose", () => sandbox.close());
  return createPecModule(ctx, pecReceiptEngine(config, sandbox ? [sandbox.authorityCertificateFile] : []));
}

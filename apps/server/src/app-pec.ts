import type { FastifyInstance } from "fastify";
import type { Config } from "./config/config.schema";
import { createPecModule, type PecReceiptEngine } from "./modules/pec";
import type { AppContext } from "./platform/http/app-context";

/**
 * The PEC module (issue 47) with its receipt engine: packages/pec's parser, trusting the signed
 * copies' authorities (SIGNATURE_TRUST_LIST) and, in demo mode, the PEC sandbox's.
 */
export function pecModule(
  _app: FastifyInstance,
  ctx: AppContext,
  _config: Config,
  engine?: PecReceiptEngine,
) {
  return createPecModule(
    ctx,
    engine ?? {
      parse: () => ({ kind: "malformed", detail: "receipt parser not installed" }),
      recipientState: () => ({ state: "inviata", reason: null }),
    },
  );
}

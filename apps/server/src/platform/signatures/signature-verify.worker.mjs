// Entry of a signature thread (signature-verification.ts): registers tsx first, so the
// TypeScript verifier loads the same way under `node --import tsx` and under the test runner.
import { register } from "tsx/esm/api";

register();
const { default: verify } = await import("./signature-verify.worker.ts");

export default verify;

// Entry of a PAdES signing thread (pades-signing.ts): registers tsx first, so the TypeScript
// signer loads the same way under `node --import tsx` and under the test runner.
import { register } from "tsx/esm/api";

register();
const { default: run } = await import("./pades-sign.worker.ts");

export default run;

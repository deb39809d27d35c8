// Entry of a render thread (document-rendering.ts): registers tsx first, so the TypeScript
// renderer loads the same way under `node --import tsx` and under the test runner.
import { register } from "tsx/esm/api";

register();
const { default: render } = await import("./document-render.worker.ts");

export default render;

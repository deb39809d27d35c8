// Entry of the spreadsheet thread (spreadsheet-reading.ts): registers tsx first, so the
// TypeScript reader loads the same way under `node --import tsx` and under the test runner.
import { register } from "tsx/esm/api";

register();
const { default: read } = await import("./spreadsheet-read.worker.ts");

export default read;

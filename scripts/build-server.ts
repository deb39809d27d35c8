// `npm run build`'s second half: the server as plain JavaScript in apps/server/dist, which
// `npm run start:server` and the image run (docs/decisions/0021). Under `--import tsx` every
// module is compiled at start and the compiler's state stays in the process: 46 MB more at
// rest in the main thread, and as much again in each render thread.
import { cpSync, rmSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";
import { SERVER_BUNDLE } from "./server-bundle.ts";

const root = join(import.meta.dirname, "..");
const server = join(root, "apps/server");
const out = join(server, "dist");

rmSync(out, { recursive: true, force: true });
await build({ ...SERVER_BUNDLE, absWorkingDir: root, outdir: out });
// The migrations are read from the folder beside the code (db/migration-files.ts).
cpSync(join(server, "src/db/migrations"), join(out, "migrations"), { recursive: true });
console.log(`server built in ${out}`);

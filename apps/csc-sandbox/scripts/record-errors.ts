// `npm run record-errors -w apps/csc-sandbox`: writes recorded/errors.json from a sandbox of its own.
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { recordErrorResponses } from "../src/recorded/record";

const target = fileURLToPath(new URL("../recorded/errors.json", import.meta.url));
writeFileSync(target, `${JSON.stringify(await recordErrorResponses(), null, 2)}\n`);
// In the repository's own layout, so that `npm run lint` passes on the new file.
spawnSync("npx", ["biome", "format", "--write", target], { stdio: "inherit" });
console.log(`written ${target}`);

// The other customer of `bulk-bench.ts` in a process of its own (`neighbourProcess`): their calls
// run from the start until the bench says "stop", then their times go back to it.
import { neighbour } from "./bulk-neighbour";

const { base, headers } = JSON.parse(process.env.NEIGHBOUR ?? "{}") as {
  base: string;
  headers: Record<string, string>;
};
// A second of calls not counted: a new process's first calls open its connections and compile
// its code (40–60 ms each), which is this client's start, not the server's time.
const warmUp = neighbour(base, headers);
await new Promise((r) => setTimeout(r, 1_000));
await warmUp.stop();
const lanes = neighbour(base, headers);
process.send?.("started");
process.on("message", async (message) => {
  if (message === "stop") process.send?.(await lanes.stop());
});

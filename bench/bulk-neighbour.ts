import { fork } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";
import { quantile } from "./bench-utils";
import { LIST_CASES } from "./list-cases";

// Issue 48's bench: another customer at work while a batch is drafted. Their screen's calls
// (the dashboard's agreements and the catalogue, as `list-cases.ts` defines them) and the floor
// of any call that reads the database (`/api/ready/`, decision 0027), timed in lanes until told
// to stop: by the client, and by the server's own clock (its Server-Timing header).

/** The other customer's calls: two list cases by their name, and the floor beside them. */
export const NEIGHBOUR_CALLS = [
  ...["agreements, first page", "templates, first page"].map((name) => {
    const found = LIST_CASES.find((c) => c.name === name);
    if (!found) throw new Error(`no list case «${name}»`);
    return { name, path: `${found.route.replace(/^GET /, "")}?${found.query}` };
  }),
  { name: "ready (the floor)", path: "/api/ready/" },
];

/** DESIGN §11: a list's p99 at most 25 ms; where the machine cannot show it, 2× ready's (0027). */
export const LIST_P99_MS = 25;
export const LIST_P99_TO_READY = 2;

interface Sample {
  client: number;
  server: number;
}

/**
 * Calls every NEIGHBOUR_CALLS in `lanes` loops, `pauseMs` apart, until `stop()`; then their times.
 * 10 ms apart, a batch of 100 PDFs (some 5 s) gives each call 220–260 samples: with 50 ms, 55–65,
 * and a "p99" of so few samples was their slowest call.
 */
export function neighbour(base: string, headers: Record<string, string>, lanes = 2, pauseMs = 10) {
  const samples = new Map<string, Sample[]>(NEIGHBOUR_CALLS.map((c) => [c.name, []]));
  let failures = 0;
  let running = true;
  const lane = async () => {
    while (running)
      for (const call of NEIGHBOUR_CALLS) {
        const start = performance.now();
        const response = await fetch(`${base}${call.path}`, { headers });
        await response.arrayBuffer();
        if (!response.ok) failures += 1;
        const server = Number(/dur=([\d.]+)/.exec(response.headers.get("server-timing") ?? "")?.[1]);
        samples.get(call.name)?.push({ client: performance.now() - start, server });
        await new Promise((r) => setTimeout(r, pauseMs));
      }
  };
  const done = Promise.all(Array.from({ length: lanes }, lane));
  return {
    async stop() {
      running = false;
      await done;
      const ready = samples.get("ready (the floor)") ?? [];
      const readyP99 = quantile(
        ready.map((s) => s.client),
        0.99,
      );
      const rows = NEIGHBOUR_CALLS.map(({ name }) => {
        const all = samples.get(name) ?? [];
        const client = all.map((s) => s.client);
        const p99 = quantile(client, 0.99);
        return {
          call: name,
          n: all.length,
          "p50 ms": quantile(client, 0.5),
          "p95 ms": quantile(client, 0.95),
          "p99 ms": p99,
          "server p95 ms": quantile(
            all.map((s) => s.server),
            0.95,
          ),
          "p99 to ready": readyP99 > 0 ? Math.round((p99 / readyP99) * 100) / 100 : null,
        };
      });
      return { rows, failures, readyP99 };
    },
  };
}

/** A list call within its budget: the absolute p99, or (this machine) at most 2× ready's p99. */
export const withinListBudget = (p99: number, readyP99: number) =>
  p99 <= LIST_P99_MS || p99 <= LIST_P99_TO_READY * readyP99;

export type NeighbourResult = Awaited<ReturnType<ReturnType<typeof neighbour>["stop"]>>;

/**
 * The neighbour in a process of its own, as another customer's browser is: in the bench's own
 * process, the drafter's work there (a 100-row workbook written, the batch polled, their
 * collections) held the neighbour's timers too, and two lanes' calls were counted 48–66 ms slow
 * together while the server's handlers took 1–8 ms and its event loop never stalled that long
 * (bench/results/bulk.md). Answers once its lanes have started.
 */
export async function neighbourProcess(base: string, headers: Record<string, string>) {
  const child = fork(fileURLToPath(new URL("./bulk-neighbour-process.ts", import.meta.url)), [], {
    execArgv: ["--import", "tsx"],
    env: { ...process.env, NEIGHBOUR: JSON.stringify({ base, headers }) },
  });
  await once(child, "message");
  return {
    async stop(): Promise<NeighbourResult> {
      child.send("stop");
      const [result] = (await once(child, "message")) as [NeighbourResult];
      child.disconnect();
      return result;
    },
  };
}

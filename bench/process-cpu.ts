import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

/**
 * What each process spent on a measured call, in CPU microseconds (issue 49 §4): the server, the
 * PostgreSQL processes of this machine (null when the database is elsewhere or in the server's
 * own process, PGlite) and the load generator (the bench's process itself). The ratio to
 * /api/ready/ compares a call bound by the server's one thread (ready) with calls that share the
 * machine's cores among the three; these figures say where a list's time goes on any machine.
 */
export interface CpuPerCall {
  server: number;
  postgres: number | null;
  load: number;
}

/** Clock ticks per second of /proc's CPU times (`getconf CLK_TCK`, 100 on Linux). */
const TICKS = (() => {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"]).toString().trim()) || 100;
  } catch {
    return 100;
  }
})();

/** A process's CPU seconds so far (user and system, /proc/PID/stat), 0 once it is gone. */
function processCpuSeconds(pid: number | string): number {
  try {
    // The fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = (readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1] ?? "").split(" ");
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return 0;
  }
}

/** The CPU seconds so far of each PostgreSQL process of this machine (backends and workers), by pid. */
function postgresCpuSeconds(): Map<string, number> {
  const seconds = new Map<string, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/cmdline`, "utf8").startsWith("postgres"))
        seconds.set(entry, processCpuSeconds(entry));
    } catch {
      // A process that ended between the listing and the read.
    }
  }
  return seconds;
}

/**
 * What PostgreSQL's processes spent between two readings: each process still there, from its
 * first reading (or from its start, if it began since). One that ended meanwhile is left out
 * rather than counted as a negative time.
 */
function postgresSpent(before: Map<string, number>, after: Map<string, number>): number {
  let spent = 0;
  for (const [pid, seconds] of after) spent += Math.max(0, seconds - (before.get(pid) ?? 0));
  return spent;
}

/** Whether the database of `url` runs on this machine, where its processes can be read. */
export function isLocalPostgres(url: string | undefined): boolean {
  if (!url) return false;
  const host = new URL(url).hostname;
  return host === "127.0.0.1" || host === "localhost" || host === "::1" || host === "[::1]";
}

/**
 * Starts counting the CPU of the server `serverPid`, of PostgreSQL when `postgresLocal`, and of
 * this process; the function returned divides what each spent since by `calls`.
 */
export function startCpuMeter(serverPid: number, postgresLocal: boolean) {
  const server = processCpuSeconds(serverPid);
  const postgres = postgresLocal ? postgresCpuSeconds() : new Map<string, number>();
  const load = process.cpuUsage();
  return (calls: number): CpuPerCall => {
    const perCall = (seconds: number) => Math.round((seconds / Math.max(calls, 1)) * 1e6);
    const own = process.cpuUsage(load);
    return {
      server: perCall(processCpuSeconds(serverPid) - server),
      postgres: postgresLocal ? perCall(postgresSpent(postgres, postgresCpuSeconds())) : null,
      load: perCall((own.user + own.system) / 1e6),
    };
  };
}

/**
 * The glibc malloc settings PostgreSQL's server runs with on this machine (`MALLOC_*` in the
 * postmaster's environment), or null when its process cannot be read. Without the ones
 * deploy/compose.yaml gives it (decision 0038), a backend whose call needs some 130 KB more than it
 * holds grows its heap and hands it back on every call: lists with large rows then cost their
 * PostgreSQL several times their statement.
 */
export function postgresMallocSettings(): string[] | null {
  // The server's own program (`…/bin/postgres`, or `postgres` in a container), not its children
  // (`postgres: 15/main: walwriter`) nor a client that names it (`psql -U postgres`).
  const isServer = (pid: string) => {
    const program = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0")[0] ?? "";
    return program === "postgres" || program.endsWith("/bin/postgres");
  };
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (!isServer(entry)) continue;
      return readFileSync(`/proc/${entry}/environ`, "utf8")
        .split("\0")
        .filter((variable) => variable.startsWith("MALLOC_"));
    } catch {
      // A process that ended between the listing and the read, or one this user may not read.
    }
  }
  return null;
}

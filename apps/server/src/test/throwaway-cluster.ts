import { spawnSync } from "node:child_process";
import {
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { deployDir } from "./server-processes";
import { freePort } from "./test-database";

// A PostgreSQL cluster of a test's own (issue 49's point-in-time recovery rehearsal), made with
// the machine's binaries in a temporary folder, on a free port, run by the postgres user as
// PostgreSQL requires, and removed whole afterwards.

/** The newest installed PostgreSQL's binaries (Debian's layout), if any. */
export const postgresBin = (() => {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], "bin") : undefined;
})();

const asRoot = process.getuid?.() === 0;

/** Runs a command as the postgres user (root may not run PostgreSQL), with `env` added; throws on failure. */
export function asPostgres(command: string, args: string[], env: Record<string, string> = {}) {
  const pairs = Object.entries(env).map(([k, v]) => `${k}=${v}`);
  const [file, argv] = asRoot
    ? ["runuser", ["-u", "postgres", "--", "env", ...pairs, command, ...args]]
    : ["env", [...pairs, command, ...args]];
  const result = spawnSync(file, argv, { encoding: "utf8", timeout: 120_000 });
  if (result.status !== 0)
    throw new Error(
      `${command} ${args.join(" ")} failed (${result.status}):\n${result.stderr}${result.stdout}`,
    );
  return result.stdout;
}

/** A folder the postgres user owns, under the test's temporary root. */
function ownedFolder(path: string) {
  mkdirSync(path, { recursive: true });
  if (asRoot) {
    const uid = Number(spawnSync("id", ["-u", "postgres"], { encoding: "utf8" }).stdout);
    const gid = Number(spawnSync("id", ["-g", "postgres"], { encoding: "utf8" }).stdout);
    chownSync(path, uid, gid);
  }
  return path;
}

/**
 * deploy/postgresql.conf with this cluster's archive folder and the shipped archive script: each
 * replacement must find its text, so the rehearsal cannot drift from the shipped settings.
 */
function renderPostgresConfig(file: string, archive: string) {
  let conf = readFileSync(join(deployDir, "postgresql.conf"), "utf8");
  for (const [from, to] of [
    ["/usr/local/bin/pitr-archive-wal.sh", join(deployDir, "pitr-archive-wal.sh")],
    ["/var/lib/postgresql/wal-archive", archive],
  ] as const) {
    if (!conf.includes(from)) throw new Error(`deploy/postgresql.conf no longer has «${from}»`);
    conf = conf.replace(from, to);
  }
  writeFileSync(file, conf);
}

/**
 * A new cluster started with deploy/postgresql.conf (archiving on), its database `contratti`,
 * and the folders of a point-in-time recovery: the archive, the base backups, the copy's place.
 */
export async function startThrowawayCluster() {
  const bin = postgresBin as string;
  const root = mkdtempSync(join(tmpdir(), "pitr-"));
  ownedFolder(root);
  const [data, archive, backups] = ["data", "archive", "backups"].map((f) => ownedFolder(join(root, f)));
  const config = join(root, "postgresql.conf");
  renderPostgresConfig(config, archive as string);
  const port = await freePort();
  const started: string[] = [];
  const options = `-c config_file=${config} -c port=${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${root}`;
  try {
    asPostgres(join(bin, "initdb"), [
      "-D",
      data as string,
      "-U",
      "postgres",
      "--auth=trust",
      "--no-sync",
      "-E",
      "UTF8",
    ]);
    started.push(data as string);
    asPostgres(join(bin, "pg_ctl"), [
      "-D",
      data as string,
      "-l",
      join(root, "live.log"),
      "-w",
      "-o",
      options,
      "start",
    ]);
  } catch (error) {
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
  const url = (database: string, on = port) => `postgres://postgres@127.0.0.1:${on}/${database}`;
  return {
    root,
    /** The live cluster's data directory. */
    data: data as string,
    archive: archive as string,
    backups: backups as string,
    port,
    url,
    /** libpq's environment for the shipped scripts that connect (pg_basebackup). */
    clientEnv: { PGHOST: root, PGPORT: String(port), PGUSER: "postgres", PG_BIN: bin },
    /** A restored copy started by the script, to be stopped with the rest. */
    adopt(dataDir: string) {
      started.push(dataDir);
    },
    /** Stops every cluster started here and removes every folder, whatever state they are in. */
    remove() {
      for (const dir of started) {
        if (!existsSync(join(dir, "postmaster.pid"))) continue;
        try {
          asPostgres(join(bin, "pg_ctl"), ["-D", dir, "-m", "immediate", "-w", "stop"]);
        } catch {
          // Already stopped: nothing left to end.
        }
      }
      rmSync(root, { recursive: true, force: true });
    },
  };
}
export type ThrowawayCluster = Awaited<ReturnType<typeof startThrowawayCluster>>;

// A real IMAP server for the tests and the demo (issue 47 §4): Debian's Dovecot with a generated
// configuration, as a child process in the foreground (`dovecot -F`), on 127.0.0.1 and a free
// port, one throw-away Maildir per user. Stopping it kills the process and removes its folder.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { appendFile, chmod, chown, mkdir, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { createConnection, createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import {
  checkUser,
  type DovecotIdentity,
  dovecotConfig,
  dovecotIdentity,
  passwdLine,
} from "./dovecot-config";

export const DOVECOT_BINARY = "/usr/sbin/dovecot";

/** Dovecot is installed (Debian's `dovecot-imapd`; `.ci/run` installs it). */
export function dovecotAvailable(): boolean {
  return existsSync(DOVECOT_BINARY);
}

export interface DovecotServer {
  host: string;
  imapPort: number;
  /** Its folder: configuration, users file, log, and the Maildirs under `home/<address>/Maildir`. */
  dir: string;
  /**
   * A mailbox more: appended to the users file, which Dovecot reads again at the next login. It
   * resolves in the next whole second (up to ~1 s), from when every login sees the user; at
   * once for a user it already has with this password (another password is refused).
   */
  addUser(address: string, password: string): Promise<void>;
  stop(): Promise<void>;
}

export interface DovecotOptions {
  users: { address: string; password: string }[];
  /**
   * Its folder, made if missing and kept by stop(), mail included (the users file is written
   * anew at each start); by default a new temporary folder, which stop() removes.
   */
  dir?: string;
  /** By default a free port of 127.0.0.1. */
  port?: number;
}

const HOST = "127.0.0.1";
const START_TIMEOUT_MS = 15_000;

/** A port nobody listens on now (the kernel's pick); Dovecot binds it a moment later. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, HOST, () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** The IMAP greeting read off the port: Dovecot is up and its login service answers. */
function greets(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: HOST, port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once("error", () => done(false));
    socket.once("data", (data) => done(data.toString("latin1").startsWith("* OK")));
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function readLog(dir: string): Promise<string> {
  return readFile(join(dir, "dovecot.log"), "utf8").catch(() => "");
}

/** Waits for the greeting; a process that exits first, or the timeout, is an error with Dovecot's log. */
async function waitReady(
  child: ChildProcess,
  port: number,
  dir: string,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) break;
    if (await greets(port)) return;
    await sleep(100);
  }
  const log = `${output()}\n${await readLog(dir)}`.trim();
  throw new Error(`Dovecot did not start on ${HOST}:${port}: ${log || "no output"}`);
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  const forced = setTimeout(() => child.kill("SIGKILL"), 5000);
  await exited;
  clearTimeout(forced);
}

/** A user's home, where Dovecot makes the Maildir; owned by the mail uid so it may write there. */
async function makeHome(dir: string, address: string, identity: DovecotIdentity): Promise<string> {
  const home = join(dir, "home", address);
  await mkdir(home, { recursive: true });
  await chown(home, identity.mailUid, identity.mailGid).catch(() => {});
  return home;
}

/**
 * As root, Dovecot's auth process and the mail processes run as other users (`dovecot`,
 * `nobody`): every folder above `dir` must let them through. Said plainly rather than as
 * Dovecot's "Command failed" at the first login.
 */
async function checkReachable(dir: string, identity: DovecotIdentity): Promise<void> {
  if (identity.mailUid === process.getuid?.()) return;
  for (let folder = dirname(resolve(dir)); ; folder = dirname(folder)) {
    if (((await stat(folder)).mode & 0o001) === 0)
      throw new Error(`Dovecot: ${folder} does not let other users through (chmod o+x, or another folder)`);
    if (dirname(folder) === folder) return;
  }
}

async function start(
  dir: string,
  port: number,
  users: DovecotOptions["users"],
  temporary: boolean,
): Promise<DovecotServer> {
  const identity = dovecotIdentity();
  await checkReachable(dir, identity);
  const usersFile = join(dir, "users");
  const known = new Map<string, string>();
  const writeUser = async (address: string, password: string) => {
    checkUser(address, password);
    known.set(address.toLowerCase(), password);
    const home = await makeHome(dir, address, identity);
    await appendFile(usersFile, passwdLine(address, password, home, identity), { mode: 0o644 });
  };
  const addUser = async (address: string, password: string) => {
    const existing = known.get(address.toLowerCase());
    if (existing === password) return;
    if (existing !== undefined) throw new Error(`Dovecot: ${address} already has another password`);
    await writeUser(address, password);
    // Dovecot's passwd-file looks at the file's size and time at most once per whole second: a
    // login in the second of a lookup made before the append would not see the new user yet.
    await sleep(1050 - (Date.now() % 1000));
  };
  await writeFile(usersFile, "", { mode: 0o644 });
  // The auth process (the internal user) reads the users file; mail processes reach their homes.
  await chmod(dir, 0o755);
  await mkdir(join(dir, "home"), { recursive: true, mode: 0o755 });
  for (const user of users) await writeUser(user.address, user.password);
  const config = join(dir, "dovecot.conf");
  await writeFile(config, dovecotConfig({ dir, port, identity }));

  const child = spawn(DOVECOT_BINARY, ["-F", "-c", config], { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString("utf8")).slice(-4000);
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  child.on("error", (error) => collect(Buffer.from(String(error))));
  try {
    await waitReady(child, port, dir, () => output);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  // A test that forgets stop() must not leave Dovecot behind its runner.
  const onExit = () => child.kill("SIGKILL");
  process.once("exit", onExit);
  return {
    host: HOST,
    imapPort: port,
    dir,
    addUser,
    stop: async () => {
      process.off("exit", onExit);
      await stopChild(child);
      // A folder given by the caller (the demo's, under DATA_DIR) keeps its mail across restarts.
      if (temporary) await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Dovecot started with `options.users`. With no port given, a free one is picked, and picked
 * again if another process took it in between (up to three times).
 */
export async function startDovecot(options: DovecotOptions): Promise<DovecotServer> {
  if (!dovecotAvailable())
    throw new Error(`Dovecot is not installed (${DOVECOT_BINARY}): apt-get install dovecot-imapd`);
  const attempts = options.port ? 1 : 3;
  let last: unknown;
  for (let attempt = 0; attempt < attempts; attempt++) {
    const dir = options.dir ?? (await mkdtemp(join(tmpdir(), "pec-dovecot-")));
    await mkdir(dir, { recursive: true });
    const port = options.port ?? (await freePort());
    try {
      return await start(dir, port, options.users, !options.dir);
    } catch (error) {
      last = error;
      if (!options.dir) await rm(dir, { recursive: true, force: true });
      if (!/in use/i.test(String(error))) break;
    }
  }
  throw last;
}

import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { type Database, type DatabaseHandle, openDatabase } from "../db/client";
import { DEMO_PASSWORD } from "../db/seed/demo-accounts";
import { seedDemoData } from "../db/seed/seed";
import { erasuresToReplay } from "../modules/account";
import { fingerprint } from "./database-fingerprint";
import { deployDir, until } from "./server-processes";
import { createTestApp, type TestApp } from "./test-app";
import { freePort } from "./test-database";
import { asPostgres, postgresBin, startThrowawayCluster, type ThrowawayCluster } from "./throwaway-cluster";

// Issue 49: point-in-time recovery, rehearsed with the scripts deploy/ ships, on a cluster of the
// test's own with archiving on as deploy/postgresql.conf sets it. Agreements are written through
// the app, the moment is noted, more are written and some deleted and an account erased; the copy
// restored to that moment holds exactly the rows of that moment, and the erasure made since is
// then replayed on it. Skipped where PostgreSQL's binaries are absent, and on the PGlite run.
const onPostgres = process.env.TEST_DB === "postgres" && postgresBin !== undefined;
const root = join(import.meta.dirname, "..", "..", "..", "..");
const SECRET_KEY = "pitr-rehearsal-secret-0123456789abcdef";
const C = "/api/agreement/customer";
/** Seeding, two base backups and a restore: about 40 s on a loaded two-core machine. */
const REHEARSAL_MS = 120_000;

let cluster: ThrowawayCluster | undefined;
let t: TestApp | undefined;
const copies: DatabaseHandle[] = [];
afterAll(async () => {
  // Whatever failed: the app and its connections closed, both clusters stopped, the folders gone.
  await t?.close().catch(() => undefined);
  for (const copy of copies) await copy.close().catch(() => undefined);
  cluster?.remove();
});

const rows = async <T>(db: Database, text: string) =>
  ((await db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;

/** Closes the current WAL segment and waits until the shipped archive command has archived it. */
async function archiveCurrentWal(db: Database, archive: string) {
  const [switched] = await rows<{ name: string }>(db, "select pg_walfile_name(pg_switch_wal()) as name");
  await until(async () => existsSync(join(archive, switched?.name ?? "")), 20_000, "the WAL archive");
}

const walSegments = (archive: string) =>
  readdirSync(archive)
    .filter((f) => /^[0-9A-F]{24}$/.test(f))
    .sort();

const nightlyBackup = (c: ThrowawayCluster, keep: number) =>
  asPostgres(join(deployDir, "pitr-base-backup.sh"), [c.backups, c.archive, String(keep)], c.clientEnv);

const runRestore = (c: ThrowawayCluster, target: string, dataDir: string, port: number) =>
  asPostgres(
    join(deployDir, "pitr-restore.sh"),
    [
      ...["--target-time", target, "--backups", c.backups, "--archive", c.archive],
      ...["--data-dir", dataDir, "--port", String(port)],
    ],
    { PG_BIN: postgresBin as string },
  );

/** The shipped restore script to `target`, into a new folder on a free port; the copy, opened. */
async function restoreCopy(c: ThrowawayCluster, name: string, target: string) {
  const dataDir = join(c.root, name);
  const port = await freePort();
  c.adopt(dataDir);
  const started = performance.now();
  const said = runRestore(c, target, dataDir, port);
  const ms = Math.round(performance.now() - started);
  const url = c.url("contratti", port);
  const copy = await openDatabase({ databaseUrl: url, dataDir: null });
  copies.push(copy);
  return { copy, url, ms, said };
}

/** The operator's command, `npm run db:replay-erasures -- --apply`, on the copy. */
function replayErasuresOnCopy(copyUrl: string, liveUrl: string) {
  const run = spawnSync("npm", ["run", "--silent", "db:replay-erasures", "--", "--apply"], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "test", DATABASE_URL: copyUrl, LIVE_DATABASE_URL: liveUrl, SECRET_KEY },
    encoding: "utf8",
  });
  expect(run.stderr).toBe("");
  expect(run.status).toBe(0);
  return run.stdout;
}

describe.skipIf(!onPostgres)("point-in-time recovery (deploy/pitr-*.sh)", () => {
  it("archives a segment once: the same bytes again succeed, other bytes are refused", () => {
    const dir = mkdtempSync(join(tmpdir(), "pitr-archive-"));
    try {
      const archive = join(dir, "archive");
      mkdirSync(archive);
      const segment = join(dir, "000000010000000000000007");
      const archiveIt = () =>
        spawnSync(join(deployDir, "pitr-archive-wal.sh"), [segment, "000000010000000000000007", archive], {
          encoding: "utf8",
        });
      writeFileSync(segment, randomBytes(4096));
      const first = readFileSync(segment);
      expect(archiveIt().status).toBe(0);
      expect(archiveIt().status).toBe(0);
      writeFileSync(segment, randomBytes(4096));
      const clash = archiveIt();
      expect(clash.status).toBe(1);
      expect(clash.stderr).toMatch(/already exists with other contents/);
      expect(readFileSync(join(archive, "000000010000000000000007"))).toEqual(first);
      expect(readdirSync(archive)).toEqual(["000000010000000000000007"]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it(
    "brings a copy back to the moment noted, beside the live cluster, and replays the erasures since",
    async () => {
      cluster = await startThrowawayCluster();
      const admin = new pg.Client({ connectionString: cluster.url("postgres") });
      await admin.connect();
      await admin.query("CREATE DATABASE contratti");
      await admin.end();
      const liveUrl = cluster.url("contratti");
      const live = await openDatabase({ databaseUrl: liveUrl, dataDir: null });
      await live.migrate();
      await seedDemoData(live.db);
      t = await createTestApp({ SECRET_KEY }, { database: live });

      // Two nights, keeping one: the older backup goes, and with it the WAL only it needed.
      nightlyBackup(cluster, 1);
      await archiveCurrentWal(live.db, cluster.archive);
      const walBefore = walSegments(cluster.archive);
      nightlyBackup(cluster, 1);
      expect(readdirSync(cluster.backups).filter((f) => f.startsWith("base-"))).toHaveLength(1);
      expect(walSegments(cluster.archive)[0] ?? "").not.toBe(walBefore[0]);
      // A backup is named by the second after it ended; the night's work comes later. Without
      // this wait, on a quick machine, the moment noted below fell within that second, and the
      // restore found no backup ended before it.
      await untilAfterNewestBackup(cluster.backups);

      const [mario, giulia] = await t.loginAll("demo-customer", "demo-customer-2");
      const templates = (await t.call("GET", `${C}/template/list/?no_page=no_page`, giulia)).body.results;
      const lease = templates.find((r: { title: string }) => /canone concordato/.test(r.title)).id;
      const create = async (token: string, title: string) => {
        const created = await t?.call("POST", `${C}/agreement/create/`, token, {
          title,
          template: lease,
          values: {},
        });
        expect(created?.status).toBe(201);
        return created?.body.id as number;
      };
      const before = [];
      for (const n of [1, 2, 3, 4]) before.push(await create(giulia, `Prima ${n}`));
      await create(mario, "Di Mario");
      const [marioRow] = await rows<{ id: number }>(
        live.db,
        "select id::int as id from users where username = 'demo-customer'",
      );

      // The moment to return to, once the archive holds every commit before it.
      await archiveCurrentWal(live.db, cluster.archive);
      const atMoment = await fingerprint(live.db);
      const agreementsAtMoment = await rows(
        live.db,
        "select id, title, owner_id from agreements order by id",
      );
      const [{ moment } = { moment: "" }] = await rows<{ moment: string }>(
        live.db,
        `select to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as moment`,
      );

      // The mistake and the work after it: more agreements, two deleted, Mario's account erased.
      for (const n of [1, 2]) await create(giulia, `Dopo ${n}`);
      for (const id of before.slice(0, 2))
        expect((await t.call("DELETE", `${C}/agreement/destroy/${id}/`, giulia)).status).toBe(204);
      const erased = await t.call("POST", "/api/account/customer/delete-account/", mario, {
        password: DEMO_PASSWORD,
      });
      expect(erased.status).toBe(204);
      await archiveCurrentWal(live.db, cluster.archive);

      // The script never unpacks over a cluster, nor starts a copy on the live one's port.
      const own = cluster;
      const elsewhere = join(own.root, "elsewhere");
      expect(() => runRestore(own, moment, own.data, 1)).toThrow(/is not empty/);
      expect(() => runRestore(own, moment, elsewhere, own.port)).toThrow(/already answers on port/);
      expect(existsSync(elsewhere)).toBe(false);

      const { copy, url: copyUrl, ms, said } = await restoreCopy(cluster, "copy", moment);
      const [{ archive_timeout } = { archive_timeout: "" }] = await rows<{ archive_timeout: string }>(
        live.db,
        "show archive_timeout",
      );
      const backup = readdirSync(cluster.backups).find((f) => f.startsWith("base-")) ?? "";
      const backupMb = (statSync(join(cluster.backups, backup, "base.tar.gz")).size / 1e6).toFixed(1);
      console.log(
        `PITR rehearsal: recovery point objective ≤ ${archive_timeout} (archive_timeout); ` +
          `recovery time ${ms} ms (a ${backupMb} MB compressed base backup and the WAL since)\n${said}`,
      );
      expect(await rows(copy.db, "select id, title, owner_id from agreements order by id")).toEqual(
        agreementsAtMoment,
      );
      expect(await fingerprint(copy.db)).toEqual(atMoment);
      // The live cluster kept everything done since, untouched by the restore.
      expect(await fingerprint(live.db)).not.toEqual(atMoment);
      expect(await rows(live.db, "select title from agreements order by id")).toEqual(
        ["Prima 3", "Prima 4", "Dopo 1", "Dopo 2"].map((title) => ({ title })),
      );

      // Mario's erasure, made after the moment, is found, then replayed on the copy by the operator's command.
      const toReplay = await erasuresToReplay(live.db, copy.db, SECRET_KEY);
      expect(toReplay.map((e) => e.userId)).toEqual([marioRow?.id]);
      const replayed = replayErasuresOnCopy(copyUrl, liveUrl);
      expect(replayed).toContain(`user ${marioRow?.id} `);
      expect(replayed).toContain("1 account(s) erased on the copy");
      expect(await rows(copy.db, `select id from users where id = ${marioRow?.id}`)).toHaveLength(0);
      expect(await rows(copy.db, `select id from agreements where owner_id = ${marioRow?.id}`)).toHaveLength(
        0,
      );
      expect(await rows(copy.db, "select id from agreements where title like 'Prima %'")).toHaveLength(4);
      // Recorded on the copy under the same pseudonym, so a second replay finds nothing left.
      const events = await rows(
        copy.db,
        "select actor_pseudonym from audit_events where action = 'account_deleted'",
      );
      expect(events).toEqual([{ actor_pseudonym: toReplay[0]?.pseudonym }]);
      expect(await erasuresToReplay(live.db, copy.db, SECRET_KEY)).toEqual([]);

      // The live cluster lost: `latest` replays the whole archive, and gives back all it held.
      const { copy: latest } = await restoreCopy(cluster, "latest", "latest");
      expect(await fingerprint(latest.db)).toEqual(await fingerprint(live.db));
    },
    REHEARSAL_MS,
  );
});

/** Waits until the clock is past the newest backup's name (`base-20261129T100736Z`). */
async function untilAfterNewestBackup(backups: string): Promise<void> {
  const newest = readdirSync(backups)
    .filter((f) => f.startsWith("base-"))
    .sort()
    .at(-1);
  const stamp = /^base-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(newest ?? "");
  if (!stamp) throw new Error(`no dated base backup in ${backups}`);
  const [, year, month, day, hour, minute, second] = stamp.map(Number);
  const named = Date.UTC(year ?? 0, (month ?? 1) - 1, day, hour, minute, second);
  const wait = named + 1000 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

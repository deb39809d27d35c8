import { spawn } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readMigrationFiles, shippedMigrationsFolder } from "../db/migration-files";
import { checkMigrationRules, MIGRATION_RULES_BASELINE } from "../db/migration-rules";
import { REHEARSAL_HEADER } from "../db/upgrade-rehearsal";
import {
  freeLeaseOverHttp,
  httpCall,
  nginxBinary,
  type ServerProcess,
  scratchDatabase,
  signIn,
  startNginx,
  startServerProcess,
  until,
} from "./server-processes";
import { testDatabaseUrl } from "./test-database";

// Issue 49 §1: the operator's upgrade of deploy/README.md ("Upgrade"), rehearsed with real
// processes behind the shipped nginx while customers read and save: migrate first (an expand
// migration, applied while release N serves), then replace the instances one at a time with
// release N+1, which writes and reads the new column. Release N+1 is this build with
// UPGRADE_REHEARSAL_MIGRATIONS (db/upgrade-rehearsal.ts says why).
const onPostgres = process.env.TEST_DB === "postgres" && testDatabaseUrl() !== null;
const root = join(import.meta.dirname, "..", "..", "..", "..");
const AGREEMENT = "/api/agreement/customer/agreement";
const LOAD_TITLE = "Salvato durante l'aggiornamento";

/** The shipped migrations and release N+1's one more: a nullable column, an expand step. */
function nextReleaseMigrations() {
  const folder = mkdtempSync(join(tmpdir(), "next-release-migrations-"));
  cpSync(shippedMigrationsFolder, folder, { recursive: true });
  const journalFile = join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8"));
  const last = journal.entries.at(-1);
  const tag = "9000_upgrade_rehearsal_note";
  journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1, tag });
  writeFileSync(journalFile, JSON.stringify(journal));
  writeFileSync(join(folder, `${tag}.sql`), 'ALTER TABLE "agreements" ADD COLUMN "rehearsal_note" text;');
  return folder;
}

/** Customers reading their list and saving contracts through `base` until stopped; keeps each save's id. */
function customersAtWork(base: string, token: string, save: object) {
  const savedIds: number[] = [];
  let load: autocannon.Instance | undefined;
  const finished = new Promise<autocannon.Result>((resolve, reject) => {
    load = autocannon(
      {
        url: base,
        connections: 8,
        overallRate: 100,
        duration: 300,
        headers: { authorization: `JWT ${token}`, "content-type": "application/json" },
        requests: [
          { method: "GET", path: `${AGREEMENT}/list/?per_page=10` },
          {
            method: "POST",
            path: `${AGREEMENT}/create/`,
            body: JSON.stringify(save),
            onResponse: (status, body) => {
              if (status === 201) savedIds.push((JSON.parse(body) as { id: number }).id);
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
  return {
    savedIds,
    async stop() {
      load?.stop();
      const result = await finished;
      return { errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx };
    },
  };
}

const skip = !onPostgres || !nginxBinary;
describe.skipIf(skip)("a rolling upgrade across a schema change (skipped on PGlite)", () => {
  let database: Awaited<ReturnType<typeof scratchDatabase>>;
  let proxy: Awaited<ReturnType<typeof startNginx>>;
  const running: ServerProcess[] = [];
  const env = { TRUST_PROXY: "true", SHUTDOWN_GRACE_SECONDS: "3" };
  const folder = nextReleaseMigrations();

  beforeAll(async () => {
    database = await scratchDatabase("test_upgrade");
    // One after the other: the first migrates and seeds, the second finds it done.
    running.push(await startServerProcess(database.url, env));
    running.push(await startServerProcess(database.url, env));
    proxy = await startNginx(
      nginxBinary as string,
      running.map((s) => new URL(s.base).host),
    );
  }, 250_000);
  afterAll(async () => {
    proxy?.stop();
    for (const server of running) server.process.kill("SIGKILL");
    await database?.drop();
  });

  /** `npm run db:migrate` as the operator runs it, with release N+1's migrations. */
  const migrate = () =>
    new Promise<number | null>((resolve) => {
      const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/db/migrate-cli.ts"], {
        cwd: root,
        env: {
          ...process.env,
          DATABASE_URL: database.url,
          NODE_ENV: "test",
          UPGRADE_REHEARSAL_MIGRATIONS: folder,
        },
        stdio: "ignore",
      });
      child.once("exit", resolve);
    });

  /** SIGTERM to the instance at `at`, then release N+1 in its place (same address, as nginx lists it). */
  async function replace(at: number) {
    const old = running[at] as ServerProcess;
    old.process.kill("SIGTERM");
    expect(await old.exited).toBe(0);
    const port = new URL(old.base).port;
    running[at] = await startServerProcess(database.url, {
      ...env,
      UPGRADE_REHEARSAL_MIGRATIONS: folder,
      PORT: port,
    });
  }

  it("migrates while release N serves, replaces both instances with N+1, and fails or loses not one call", async () => {
    expect(await checkMigrationRules(readMigrationFiles(folder), MIGRATION_RULES_BASELINE)).toEqual([]);
    const token = await signIn(proxy.base, "demo-customer");
    const { lease, values } = await freeLeaseOverHttp(proxy.base, token);
    const create = async (base: string, title: string) =>
      (await httpCall(base, `${AGREEMENT}/create/`, token, { title, template: lease.id, values })).json
        .id as number;
    const retrieve = async (base: string, id: number) => {
      const response = await fetch(`${base}${AGREEMENT}/retrieve/${id}/`, {
        headers: { authorization: `JWT ${token}` },
      });
      const { title } = (await response.json()) as { title: string };
      return { status: response.status, title, note: response.headers.get(REHEARSAL_HEADER) };
    };

    const load = customersAtWork(proxy.base, token, { title: LOAD_TITLE, template: lease.id, values });
    let failures: Awaited<ReturnType<typeof load.stop>>;
    try {
      const beforeUpgrade = await create(proxy.base, "Scritto dalla versione N");
      // 1. Migrate first, while release N serves: it goes on working on the new schema.
      expect(await migrate()).toBe(0);
      // 2. Instance 1 drained and replaced: N+1 and N serve side by side, each reads the other's saves.
      await replace(0);
      const [next, old] = running as [ServerProcess, ServerProcess];
      const byOld = await create(old.base, "Scritto da N, letto da N+1");
      const byNext = await create(next.base, "Scritto da N+1, letto da N");
      expect(await retrieve(next.base, byOld)).toEqual({
        status: 200,
        title: "Scritto da N, letto da N+1",
        note: "null",
      });
      expect(await retrieve(old.base, byNext)).toEqual({
        status: 200,
        title: "Scritto da N+1, letto da N",
        note: null,
      });
      expect((await retrieve(next.base, byNext)).note).toBe(encodeURIComponent("Scritto da N+1, letto da N"));
      expect((await httpCall(old.base, `${AGREEMENT}/list/?per_page=10`, token)).status).toBe(200);
      // nginx sends calls to the new instance too, once the old one's refusals have timed out.
      await until(
        async () => (await retrieve(proxy.base, byNext)).note !== null,
        20_000,
        "nginx to the new release",
      );
      // 3. Instance 2 drained and replaced: only N+1 serves.
      await replace(1);
      for (const server of running)
        expect((await retrieve(server.base, beforeUpgrade)).title).toBe("Scritto dalla versione N");
      await new Promise((r) => setTimeout(r, 1_000));
    } finally {
      failures = await load.stop();
    }
    expect(failures).toEqual({ errors: 0, timeouts: 0, non2xx: 0 });
    expect(load.savedIds.length).toBeGreaterThan(100);

    // Nothing lost: every save answered 201 is there (calls cut short by the stop may have saved
    // too), and release N+1's carry the new column.
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ title: string; note: string | null }>(
        "select title, rehearsal_note as note from agreements where id = any($1::int[])",
        [load.savedIds],
      );
      expect(rows).toHaveLength(load.savedIds.length);
      expect(
        rows.filter((row) => row.title !== LOAD_TITLE || (row.note !== null && row.note !== row.title)),
      ).toEqual([]);
      expect(rows.filter((row) => row.note === LOAD_TITLE).length).toBeGreaterThan(0);
    } finally {
      await client.end();
    }
  }, 300_000);
});

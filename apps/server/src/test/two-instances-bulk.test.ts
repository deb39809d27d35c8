import type { TemplateDetail } from "@app/contracts";
import { unzipSync } from "fflate";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BULK, modelHeadersOver, postBulkFile, templateOver, waitForBatch } from "./bulk-http";
import { filledWorkbook } from "./bulk-workbook";
import { sampleValues } from "./sample-values";
import { type ServerProcess, scratchDatabase, signIn, startServerProcess } from "./server-processes";
import { testDatabaseUrl } from "./test-database";

// Issue 48 §2: a batch runs once with two instances, and survives a restart. Real server
// processes on one PostgreSQL, each polling the job queue every second; the batch's rows, its
// chunks' jobs and the agreements are read back from the database itself.
const onPostgres = process.env.TEST_DB === "postgres" && testDatabaseUrl() !== null;
const ROWS = 30;
const env = { JOBS_POLL_SECONDS: "1" };

describe.skipIf(!onPostgres)("a bulk batch on two server processes (skipped on PGlite)", () => {
  let database: Awaited<ReturnType<typeof scratchDatabase>>;
  let sql: pg.Client;
  const servers: ServerProcess[] = [];
  let token: string;
  let lease: TemplateDetail;
  let headers: { labels: string[]; keys: string[] };

  const start = async () => {
    const server = await startServerProcess(database.url, env);
    servers.push(server);
    return server;
  };
  /** A batch of ROWS rows titled `${prefix} 1…`, created through `base`. */
  const createBatch = async (base: string, prefix: string) => {
    const rows = Array.from({ length: ROWS }, (_, i) => ({
      title: `${prefix} ${i + 1}`,
      values: sampleValues(lease.fields),
    }));
    const created = await postBulkFile(
      base,
      token,
      "create",
      filledWorkbook(headers.keys, headers.labels, rows),
      {
        template: String(lease.id),
        format: "docx",
      },
    );
    expect(created.status, JSON.stringify(created.json)).toBe(202);
    return created.json.job_id as number;
  };
  /** What the database holds of a batch: its tagged rows, and every agreement titled as its rows. */
  const drafted = async (jobId: number, prefix: string) => {
    const rows = await sql.query(
      "select count(agreement_id)::int as tagged, count(distinct agreement_id)::int as distinct_ids from bulk_job_rows where job_id = $1",
      [jobId],
    );
    const titled = await sql.query("select count(*)::int as n from agreements where title like $1", [
      `${prefix} %`,
    ]);
    return { ...rows.rows[0], titled: titled.rows[0]?.n };
  };

  beforeAll(async () => {
    database = await scratchDatabase("test_bulk_ops");
    // One after the other: the first migrates and seeds, the second finds it done.
    await start();
    await start();
    token = await signIn(servers[0]?.base as string, "demo-customer");
    lease = await templateOver(servers[0]?.base as string, token, /canone concordato/);
    headers = await modelHeadersOver(servers[0]?.base as string, token, lease.id);
    sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
  }, 120_000);
  afterAll(async () => {
    for (const server of servers) server.process.kill("SIGKILL");
    await sql?.end();
    await database?.drop();
  });

  it("drafts every row exactly once with both runners polling, and either instance hands out the ZIP", async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const jobId = await createBatch(a.base, "Due istanze");
    // Followed through the other instance, as a reload balanced elsewhere would.
    const job = await waitForBatch(b.base, token, jobId, 90_000);
    expect(job).toMatchObject({ state: "completed", processed: ROWS, counts: { drafted: ROWS, failed: 0 } });
    expect(job.agreements.map((x) => x.row)).toEqual(Array.from({ length: ROWS }, (_, i) => i + 3));
    expect(await drafted(jobId, "Due istanze")).toEqual({ tagged: ROWS, distinct_ids: ROWS, titled: ROWS });
    // Every chunk ran to its end once: 3 chunks of 10 rows, none left or repeated.
    const chunks = await sql.query("select key, done_at from jobs where key like $1 order by key", [
      `bulk:${jobId}:%`,
    ]);
    expect(chunks.rows.map((r) => [r.key, r.done_at !== null])).toEqual([
      [`bulk:${jobId}:0`, true],
      [`bulk:${jobId}:1`, true],
      [`bulk:${jobId}:2`, true],
    ]);

    const zips = await Promise.all(
      [a, b].map(async (server) => {
        const response = await fetch(`${server.base}${BULK}/download/${jobId}/`, {
          headers: { authorization: `JWT ${token}` },
        });
        expect(response.status).toBe(200);
        return new Uint8Array(await response.arrayBuffer());
      }),
    );
    expect(Buffer.from(zips[0] as Uint8Array).equals(Buffer.from(zips[1] as Uint8Array))).toBe(true);
    const names = Object.keys(unzipSync(zips[0] as Uint8Array));
    expect(names.filter((n) => n.endsWith(".docx"))).toHaveLength(ROWS);
    expect(names).toContain("manifest.csv");
  }, 120_000);

  it("resumes a batch after kill -9 of the instance drafting it, and drafts no row twice", async () => {
    // The second instance, idle, goes: the first is the batch's only runner.
    const [a, b] = servers as [ServerProcess, ServerProcess];
    b.process.kill("SIGKILL");
    await b.exited;
    const jobId = await createBatch(a.base, "Dopo il kill");
    // Killed in its second chunk (rows 13 to 22 of 30), once three of its rows are drafted.
    const draftedRows = async () =>
      (
        await sql.query(
          "select count(*)::int as n from bulk_job_rows where job_id = $1 and status in ('drafted', 'done')",
          [jobId],
        )
      ).rows[0]?.n as number;
    const deadline = Date.now() + 60_000;
    while ((await draftedRows()) < 13 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    a.process.kill("SIGKILL");
    await a.exited;
    const killedAt = await draftedRows();
    expect(killedAt).toBeGreaterThanOrEqual(13);
    expect(killedAt).toBeLessThan(ROWS);
    const killed = await sql.query("select finished_at from bulk_jobs where id = $1", [jobId]);
    expect(killed.rows[0]?.finished_at).toBeNull();

    const again = await start();
    // The dead instance's chunk stays leased for 5 minutes: here its lease runs out at once.
    await sql.query("update jobs set locked_until = null where key like $1 and done_at is null", [
      `bulk:${jobId}:%`,
    ]);
    const job = await waitForBatch(again.base, token, jobId, 90_000);
    expect(job).toMatchObject({ state: "completed", processed: ROWS, counts: { drafted: ROWS, failed: 0 } });
    expect(await drafted(jobId, "Dopo il kill")).toEqual({ tagged: ROWS, distinct_ids: ROWS, titled: ROWS });
    const zip = await fetch(`${again.base}${BULK}/download/${jobId}/`, {
      headers: { authorization: `JWT ${token}` },
    });
    const names = Object.keys(unzipSync(new Uint8Array(await zip.arrayBuffer())));
    expect(names.filter((n) => n.endsWith(".docx"))).toHaveLength(ROWS);
  }, 150_000);
});

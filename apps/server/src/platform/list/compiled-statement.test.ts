import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Database } from "../../db/client";
import { compiledStatement, runCompiled } from "./compiled-statement";

/** A pg.Pool as runCompiled sees it (it counts its clients), keeping what it was sent. */
function recordingPool() {
  const sent: { text: string; values: unknown[]; name?: string }[] = [];
  const pool = {
    totalCount: 1,
    query: async (
      config: { text: string; values: unknown[]; name?: string } | string,
      values?: unknown[],
    ) => {
      sent.push(typeof config === "string" ? { text: config, values: values ?? [] } : config);
      return { rows: [] };
    },
  };
  return { db: { $client: pool } as unknown as Database, sent };
}

describe("compiled list statements on PostgreSQL", () => {
  it("go prepared by name even without parameters, so that PostgreSQL plans them once per connection", async () => {
    const { db, sent } = recordingPool();
    const whole = compiledStatement("test: a whole tree", () => sql`select 1 as whole_tree`);
    expect(whole).not.toBeNull();
    await runCompiled(db, whole as NonNullable<typeof whole>, {});
    await runCompiled(db, whole as NonNullable<typeof whole>, {});
    expect(sent).toHaveLength(2);
    expect(sent[0]?.values).toEqual([]);
    expect(sent[0]?.name).toMatch(/^contratti_\d+$/);
    expect(sent[1]?.name).toBe(sent[0]?.name);
  });

  it("go unnamed when planned per call, so that PostgreSQL plans them with each call's values", async () => {
    const { db, sent } = recordingPool();
    const searched = compiledStatement(
      "test: a searched list",
      () => sql`select ${sql.placeholder("term")} as term`,
    );
    await runCompiled(
      db,
      searched as NonNullable<typeof searched>,
      { term: "rent" },
      { plannedPerCall: true },
    );
    expect(sent).toEqual([{ text: "select $1 as term", values: ["rent"] }]);
  });

  it("go prepared when planned per call but without values: their one plan is kept", async () => {
    const { db, sent } = recordingPool();
    const first = compiledStatement("test: a first page", () => sql`select 1 as first_page`);
    await runCompiled(db, first as NonNullable<typeof first>, {}, { plannedPerCall: true });
    expect(sent[0]?.name).toMatch(/^contratti_\d+$/);
  });
});

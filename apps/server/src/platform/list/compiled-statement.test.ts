import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Database } from "../../db/client";
import { compiledStatement, runCompiled } from "./compiled-statement";

/** A pg.Pool as runCompiled sees it (it counts its clients), keeping what it was sent. */
function recordingPool() {
  const sent: { text: string; values: unknown[]; name?: string }[] = [];
  const pool = {
    totalCount: 1,
    query: async (config: { text: string; values: unknown[]; name?: string }) => {
      sent.push(config);
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
});

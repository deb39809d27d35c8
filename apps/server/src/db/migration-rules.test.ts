import { describe, expect, it } from "vitest";
import { migrationFile, readMigrationFiles, shippedMigrationsFolder } from "./migration-files";
import { checkMigrationRules, MIGRATION_RULES_BASELINE } from "./migration-rules";

// Issue 49 §1: a release's migrations only add, so the release before it keeps working on the
// new schema while instances are replaced one by one (deploy/README.md, "Change the schema").
const shipped = readMigrationFiles(shippedMigrationsFolder);

/** The reasons the rules give for the shipped migrations followed by `text`. */
async function reasonsFor(text: string) {
  const refusals = await checkMigrationRules(
    [...shipped, migrationFile("9999_next", Date.now(), text)],
    MIGRATION_RULES_BASELINE,
  );
  return refusals.map((refusal) => refusal.reason);
}

describe("the migration rules", () => {
  it("hold for every shipped migration after the baseline", async () => {
    expect(shipped.map((m) => m.tag)).toContain(MIGRATION_RULES_BASELINE);
    expect(await checkMigrationRules(shipped, MIGRATION_RULES_BASELINE)).toEqual([]);
  });

  it("refuse a migration that drops a column a running release still reads, naming it", async () => {
    const refusals = await checkMigrationRules(
      [
        ...shipped,
        migrationFile("9999_drop_title", Date.now(), 'ALTER TABLE "agreements" DROP COLUMN "title";'),
      ],
      MIGRATION_RULES_BASELINE,
    );
    expect(refusals).toEqual([
      {
        tag: "9999_drop_title",
        statement: 'ALTER TABLE "agreements" DROP COLUMN "title";',
        reason: expect.stringMatching(/^drops a column .*contract-step: follows <release>/),
      },
    ]);
  });

  it.each([
    ["a table dropped", 'DROP TABLE "news";', /^drops a table/],
    ["a column renamed", 'ALTER TABLE "agreements" RENAME COLUMN "title" TO "name";', /^renames/],
    ["a table renamed", 'ALTER TABLE "news" RENAME TO "notices";', /^renames/],
    ["a type changed", 'ALTER TABLE "agreements" ALTER COLUMN "title" TYPE varchar(80);', /type/],
    ["NOT NULL set", 'ALTER TABLE "agreements" ALTER COLUMN "title" SET NOT NULL;', /NOT NULL/],
    [
      "a NOT NULL column with no default",
      'ALTER TABLE "agreements" ADD COLUMN "kind" text NOT NULL;',
      /DEFAULT/,
    ],
    [
      "a plain index on an existing table",
      'CREATE INDEX "agreements_title_idx" ON "agreements" ("title");',
      /CONCURRENTLY/,
    ],
    [
      "a concurrent index inside a transaction",
      'CREATE INDEX CONCURRENTLY IF NOT EXISTS "agreements_title_idx" ON "agreements" ("title");',
      /no-transaction/,
    ],
    [
      "a no-transaction migration doing more than building indexes",
      '-- migration: no-transaction\nALTER TABLE "agreements" ADD COLUMN "note" text;',
      /only/,
    ],
    [
      "a concurrent index that cannot be run again",
      '-- migration: no-transaction\nCREATE INDEX CONCURRENTLY "agreements_title_idx" ON "agreements" ("title");',
      /IF NOT EXISTS/,
    ],
    [
      "a foreign key checked at once on an existing table",
      'ALTER TABLE "agreements" ADD CONSTRAINT "agreements_x_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id");',
      /NOT VALID/,
    ],
    [
      "a unique constraint built under the table's lock",
      'ALTER TABLE "agreements" ADD CONSTRAINT "agreements_title_unique" UNIQUE ("title");',
      /USING INDEX/,
    ],
    [
      "a column filled row by row",
      'ALTER TABLE "agreements" ADD COLUMN "uid" uuid DEFAULT gen_random_uuid();',
      /rewrites/,
    ],
    ["a serial column", 'ALTER TABLE "agreements" ADD COLUMN "seq" bigserial;', /rewrites/],
    [
      "a constraint validated in the transaction that added it",
      'ALTER TABLE "agreements" ADD CONSTRAINT "agreements_x_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") NOT VALID;--> statement-breakpoint\n' +
        'ALTER TABLE "agreements" VALIDATE CONSTRAINT "agreements_x_fk";',
      /later migration/,
    ],
    [
      "a contract step that still blocks writes",
      '-- contract-step: follows 2026.12.1\nCREATE INDEX "agreements_title_idx" ON "agreements" ("title");',
      /CONCURRENTLY/,
    ],
    ["a contract step naming no release", '-- contract-step\nDROP TABLE "news";', /contract-step: follows/],
  ])("refuse %s", async (_, text, reason) => {
    const reasons = await reasonsFor(text);
    expect(reasons.length).toBeGreaterThan(0);
    expect(reasons.join("\n")).toMatch(reason);
  });

  it.each([
    ["a nullable column", 'ALTER TABLE "agreements" ADD COLUMN "note" text;'],
    [
      "a NOT NULL column with a default",
      'ALTER TABLE "agreements" ADD COLUMN "kind" text DEFAULT \'x\' NOT NULL;',
    ],
    [
      "a new table with its indexes and keys",
      'CREATE TABLE "labels" ("id" serial PRIMARY KEY, "name" text NOT NULL);--> statement-breakpoint\n' +
        'CREATE INDEX "labels_name_idx" ON "labels" ("name");--> statement-breakpoint\n' +
        'ALTER TABLE "labels" ALTER COLUMN "name" SET NOT NULL;',
    ],
    [
      "concurrent indexes on existing tables, outside a transaction",
      "-- migration: no-transaction\n" +
        'CREATE INDEX CONCURRENTLY IF NOT EXISTS "agreements_title_idx" ON "agreements" ("title");--> statement-breakpoint\n' +
        'CREATE UNIQUE INDEX CONCURRENTLY IF NOT EXISTS "news_title_idx" ON "news" ("title");',
    ],
    [
      "a foreign key added NOT VALID",
      'ALTER TABLE "agreements" ADD CONSTRAINT "agreements_x_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") NOT VALID;',
    ],
    [
      "a constraint validated in a later migration",
      'ALTER TABLE "agreements" VALIDATE CONSTRAINT "agreements_x_fk";',
    ],
    [
      "a column with a constant default",
      'ALTER TABLE "agreements" ADD COLUMN "stamped_at" timestamptz DEFAULT now();',
    ],
    [
      "a contract step that names the release it follows",
      '-- contract-step: follows 2026.12.1\nALTER TABLE "agreements" DROP COLUMN "title";--> statement-breakpoint\nDROP TABLE "news";',
    ],
  ])("accept %s", async (_, text) => {
    expect(await reasonsFor(text)).toEqual([]);
  });
});
